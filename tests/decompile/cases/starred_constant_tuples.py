def calls(get_args):
    ret = get_args(1, *(2, 3))
    ret = get_args(*[1, 2])
    ret = get_args(1, *[2, 3])
    ret = get_args(*(4,), *[2])
    return ret
def displays(a):
    return [a, *(5, 6)], (*(7,), *a), [8, 9, 10, *a]
