import types
@types.coroutine
def w(a):
    return (yield from a.x())
def g():
    return (yield)
def h():
    return (yield 1), 2
