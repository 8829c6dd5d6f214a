def passes(filename):
    with open(filename) as f:
        h = f.read(512)

    h = 2


def else_after_return(self, arc):
    if can():
        with self.check(arc):
            if self.raised is not None:
                self.expect(E)
                return None

            self.expect_file('current')
        with self.check(arc):
            self.expect(F)


def no_else_after_return(self, arc):
    with self.check(arc):
        if self.raised is not None:
            self.expect(E)
            return None
        for x in arc:
            self.expect_file(1)
    g()


def else_after_break(self, arc):
    for y in arc:
        with self.check(arc):
            if self.raised is not None:
                break

            self.expect_file(1)
    g()
