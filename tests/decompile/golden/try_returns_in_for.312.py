def found(names, read):
    for name in names:
        try:
            data = read(name)
        except OSError:
            continue
        else:
            return 1
    return 0
