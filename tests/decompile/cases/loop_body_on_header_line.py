def scan(line, n, chars):
    i = 0
    while i < n and line[i] in chars: i = i + 1
    return line[:i]


def total(items):
    t = 0
    for x in items: t = t + x
    return t
