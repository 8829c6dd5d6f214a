def get_loop(fut):
    try:
        get_loop = fut.get_loop
    except AttributeError:
        pass
    else:
        return get_loop()
    return fut._loop
def lookup(cache, key, make):
    try:
        return cache[key]
    except KeyError:
        pass
    except TypeError:
        key = repr(key)
    return cache.setdefault(key, make())
def named(cache, key):
    try:
        return cache[key]
    except KeyError as e:
        note(e)

def written(cache, key):
    try:
        return cache[key]
    except KeyError:
        return key
