def elif_chain(self, h):
    if b:
        h = 1
    elif c:
        h = 2
    else:
        raise TypeError
    self.h = h


def in_if(self, h):
    if a:
        if b:
            h = 1
        elif c:
            h = 2
        else:
            raise TypeError
    self.h = h


def elif_raises(self, term):
    if isinstance(term, str) and self.enc:
        term = bytes(term, self.enc)
    elif isinstance(term, int) and term < 0:
        raise ValueError('negative')
    self.term = term


def loops_then_return(ids, obj):
    if obj in ids:
        return
    ids.add(obj)
    if isinstance(obj, list):
        for e in obj:
            collect(ids, e)
    elif isinstance(obj, dict):
        for k, v in obj.items():
            collect(ids, k)
    return len(ids)


def elif_not(self):
    methods = set(self.funcs)
    if self.instance is not None:
        if hasattr(self.instance, 'listing'):
            methods |= set(self.instance.listing())
        elif not hasattr(self.instance, 'dispatch'):
            methods |= set(public(self.instance))
    return sorted(methods)
