def close_after(path, f):
    with open(path) as raw:
        wrapped = f(raw)
        try:
            wrapped.read()
        finally:
            wrapped.close()
    f(wrapped)


def in_try(a, b):
    try:
        a()
        try:
            b()
        finally:
            a.close()
    except OSError:
        pass
    return b
