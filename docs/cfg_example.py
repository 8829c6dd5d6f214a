def process(paths, log):
    total = 0
    for path in paths:
        try:
            with open(path) as f:
                total += len(f.read())
        except OSError as exc:
            log(exc)
    return total
