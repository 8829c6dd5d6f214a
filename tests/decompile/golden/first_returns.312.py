class T:
    def write_eof(self):
        if self._closing or self._eof:
            return None
        self._eof = True
        if not self._buffer:
            self._sock.shutdown(1)
    def resume(self):
        if not self._paused:
            pass
        else:
            self._paused = False
            self._loop.add(self._fd)
    def start(self, s):
        if s.ok:
            pass
        else:
            s.name = ''
            s.run()
