def edit(self, validate=None):
    while True:
        ch = self.getch()
        if validate:
            ch = validate(ch)
        if not ch:
            continue
        if not self.command(ch):


            return self.gather()
        self.refresh()

def drain(queue):
    while True:
        item = queue.get()
        if item is None:
            break
        queue.done(item)
    return queue.close()
