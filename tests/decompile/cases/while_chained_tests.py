def between(a, b, c):
    while a < b < c:
        a = step(a)
    return a
