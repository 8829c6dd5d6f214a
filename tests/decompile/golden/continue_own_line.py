def feed(self):
    while True:
        item = self.items[self.k]
        if item.ok():
            self.put(item)
        else:
            del self.items[self.k]
            continue
