def returns_before(a, b, c):
    if a == b == c:
        x()
    else:
        y()


def returns_only(a, b, c):
    if a < b < c:
        pass
    else:
        y()

def returns_longer(a, b, c, d):
    if a < b < c < d:
        x()
    else:
        y()


def continues_after(xs):
    for u in xs:
        if not 1 < u < 2:
            z()
        else:
            x(u)
