def pick(loaders, name, location, loader=None):
    spec = make(name, loader)
    if loader is None:
        for loader_class, suffixes in loaders():
            if not location.endswith(tuple(suffixes)):
                continue
            loader = loader_class(name, location)
            spec.loader = loader
            break
        else:
            return None
    if spec.search:
        spec.search = []
    return spec
def first(items, found):
    if found is None:
        for x in items:
            if not x:
                continue
            found = x
            break
    return found
