def set_property(self, name, value):
    if name == LEXICAL:
        self.lexical = value
        if self.parsing:
            self.reset(); return None
        else:
            return None
    if name == INTERNING:
        self.interning = value
    else:
        raise KeyError('cannot set %s' % name)
