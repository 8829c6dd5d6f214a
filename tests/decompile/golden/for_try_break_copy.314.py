def first_found(candidates):
    for candidate in candidates:
        try:
            found = lookup(candidate)
        except OSError:
            pass
        else:
            break
    return found.copy()

def first_parsed(candidates):
    for candidate in candidates:
        try:
            with open(candidate) as f:
                cache = parse(f)
        except OSError:
            continue
        break
    return cache.copy()
