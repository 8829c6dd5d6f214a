def copy_location(new_node, old_node):
    for attr in ('lineno', 'col_offset'):
        if not attr in old_node._attributes:
            continue
        if not attr in new_node._attributes:
            continue
        value = getattr(old_node, attr, None)
        if value is None:
            if not hasattr(old_node, attr):
                continue
            if not attr.startswith('end_'):
                continue
        setattr(new_node, attr, value)
    return new_node
def nested(items, known):
    for item in items:
        if not item in known:
            continue
        value = known[item]
        if value is None and not item:
            continue
        print(item, value)
    return known
def skipped(items, known):
    for item in items:
        if item not in known:
            continue
        print(item)
def searched(items, first, second):
    for item in items:
        print(item)
        if not item in first:
            continue
        if item in second:
            break
    return item
def waited(ready, work, done):
    while not done():
        work()
        if not ready:
            continue
        if done():
            break
