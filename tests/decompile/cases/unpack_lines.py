def split(a):
    (x,
        y) = a
    return x
def split_rest(a):
    (x,
        *y) = a
    return (x, y)
def nested(a):
    (x, (y,
        z)) = a
    return (x, y, z)
def chained(a):
    (x,
        y) = z = a
    return (x, y, z)
