def ends_function(g, h):
    while True:
        x = g()
        if x:
            continue
        if x == 1:
            h()
        else:
            return None


def before_return(g, h):
    while True:
        x = g()
        if x:
            continue
        if x == 1:
            h()
        else:
            break
    return x


def inner_loop(g, h, a):
    while True:
        x = g()
        if x:
            continue
        if x == 1:
            while a:
                a = h()
                if a or x:
                    break
            else:
                pass
        else:
            raise ValueError(x)
