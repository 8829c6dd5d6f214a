
def check(x):
    if __debug__: pass
    if x < 0:
        raise ValueError(x)
    return x


def announce(x):
    x.start()
    if __debug__: pass
    print(x)
    return x
