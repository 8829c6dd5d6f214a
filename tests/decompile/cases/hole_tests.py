def drain(lists):
    for element in lists:
        element.reverse()
        while element:
            yield element.pop()


def pop_all(items, log):
    try:
        for item in items:
            while item:
                log(item.pop())
    except IndexError:
        pass


def nested(rows):
    while rows:
        row = rows.pop()
        while row:
            yield row.pop()


def halfway(cases, check):
    for n, e in cases:
        digits, exponent = n, e
        while digits < 1000:
            check(digits, exponent)
            digits *= 2
        digits, exponent = n, e
        while digits < 1000:
            check(digits, exponent)
            digits *= 5
            exponent -= 1
