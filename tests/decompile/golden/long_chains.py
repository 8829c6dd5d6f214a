def poll(r, w, e, timeout):
    if [] == r == w == e:
        sleep(timeout)
    else:
        select(r, w, e, timeout)
def ordered(a, b, c, d):
    if a < b < c < d:
        x()
    y()
def either(a, b, c, d):
    if a or b < c < d:
        x()
def stored(a, b, c, d):
    x = a < b < c < d
    g(x)
def passed(c1, c2, c3, c4, line):
    check(c2 == nfc(c1) == nfc(c2) == nfc(c3), line)
def returned(a, b, c, d, e):
    return a <= b < c <= d < e
