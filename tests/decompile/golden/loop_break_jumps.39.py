def decode(readline, write):

    while True:
        s = readline()
        if not s or s == b'end\n':
            break
        try:
            data = a(s)
        except E as v:
            data = b(s)
        write(data)
    if not s:
        raise ValueError('Truncated input data')
    return 5

def first(items):

    while True:
        item = items.pop()
        log(item)
        if item is not None:
            return item
