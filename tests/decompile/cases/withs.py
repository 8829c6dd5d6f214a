def read(path, lock):
    with lock:
        print(path)
    with open(path) as source:
        data = source.read()
    with open(path) as again:
        return again.read() + data
