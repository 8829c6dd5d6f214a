def read_all(self, message):
    more = 0
    while 1:
        try:
            try:
                line = self.read()
            except EOFError:
                self.write()
                break
            else:
                more = self.push(line)
        except KeyboardInterrupt:
            more = 0
    if message is None:
        self.write(1)
    elif message != '':
        self.write(2)
