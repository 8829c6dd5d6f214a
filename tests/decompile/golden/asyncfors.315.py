async def gather(source, sink): raise NotImplementedError('antioch: gather not decompiled: a delegation to a value not made ready by GET_YIELD_FROM_ITER or GET_AWAITABLE')

# antioch could not decompile gather (line 1): a delegation to a value not made ready by GET_YIELD_FROM_ITER or GET_AWAITABLE
# its listing:
#   .version 3.15
#   .name gather
#   .filename 'asyncfors.py'
#   .firstlineno 1
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS COROUTINE
#   ; arguments: source, sink   locals: key, value
#   .stacksize 5
#   .varnames source, sink, key, value
#   .consts None
#   .line 1
#       RETURN_GENERATOR
#       POP_TOP
#   L1:
#       RESUME 0                      @0-0
#   .line 2
#       LOAD_FAST_BORROW source       @28-34
#       LOAD_ATTR items +method       @28-40
#       CALL 0                        @28-42
#       GET_AITER                     @28-42
#   L2:
#       GET_ANEXT                     @4-7:34
#       PUSH_NULL                     @4-7:34
#       LOAD_COMMON_CONSTANT None     @4-7:34
#   L3:
#       SEND L6                       @4-7:34
#   L4:
#       YIELD_VALUE 1                 @4-7:34
#   L5:
#       RESUME 3                      @4-7:34
#       JUMP_BACKWARD_NO_INTERRUPT L3 @4-7:34
#   L6:
#       END_SEND                      @4-7:34
#   L7:
#       NOT_TAKEN                     @4-7:34
#       UNPACK_SEQUENCE 2             @14-24
#       STORE_FAST_STORE_FAST key value @14-17
#   .line 3
#       LOAD_FAST_BORROW key          @11-14
#       POP_JUMP_IF_NOT_NONE L10      @11-22
#   L8:
#       NOT_TAKEN                     @11-22
#   L9:
#   .line 4
#       JUMP_BACKWARD L2              @12-20
#   L10:
#   .line 5
#       LOAD_FAST_BORROW value        @11-16
#       LOAD_SMALL_INT 0              @19-20
#       COMPARE_OP < +bool            @11-20
#       POP_JUMP_IF_FALSE L13         @11-20
#   L11:
#       NOT_TAKEN                     @11-20
#   L12:
#   .line 6
#       POP_TOP                       @12-17
#   .line 8
#       LOAD_FAST_BORROW sink         @11-15
#       RETURN_VALUE                  @4-15
#   L13:
#   .line 7
#       LOAD_FAST_BORROW sink         @14-18
#       LOAD_ATTR put +method         @14-22
#       LOAD_FAST_BORROW_LOAD_FAST_BORROW key value @23-26
#       CALL 2                        @14-34
#       GET_AWAITABLE 0               @8-34
#       PUSH_NULL                     @8-34
#       LOAD_COMMON_CONSTANT None     @8-34
#   L14:
#       SEND L17                      @8-34
#   L15:
#       YIELD_VALUE 1                 @8-34
#   L16:
#       RESUME 3                      @8-34
#       JUMP_BACKWARD_NO_INTERRUPT L14 @8-34
#   L17:
#       END_SEND                      @8-34
#       POP_TOP                       @8-34
#       JUMP_BACKWARD L2              @8-34
#   L18:
#   .line 2
#       CLEANUP_THROW                 @4-7:34
#   L19:
#       JUMP_BACKWARD_NO_INTERRUPT L6 @4-7:34
#   L20:
#   .line 7
#       CLEANUP_THROW                 @8-34
#   L21:
#       JUMP_BACKWARD_NO_INTERRUPT L17 @8-34
#   L22:
#   .line 2
#       END_ASYNC_FOR L6              @28-42
#   .line 8
#       LOAD_FAST sink                @11-15
#       RETURN_VALUE                  @4-15
#   L23:
#   .line -
#       CALL_INTRINSIC_1 INTRINSIC_STOPITERATION_ERROR
#       RERAISE 1
#   .try L1 L2 -> L23 depth 0 lasti
#   .try L2 L4 -> L22 depth 1
#   .try L4 L5 -> L18 depth 4
#   .try L5 L7 -> L22 depth 1
#   .try L7 L8 -> L23 depth 0 lasti
#   .try L9 L11 -> L23 depth 0 lasti
#   .try L12 L15 -> L23 depth 0 lasti
#   .try L15 L16 -> L20 depth 4
#   .try L16 L18 -> L23 depth 0 lasti
#   .try L18 L19 -> L22 depth 1
#   .try L20 L21 -> L23 depth 0 lasti
#   .try L22 L23 -> L23 depth 0 lasti
