def f(y, w):
    try:
        a()
    except E:
        for z in w:
            if z:
                break
        else:
            pass
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
            except F:
                pass
            else:
                break
        else:
            c()
    d()
