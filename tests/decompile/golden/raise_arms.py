def check(name, value, low, high):
    if not isinstance(value, int):
        raise TypeError(name)
    if low == '-inf':
        if value > high:
            raise ValueError(name)
    elif high == 'inf':
        if value < low:
            raise ValueError(name)

    elif value < low or value > high:
        raise ValueError(name)
    return name
