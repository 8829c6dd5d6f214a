def locate(filename, paths):
    try:
        found = stat(filename)
    except OSError:
        for dirname in paths:
            try:
                found = stat(join(dirname, filename))
                break
            except OSError:
                pass
        else:
            return []
    return found
