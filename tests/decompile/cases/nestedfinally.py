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
