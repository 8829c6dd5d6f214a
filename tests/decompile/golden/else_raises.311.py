def setcomptype(self, type, name):
    if type in ('NONE', 'ULAW'):
        self._comptype = type; return None

    raise ValueError('unknown compression type')


def set_mode(self, mode):
    if mode == 'r':
        self.reading = True; return None
    if mode == 'w':
        self.reading = False; return None

    raise ValueError(mode)
