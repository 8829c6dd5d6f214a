def spread(self, level):

    cached = self.cache[level] = level >= self.threshold()
    return cached


def spread_attr(self, value):

    first = self.last = value
    return first


def in_with(self, level):
    with self.lock:
        if self.disabled >= level:
            enabled = self.cache[level] = False
        else:
            self.cache[level] = (enabled := level >= self.threshold())
    return enabled
