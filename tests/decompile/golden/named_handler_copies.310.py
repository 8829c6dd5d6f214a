def compiled(self):
    try:
        self.gen.send(self.ast)
    except StopIteration as e:
        self.code = e.value
        return self
    raise AssertionError()

def unwrapped(box):
    try:
        box.open()
    except KeyError as e:
        box.note(e)
        return None
    raise ValueError(box)

def written(box):
    try:
        box.open()
    except KeyError as e:
        box.note(e)
        return box

    raise ValueError(box)
