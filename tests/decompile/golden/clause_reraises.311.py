def cleanup(modules, name):
    try:
        load(name)
    except:
        try:
            del modules[name]
        except KeyError:
            pass
        raise
    finish(name)
def wrapped(path):
    try:
        opened(path)
    except OSError:
        try:
            log(path)
        except ValueError:
            pass
        raise Failed(path)
    return path
