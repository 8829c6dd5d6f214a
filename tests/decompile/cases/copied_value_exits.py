def hexdigit(c):
    return isdigit(c) or (65 <= ord(c) <= 70) or \
           (97 <= ord(c) <= 102)


def in_range(c):
    return 65 <= ord(c) <= 70 or 97 <= c <= 102


def either(a, c):
    return a or 1 <= c <= 7


def stored(a, c):
    x = a and 1 <= c <= 7


def last_store(self, a, b, c):
    self.value = a or b < c < 9
