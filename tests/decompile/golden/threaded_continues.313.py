def imported_files(modules):
    for name in modules:
        module = modules[name]
        if module is None or not hasattr(module, '__file__'):
            continue
        path = module.__file__
        if not path.endswith('.py'):
            continue
        print(path)


def checked(items, f):
    for x in items:
        if x is None or not f(x):
            continue
        print(x)


def continue_then_break(rows, a, b):
    for y in rows:
        if y not in f(y, a):
            continue
        if not a.real in b:
            continue
        break
