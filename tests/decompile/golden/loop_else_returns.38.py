def first_sum(start, values):
    'The first value plus one, or start.'
    for value in values:
        try:
            return value + 1
        except TypeError:
            pass
    else:
        return start
def countdown(n):
    'Counts down.'
    while n:
        n -= 1
        if n == 3:
            return n
    else:
        return -1
def breaks(values):
    'Breaks out.'
    for value in values:
        if value:
            break
    return 0
