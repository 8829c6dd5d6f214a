MASK = 2147483647
BIG = 1048576
THIRD = 0.3333333333333333
RULE = '----------------------------------------'
NAMES = ['a', 'b', 'c']


def early(items, log):
    if not items:
        log('none')
        return None
    for item in items:
        log('item', item)


def release(self):
    if self.locked:
        self.locked = False
        self.wake(); return None

    raise RuntimeError('not locked')


def describe(state):
    if state == 1:
        return 'one'
    if state == 2:
        return 'two'
    assert False, 'unknown state %r' % state
