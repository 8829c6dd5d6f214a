def either(a, b):
    while a or b:
        a = step(a)
    return a


def first_or_not(line):
    while line[:1] == '#' or not line.strip():
        line = step(line)
    return line


def both_then_either(value):
    while value and (value[0] == '\\' or value[0] not in ENDS):
        value = value[1:]
    return value


def either_of_both(r, n, y, m):
    while r <= n and y << n - r >= m or r > n and y >> r - n >= m:
        r += 1
    return r


def either_with_continue(a, b):
    while a or b:
        a = step(a)
        if a is None:
            continue
        b = step(b)
    return b
