DAY = 24 * 60 * 60
WEEK = DAY * 7
LEAP_CYCLE = 4 * 365 + 1
PADDING = b'u' * 4
LIMIT = 2 ** 31 - 1
__all__ = ['DAY', 'WEEK', 'LEAP_CYCLE', 'PADDING', 'LIMIT']


def universal(mac):
    return not mac & (1 << 41)


def append_to_last(lines, s, width):
    if not lines:
        lines.append(s)
    elif len(lines[-1]) + len(s) <= width:
        lines[-1] += s
    else:
        lines.append(s)


def count_size(count):
    if count < 1 << 8:
        return 1
    elif count < 1 << 16:
        return 2
    else:
        return 8


def daily(self, when):
    if when == 'D':
        self.interval = 60 * 60 * 24
        self.suffix = '%Y-%m-%d'
    self.interval = self.interval * 7
