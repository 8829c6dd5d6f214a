import os
try:
    os.remove(name)
finally:
    done = True
def read(path):
    f = open(path)
    try:
        return f.read()
    finally:
        f.close()
def first(items, wanted):
    for item in items:
        try:
            try:
                if item == wanted:
                    break
                check(item)
            except KeyError as exc:
                report(exc)
        finally:
            count(item)
    return 0
def skip(items):
    while items:
        try:
            items.pop()
            continue
        finally:
            log()
def guarded(lock):
    try:
        try:
            lock.acquire()
        except RuntimeError:
            return None
        lock.release()
    finally:
        log()
