async def first_positive(source):
    async for value in source:
        if value > 0:
            break
    else:
        value = None
    return value


async def drain(source, sink):
    async for value in source:
        if value is None:
            break
        await sink.put(value)
    else:
        await sink.close()
    sink.done()
