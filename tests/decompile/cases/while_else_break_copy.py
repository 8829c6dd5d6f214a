def find_offset(ends, pos):
    offset = 0
    n = len(ends)
    while n > 0:
        offset = ends[n - 1]
        if pos > offset:
            break
        n -= 1
    else:
        offset = 0
    return (offset, n)


def first_fit(sizes, want, total):
    while sizes:
        if sizes.pop() >= want:
            found = True
            break
    else:
        total = 0
    return total
