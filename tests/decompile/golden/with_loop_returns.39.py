def same_files(f1, f2, bufsize):
    with open(f1, 'rb') as fp1, open(f2, 'rb') as fp2:

        while True:
            b1 = fp1.read(bufsize)
            b2 = fp2.read(bufsize)
            if b1 != b2:
                return False
            if not b1:
                return True

def has_blank(path):
    with open(path) as f:

        while True:
            line = f.readline()
            if not line:
                break
            if not line.strip():
                return True
    return False
