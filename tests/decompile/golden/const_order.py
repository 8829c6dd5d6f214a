MASK = 2147483647
BIG = 1048576
THIRD = 0.3333333333333333
RULE = '----------------------------------------'
NAMES = ['a', 'b', 'c']


def early(items, log):
    if not items:
        log('none')
    else:
        for item in items:
            log('item', item)


def release(self):
    if self.locked:
        self.locked = False
        self.wake()
    else:
        raise RuntimeError('not locked')


def describe(state):
    if state == 1:
        return 'one'
    if state == 2:
        return 'two'
    assert False, 'unknown state %r' % state


def keyword(write, arg):
    if arg is None:
        write('**')
    else:
        write(arg)
        write('=')


def discard(self, arena, length):
    if length < self.limit:
        pass
    else:
        del self.blocks[arena, 0]

def reduce(sel, items, msg):
    try:
        rex = compile(sel)
    except ValueError:
        msg += 'invalid %r' % sel
        return (items, msg)
    if 0.0 <= sel < 1.0:
        count = int(len(items) * sel + 0.5)
        items = items[:count]
    return (items, msg)
