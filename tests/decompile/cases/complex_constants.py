def imaginary():
    return (6j, -6j, 0j, -0j, 2.5j)


def signed_zero_parts():
    a = (0-6j)
    b = -(0-6j)
    c = -(-1+0j)
    d = -(2.5+0j)
    return (a, b, c, d)


def both_parts(z):
    return z * (1+2j) + (1-2j) - (-1.5+0j) + (1e+300-2.5j)


def in_tuples():
    return [(-1j, 1), ((0-1j), 1), (1, -2j), (-(-1+0j), 3j)]
