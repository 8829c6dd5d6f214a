def either(a, s):
    if a or 1 <= s < 2:
        g()


def all_of(a, s, c):
    if a and 1 <= s < 2 and c:
        g()


def first(s, c):
    if 1 <= s < 2 or c:
        g()


def negated(s, c):
    if not 1 <= s < 2 or c:
        g()


def nested(a, s, c):
    if (a or 1 <= s < 2) and c:
        g()
    else:
        h()


def status(code, method):
    length = None
    if code == 204 or code == 304 or 100 <= code < 200 or method == 'HEAD':


        length = 0
    return length


def ranged(c):
    return 0 <= code(c) <= 127


def picked(c):
    return lambda x: 0 < x < c or x
