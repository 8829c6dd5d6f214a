def split(a, b, c):
    while a:
        g()
        if b != 1 or c != 2:
            break
        h()


def with_else(a, b, c):
    while a:
        g()
        if b or c:
            break
    else:
        z()
    return 3


def tokens(advance, ignore):
    features = set()
    try:
        while True:
            tp, value = advance()
            if tp in ignore:
                continue
            if tp == 'from':
                while tp == 'name':
                    features.add(value)
                    tp, value = advance()
                    if tp != 'op' or value != ',':
                        break
                    tp, value = advance()
            else:
                break
    except StopIteration:
        pass
    return features


def nested(a, b, c):
    while True:
        if a:
            continue
        if b:
            while c:
                g()
                if b != 1:
                    break
                h()
        else:
            return None


def head_test(f, limit):
    while f is not None:
        if limit <= 0 or f.last:
            break
        f = f.f_back
    return f
