# decompile: python >= 3.10
def failing():
    raise UnicodeError
    yield


async def failing_async(e):
    raise e
    yield
