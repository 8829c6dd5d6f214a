
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
