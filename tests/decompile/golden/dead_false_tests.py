class Iterable:
    def __iter__(self):
        return
        yield


def never():
    return
    yield


def after(x):
    print(x)
    return
    yield
