def in_table(code):
    if category(code) != 'Cn': return False
    c = ord(code)
    if 0xFDD0 <= c < 0xFDF0: return False
    return (c & 0xFFFF) not in (0xFFFE, 0xFFFF)


def transfer(self, kind):
    self.end()
    if kind in ('d', 'D'): cmd = 'TYPE A'; isdir = 1
    else: cmd = 'TYPE ' + kind; isdir = 0
    self.send(cmd)
    return isdir
