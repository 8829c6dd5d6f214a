def decode(readline, write):
    while 1:
        s = readline()
        if not s:
            raise ValueError('no begin line')
        if s[:5] == b'begin':
            break
    while True:
        s = readline()
        if not s or s == b'end\n':
            break
        write(s)
    return 3


def other_order(readline):
    while True:
        if readline() == 'a':
            break
    while 1:
        if readline() == 'b':
            break
