def testall(names, recursive):
    for name in names:
        if isdir(name):
            print(name)
            if recursive:
                print('recursing down:')
            else:
                print('*** directory ***')
            continue
        print(name + ':')
        try:
            print(what(name))
        except OSError:
            print('*** not found ***')


def nested_else(items, a, b):
    for x in items:
        if a:
            if b:
                f(x)
            elif x:
                g(x)
            else:
                h(x)
        else:
            k(x)
