def first_found(finders, name):
    for finder in finders:
        with lock():
            try:
                find = finder.find
            except AttributeError:
                continue
            else:
                found = find(name)
        if found is not None:
            return found


def each_value(items):
    for item in items:
        with lock():
            try:
                value = item.value
            except KeyError:
                continue
            else:
                kept = value
        use(kept)


def no_else(items):
    for item in items:
        with lock():
            try:
                value = item.value
            except KeyError:
                continue
            kept = value
        if kept:
            return kept


def spawn(path, data):
    with open(path) as out:
        try:
            handle = create(path)
        except:
            close(path)
            raise
        out.handle = handle
        setting(out)
        try:
            dump(data, out)
        finally:
            setting(None)
