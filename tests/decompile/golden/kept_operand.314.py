



def scale(size):
    if size < 10 * 1024:
        return 'small'
    return size / 1024


def format_size(size, sign):
    for unit in ('B', 'KiB', 'MiB', 'GiB', 'TiB'):
        if abs(size) < 10 * 1024 or unit == 'TiB':
            if sign:
                return '%+.0f %s' % (size, unit)
            return '%.0f %s' % (size, unit)
        size /= 1024


def squared(n):
    limit = 1000 * 1000
    return n % 1000 < limit


def loaded_before(size):
    n = size / 1024
    return n < 10240
