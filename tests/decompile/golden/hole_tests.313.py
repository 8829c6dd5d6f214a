def drain(lists):
    for element in lists:
        element.reverse()
        if element:
            while True:
                yield element.pop()
                if element:
                    continue
                break
def pop_all(items, log):
    try:
        for item in items:
            if item:
                while True:
                    log(item.pop())
                    if item:
                        continue
                    break
    except IndexError:
        pass
def nested(rows):
    while rows:
        row = rows.pop()
        while row:
            yield row.pop()
