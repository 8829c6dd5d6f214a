DAY = 86400
WEEK = DAY * 7
LEAP_CYCLE = 1461
PADDING = b'uuuu'
LIMIT = 2147483647
__all__ = ['DAY', 'WEEK', 'LEAP_CYCLE', 'PADDING', 'LIMIT']


def universal(mac):
    return not mac & 2199023255552


def append_to_last(lines, s, width):
    if not lines:
        lines.append(s)
    elif len(lines[-1]) + len(s) <= width:
        lines[-1] += s
    else:
        lines.append(s)


def count_size(count):
    if count < 256:
        return 1
    if count < 65536:
        return 2

    return 8


def daily(self, when):
    if when == 'D':
        self.interval = 86400
        self.suffix = '%Y-%m-%d'
    self.interval = self.interval * 7
