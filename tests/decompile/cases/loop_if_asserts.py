def install(items, base):
    for name, value in items:
        if isinstance(value, type) and issubclass(value, base):
            assert name not in globals()
            globals()[name] = value


def checked(items):
    for item in items:
        if item:
            assert item > 0, item
            print(item)
