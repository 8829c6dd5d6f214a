def received(data):
    try:
        return list(data)
    except (ValueError, IndexError):
        pass
    raise RuntimeError('invalid data')
def fetched(source, key):
    try:
        return source[key]
    except KeyError:
        log(key)
    return None
def looped(source, key):
    while True:
        try:
            value = source[key]
            key += 1
        except IndexError:
            break
    return key
