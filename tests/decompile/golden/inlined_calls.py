def check(values, limit):
    positive = all((v > 0 for v in values))
    found = any((v for v in values if v > limit))
    doubled = tuple((v * 2 for v in values))
    listed = list((v for v in values))
    return (positive or found, doubled, set((str(v) for v in listed)))


flags = [any((c.isupper() for c in word)) for word in ('a', 'B')]
