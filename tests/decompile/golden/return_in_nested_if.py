def file_system(path):
    if sys.platform == 'win32':
        ok = volume(path)
        if ok:
            return ok.value


def pick(a, b):
    if a and b:

        return b.name
    return None
