class Iterable:
    def __iter__(self):
        if False:
            yield


def never():
    if False:
        yield


def after(x):
    print(x)
    if False:
        yield
