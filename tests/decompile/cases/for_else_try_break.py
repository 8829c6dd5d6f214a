def release(cache, candidates):
    if cache is None:
        errno = None
        for candidate in candidates:
            try:
                with open(candidate) as f:
                    cache = parse(f)
                break
            except OSError as e:
                errno = e.errno
        else:
            raise OSError(errno)
    return cache.copy()


def first_list(pending):
    for x in pending:
        try:
            tasks = list(x)
            break
        except RuntimeError:
            count(x)
    else:
        raise LookupError
    return tasks
