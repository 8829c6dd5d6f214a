def returns_before(a, b, c):
    if a == b == c:
        x()
        return None
    y()


def returns_only(a, b, c):
    if a < b < c:
        return None
    y()


def returns_longer(a, b, c, d):
    if a < b < c < d:
        x()
        return None
    y()


def continues_after(xs):
    for u in xs:
        if not 1 < u < 2:
            z()
        else:
            x(u)
