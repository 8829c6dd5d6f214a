def g(*args):
    if __debug__: pass
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
