def related(types, bases, cls, found):
    for sub in types:
        if sub not in bases and issubclass(cls, sub):
            found.append([s for s in sub.__mro__ if s in types])
    return found


def each(types, found):
    for sub in types:
        if sub:
            found.append({s: 1 for s in sub})
