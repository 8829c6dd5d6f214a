def count(n):
    i = 0
    while i < n:
        yield i
        i += 1


def relay(source): raise NotImplementedError('antioch: relay not decompiled: a delegation to a value not made ready by GET_YIELD_FROM_ITER or GET_AWAITABLE')

# antioch could not decompile relay (line 8): a delegation to a value not made ready by GET_YIELD_FROM_ITER or GET_AWAITABLE
# its listing:
#   .version 3.15
#   .name relay
#   .filename 'generators.py'
#   .firstlineno 8
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS GENERATOR
#   ; arguments: source   locals: received
#   .stacksize 4
#   .varnames source, received
#   .consts None
#   .line 8
#       RETURN_GENERATOR
#       POP_TOP
#   L1:
#       RESUME 0                      @0-0
#   .line 9
#       LOAD_COMMON_CONSTANT None     @15-20
#       YIELD_VALUE 0                 @15-20
#       RESUME 9                      @15-20
#       STORE_FAST received           @4-12
#   .line 10
#       LOAD_FAST source              @15-21
#       GET_ITER 3                    @4-21
#       LOAD_COMMON_CONSTANT None     @4-21
#   L2:
#       SEND L5                       @4-21
#   L3:
#       YIELD_VALUE 1                 @4-21
#   L4:
#       RESUME 2                      @4-21
#       JUMP_BACKWARD_NO_INTERRUPT L2 @4-21
#   L5:
#       END_SEND                      @4-21
#       POP_TOP                       @4-21
#   .line 11
#       LOAD_FAST_BORROW received     @11-19
#       RETURN_VALUE                  @4-19
#   L6:
#   .line 10
#       CLEANUP_THROW                 @4-21
#   L7:
#       JUMP_BACKWARD_NO_INTERRUPT L5 @4-21
#   L8:
#   .line -
#       CALL_INTRINSIC_1 INTRINSIC_STOPITERATION_ERROR
#       RERAISE 1
#   .try L1 L3 -> L8 depth 0 lasti
#   .try L3 L4 -> L6 depth 3
#   .try L4 L7 -> L8 depth 0 lasti
