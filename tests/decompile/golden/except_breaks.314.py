def sorted_difference(expected, actual):
    i = j = 0
    missing = []
    while True:
        try:
            e = expected[i]
            a = actual[j]
            if e < a:
                missing.append(e)
                i += 1
            else:
                j += 1
            continue
        except IndexError:
            missing.extend(expected[i:])
        return missing


def next_index(expected, i):
    while True:
        try:
            e = expected[i]
            i += 1
        except IndexError:
            return i


def last_index(expected, i):
    while True:
        try:
            e = expected[i]
            i += 1
            continue
        except IndexError:
            pass
        return i
