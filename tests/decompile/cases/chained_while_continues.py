# decompile: python >= 3.10
def continues(random):
    while True:
        u1 = random()
        if not 1 < u1 < 2:
            continue
        x(u1)


def continues_while(xs):
    while xs:
        u = xs.pop()
        if not 1 < u < 2 < 3:
            continue
        x(u)
    y()
