def transform(iterator, names, new_args):
    for idx, arg in iterator:
        if arg in names:
            if idx < 2:
                next(iterator)
        else:

            new_args.append(arg)
    return new_args


def endless(x, f, g):
    while True:
        if x:
            f(x)
        else:

            g(x)



def drain(queue, spawn):
    for obj in queue:
        spawn(obj)
