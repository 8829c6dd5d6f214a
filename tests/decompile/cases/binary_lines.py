def total(a, b):
    return (a +
        b)
def scaled(a, b, c):
    x = (a *
        b)
    return f(x, (b -
        c))
