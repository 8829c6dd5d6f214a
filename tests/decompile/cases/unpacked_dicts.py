def keywords_unpacked(g, x, y):
    g(x, **{'FOO_CAT': 'small'})
    g(*x, FOO_CAT='small')
    g(x, **{'a': 1, 'b': 2})
    g(*x, a=1, **{'b': 2})
    g(*x, **y, b=2)
    return g(x.upper(), **{'c': y})


def displays_unpacked():
    a = {**{'a': 1}}
    return {'a': 1, **{'b': 2}}
