def parse(items, seen, reserved, out):
    while items:
        key = items.pop()
        if key[0] == '$':
            if not seen:
                continue
            out.append(key)
            continue
        if key in reserved:
            out.append(1)
        else:
            return None
    return out
