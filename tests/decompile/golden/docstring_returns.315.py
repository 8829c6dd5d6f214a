def columnize(self, items):
    'Write the items, or say there are none.'
    if not items:
        self.write('<empty>')
    else:
        for item in items:
            self.write(item)


def lookup(self, key):
    'The cached value, else count the miss.'
    if key in self.cache:
        self.hits += 1
    else:
        self.misses += 1


def close(self):
    'Close once.'
    if self.closed:
        pass
    else:
        self.closed = True
        self.flush()
