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


async def peek(source):
    async for value in source:
        break
