def expand(items, i, check, extend):
    while i < len(items):
        if items[i]:
            if check:
                extend(items)
            elif i:
                if extend:
                    extend(i)
                else:
                    check(i)
                del items[i]
                continue
            else:
                raise ValueError(i)
        else:
            check(items)
        i += 1
