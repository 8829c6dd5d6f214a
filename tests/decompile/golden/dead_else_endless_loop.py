def response(self, seq, wait):
    self.debug(seq)
    if self.current() is self.thread:
        while True:
            response = self.poll(seq, wait)
            if response is not None:
                return response

    cvar = self.cvars[seq]
    while seq not in self.responses:
        cvar.wait()
    return self.responses[seq]
