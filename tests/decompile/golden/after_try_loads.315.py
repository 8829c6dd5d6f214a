
def after(job):
    try:
        yield job
    except OSError:
        yield
    else:
        yield job
def in_else(job):
    try:
        yield job
    except OSError:
        yield
    else:

        yield job
def raised(job, n):
    for k in range(n):
        try:
            job = job + k
        except OverflowError:
            raise
        else:
            yield job
def nested(a, b):
    try:
        a += 1
    except ValueError:
        raise
    try:
        b += a
    except ValueError:
        raise
    else:
        yield a + b
def exists(path):
    try:
        stat(path)
    except (OSError, ValueError):
        return False
    return True
def failed(path):
    try:
        stat(path)
    except OSError:
        return True
    else:
        return False
def popitem(self):
    try:
        key = next(iter(self))
    except StopIteration:
        raise KeyError from None
    else:
        value = self[key]
        del self[key]
        return (key, value)
