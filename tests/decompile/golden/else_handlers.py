
def checked(path, locked):
    try:
        if locked:
            f = open(path, 'rb+')
        else:
            f = open(path, 'rb')
    except OSError:
        raise
    else:
        with f:
            return f.read()
