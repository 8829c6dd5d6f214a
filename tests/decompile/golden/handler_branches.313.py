def run(paths):
    for path in paths:
        try:
            execute(path)
        except OSError:
            if verbose:
                report(path)


def search(paths, args):
    for directory in paths:
        try:
            execute(directory, *args)
        except (FileNotFoundError, NotADirectoryError) as e:
            last = e
            continue
        except OSError as e:
            last = e
            if saved is None:
                saved = e
    print(saved)
    return last
