def loader(href, parse):
    if parse == 'xml':
        with open(href, 'rb') as f:
            return load(f)
    else:
        return None


def runs_on(parse):
    if parse:
        g()
    else:
        return None


def passes(parse):
    if parse:
        g()
    elif parse is None:
        h()
    else:
        pass
