def kinds(*args):
    texts = binaries = False
    for s in args:
        if isinstance(s, str):
            texts = True
            continue
        if isinstance(s, bytes):
            binaries = True
            continue
        raise TypeError(s)
    return texts and binaries


def first(items):
    for item in items:
        if item:
            print(item)


            return item
        print(-item)
        return item
