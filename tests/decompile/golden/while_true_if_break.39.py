def submit(n, ready):
    for i in range(n):
        wait()

        while True:
            if ready():
                break

def poll(ready):
    start()

    while True:
        if ready():
            break
    return 1

def drain(queues):
    for q in queues:

        while True:
            item = q.get()
            if item is None:
                break
