def first_line(path):
    fp = open(path)
    try:
        line = fp.readline()
    finally:
        fp.close()
    return line != 'generated\n'
