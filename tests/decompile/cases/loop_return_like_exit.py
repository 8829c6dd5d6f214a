def is_target(node, children):
    for child in children:
        if child.type == EQUAL:
            return False
        elif is_subtree(child, node):
            return True
    return False
