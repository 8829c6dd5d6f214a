def guarded(lock):
    with lock:
        try:
            work()
        except OSError:
            return 1
    return 2
def named(lock):
    with lock:
        try:
            work()
        except OSError as exc:
            return exc
        more()
def both(lock):
    with lock:
        try:
            return work()
        except OSError:
            return 1
def looped(items, lock):
    for item in items:
        with lock:
            try:
                work(item)
            except OSError:
                break
    finish(items, 0)
async def entered(lock):
    async with lock:
        try:
            await work()
        except OSError:
            return 1
    return 2
