def set_feature(self, name, state):
    if self.supports(name):
        try:
            settings = self.table[name, state]
        except KeyError:
            raise ValueError('unsupported: %r' % (name,)) from None
        else:
            for name, value in settings:
                setattr(self.options, name, value)
            return None
    raise LookupError('unknown: ' + repr(name))
