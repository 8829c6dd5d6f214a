def compile_all(objects, spawn):
    for obj in objects:
        if obj.endswith('.rc'):
            try:
                spawn(obj)
            except OSError as msg:
                raise ValueError(msg)
            continue
        spawn(obj, 1)


def drain(queue, spawn):
    while queue:
        obj = queue.pop()
        if obj:
            try:
                spawn(obj)
            except OSError as msg:
                raise ValueError(msg)
            else:
                obj = None
                continue
        spawn(obj, 1)
