def identifiers(matches):
    ids = []
    for mo in matches:
        named = mo.group('named') or mo.group('braced')
        if named is not None and named not in ids:
            ids.append(named)
        elif named is None and mo.group('invalid') is None and mo.group('escaped') is None:
            raise ValueError('unrecognized group', mo)
    return ids


def first_bad(items, strict):
    for item in items:
        if item.ok:
            item.use()
        elif strict and item.fatal:
            break
