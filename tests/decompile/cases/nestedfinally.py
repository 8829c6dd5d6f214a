def result(future, timeout=None):
    try:
        try:
            return future.result(timeout)
        finally:
            future.cancel()
    finally:
        del future
async def wait(handle, future):
    try:
        return await future
    finally:
        handle.cancel()
def restore(func, saved):
    try:
        return func()
    finally:
        if saved is not None:
            reset(saved)
