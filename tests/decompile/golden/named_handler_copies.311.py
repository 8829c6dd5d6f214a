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
    return None
def written(box):
    try:
        box.open()
    except KeyError as e:
        box.note(e)
        return box
    else:
        raise ValueError(box)
