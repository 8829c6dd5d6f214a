def between(a, b, c):
    while True:
        if a < b < c:
            a = step(a)
        else:
            break
    return a
