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
def retried(table, key):
    # antioch could not decompile this code: a block is reached from two places that Python cannot share
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
    raise NotImplementedError('antioch: retried not decompiled: a block is reached from two places that Python cannot share')
async def waiting(cond):
    while not cond.done:
        await cond.wait()
