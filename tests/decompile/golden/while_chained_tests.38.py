def between(a, b, c):
    while a < b < c:
        a = step(a)
    return a


def after_endless(f, out):

    while True:
        line = f.readline()
        if not line == b'EOOH' + SEP:
            if not line:
                break
            out.write(line)
        else:
            break
    while True:
        line = f.readline()
        if not line == SEP:
            if not line:
                break
            continue
        break
    return out
