def pop(self):
    if self.pending:
        self.commit()
    while True:
        try:
            ref = self.data.pop()
        except KeyError:
            raise KeyError('pop from empty set') from None
        else:
            item = ref()
        if item is not None:
            return item

def readlines(self):
    lines = []
    while True:
        line = self.readline()
        if line is None:
            return lines
        lines.append(line)
