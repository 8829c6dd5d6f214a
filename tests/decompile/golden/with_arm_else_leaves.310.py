def loader(name, path):
    if name == 'xml':
        with open(path) as f:
            return parse(f)
    else:
        return None


def pick(kind, path, default):
    if kind:
        with open(path) as f:
            return f.read()
    else:
        raise ValueError(default)
