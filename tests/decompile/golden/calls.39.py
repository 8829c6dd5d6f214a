f(1, 2)
g(x, key=1)
h(*args, **kwargs)
obj.method(a, b=2)
obj.attr.method(*a, x=1, **k)
print(len(x), sep='')
k = f()(g())


def empty_keywords(f, a, k):
    f(*(), **{})
    f(*a, **{})
    f(*(), **k)
    return f(a, **{})
