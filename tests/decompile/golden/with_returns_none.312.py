def first_header(filename, tests):
    with open(filename, 'rb') as f:
        h = f.read(512)
        for tf in tests:
            res = tf(h, f)
            if res:
                return res



def read_or_none(filename):
    with open(filename, 'rb') as f:
        h = f.read(512)




def falls_out(filename):
    with open(filename, 'rb') as f:
        h = f.read(512)
