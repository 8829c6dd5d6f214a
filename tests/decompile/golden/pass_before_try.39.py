def g(*args):

    try:
        x()
    except:
        pass
    return g


def k(a):

    try:
        a.x()
    finally:
        a.y()
