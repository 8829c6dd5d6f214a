def locate(filename, paths):
    try:
        found = stat(filename)
    except OSError:
        for dirname in paths:
            if dirname:
                found = dirname

    return found
