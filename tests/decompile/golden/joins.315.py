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
        if not ready:
            continue
        work()
def retried(table, key): raise NotImplementedError('antioch: retried not decompiled: a block is reached from two places that Python cannot share')




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
        if not stop():
            continue
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
            continue
        if lines:
            continue
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
    if entry:
        if not entry.closing():
            raise RuntimeError(entry)
def polled(source):
    while True:
        item = source()
        if item:
            continue
        source(item)
def retrying(table, key): raise NotImplementedError('antioch: retrying not decompiled: a block is reached from two places that Python cannot share')

# antioch could not decompile retried (line 14): a block is reached from two places that Python cannot share
# its listing:
#   .version 3.15
#   .name retried
#   .filename 'joins.py'
#   .firstlineno 14
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: table, key
#   .stacksize 4
#   .varnames table, key
#   .consts True
#   .line 14
#       RESUME 0                      @0-0
#   L1:
#   .line 15
#       NOP                           @10-14
#   .line 16
#       NOP                           @8-19:16
#   L2:
#   .line 17
#       LOAD_FAST_BORROW_LOAD_FAST_BORROW table key @16-21
#       DELETE_SUBSCR                 @16-26
#   L3:
#       JUMP_BACKWARD L1              @16-26
#   L4:
#   .line -
#       PUSH_EXC_INFO
#   .line 18
#       LOAD_GLOBAL KeyError          @15-23
#       CHECK_EXC_MATCH               @8-19:16
#       POP_JUMP_IF_FALSE L8          @8-19:16
#   L5:
#       NOT_TAKEN                     @8-19:16
#   L6:
#       POP_TOP                       @8-19:16
#   L7:
#   .line 19
#       POP_EXCEPT                    @12-16
#       JUMP_BACKWARD L1              @12-16
#   L8:
#   .line 18
#       RERAISE 0                     @8-19:16
#   L9:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   .try L2 L3 -> L4 depth 0
#   .try L4 L5 -> L9 depth 1 lasti
#   .try L6 L7 -> L9 depth 1 lasti
#   .try L8 L9 -> L9 depth 1 lasti

# antioch could not decompile retrying (line 94): a block is reached from two places that Python cannot share
# its listing:
#   .version 3.15
#   .name retrying
#   .filename 'joins.py'
#   .firstlineno 94
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: table, key
#   .stacksize 4
#   .varnames table, key
#   .consts True
#   .line 94
#       RESUME 0                      @0-0
#   L1:
#   .line 95
#       NOP                           @10-14
#   .line 96
#       NOP                           @8-99:20
#   L2:
#   .line 97
#       LOAD_FAST_BORROW_LOAD_FAST_BORROW table key @16-21
#       DELETE_SUBSCR                 @16-26
#   L3:
#       JUMP_BACKWARD L1              @16-26
#   L4:
#   .line -
#       PUSH_EXC_INFO
#   .line 98
#       LOAD_GLOBAL KeyError          @15-23
#       CHECK_EXC_MATCH               @8-99:20
#       POP_JUMP_IF_FALSE L8          @8-99:20
#   L5:
#       NOT_TAKEN                     @8-99:20
#   L6:
#       POP_TOP                       @8-99:20
#   L7:
#   .line 99
#       POP_EXCEPT                    @12-20
#       JUMP_BACKWARD L1              @12-20
#   L8:
#   .line 98
#       RERAISE 0                     @8-99:20
#   L9:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   .try L2 L3 -> L4 depth 0
#   .try L4 L5 -> L9 depth 1 lasti
#   .try L6 L7 -> L9 depth 1 lasti
#   .try L8 L9 -> L9 depth 1 lasti
