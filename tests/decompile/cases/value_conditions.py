x = ok and a or b
x = (ok or a) and b
x = ok and a and b or c
x = (ok or a or b) and c
x = not ok and a or b
x = (ok and a or b) and c
x = ok and a or b and c
x = ok and a or b or c
x = a < b and c or d
log.info(ok and 'success!' or 'failure.')


def f(x, a, b, c):
    return x and (a or b) or c


def g(a, b):
    return [a and b or c for c in a]
