def found(names, read):
    for name in names:
        try:
            data = read(name)
        except OSError:
            pass
        else:
            return 1
    return 0
