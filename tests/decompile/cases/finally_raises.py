def f():
    try:
        g()
    finally:
        raise E


def h(c, x):
    try:
        g(x)
    finally:
        x.close()
        if c:
            raise A(x)
        raise B
