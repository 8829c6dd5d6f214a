def check(name, value, low, high):
    if not isinstance(value, int):
        raise TypeError(name)
    if low == '-inf':
        if value > high:
            raise ValueError(name)
        return name
    if high == 'inf':
        if value < low:
            raise ValueError(name)
        return name
    if value < low or value > high:
        raise ValueError(name)
    return name
