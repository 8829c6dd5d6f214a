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
