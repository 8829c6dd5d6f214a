def returns_early(loop):
    try:
        to_cancel = tasks(loop)
        if not to_cancel:
            return None
        cancel(to_cancel)
    finally:
        close(loop)


def ends_in_if(loop):
    try:
        to_cancel = tasks(loop)
        if to_cancel:
            cancel(to_cancel)
    finally:
        close(loop)


def in_loop(loops):
    for loop in loops:
        try:
            if loop.done:
                return None
            cancel(loop)
        finally:
            close(loop)
