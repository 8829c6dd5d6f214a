def ratio(self):
    if self.special:
        if self.is_nan():
            raise ValueError('NaN')
        else:
            raise OverflowError('infinity')
    if not self:
        return (0, 1)
    n = int(self.digits)
    return (n, 1)


def compare(self, other):
    if not self:
        if not other:
            return 0

        return -1
    if self.sign < other.sign:
        return 1
    adjusted = self.adjusted()
    if adjusted == other.adjusted():
        if self.digits == other.digits:
            return 0
        if self.digits < other.digits:
            return -1
        else:
            return 1
    elif adjusted > other.adjusted():
        return 1
    else:
        return -1


def response(self):
    c = self.read()
    if c in {'1', '2', '3'}:
        return c
    if c == '4':
        raise TemporaryError(c)
    if c == '5':
        raise PermanentError(c)
    raise ProtocolError(c)
