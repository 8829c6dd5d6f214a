def collect(items, n):
    out = []
    for i in items:
        if i == n:
            break
        out.append(i)
    else:
        for j in items:
            out.append(j)
    return out
def parse(p, tokens, debug):
    for t in tokens:
        if p.add(t):
            if debug:
                print('Stop.')
            break
        p.x = t
    else:
        raise ValueError('incomplete')
    return p.rootnode
