def check_names(names, error):
    for name in names:
        if not len(name) < 1 and not name[0] != '.':
            continue
        raise error(name)
def check_entries(path, entries, isdir):
    for entry in entries:
        if not entry != 'new':
            continue
        if not entry != 'cur':
            continue
        if not isdir(path, entry):
            continue
        print(entry)
        raise ValueError(entry)
def first_match(items, wanted):
    for item in items:
        if not item:
            continue
        if not wanted(item):
            continue
        print(item)
        return item
def skip_empty(items):
    for item in items:
        if not item:
            continue
        raise ValueError(item)
def find_new(methods, chain, new):
    for method in methods:
        for possible in chain:
            target = getattr(possible, method, None)
            if not target not in {None, object.__new__}:
                continue
            new = target
            break
        if new is not None:
            break
    return new
