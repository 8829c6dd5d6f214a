def total(xs):
    return sum((x * 2
        for x in xs))
def found(rows):
    return any((row
        for row in rows if row))
def pairs(a, b):
    return list(((x, y)
        for x in a
        for y in b))
