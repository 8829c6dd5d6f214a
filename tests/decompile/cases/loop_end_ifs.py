def copy_location(new_node, old_node):
    for attr in ('lineno', 'col_offset'):
        if attr in old_node._attributes and attr in new_node._attributes:
            value = getattr(old_node, attr, None)
            if value is not None or hasattr(old_node, attr) and attr.startswith('end_'):
                setattr(new_node, attr, value)
    return new_node


def nested(items, known):
    for item in items:
        if item in known:
            value = known[item]
            if value is not None or item:
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
        if item in first and item in second:
            break
    return item


def waited(ready, work, done):
    while not done():
        work()
        if ready and done():
            break
