def first_line(path):
    with open(path) as f:
        return f.readline()


def opened(paths):
    for path in paths:
        with open(path) as f:
            if f.readable():
                pass
            else:
                skip(f)
                continue
        return path
    return path
def guarded(lock, jobs):
    for job in jobs:
        try:
            if job.done:
                pass
            else:
                job.run()
                continue
        finally:
            lock.release()
        return 2
    return 2
def closed(stream):
    with stream:
        if stream.empty:
            return 2
        stream.read()
    return 1
for item in items:
    if item:
        break
    handle(item)


def written(stream):
    with stream:
        stream.write(1)
