def setdefault(self, key, default=None):
    try:
        return self[key]
    except KeyError:
        self[key] = default
    return default


def lookup(table, key, log):
    try:
        return table[key]
    except KeyError:
        log("missing")
    except TypeError:
        log("unhashable")
    return key


def constant(table, key):
    try:
        return table[key]
    except KeyError:
        return None
