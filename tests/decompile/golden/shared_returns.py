def done(inner):
    if outer.cancelled():
        if not inner.cancelled():
            inner.exception()
        return None
    if inner.cancelled():
        outer.cancel()
    else:
        outer.set_result(inner.result())


def notify(waiters, n):
    if not waiters:
        return None
    for waiter in waiters:
        if n <= 0:
            break
        if not waiter.done():
            n -= 1
            waiter.set_result(False)
