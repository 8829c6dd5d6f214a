def walk(names, isdir, children):
    for name in names:
        if isdir(name):
            if children:
                yield name
                for child in children(name):
                    yield child
            continue
        if name.endswith('~'):
            continue
        yield name
