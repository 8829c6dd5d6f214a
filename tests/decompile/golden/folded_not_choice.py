def choice_with_membership(L, n, waitall):
    if waitall:
        if not L:
            return None
    elif not n in L:
        return None
    L.pop()
