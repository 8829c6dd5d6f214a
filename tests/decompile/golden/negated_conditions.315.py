def check_defaults(fields, missing):
    seen = None
    for f in fields:
        if not f.init:
            continue
        if not (f.default is missing and f.factory is missing):
            seen = f
        else:
            if not seen:
                continue
            raise TypeError(f.name)
    return seen
def pick(a, b, options):
    if not (a in options or b is None):
        return a
    return b
