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
        value = None; return value
    else:
        return value

def settled(line):
    try:
        line = 2
        line = 3
    except:
        line = 5; line = 6
    else:
        line = 6

def created(spec):
    module = new_module(spec.name)
    try:
        filename = spec.loader_state.filename
    except AttributeError:
        return module
    if filename:

        module.__file__ = filename
    return module
