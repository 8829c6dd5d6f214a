def compiled(self):
    try:
        self.gen.send(self.ast)
    except StopIteration as e:
        self.code = e.value
    else:
        raise AssertionError()
    return self
def unwrapped(box):
    try:
        box.open()
    except KeyError as e:
        box.note(e)
    else:
        raise ValueError(box)

def written(box):
    try:
        box.open()
    except KeyError as e:
        box.note(e)
        return box

    raise ValueError(box)
def run_async(coro):
    result = None

    while True:
        try:
            coro.send(None)
        except StopIteration as ex:
            result = ex.args[0] if ex.args else None
            break
    return result
