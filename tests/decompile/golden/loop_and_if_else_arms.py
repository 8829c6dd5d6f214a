def slots(names, c, out):
    for name in names:
        if name in ('__dict__', '__weakref__'):
            continue
        if name.startswith('__') and not name.endswith('__'):
            stripped = c.__name__.lstrip('_')
            if stripped:
                out.append('_%s%s' % (stripped, name))
            else:
                out.append(name)
        else:
            out.append(name)


def both(items, c, out):
    for x in items:
        if x and c:
            if x > 1:
                out.append(1)
            else:
                out.append(x)
        else:
            out.append(c)
