def locate(filename, paths):
    try:
        found = stat(filename)
    except OSError:
        for dirname in paths:
            try:
                found = stat(join(dirname, filename))
            except OSError:
                continue
            else:
                pass
        return []
    return found
