def skip_spaces(data, i):
    if data[i:i + 1] == '%':
        j = i + 1
        while True:
            c = data[j:j + 1]
            if not c:
                return -1
            if c.isspace():
                j = j + 1
            else:
                break
    else:
        j = i
    while True:
        c = data[j:j + 1]
        if c:
            return j
def closing(data, j):
    while True:
        c = data[j:j + 1]
        if c == '(':
            if ')' in data[j:]:
                j = data.find(')', j) + 1
            else:
                return -1
            while data[j:j + 1].isspace():
                j = j + 1
        else:
            j = 5
        if c == '>':
            return j + 1
