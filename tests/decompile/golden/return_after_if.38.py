def f(a, members):
    if a == 64:
        member = g(members)
        if member:
            return member
    else:
        for name in members:
            if name:
                return name

def h(a, members):
    if a == 64:
        member = g(members)
        if member:
            return member
    else:
        member = g(a)
        if member:
            return member

def k(a, members):
    if a == 64:
        member = g(members)
        if member:
            return member
    else:
        for name in members:
            if name:
                return name
