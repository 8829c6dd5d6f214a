def insert_all(base, extended):
    'Insert each decoded character, or give up.'
    pos = -1
    extpos = 0
    while extpos < len(extended):
        newpos, delta = decode(extended, extpos)
        if delta is None: break

        pos += delta + 1
        base = base[:pos] + base[pos:]
        extpos = newpos
    return base
