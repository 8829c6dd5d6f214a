def read_all(readline, out):
    while True:
        line = readline()
        if line:
            out.append(line)
            continue
        return out
def read_until(readline, out):
    while True:
        line = readline()
        if not line:
            break
        out.append(line)
    return out
def raise_last(readline):
    while True:
        line = readline()
        if not line:
            continue
        raise ValueError(line)
