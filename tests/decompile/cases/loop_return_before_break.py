def search_backward(prog, line, col, wrap, ok=0):
    wrapped = 0
    while True:
        m = prog.search(line, col)
        if m:
            if ok or m.start() < col:
                return line, m
        line = line - 1
        if wrapped and line < 0:
            break
        ok = 1
        if line <= 0:
            if not wrap:
                break
            wrapped = 1
        col = line - 1
    return prog.end(line)
