def read(path, lock):
    with lock:
        print(path)
    with open(path) as source:
        data = source.read()
    with open(path) as again:
        return again.read() + data
def clear(items, lock):
    with lock:
        for x in items:
            if x:
                x.clear()
        items.clear()
def register(callbacks, fn, lock):
    with lock:
        if callbacks is not None:
            callbacks.append(fn)
            return
    fn()
