def counted(lines):
    n = 0
    while True:
        if n == 0:
            n += 1
            break
        n += 2
    return len(lines) + n
def stepped(lines):
    n = 0
    while True:
        if n == 0:
            n += 1
            break
        n += 2
        if n > len(lines):
            n += 1
            break
    return len(lines) + n
