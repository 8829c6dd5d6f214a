def search_backward(lines, line, wrap, ok=0):
    wrapped = 0
    while True:
        m = match(lines[line])
        if m and (ok or m.start() < 0):

            return (line, m)
        line = line - 1
        if wrapped and line < 0:
            break
        ok = 1
        if line <= 0:
            if not wrap:
                break
            wrapped = 1
            wrap = 0
    return None
