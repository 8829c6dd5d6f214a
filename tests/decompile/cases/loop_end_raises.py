def check_names(names, error):
    for name in names:
        if len(name) < 1 or name[0] != '.':
            raise error(name)
def check_entries(path, entries, isdir):
    for entry in entries:
        if entry != 'new' and entry != 'cur' and isdir(path, entry):
            print(entry)
            raise ValueError(entry)
def first_match(items, wanted):
    for item in items:
        if item and wanted(item):
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
            if target not in {None, object.__new__}:
                new = target
                break
        if new is not None:
            break
    return new
