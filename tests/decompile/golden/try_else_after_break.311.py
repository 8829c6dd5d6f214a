def interact(self):
    more = 0
    while 1:
        try:
            try:
                line = self.raw_input()
            except EOFError:
                self.write('\n')
                break
            else:
                more = self.push(line)
        except KeyboardInterrupt:
            more = 0
    return more
