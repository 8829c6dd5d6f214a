def bounded(a, b, c):
    while a < b < c:
        a += 1
    return a


def scan(xs, lo, hi):
    i = 0
    while lo <= xs[i] < hi:
        i += 1
    print(i)


def pending(queue, low, high):
    total = 0
    while low < len(queue) <= high:
        item = queue.pop()
        if not item:
            break
        total += item
    else:
        report(queue)
    print(total)
