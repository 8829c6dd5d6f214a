def release(cache, candidates):
    if cache is None:
        errno = None
        for candidate in candidates:
            try:
                with open(candidate) as f:
                    cache = parse(f)
            except OSError as e:

                errno = e.errno
            else:

                return cache.copy()
        raise OSError(errno)
    return cache.copy()
def first_list(pending):
    for x in pending:
        try:
            tasks = list(x)
        except RuntimeError:

            count(x)
            continue
        break
    else:
        raise LookupError
    return tasks
