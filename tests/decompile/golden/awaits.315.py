async def fetch(session, url): raise NotImplementedError('antioch: fetch not decompiled: a delegation to a value not made ready by GET_YIELD_FROM_ITER or GET_AWAITABLE')




async def idle(): raise NotImplementedError('antioch: idle not decompiled: a delegation to a value not made ready by GET_YIELD_FROM_ITER or GET_AWAITABLE')

# antioch could not decompile fetch (line 1): a delegation to a value not made ready by GET_YIELD_FROM_ITER or GET_AWAITABLE
# its listing:
#   .version 3.15
#   .name fetch
#   .filename 'awaits.py'
#   .firstlineno 1
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS COROUTINE
#   ; arguments: session, url   locals: response
#   .stacksize 7
#   .consts None, 'data'
#   .line 1
#       RETURN_GENERATOR
#       POP_TOP
#   L1:
#       RESUME 0                      @0-0
#   .line 2
#       LOAD_FAST_BORROW session      @21-28
#       LOAD_ATTR get +method         @21-32
#       LOAD_FAST_BORROW url          @33-36
#       CALL 1                        @21-37
#       GET_AWAITABLE 0               @15-37
#       PUSH_NULL                     @15-37
#       LOAD_COMMON_CONSTANT None     @15-37
#   L2:
#       SEND L5                       @15-37
#   L3:
#       YIELD_VALUE 1                 @15-37
#   L4:
#       RESUME 3                      @15-37
#       JUMP_BACKWARD_NO_INTERRUPT L2 @15-37
#   L5:
#       END_SEND                      @15-37
#       STORE_FAST response           @4-12
#   .line 3
#       LOAD_FAST_BORROW response     @18-26
#       LOAD_ATTR json +method        @18-31
#       CALL 0                        @18-33
#       GET_AWAITABLE 0               @12-33
#       PUSH_NULL                     @12-33
#       LOAD_COMMON_CONSTANT None     @12-33
#   L6:
#       SEND L9                       @12-33
#   L7:
#       YIELD_VALUE 1                 @12-33
#   L8:
#       RESUME 3                      @12-33
#       JUMP_BACKWARD_NO_INTERRUPT L6 @12-33
#   L9:
#       END_SEND                      @12-33
#       LOAD_CONST 'data'             @35-41
#       BINARY_OP []                  @11-42
#       LOAD_GLOBAL other +NULL       @51-56
#       LOAD_FAST_BORROW response     @63-71
#       LOAD_ATTR text +method        @63-76
#       CALL 0                        @63-78
#       GET_AWAITABLE 0               @57-78
#       PUSH_NULL                     @57-78
#       LOAD_COMMON_CONSTANT None     @57-78
#   L10:
#       SEND L13                      @57-78
#   L11:
#       YIELD_VALUE 1                 @57-78
#   L12:
#       RESUME 3                      @57-78
#       JUMP_BACKWARD_NO_INTERRUPT L10 @57-78
#   L13:
#       END_SEND                      @57-78
#       CALL 1                        @51-79
#       GET_AWAITABLE 0               @45-79
#       PUSH_NULL                     @45-79
#       LOAD_COMMON_CONSTANT None     @45-79
#   L14:
#       SEND L17                      @45-79
#   L15:
#       YIELD_VALUE 1                 @45-79
#   L16:
#       RESUME 3                      @45-79
#       JUMP_BACKWARD_NO_INTERRUPT L14 @45-79
#   L17:
#       END_SEND                      @45-79
#       BINARY_OP +                   @11-79
#       RETURN_VALUE                  @4-79
#   L18:
#   .line 2
#       CLEANUP_THROW                 @15-37
#   L19:
#       JUMP_BACKWARD_NO_INTERRUPT L5 @15-37
#   L20:
#   .line 3
#       CLEANUP_THROW                 @12-33
#   L21:
#       JUMP_BACKWARD_NO_INTERRUPT L9 @12-33
#   L22:
#       CLEANUP_THROW                 @57-78
#   L23:
#       JUMP_BACKWARD_NO_INTERRUPT L13 @57-78
#   L24:
#       CLEANUP_THROW                 @45-79
#   L25:
#       JUMP_BACKWARD_NO_INTERRUPT L17 @45-79
#   L26:
#   .line -
#       CALL_INTRINSIC_1 INTRINSIC_STOPITERATION_ERROR
#       RERAISE 1
#   .try L1 L3 -> L26 depth 0 lasti
#   .try L3 L4 -> L18 depth 3
#   .try L4 L7 -> L26 depth 0 lasti
#   .try L7 L8 -> L20 depth 3
#   .try L8 L11 -> L26 depth 0 lasti
#   .try L11 L12 -> L22 depth 6
#   .try L12 L15 -> L26 depth 0 lasti
#   .try L15 L16 -> L24 depth 4
#   .try L16 L19 -> L26 depth 0 lasti
#   .try L20 L21 -> L26 depth 0 lasti
#   .try L22 L23 -> L26 depth 0 lasti
#   .try L24 L25 -> L26 depth 0 lasti

# antioch could not decompile idle (line 6): a delegation to a value not made ready by GET_YIELD_FROM_ITER or GET_AWAITABLE
# its listing:
#   .version 3.15
#   .name idle
#   .filename 'awaits.py'
#   .firstlineno 6
#   .flags OPTIMIZED NEWLOCALS COROUTINE
#   .stacksize 4
#   .consts 0
#   .line 6
#       RETURN_GENERATOR
#       POP_TOP
#   L1:
#       RESUME 0                      @0-0
#   .line 7
#       LOAD_GLOBAL sleep +NULL       @10-15
#       LOAD_SMALL_INT 0              @16-17
#       CALL 1                        @10-18
#       GET_AWAITABLE 0               @4-18
#       PUSH_NULL                     @4-18
#       LOAD_COMMON_CONSTANT None     @4-18
#   L2:
#       SEND L5                       @4-18
#   L3:
#       YIELD_VALUE 1                 @4-18
#   L4:
#       RESUME 3                      @4-18
#       JUMP_BACKWARD_NO_INTERRUPT L2 @4-18
#   L5:
#       END_SEND                      @4-18
#       POP_TOP                       @4-18
#       LOAD_COMMON_CONSTANT None     @4-18
#       RETURN_VALUE                  @4-18
#   L6:
#       CLEANUP_THROW                 @4-18
#   L7:
#       JUMP_BACKWARD_NO_INTERRUPT L5 @4-18
#   L8:
#   .line -
#       CALL_INTRINSIC_1 INTRINSIC_STOPITERATION_ERROR
#       RERAISE 1
#   .try L1 L3 -> L8 depth 0 lasti
#   .try L3 L4 -> L6 depth 3
#   .try L4 L7 -> L8 depth 0 lasti
