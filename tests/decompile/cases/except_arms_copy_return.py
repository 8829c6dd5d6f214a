def ngettext(self, msgid1, msgid2, n):
    try:
        tmsg = self._catalog[msgid1, self.plural(n)]
    except KeyError:
        if n == 1:
            tmsg = msgid1
        else:
            tmsg = msgid2
    return tmsg


def chain(d, k, n):
    try:
        v = d[k]
    except KeyError:
        if n == 1:
            v = 'one'
        elif n == 2:
            v = 'two'
        else:
            v = f(n)
    return v


def written(d, k, n):
    try:
        v = d[k]
    except KeyError:
        if n == 1:
            return v
        v = n
    return v
