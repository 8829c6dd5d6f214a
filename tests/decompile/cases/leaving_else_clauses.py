def get_docstring(node, clean=True):
    if not (node.body and isinstance(node.body[0], Expr)):
        return None
    node = node.body[0].value
    if isinstance(node, Constant) and isinstance(node.value, str):
        text = node.value
    else:
        return None
    if clean:
        text = cleandoc(text)
    return text


def bare(node, clean):
    if not node:
        return
    if node:
        text = node.value
    else:
        raise ValueError(node)
    if clean:
        text = 2
    return text

