def expand(items, i, check, extend):
    while i < len(items):
        if items[i]:
            if check:
                extend(items)
            else:
                if i:
                    if extend:
                        extend(i)
                    else:
                        check(i)
                    del items[i]
                    continue
                raise ValueError(i)
        else:
            check(items)
        i += 1
