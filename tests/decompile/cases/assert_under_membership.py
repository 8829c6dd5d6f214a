def assert_under_membership(before, markobject, stackslice, x):
    if x:
        if markobject in before:
            assert before[-1] is stackslice
        x.pop()
def assert_after_identity(a, b, c):
    if a is not b:
        assert c, 'unset'
    return a
