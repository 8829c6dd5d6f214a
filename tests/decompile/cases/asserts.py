def check(x, y):
    assert x
    assert y > 0, 'y must be positive'
    return x / y


def refused(prompt=''):
    raise AssertionError(prompt)
