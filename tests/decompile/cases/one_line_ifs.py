def within(a, b, c, x):
    if a < b < c: return x
    return x + 1
def checked(i, m):
    if not 0 <= i < m: raise IndexError
    return i
