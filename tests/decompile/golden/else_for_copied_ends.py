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
                return None
            if self.d:
                self.e(rep)
                return None
        self.write(rep)
