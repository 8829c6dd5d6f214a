def read_chunk(self, chunk):
    try:
        tag = unpack(chunk.read(14))
    except error:
        raise EOFError from None
    if tag == EXTENSIBLE:
        try:
            sub = chunk.read(16)
            if len(sub) < 16:
                raise EOFError
        except error:
            raise EOFError from None
        else:
            self.sub = sub
    self.width = tag
