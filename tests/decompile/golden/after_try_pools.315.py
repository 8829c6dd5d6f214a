def check_type(s):
    try:
        m = memoryview(s)
    except TypeError as err:
        msg = 'expected bytes-like object, not %s' % s.__class__.__name__
        raise TypeError(msg) from err
    if m.format not in ('c', 'b', 'B'):
        msg = f'expected single byte elements, not {m.format!r} from {s.__class__.__name__!s}'
        raise TypeError(msg)
    if m.ndim != 1:
        raise TypeError(m.ndim)
def restore(delta, which):
    try:
        tag = {1: '- ', 2: '+ '}[int(which)]
    except KeyError:
        raise ValueError('unknown delta choice: %r' % which) from None
    prefixes = ('> ', tag)
    for line in delta:
        if line[:2] in prefixes:
            yield line[2:]
