def load(fmt):
    if fmt is None:
        for info in formats:
            if not info.detect():
                continue
            parser = info.parser
            break
        else:
            raise InvalidFileException()
    else:
        parser = formats[fmt]
    p = parser(dict_type=dict)
    return p.parse()

def first(values):
    for value in values:
        if not value:
            continue
        found = value
        break
    else:
        raise ValueError('none')
    print(found)
    return found

def wait(n):
    while n:
        n = step(n)
        if n > 10:
            break
    else:
        return None
    print(n)
    return n
