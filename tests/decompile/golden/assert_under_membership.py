def assert_under_membership(before, markobject, stackslice, x):
    if x:
        if markobject in before:
            assert before[-1] is stackslice
        x.pop()
def assert_after_identity(a, b, c):
    assert not (a is not b and not c), 'unset'

    return a
