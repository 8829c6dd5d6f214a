def write_value(self, value):
    if isinstance(value, str):
        self.element('string', value)
    else:
        if isinstance(value, int):
            if 0 <= value < 99:
                self.element('integer', '%d' % value)
                return None
            raise OverflowError(value)
        if isinstance(value, float):
            self.element('real', repr(value))
        else:
            raise TypeError('unsupported: %s' % type(value))
