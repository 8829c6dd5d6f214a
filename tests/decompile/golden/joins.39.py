def after_handlers(a, b):
    try:
        a()
    except KeyError:
        pass
    try:
        b()
    except KeyError:
        pass
def endless(ready, work):

    while True:
        if ready:
            work()
def retried(table, key):
    while True:
        try:
            del table[key]
        except KeyError:
            pass
async def waiting(cond):
    while not cond.done:
        await cond.wait()
