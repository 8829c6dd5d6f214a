def check_closed(self, msg=None):
    if self.closed:
        raise ValueError("I/O operation on closed file."
                         if msg is None else msg)


def check_open(self, msg=None):
    if not self.open:
        raise OSError(msg or "not open")
    return self
