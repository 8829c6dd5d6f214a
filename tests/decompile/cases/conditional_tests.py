def kept(xs, c):
    return [x for x in xs if (x if c else not x)]


def called(xs, c):
    for x in xs:
        if x.a if c else x.b:
            f(x)


def kept_twice(xs, c):
    return [x for x in xs if (x.a if c else x.b) and x]


def joined(xs, c):
    for x in xs:
        if (x.a if c else x.b) and x.d:
            f(x)
