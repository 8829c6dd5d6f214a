def close(self):
    try:
        self.flush()
    finally:
        if self.name:
            try:
                os.unlink(self.name)
            except OSError:
                pass
        self.closed = True
