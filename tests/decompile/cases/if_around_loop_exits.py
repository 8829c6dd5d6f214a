def clear(self):
    if not self.closed:
        while self.reader.poll():
            self.reader.receive()
