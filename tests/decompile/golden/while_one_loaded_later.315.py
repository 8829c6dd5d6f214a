def digits(n, base):
    out = []
    k = 0
    while True:
        t = n % base
        if n < base:
            out.append(t)
            return out
        out.append(36 - t)
        n = (n - t) // base
        k += 1


def spins(n):
    while True:
        if n > 36:
            return True
        n = n * 2 + 1
