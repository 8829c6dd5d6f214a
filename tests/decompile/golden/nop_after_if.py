def passes(self, a):
    if a:
        self.b()
    pass
    self.c()
    return 1


def debug_only(self, literal):
    while self.more():
        if literal:
            literal = self.convert(literal)
        pass
        if self.debug >= 4:
            self._mesg(literal)
        self.send(literal)


def noted(self, a):
    if a:
        self.b()
    else:
        self.d()
    pass
    self.c()
