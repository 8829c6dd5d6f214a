def width(self, mode):
    if mode == 1: w = 1
    elif mode == 2: w = self._pensize
    else: w = self._outlinewidth
    return w
def chosen(self, mode):
    if mode == 1:
        w = 1
    elif mode == 2: w = mode
    return w
