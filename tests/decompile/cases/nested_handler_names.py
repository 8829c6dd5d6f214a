# decompile: python >= 3.11
def named_inside(path):
    try:
        s = stat(path)
    except OSError as e:
        try:
            s = stat(parent(path))
        except OSError as f:
            return f.errno + e.errno
    return s.dev or s.ino


def named_constant_inside(path):
    try:
        s = stat(path)
    except OSError as e:
        try:
            s = stat(parent(path))
        except OSError as f:
            return -1
    return s.dev or s.ino
