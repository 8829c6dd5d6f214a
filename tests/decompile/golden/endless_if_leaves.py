
def wait(poll):
    while True:
        if poll():
            return None


def settle(poll, n):
    n = 1
    while True:
        if poll(n):
            break
    return n


def search(find, s, p):
    while 1:
        p = find(s, p + 1)
        if p != -1:
            return p
