def edit(self, validate=None):
    while 1:
        ch = self.getch()
        if validate:
            ch = validate(ch)
        if not ch:
            continue
        if not self.command(ch):
            break
        self.refresh()
    return self.gather()


def drain(queue):
    while True:
        item = queue.get()
        if item is None:
            break
        queue.done(item)
    return queue.close()
