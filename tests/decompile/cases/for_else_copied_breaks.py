def first_differs(x, y):
    for k, j in zip(x, y):
        if k is not j:
            y = tuple(y)
            break
    else:
        y = x
    return y


def entries(bases, res):
    for b in bases:
        if isinstance(b, int) or issubclass(b, str):
            break
    else:
        res.append(object)
    return tuple(res)


def returns_inside(xs, y):
    for k in xs:
        if k:
            return y
    y = 1
    return y


def breaks_to_exit(xs, y):
    for k in xs:
        if k:
            break
    y = 2
    return y
