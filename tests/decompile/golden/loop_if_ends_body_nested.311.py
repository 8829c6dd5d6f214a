def inner_if(parent):
    for node in parent:
        if d:
            x()
            if a and b:
                return True
    return False


def nested_conditions(parent):
    for node in parent.children:
        if node.type == suite:
            return look(node)
        if node.type == simple and node.children:
            expr_node = node.children[0]
            if expr_node.type == stmt and expr_node.children:
                left = expr_node.children[0]
                if isinstance(left, Leaf) and left.value == '__metaclass__':
                    return True
    return False


def elif_raises(self, ids):
    for mo in self.items:
        named = mo.group('named') or mo.group('braced')
        if named is not None and named not in ids:
            ids.append(named)
            continue
        if named is None and mo.group('invalid') is None and mo.group('escaped') is None:
            raise ValueError('unrecognized', self.pattern)
    return ids

def if_in_if_then_elif(children, name):
    for child in children:
        if child.type == dotted:
            if child.children[2].value == name:
                return child
            continue
        if child.type == NAME and child.value == name:
            return child
