def first_found(candidates):
    for candidate in candidates:
        try:
            found = lookup(candidate)
            break
        except OSError:
            pass
    return found.copy()


def first_parsed(candidates):
    for candidate in candidates:
        try:
            with open(candidate) as f:
                cache = parse(f)
            break
        except OSError:
            pass
    return cache.copy()
