def count(n):
    i = 0
    while i < n:
        yield i
        i += 1


def relay(source):
    received = yield
    yield from source
    return received
