def first_line(names):
    for name in names:
        with open(name) as f:
            line = f.readline()
        break
    return line


def first_found(names):
    for name in names:
        try:
            with open(name) as f:
                data = f.read()
        except OSError:
            continue
        else:
            return 1
    return data
