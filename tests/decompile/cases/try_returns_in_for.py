def found(names, read):
    for name in names:
        try:
            data = read(name)
            return 1
        except OSError:
            pass
    return 0
