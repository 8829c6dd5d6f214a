async def first_positive(source): raise NotImplementedError('antioch: first_positive not decompiled: a delegation to a value not made ready by GET_YIELD_FROM_ITER or GET_AWAITABLE')








async def drain(source, sink): raise NotImplementedError('antioch: drain not decompiled: a delegation to a value not made ready by GET_YIELD_FROM_ITER or GET_AWAITABLE')









async def peek(source): raise NotImplementedError('antioch: peek not decompiled: a delegation to a value not made ready by GET_YIELD_FROM_ITER or GET_AWAITABLE')

# antioch could not decompile first_positive (line 1): a delegation to a value not made ready by GET_YIELD_FROM_ITER or GET_AWAITABLE
# its listing:
#   .version 3.15
#   .name first_positive
#   .filename 'asyncloops.py'
#   .firstlineno 1
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS COROUTINE
#   ; arguments: source   locals: value
#   .stacksize 5
#   .consts None
#   .line 1
#       RETURN_GENERATOR
#       POP_TOP
#   L1:
#       RESUME 0                      @0-0
#   .line 2
#       LOAD_FAST_BORROW source       @23-29
#       GET_AITER                     @23-29
#   L2:
#       GET_ANEXT                     @4-6:20
#       PUSH_NULL                     @4-6:20
#       LOAD_COMMON_CONSTANT None     @4-6:20
#   L3:
#       SEND L6                       @4-6:20
#   L4:
#       YIELD_VALUE 1                 @4-6:20
#   L5:
#       RESUME 3                      @4-6:20
#       JUMP_BACKWARD_NO_INTERRUPT L3 @4-6:20
#   L6:
#       END_SEND                      @4-6:20
#   L7:
#       NOT_TAKEN                     @4-6:20
#       STORE_FAST value              @14-19
#   .line 3
#       LOAD_FAST_BORROW value        @11-16
#       LOAD_SMALL_INT 0              @19-20
#       COMPARE_OP > +bool            @11-20
#   L8:
#       POP_JUMP_IF_TRUE L9           @11-20
#       NOT_TAKEN                     @11-20
#       JUMP_BACKWARD L2              @11-20
#   L9:
#   .line 4
#       POP_TOP                       @12-17
#   .line 7
#       LOAD_FAST_BORROW value        @11-16
#       RETURN_VALUE                  @4-16
#   L10:
#   .line 2
#       CLEANUP_THROW                 @4-6:20
#   L11:
#       JUMP_BACKWARD_NO_INTERRUPT L6 @4-6:20
#   L12:
#       END_ASYNC_FOR L6              @23-29
#   .line 6
#       LOAD_COMMON_CONSTANT None     @16-20
#       STORE_FAST value              @8-13
#   .line 7
#       LOAD_FAST value               @11-16
#       RETURN_VALUE                  @4-16
#   L13:
#   .line -
#       CALL_INTRINSIC_1 INTRINSIC_STOPITERATION_ERROR
#       RERAISE 1
#   .try L1 L2 -> L13 depth 0 lasti
#   .try L2 L4 -> L12 depth 1
#   .try L4 L5 -> L10 depth 4
#   .try L5 L7 -> L12 depth 1
#   .try L7 L8 -> L13 depth 0 lasti
#   .try L9 L10 -> L13 depth 0 lasti
#   .try L10 L11 -> L12 depth 1
#   .try L12 L13 -> L13 depth 0 lasti

