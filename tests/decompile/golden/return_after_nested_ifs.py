def binding(node, imp, name):
    if node.a:
        if imp.b:
            g()
        elif imp.c:
            if imp.d == name:
                return node
        elif imp.e:
            return node
    elif node.f:
        return 2
    return None
def from_binding(node, n, name, package=None):
    if node.a:
        g()
    elif node.b:
        if package and n.c:
            return None
        if n.d:
            child = n.e
            if child == name:
                return node




            return None
        if n.f == name:
            return node
        if package and n.g:
            return node
    return None
