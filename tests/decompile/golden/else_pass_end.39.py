def plain(a):
    if a:
        g()
    else:
        pass


def after_nested_if(a, b):
    if a and b:

        g()
    else:
        pass


def after_elif(a, b, c):
    if a:
        if b:
            g()
    elif c:
        h()
    else:
        pass
