def g(*args):
    if True:
        try:
            x()
        except:
            pass
    return g


def k(a):
    pass
    try:
        a.x()
    finally:
        a.y()
