async def first_positive(source):
    async for value in source:
        if value > 0:
            break
    else:
        value = None
    return value


async def drain(source, sink): raise NotImplementedError('antioch: drain not decompiled: a block is reached from two places that Python cannot share')









async def peek(source):
    async for value in source:
        break

# antioch could not decompile drain (line 10): a block is reached from two places that Python cannot share
# its listing:
#   .version 3.14
#   .name drain
#   .filename 'asyncloops.py'
#   .firstlineno 10
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS COROUTINE
#   ; arguments: source, sink   locals: value
#   .stacksize 4
#   .varnames source, sink, value
#   .names put, close, done
#   .line 10
#       RETURN_GENERATOR
#       POP_TOP
#   L1:
#       RESUME 0                      @0-0
#   .line 11
#       LOAD_FAST_BORROW source       @23-29
#       GET_AITER                     @23-29
#   L2:
#       GET_ANEXT                     @4-16:26
#       LOAD_CONST None               @4-16:26
#   L3:
#       SEND L6                       @4-16:26
#   L4:
#       YIELD_VALUE 1                 @4-16:26
#   L5:
#       RESUME 3                      @4-16:26
#       JUMP_BACKWARD_NO_INTERRUPT L3 @4-16:26
#   L6:
#       END_SEND                      @4-16:26
#   L7:
#       NOT_TAKEN                     @4-16:26
#       STORE_FAST value              @14-19
#   .line 12
#       LOAD_FAST_BORROW value        @11-16
#       POP_JUMP_IF_NOT_NONE L8       @11-24
#       NOT_TAKEN                     @11-24
#   .line 13
#       POP_TOP                       @12-17
#       JUMP_FORWARD L13              @12-17
#   L8:
#   .line 14
#       LOAD_FAST_BORROW sink         @14-18
#       LOAD_ATTR put +method         @14-22
#       LOAD_FAST_BORROW value        @23-28
#       CALL 1                        @14-29
#       GET_AWAITABLE 0               @8-29
#       LOAD_CONST None               @8-29
#   L9:
#       SEND L12                      @8-29
#   L10:
#       YIELD_VALUE 1                 @8-29
#   L11:
#       RESUME 3                      @8-29
#       JUMP_BACKWARD_NO_INTERRUPT L9 @8-29
#   L12:
#       END_SEND                      @8-29
#       POP_TOP                       @8-29
#       JUMP_BACKWARD L2              @8-29
#   L13:
#   .line 17
#       LOAD_FAST_BORROW sink         @4-8
#       LOAD_ATTR done +method        @4-13
#       CALL 0                        @4-15
#       POP_TOP                       @4-15
#       LOAD_CONST None               @4-15
#       RETURN_VALUE                  @4-15
#   L14:
#   .line 11
#       CLEANUP_THROW                 @4-16:26
#   L15:
#       JUMP_BACKWARD_NO_INTERRUPT L6 @4-16:26
#   L16:
#   .line 14
#       CLEANUP_THROW                 @8-29
#   L17:
#       JUMP_BACKWARD_NO_INTERRUPT L12 @8-29
#   L18:
#   .line 11
#       END_ASYNC_FOR L6              @23-29
#   .line 16
#       LOAD_FAST sink                @14-18
#       LOAD_ATTR close +method       @14-24
#       CALL 0                        @14-26
#       GET_AWAITABLE 0               @8-26
#       LOAD_CONST None               @8-26
#   L19:
#       SEND L23                      @8-26
#   L20:
#       YIELD_VALUE 1                 @8-26
#   L21:
#       RESUME 3                      @8-26
#       JUMP_BACKWARD_NO_INTERRUPT L19 @8-26
#   L22:
#       CLEANUP_THROW                 @8-26
#   L23:
#       END_SEND                      @8-26
#       POP_TOP                       @8-26
#   L24:
#       JUMP_BACKWARD_NO_INTERRUPT L13 @8-26
#   L25:
#   .line -
#       CALL_INTRINSIC_1 INTRINSIC_STOPITERATION_ERROR
#       RERAISE 1
#   .try L1 L2 -> L25 depth 0 lasti
#   .try L2 L4 -> L18 depth 1
#   .try L4 L5 -> L14 depth 3
#   .try L5 L7 -> L18 depth 1
#   .try L7 L10 -> L25 depth 0 lasti
#   .try L10 L11 -> L16 depth 3
#   .try L11 L14 -> L25 depth 0 lasti
#   .try L14 L15 -> L18 depth 1
#   .try L16 L17 -> L25 depth 0 lasti
#   .try L18 L20 -> L25 depth 0 lasti
#   .try L20 L21 -> L22 depth 2
#   .try L21 L24 -> L25 depth 0 lasti
