async def gather(source, sink):
    async for key, value in source.items():
        if key is None:
            continue
        if value < 0:
            break
        await sink.put(key, value)
    return sink
