def found(items, c):
    for x in items:
        if g(x):



            return c.d()
    raise LookupError(c)

def written_return(items):
    for x in items:
        if x:
            return 5
        if g(x):



            return 1
    return 0

def raise_after(items, c):
    for x in items:
        if x > c:
            f(x)



            raise ValueError


def nested(rows):
    for row in rows:
        for x in row:
            if x:



                return x
