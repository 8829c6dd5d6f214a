def chosen(x):
    if x:
        return 1
    return 2
    yield


async def stopped():
    return
    yield
