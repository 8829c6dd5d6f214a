def binding(imp, name):
    for child in imp:
        if child.type == 1:
            if child.value == name:
                return child
            continue
        if child.type == 2 and child.value == name:
            return child

def nested(items, name):
    while items:
        item = items.pop()
        if not item:
            continue
        if item.kind == 1:
            if item.value == name:
                raise KeyError(name)
            continue
        if item.kind == 2:
            return item
