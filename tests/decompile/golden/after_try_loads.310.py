
def after(job):
    try:
        yield job
    except OSError:
        yield
        return None
    yield job
def in_else(job):
    try:
        yield job
    except OSError:
        yield
        return None

    yield job
def raised(job, n):
    for k in range(n):
        try:
            job = job + k
        except OverflowError:
            raise
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

    return False
def popitem(self):
    try:
        key = next(iter(self))
    except StopIteration:
        raise KeyError from None
    value = self[key]
    del self[key]
    return (key, value)
