def set_feature(self, name, state):
    if name == 'a':
        self.a = state
    elif name == 'b':
        if state:
            if self.c is None:
                self.c = {}
        else:
            self.c = None
    elif name == 'd':
        if state:
            raise ValueError('d')
    else:
        raise KeyError(name)
def write_wide(self, rep, width, p):
    if rep:
        if len(rep) > width:
            if p is not None:
                p(rep)
                return
            elif self.d:
                self.e(rep)
                return
        self.write(rep)
