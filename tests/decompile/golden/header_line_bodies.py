def in_table(code):
    if category(code) != 'Cn': return False
    c = ord(code)
    if 64976 <= c < 65008: return False
    return c & 65535 not in (65534, 65535)


def transfer(self, kind):
    self.end()
    if kind in ('d', 'D'): cmd = 'TYPE A'; isdir = 1
    else: cmd = 'TYPE ' + kind; isdir = 0
    self.send(cmd)
    return isdir
