def f(y, w):
    try:
        a()
    except E:
        for z in w:
            if z:
                break
    b()


def g(y, w):
    try:
        a()
    except E:
        for z in w:
            if z:
                break
        else:
            c()
    b()


def h(w):
    try:
        a()
    except E:
        for z in w:
            try:
                b(z)
                break
            except F:
                continue
        else:
            c()

    d()
