def first_open(paths, opener, suppressing):
    for path in paths:
        try:
            return opener(path)
        except OSError:
            data = None
            if suppressing:
                with suppressing():
                    data = opener(path + '.bak')
            if data is not None:
                return data
    return None
