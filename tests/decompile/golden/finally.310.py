def release(lock):
    try:
        lock.work()
    finally:
        lock.release()
    return lock


def handled(path):
    try:
        data = read(path)
    except OSError as exc:
        log(exc)
        data = None
    else:
        log(path)
    finally:
        close(path)
    return data


def returned(stream):
    try:



        return stream.read()
    finally:
        stream.close()
        done = True
