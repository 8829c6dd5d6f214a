def find_offset(ends, pos):
    offset = 0
    n = len(ends)
    while n > 0:
        offset = ends[n - 1]
        if pos > offset:




            return (offset, n)
        n -= 1
    offset = 0
    return (offset, n)
def first_fit(sizes, want, total):
    while sizes:
        if sizes.pop() >= want:
            found = True
            pass

            return total
    total = 0
    return total
