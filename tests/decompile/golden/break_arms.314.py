
def split(read, separator):
    blank = False
    while True:
        line = read()
        if line.startswith('From '):
            blank = False
            continue
        if not line:
            if blank:
                read(1)
            else:
                read(2)
            break
        if line == separator:
            blank = True
        else:
            blank = False
    read()
def ranged(measure, callback):
    i = 1
    while True:
        for j in (1, 2, 5):
            number = i * j
            if callback:
                callback(number)
            if number >= 0.2:
                return number
        i *= 10
