import time


def reaches(func, value, delay):
    for i in range(10):
        try:
            if func() == value:
                break
        except NotImplementedError:
            break
        time.sleep(delay)
    time.sleep(delay)
    func(value)
