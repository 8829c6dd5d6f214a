def write_value(self, value):
    if isinstance(value, str):
        self.element('string', value)
    elif isinstance(value, int):
        if 0 <= value < 99:
            self.element('integer', '%d' % value)
        else:
            raise OverflowError(value)
    elif isinstance(value, float):
        self.element('real', repr(value))
    else:
        raise TypeError('unsupported: %s' % type(value))
