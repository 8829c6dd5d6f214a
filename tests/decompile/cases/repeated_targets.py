def split(record):
    system, release, _, _ = record
    first, _, _, last = record
    return system, release, first, last


def stats(items):
    for func, (cc, nc, _, _, _) in items:
        use(func, cc, nc)
    _, _, _, last = items
    return last
