def notify(self):
    try:
        self.sock.send(b'\x00')
    except OSError:
        if self.debug:
            log('cannot notify')
