def any_of(a, b, c, d):
    if a or b and c and d:
        x()


def negated(a, c, d):
    if a or not c and d:
        x()


def nested(a, b, c, d):
    if a or b and (c or d):
        x()


def in_finally(path, d):
    try:
        f(path)
    finally:
        if d:
            if path == g():
                h(path)
