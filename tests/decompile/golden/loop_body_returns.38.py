def socketpair(l, c):
    try:
        caddr = c.getsockname()

        while True:
            a, addr = l.accept()
            if addr == caddr:
                return (c, a)
            a.close()
    except OSError:
        c.close()
        raise

def found(items, key):

    while True:
        item = items.pop()
        if item == key:
            raise KeyError(item)
        print(item)
