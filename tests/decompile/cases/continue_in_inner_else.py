def walk(items, i, check, fix):
    while i:
        if items[i]:
            if check(i):
                fix(i)
            else:
                if fix:
                    check(fix)
                continue
        else:
            fix(items)
        i -= 1
