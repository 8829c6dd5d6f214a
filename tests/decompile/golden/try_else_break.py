def all_tasks(pending):
    i = 0
    while True:
        try:
            tasks = list(pending)
            break
        except RuntimeError:
            i += 1
            if i >= 1000:
                raise

    return tasks


def body_breaks(pending):
    i = 0
    while True:
        try:
            tasks = list(pending)
            break
        except RuntimeError:
            i += 1
    return tasks
