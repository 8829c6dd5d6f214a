def contains(self, key):
    try:
        o = self.data[key]()
    except KeyError:
        return False
    else:
        return o is not None
def in_else(self, key):
    try:
        o = self.data[key]()
    except KeyError:
        return False
    else:
        return o is not None
def tested(self, key):
    try:
        o = self.data[key]
    except KeyError:
        return False
    if o is None:
        return True
    return o()
