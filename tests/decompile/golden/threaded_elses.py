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

def nested(node, name):
    if node.type == name:
        try:
            node.value = name
        except ValueError:
            pass


def plain(node, name):
    if node.type == name and node.value == name:

        return node
    return name
def ranged(n, low):
    if n >= 0:
        return make(n)

    if n < low:
        raise IndexError('out of range')
    return make(low + n)
