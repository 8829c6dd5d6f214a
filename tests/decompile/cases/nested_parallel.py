def update(key, selector, handle):
    mask, (reader, writer) = key.events, key.data
    selector.modify(mask, (handle, writer))
    return reader
def swap(pair, extra):
    (first, second), extra = pair, extra
    return (first, second, extra)
