def keywords(params, args, out):
    for name, kind in params:
        if kind == 'skip':
            pass
        elif name not in args:
            continue
        if kind == 'var':
            out.update(args[name])
        else:
            out[name] = args[name]
    return out
def options(table, short_of):
    for option in table:
        if len(option) == 3:
            if option[2] is None:
                raise ValueError('invalid option', option)
            short_of(option)
        if option[0]:
            short_of(option[0])
def reads(fds, select, output):
    for fd, events in select():
        if events:
            chunk = fd.read()
            if not chunk:
                return output
            output.extend(chunk)
        if fd.closed:
            fds.remove(fd)
def screen(rows, width, emit):
    found = False
    for n, row in enumerate(rows):
        if width <= n:
            found = True
        elif found:
            emit(row)
            if n > 10:
                break
        if row:
            emit(n)
        else:
            emit(row, n)
def recursive(dirname, names, hidden, listdir, join):
    for x in names:
        if hidden or not x.startswith('.'):
            yield x
            path = join(dirname, x) if dirname else x
            for y in recursive(path, listdir(path), hidden, listdir, join):
                yield join(x, y)
