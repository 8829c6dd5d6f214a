def first_working(names):
    for name in names:
        try:
            attempt(name)
            break
        except OSError:
            pass
    else:
        raise LookupError('none works')
    use(name)


def inside_finally(names):
    try:
        old = current()
        for name in names:
            try:
                attempt(name)
                break
            except OSError:
                pass
        else:
            raise LookupError('none works')
        use(name)
    finally:
        attempt(old)
