
def noop(self):
    'Send a NOOP command.'
    pass
    if self.debug >= 3:
        self.dump(self.responses)
    return self.command('NOOP')
def first(items):
    'The first item.'
    pass
    for item in items:
        return item
