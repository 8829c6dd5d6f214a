def status(line):
    try:
        version, status, reason = line.split(None, 2)
    except ValueError:
        try:
            version, status = line.split(None, 1)
            reason = ''
        except ValueError:
            version = ''
        else:
            pass
    return version
def payload(part, decode):
    try:
        value = part.get(decode)
    except (KeyError, TypeError):
        value = None
    return value
