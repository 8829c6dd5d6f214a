class Iterable:
    def __iter__(self):
        while False:
            yield None


def never():
    if False:
        yield


def after(x):
    print(x)
    while False:
        yield x
