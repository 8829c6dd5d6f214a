def revert(self, filename):
    self.lock.acquire()
    try:
        saved = copy(self.cookies)
        self.cookies = {}
        try:
            self.load(filename)
        except OSError:
            self.cookies = saved
            raise
    finally:
        self.lock.release()
