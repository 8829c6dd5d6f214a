def strip_line(lines, n):
    while lines:
        line = lines.pop()
        if n:
            while n > 0 and line[n - 1:n] in b' \t':
                n = n - 1
        else:
            n = len(line)
    return n
def count_down(n, line, out):
    while line:
        if n:
            while n > 0 and line:
                n = n - 1
        else:
            out.append(line)
            line = line[1:]
