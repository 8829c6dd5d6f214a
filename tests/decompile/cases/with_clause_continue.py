def each_found(finders, lock, found):
    for finder in finders:
        with lock:
            try:
                found.append(finder.find())
            except (AttributeError, KeyError):
                continue
            except ValueError as exc:
                found.append(exc)
                continue
        found.sort()
def each_spec(finders, lock, specs):
    for finder in finders:
        with lock:
            try:
                find = finder.find
            except AttributeError:
                continue
            specs.append(find())
        specs.sort()
