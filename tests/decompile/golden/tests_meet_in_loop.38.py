def read_until(self, offset, seplen):

    while True:
        if len(self.buffer) - offset >= seplen:
            isep = self.buffer.find(self.separator, offset)
            if isep != -1:
                break
            offset = len(self.buffer) + 1 - seplen
            if offset > self.limit:
                raise OverflowError(offset)
        if self.eof:
            raise EOFError(offset)
        self.wait_for_data()
    if isep > self.limit:
        raise OverflowError(isep)
    return isep
