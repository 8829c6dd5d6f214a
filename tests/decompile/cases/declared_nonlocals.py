def cell_factory():
    a = 1

    def f():
        nonlocal a
    return f.__closure__[0]


def counter():
    count = 0
    total = 0

    def step(n):
        nonlocal count, total
        count += 1
        return count
    return step
