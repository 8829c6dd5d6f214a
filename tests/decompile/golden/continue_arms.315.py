def defaults(parameters, given):
    for name, param in parameters:
        if param.default is not None:
            value = param.default
        else:
            continue
        given.append((name, value))
def kinds(parameters, given):
    for param in parameters:
        if param.kind == 1:
            value = ()
        elif param.kind == 2:
            value = {}
        else:
            continue
        given.append(value)
def polled(queue):
    while queue:
        item = queue.pop()
        if item:
            done(item)
        else:
            continue
        log(item)
def nested(rows, out):
    for row in rows:
        if row:
            if row[0]:
                out.append(row)
            else:
                out.extend(row)
        else:
            continue
        out.sort()
def applied(parameters, arguments, given):
    for name, param in parameters:
        try:
            given.append((name, arguments[name]))
        except KeyError:
            if param.default is not None:
                value = param.default
            elif param.kind == 2:
                value = ()
            else:
                continue
            given.append((name, value))
    return None
