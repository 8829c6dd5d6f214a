def eof_received(self):
    try:
        if self.debug():
            log('EOF', self)
        self.wakeup(ConnectionResetError)
        if not self.handshake:
            keep = self.app.eof_received()
            if keep:
                log('returning true has no effect')
    finally:
        self.transport.close()


def abort(self):
    try:
        if self.transport is not None:
            self.transport.abort()
    finally:
        self.finalize()
