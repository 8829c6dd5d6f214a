def compiled(objects, spawn):
    for obj in objects:
        if obj == '.rc':
            try:
                spawn(obj)
            except OSError:
                pass
            continue
        print(obj)


def spawned(objects, spawn):
    for obj in objects:
        if obj == '.rc':
            try:
                spawn(obj)
            except OSError as msg:
                raise CompileError(msg)
            continue
        print(obj)


def each(objects, spawn):
    for obj in objects:
        try:
            spawn(obj)
        except OSError:
            raise CompileError(obj)
        continue
