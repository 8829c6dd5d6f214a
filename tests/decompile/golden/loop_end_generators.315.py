def matching(result, key, value):
    for elem in result:
        if elem.get(key) is not None:
            if elem != value:
                yield elem

def nested(result, key, value):
    for elem in result:
        if elem.get(key) is not None:
            if elem != value:
                yield elem


def named(result, key, value):
    for elem in result:
        if (attr := elem.get(key)) is not None:
            if attr != value:
                yield elem


def waiting(ready, work, done):
    while not done():
        yield work()
        if not ready:
            continue
        if done():
            break
