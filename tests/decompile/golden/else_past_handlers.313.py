def ismount(path):
    try:
        s1 = lstat(path)
    except (OSError, ValueError):
        return False
    else:
        if is_link(s1.st_mode):
            return False
    path = fspath(path)
    try:
        s2 = lstat(path)
    except OSError:
        return False
    else:
        return s1.st_dev != s2.st_dev

def parsed(text):
    try:
        value = int(text)
    except ValueError:
        raise
    else:
        if value < 0:
            value = -value
        else:
            value += 1
        return value
