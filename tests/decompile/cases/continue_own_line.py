def feed(self):
    while True:
        item = self.items[self.k]
        if item.ok():
            self.put(item)
        else:
            del self.items[self.k]
            continue


def drain(queue, done):
    for item in queue:
        if item in done:
            done.discard(item)
            continue
        elif item:
            queue.send(item)
        else:
            queue.drop(item)
            continue
