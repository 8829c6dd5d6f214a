def checked(value):
    if value not in (0, 1, 2):
        raise AssertionError
    return value
def named(value):
    if value is not None:
        raise AssertionError('set')
def asserted(value):
    assert value in (0, 1, 2)
    assert value is None, 'unset'
