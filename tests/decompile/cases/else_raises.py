def setcomptype(self, type, name):
    if type in ('NONE', 'ULAW'):
        self._comptype = type
    else:
        raise ValueError('unknown compression type')


def set_mode(self, mode):
    if mode == 'r':
        self.reading = True
    elif mode == 'w':
        self.reading = False
    else:
        raise ValueError(mode)
