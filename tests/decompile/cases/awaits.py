async def fetch(session, url):
    response = await session.get(url)
    return (await response.json())['data'] + await other(await response.text())


async def idle():
    await sleep(0)
