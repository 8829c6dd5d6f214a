def uncache(*names):
    try:
        yield
    finally:
        for name in names:
            try:
                del modules[name]
            except KeyError:
                continue


def cleaned(cache):
    try:
        track(cache)
    finally:
        for name in cache:
            try:
                clean(name)
            except Exception as e:
                warn(e)
