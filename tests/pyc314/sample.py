"""A small module whose .pyc files 3.14 and 3.15 compiled are committed beside it (see test_pyc_pyodide.py)."""
import os


def counter(start: int = 0, *, step=1):
    n = start

    def bump():
        nonlocal n
        n += step
        return n
    return bump


class Point:
    dims: int = 2

    def __init__(self, x, y):
        self.x, self.y = x, y

    def parts(self, items):
        return items[1:-1], items[::2], any(i > self.x for i in items)


def guarded(path):
    try:
        with open(path) as f:
            return f.read()
    except OSError as e:
        return str(e)
    finally:
        print("done", os.sep)


async def agen(xs):
    async for x in xs:
        yield f"{x!r:>10}" + t"{x}".strings[0]
