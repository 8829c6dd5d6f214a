async def collect(source, table):
    keys = [key async for key in source if key]
    values = {key: await table.get(key) for key in keys}
    pairs = [(key, value) async for key in source for value in table.get(key, ())]
    return keys, values, pairs, {key async for key in source}


async def stream(source):
    return (key * 2 async for key in source if key)
