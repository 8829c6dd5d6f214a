def first_made(make):
    for i in range(100):
        try:
            made = make()
        except FileExistsError:
            pass
        else:
            break
    else:
        raise FileExistsError('cannot find a name')
    return made


def retried(make):
    for i in range(3):
        try:
            made = make()
        except OSError:
            continue

        log(made)
        break
    use(made)


def continued(make):
    for i in range(3):
        try:
            made = make()
        except OSError:
            continue
        break
    use(made)
