def opened(path, locked):
    try:
        if locked:
            f = open(path, 'rb+')
        else:
            f = open(path, 'rb')
    except OSError:
        raise
    size = 3
def answered(ready):
    try:
        if ready:
            value = 1
        else:
            value = 2
    except OSError:
        raise
    return 3
def read(path, locked):
    try:
        if locked:
            f = open(path, 'rb+')
        else:
            f = open(path, 'rb')
    except OSError as e:
        raise KeyError(path)
    with f:
        return f.read()
