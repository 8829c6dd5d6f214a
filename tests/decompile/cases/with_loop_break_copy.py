def watch(self, pipe, timeouts):
    with open_process() as proc:
        for timeout in timeouts:
            if not timeout:
                continue
            if timeout == 1:
                line = pipe.readline()
                if not line:
                    break
                self.check(line)
                continue
            self.fail()
