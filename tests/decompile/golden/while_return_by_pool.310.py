def expand(self, node):
    event = self.next()
    while event:
        if event is node:
            break
        self.items[-1].add(event)
        event = self.next()
