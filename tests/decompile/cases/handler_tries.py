def reload(module):
    try:
        name = module.__spec__.name
    except AttributeError:
        try:
            name = module.__name__
        except AttributeError:
            raise TypeError("reload() argument must be a module")
    if name is not module:
        raise ImportError(name)
    return 1


def fallback(read, path):
    try:
        data = read(path)
    except OSError:
        try:
            data = read(path + ".bak")
        except OSError:
            data = None
    return data