# antioch could not decompile drain (line 10): a delegation to a value not made ready by GET_YIELD_FROM_ITER or GET_AWAITABLE
# its listing:
#   .version 3.15
#   .name drain
#   .filename 'asyncloops.py'
#   .firstlineno 10
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS COROUTINE
#   ; arguments: source, sink   locals: value
#   .stacksize 5
#   .varnames source, sink, value
#   .names put, close, done
#   .consts None
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
#       PUSH_NULL                     @4-16:26
#       LOAD_COMMON_CONSTANT None     @4-16:26
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
#       POP_JUMP_IF_NOT_NONE L10      @11-24
#   L8:
#       NOT_TAKEN                     @11-24
#   L9:
#   .line 13
#       POP_TOP                       @12-17
#       JUMP_FORWARD L15              @12-17
#   L10:
#   .line 14
#       LOAD_FAST_BORROW sink         @14-18
#       LOAD_ATTR put +method         @14-22
#       LOAD_FAST_BORROW value        @23-28
#       CALL 1                        @14-29
#       GET_AWAITABLE 0               @8-29
#       PUSH_NULL                     @8-29
#       LOAD_COMMON_CONSTANT None     @8-29
#   L11:
#       SEND L14                      @8-29
#   L12:
#       YIELD_VALUE 1                 @8-29
#   L13:
#       RESUME 3                      @8-29
#       JUMP_BACKWARD_NO_INTERRUPT L11 @8-29
#   L14:
#       END_SEND                      @8-29
#       POP_TOP                       @8-29
#       JUMP_BACKWARD L2              @8-29
#   L15:
#   .line 17
#       LOAD_FAST_BORROW sink         @4-8
#       LOAD_ATTR done +method        @4-13
#       CALL 0                        @4-15
#       POP_TOP                       @4-15
#       LOAD_COMMON_CONSTANT None     @4-15
#       RETURN_VALUE                  @4-15
#   L16:
#   .line 11
#       CLEANUP_THROW                 @4-16:26
#   L17:
#       JUMP_BACKWARD_NO_INTERRUPT L6 @4-16:26
#   L18:
#   .line 14
#       CLEANUP_THROW                 @8-29
#   L19:
#       JUMP_BACKWARD_NO_INTERRUPT L14 @8-29
#   L20:
#   .line 11
#       END_ASYNC_FOR L6              @23-29
#   .line 16
#       LOAD_FAST sink                @14-18
#       LOAD_ATTR close +method       @14-24
#       CALL 0                        @14-26
#       GET_AWAITABLE 0               @8-26
#       PUSH_NULL                     @8-26
#       LOAD_COMMON_CONSTANT None     @8-26
#   L21:
#       SEND L25                      @8-26
#   L22:
#       YIELD_VALUE 1                 @8-26
#   L23:
#       RESUME 3                      @8-26
#       JUMP_BACKWARD_NO_INTERRUPT L21 @8-26
#   L24:
#       CLEANUP_THROW                 @8-26
#   L25:
#       END_SEND                      @8-26
#       POP_TOP                       @8-26
#   L26:
#       JUMP_BACKWARD_NO_INTERRUPT L15 @8-26
#   L27:
#   .line -
#       CALL_INTRINSIC_1 INTRINSIC_STOPITERATION_ERROR
#       RERAISE 1
#   .try L1 L2 -> L27 depth 0 lasti
#   .try L2 L4 -> L20 depth 1
#   .try L4 L5 -> L16 depth 4
#   .try L5 L7 -> L20 depth 1
#   .try L7 L8 -> L27 depth 0 lasti
#   .try L9 L12 -> L27 depth 0 lasti
#   .try L12 L13 -> L18 depth 4
#   .try L13 L16 -> L27 depth 0 lasti
#   .try L16 L17 -> L20 depth 1
#   .try L18 L19 -> L27 depth 0 lasti
#   .try L20 L22 -> L27 depth 0 lasti
#   .try L22 L23 -> L24 depth 3
#   .try L23 L26 -> L27 depth 0 lasti

# antioch could not decompile peek (line 20): a delegation to a value not made ready by GET_YIELD_FROM_ITER or GET_AWAITABLE
# its listing:
#   .version 3.15
#   .name peek
#   .filename 'asyncloops.py'
#   .firstlineno 20
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS COROUTINE
#   ; arguments: source   locals: value
#   .stacksize 5
#   .consts None
#   .line 20
#       RETURN_GENERATOR
#       POP_TOP
#   L1:
#       RESUME 0                      @0-0
#   .line 21
#       LOAD_FAST_BORROW source       @23-29
#       GET_AITER                     @23-29
#   L2:
#       GET_ANEXT                     @4-22:13
#       PUSH_NULL                     @4-22:13
#       LOAD_COMMON_CONSTANT None     @4-22:13
#   L3:
#       SEND L6                       @4-22:13
#   L4:
#       YIELD_VALUE 1                 @4-22:13
#   L5:
#       RESUME 3                      @4-22:13
#       JUMP_BACKWARD_NO_INTERRUPT L3 @4-22:13
#   L6:
#       END_SEND                      @4-22:13
#   L7:
#       NOT_TAKEN                     @4-22:13
#       STORE_FAST value              @14-19
#   .line 22
#       POP_TOP                       @8-13
#       LOAD_COMMON_CONSTANT None     @8-13
#       RETURN_VALUE                  @8-13
#   L8:
#   .line 21
#       CLEANUP_THROW                 @4-22:13
#   L9:
#       JUMP_BACKWARD_NO_INTERRUPT L6 @4-22:13
#   L10:
#       END_ASYNC_FOR L6              @23-29
#       LOAD_COMMON_CONSTANT None     @23-29
#       RETURN_VALUE                  @23-29
#   L11:
#   .line -
#       CALL_INTRINSIC_1 INTRINSIC_STOPITERATION_ERROR
#       RERAISE 1
#   .try L1 L2 -> L11 depth 0 lasti
#   .try L2 L4 -> L10 depth 1
#   .try L4 L5 -> L8 depth 4
#   .try L5 L7 -> L10 depth 1
#   .try L7 L8 -> L11 depth 0 lasti
#   .try L8 L9 -> L10 depth 1
#   .try L10 L11 -> L11 depth 0 lasti
