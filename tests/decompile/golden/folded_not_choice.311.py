def choice_with_membership(L, n, waitall):
    if not (L if waitall else n in L):
        return None
    L.pop()
