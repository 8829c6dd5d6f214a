def pop(self):
    try:
        item = self.data.pop()
    except KeyError:
        raise

    if item:
        return item
    self.empty()
