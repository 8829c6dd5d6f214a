def retried(func, exc):
    for i in range(3):
        try:
            return func()
        except exc as e:
            last = e
            continue
    raise last


def logged(func, exc):
    for i in range(3):
        try:
            func()
        except exc as e:
            last = e
            continue
        else:
            print(i)
    return last
