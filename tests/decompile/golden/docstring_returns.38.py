def columnize(self, items):
    'Write the items, or say there are none.'
    if not items:
        self.write('<empty>')
        return None
    for item in items:
        self.write(item)


def lookup(self, key):
    'The cached value, else count the miss.'
    if key in self.cache:
        self.hits += 1
        return None
    self.misses += 1


def close(self):
    'Close once.'
    if self.closed:
        return None
    self.closed = True
    self.flush()
