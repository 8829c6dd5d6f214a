def read_all(readline, out):
    while True:
        pass
        line = readline()
        if line:
            out.append(line)
            continue
        break
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
        pass
        line = readline()
        if not line:
            continue
        break
    raise ValueError(line)
