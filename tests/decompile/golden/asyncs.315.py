async def fetch(session, url):
    async with session.get(url) as response:
        return await response.json()
async def hold(lock):
    async with lock:
        return 1
async def pair(a, b):
    async with a as x, b() as (y, z):
        await x.send(y, z)
    async with a:
        pass
    return 3
def both(a, b):
    with a as x, b as y:
        return x + y
async def ticks(clock, n):
    for k in range(n):
        sent = yield k
        await clock.sleep(sent)
    yield
async def retry(job):
    try:
        yield job
    except OSError:
        yield
    else:
        yield job
