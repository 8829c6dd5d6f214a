def between(a, b, c):
    while True:
        if a < b < c:
            a = step(a)
        else:
            break
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
