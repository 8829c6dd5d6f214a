def found(items, c):
    for x in items:
        if g(x):
            break
    else:
        raise LookupError(c)
    return c.d()


def written_return(items):
    for x in items:
        if x:
            return 5
        if g(x):
            break
    else:
        return 0
    return 1


def raise_after(items, c):
    for x in items:
        if x > c:
            f(x)
            break
    else:
        return None
    raise ValueError


def nested(rows):
    for row in rows:
        for x in row:
            if x:
                break
        else:
            continue
        return x
