
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
    else:

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
    else:
        yield a + b
