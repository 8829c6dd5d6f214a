def value_twice(encoded):
    try:
        return decode(encoded)
    except ValueError:
        try:
            return decode(encoded + 1)
        except ValueError:
            return fallback(encoded)


def value_three_deep(v):
    try:
        return int(v)
    except ValueError:
        try:
            return float(v)
        except ValueError:
            try:
                return complex(v)
            except ValueError:
                return v.split()


def constant_inside(path):
    try:
        s = stat(path)
    except OSError:
        try:
            s = stat(parent(path))
        except OSError:
            return False
    return s.dev or s.ino


def constant_inside_then_value(path):
    try:
        s = stat(path)
    except OSError:
        try:
            s = stat(parent(path))
        except OSError:
            return None
    return s


def falls_to_return(path):
    try:
        s = stat(path)
    except OSError:
        try:
            s = stat(parent(path))
        except OSError:
            log(path)


def falls_to_return_false(path):
    try:
        s = stat(path)
    except OSError:
        try:
            s = stat(parent(path))
        except OSError:
            log(path)
    return False
