def kept(xs):
    return [y for x in xs if (y := g(x))]


def first_match(ss, p):
    if any(((m := p.match(s)) for s in ss)):
        return m


def running(xs):
    total = 0
    return [(total := total + x) for x in xs]


def pairs(xs, ys):
    return [(a, b) for x in xs if (a := x) for y in ys if (b := y)]


def nested(xs):
    r = [[(y := x) for x in row] for row in xs]
    return (r, y)


def declared_global(xs):
    global G
    return [(G := x) for x in xs]


def enclosing(xs):
    def inner():
        nonlocal t
        return [(t := x) for x in xs]
    t = 0
    return inner


at_module = [y for x in range(3) if (y := x * 2)]
