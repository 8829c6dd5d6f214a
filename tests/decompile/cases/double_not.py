def indicator(self):
    db = self.interp.getdebugger()
    self.setvar("<<toggle-debugger>>", not not db)


def flags(a, b, c):
    x = not not a
    y = not not a.b or c
    z = b and not not c
    return x, y, z, not not not a
