def handle(tasks, stop):
    for seq in tasks:
        try:
            for task in seq:
                if stop:
                    break
                put(task)
            else:
                continue
            break
        finally:
            task = None
    else:
        debug('got sentinel')
    try:
        debug('exiting')
    except OSError:
        pass
