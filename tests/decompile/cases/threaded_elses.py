def binding(node, name):
    if node.type == name:
        if node.value == name:
            return node
    else:
        return node
def after(node, name):
    if node.type == name:
        if node.value == name:
            return node
    else:
        return name
    node.kind = name
    return None
def nested(node, name):
    if node.type == name:
        try:
            node.value = name
        except ValueError:
            pass
    else:
        return None
def plain(node, name):
    if node.type == name:
        if node.value == name:
            return node
    return name
def ranged(n, low):
    if n >= 0:
        return make(n)
    else:
        if n < low:
            raise IndexError('out of range')
        return make(low + n)
