def pop(self):
    try:
        item = self.data.pop()
    except KeyError:
        raise
    else:
        if item:
            return item
    self.empty()
