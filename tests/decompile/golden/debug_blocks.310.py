def set_items(self, items):
    if type(items) is not list:
        raise TypeError('items must be a list')
    self.items = items
    for k, v in items:

        self.check(k)
        self.check(v)
