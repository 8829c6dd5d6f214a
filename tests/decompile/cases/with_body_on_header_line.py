def read(path, out):
    with open(path) as f: out.append(f)
    return out
