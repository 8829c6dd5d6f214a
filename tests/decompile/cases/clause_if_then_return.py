def cached(self, key):
    try:
        value = self.cache[key]
    except KeyError:
        f = g(self.dict[key])
        value = f.load()
        if self.writeback:
            self.cache[key] = value
    return value
