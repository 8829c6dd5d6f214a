async def fetch(session, url):
    response = await session.get(url)
    await response.raise_for_status() + 1
    return -await response.json()
async def guarded(lock, job):
    async with lock as held:
        try:
            await job(held)
        except TimeoutError:
            pass
    async with lock:
        return 1
async def ticks(n):
    while n:
        n -= 1
        yield await clock()
