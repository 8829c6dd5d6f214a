def a(archive):
    with o(archive) as f:
        return f.readline()
def b(archive):
    with o(archive) as f:
        if f:
            return f.readline()
        g()
def c(archive):
    with o(archive) as f:
        if f:
            return 1
def d(archive):
    with o(archive) as f:
        if f:
            raise E
