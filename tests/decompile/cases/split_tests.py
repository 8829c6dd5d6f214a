def walk(names, hidden, dirname):
    for x in names:
        if hidden or not ishidden(x):
            yield x
            for y in walk(x, hidden, dirname):
                yield join(x, y)


def pairs(items, keep):
    for a in items:
        if keep or not a.skip:
            for b in a.children:
                yield a, b
