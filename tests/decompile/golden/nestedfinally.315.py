def result(future, timeout=None):
    try:
        try:
            return future.result(timeout)
        finally:
            future.cancel()
    finally:
        del future
async def wait(handle, future):
    # antioch could not decompile this code: a delegation to a value not made ready by GET_YIELD_FROM_ITER or GET_AWAITABLE
    # its listing:
    #   .version 3.15
    #   .name wait
    #   .filename 'nestedfinally.py'
    #   .firstlineno 9
    #   .argcount 2
    #   .flags OPTIMIZED NEWLOCALS COROUTINE
    #   ; arguments: handle, future
    #   .stacksize 4
    #   .varnames handle, future
    #   .consts None
    #   .line 9
    #       RETURN_GENERATOR
    #       POP_TOP
    #   L1:
    #       RESUME 0                      @0-0
    #   L2:
    #   .line 10
    #       NOP                           @4-13:23
    #   L3:
    #   .line 11
    #       LOAD_FAST_BORROW future       @21-27
    #       GET_AWAITABLE 0               @15-27
    #       PUSH_NULL                     @15-27
    #       LOAD_COMMON_CONSTANT None     @15-27
    #   L4:
    #       SEND L7                       @15-27
    #   L5:
    #       YIELD_VALUE 1                 @15-27
    #   L6:
    #       RESUME 3                      @15-27
    #       JUMP_BACKWARD_NO_INTERRUPT L4 @15-27
    #   L7:
    #       END_SEND                      @15-27
    #   L8:
    #   .line 13
    #       LOAD_FAST_BORROW handle       @8-14
    #       LOAD_ATTR cancel +method      @8-21
    #       CALL 0                        @8-23
    #       POP_TOP                       @8-23
    #       RETURN_VALUE                  @8-23
    #   L9:
    #   .line 11
    #       CLEANUP_THROW                 @15-27
    #   L10:
    #       JUMP_BACKWARD_NO_INTERRUPT L7 @15-27
    #   L11:
    #   .line -
    #       PUSH_EXC_INFO
    #   .line 13
    #       LOAD_FAST handle              @8-14
    #       LOAD_ATTR cancel +method      @8-21
    #       CALL 0                        @8-23
    #       POP_TOP                       @8-23
    #       RERAISE 0                     @8-23
    #   L12:
    #   .line -
    #       COPY 3
    #       POP_EXCEPT
    #       RERAISE 1
    #   L13:
    #       CALL_INTRINSIC_1 INTRINSIC_STOPITERATION_ERROR
    #       RERAISE 1
    #   .try L1 L2 -> L13 depth 0 lasti
    #   .try L3 L5 -> L11 depth 0
    #   .try L5 L6 -> L9 depth 3
    #   .try L6 L8 -> L11 depth 0
    #   .try L8 L9 -> L13 depth 0 lasti
    #   .try L9 L10 -> L11 depth 0
    #   .try L11 L12 -> L12 depth 1 lasti
    #   .try L12 L13 -> L13 depth 0 lasti
    raise NotImplementedError('antioch: wait not decompiled: a delegation to a value not made ready by GET_YIELD_FROM_ITER or GET_AWAITABLE')
def restore(func, saved):
    try:
        return func()
    finally:
        if saved is not None:
            reset(saved)
