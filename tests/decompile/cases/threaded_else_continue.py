def join_real(rest, path, pardir):
    while rest:
        name = rest.pop()
        if name == pardir:
            if path:
                path, name = split(path)
                if name == pardir:
                    path = join(path, pardir, pardir)
            else:
                path = pardir
            continue
        path = join(path, name)
    return path


def walk(items, seen):
    for item in items:
        if item in seen:
            if item:
                seen.remove(item)
                if not seen:
                    log(item)
            elif seen:
                log(seen)
            else:
                seen.add(item)
            continue
        seen.add(item)
