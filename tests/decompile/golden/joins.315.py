def after_handlers(a, b):
    try:
        a()
    except KeyError:
        pass
    try:
        b()
    except KeyError:
        pass
def endless(ready, work):
    while True:
        if ready:
            work()
def retried(table, key):
    while True:
        try:
            del table[key]
        except KeyError:
            pass
async def waiting(cond):
    while not cond.done:
        await cond.wait()
def searched(items, wanted):
    for item in items:
        if item == wanted:
            break
    else:
        item = None
    found(item)
    return item
def drained(queue, stop):
    while queue.pending():
        if stop():
            break
    else:
        queue.close()
    queue.reset()
def nested(rows, limit):
    for row in rows:
        while limit:
            if row:
                break
            limit -= 1
def either(a, b, c):
    if a or b and c:
        a()
    return c
def outside(low, n, high):
    if not low <= n <= high:
        n = high
    return n
def scan(lines):
    while True:
        if lines.first:
            lines.pop()
        elif not lines:
            break
    return lines
def visit(self, node, method):
    if method is not None:
        try:
            visitor = getattr(self, method)
        except AttributeError:
            pass
        else:
            return visitor(node)
    return self.generic_visit(node)
def waited(predicate, deadline, clock):
    result = predicate()
    while not result:
        if deadline is not None:
            left = deadline - clock()
            if left <= 0:
                break
        clock(left)
        result = predicate()
    return result
def converted(value, registry):
    number = value
    if not isinstance(number, int):
        try:
            number = int(number.fileno())
        except (AttributeError, ValueError):
            raise ValueError(value) from None
    entry = registry.get(number)
    if entry and not entry.closing():
        raise RuntimeError(entry)
def polled(source):
    while True:
        item = source()
        if item:
            continue
        source(item)
def retrying(table, key):
    while True:
        try:
            del table[key]
        except KeyError:
            pass
