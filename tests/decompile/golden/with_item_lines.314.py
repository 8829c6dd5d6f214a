
def two_lines(a, b):
    with A(a) as t:
        with B(b):
            x = t
            return g(x)


def three_lines(a, b, c):
    with open(a) as f:
        with open(b) as g:
            with open(c):
                f.write(g.read())


def second_on_first(a, b, c):
    with open(a) as f, open(b) as g:
        with open(c) as h:
            h.write(f.read() + g.read())


def nested(a, b):
    with open(a) as f:
        with open(b) as g:
            g.write(f.read())
