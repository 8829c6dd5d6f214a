def loops(items, n):
    total = 0
    for item in items:
        if item < 0:
            continue
        if item > 100:
            break
        total += item
    while n > 0:
        n -= 1
        if n == 5:
            break
    for k, v in items:
        print(k, v)
    while True:
        n += 1
        if n > 10:
            break
    while n < 20:
        print(n)
        if n % 3:
            n += 2
        else:
            n += 1
    return total


def tail_tests(xs, ys, key):
    for sequence in xs:
        if sequence not in ys:
            ys[sequence] = [key]
    for s in xs:
        if s is not key:
            key(s)
    for s in xs:
        if not s:
            continue
        key(s)
