def plain(a, b):
    return a + b


def defaults(a, b=1, *args, c, d=2, **kwargs):
    """A docstring."""
    return a, b, args, c, d, kwargs


def positional(a, /, b):
    return a


def outer(x):
    def inner(y):
        nonlocal x
        x += y
        return x
    return inner


def uses_global():
    global counter
    counter = 1


square = lambda v: v * v
