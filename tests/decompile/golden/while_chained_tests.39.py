def between(a, b, c):
    while a < b < c:
        a = step(a)
    return a


def after_endless(f, out):

    while True:
        line = f.readline()
        if line == b'EOOH' + SEP or not line:
            break
        out.write(line)
    while True:
        line = f.readline()
        if line == SEP or not line:
            break
    return out
