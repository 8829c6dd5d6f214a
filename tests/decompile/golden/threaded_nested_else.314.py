def parse_escape(key, s, c):
    while s < len(key):
        if key[s] == '\\':
            if c == '<':
                ret = lookup(key, s)
            else:
                raise ValueError(c)
        else:
            ret = key[s]


def scan(items, c):
    while items:
        if items.pop():
            if c == 'c':
                continue
            if c == '<':
                c = step()
            else:
                raise ValueError(c)
        else:
            c = None
