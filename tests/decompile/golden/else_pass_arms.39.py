def before_while(a):
    if a:
        prepare(a)
    else:
        pass
    while a:
        a = step(a)
def before_endless(a):
    if a:
        prepare(a)
    else:
        pass

    while True:
        a = step(a)
        if a:
            break
    prepare(a)
def plain_if(a, b):
    if a:
        pass
    b = step(b)
    return b
