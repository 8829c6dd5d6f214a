
def failing():
    raise UnicodeError
    yield


async def failing_async(e):
    raise e
    yield
