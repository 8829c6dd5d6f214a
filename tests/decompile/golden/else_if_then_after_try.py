def enum_types(mimedb):
    i = 0
    while True:
        try:
            ctype = EnumKey(mimedb, i)
        except OSError:
            return None
        else:
            if '\x00' not in ctype:
                yield ctype
        i += 1


def listed(names):
    for name in names:
        try:
            value = lookup(name)
        except KeyError:
            continue
        else:
            if value:
                print(value)
        print(name)
