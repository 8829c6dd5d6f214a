def handle(self, timeout):
    with S() as sel:
        while True:
            ready = sel.select(timeout)
            if ready:
                return self.a()
            else:
                if timeout is not None:
                    timeout = g()
                    if timeout < 0:
                        return self.b()
