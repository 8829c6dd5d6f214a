async def fetch(session, url):
    # antioch could not decompile this code: coroutines are not decompiled yet
    # its listing:
    #   .version 3.13
    #   .name fetch
    #   .filename 'awaits.py'
    #   .firstlineno 1
    #   .argcount 2
    #   .flags OPTIMIZED NEWLOCALS COROUTINE
    #   ; arguments: session, url   locals: response
    #   .stacksize 3
    #   .line 1
    #       RETURN_GENERATOR
    #       POP_TOP
    #   L1:
    #       RESUME 0                      @0-0
    #   .line 2
    #       LOAD_FAST session             @21-28
    #       LOAD_ATTR get +method         @21-32
    #       LOAD_FAST url                 @33-36
    #       CALL 1                        @21-37
    #       GET_AWAITABLE 0               @15-37
    #       LOAD_CONST None               @15-37
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
    #       LOAD_FAST response            @10-18
    #       LOAD_ATTR raise_for_status +method @10-35
    #       CALL 0                        @10-37
    #       GET_AWAITABLE 0               @4-37
    #       LOAD_CONST None               @4-37
    #   L6:
    #       SEND L9                       @4-37
    #   L7:
    #       YIELD_VALUE 1                 @4-37
    #   L8:
    #       RESUME 3                      @4-37
    #       JUMP_BACKWARD_NO_INTERRUPT L6 @4-37
    #   L9:
    #       END_SEND                      @4-37
    #       LOAD_CONST 1                  @40-41
    #       BINARY_OP +                   @4-41
    #       POP_TOP                       @4-41
    #   .line 4
    #       LOAD_FAST response            @19-27
    #       LOAD_ATTR json +method        @19-32
    #       CALL 0                        @19-34
    #       GET_AWAITABLE 0               @13-34
    #       LOAD_CONST None               @13-34
    #   L10:
    #       SEND L13                      @13-34
    #   L11:
    #       YIELD_VALUE 1                 @13-34
    #   L12:
    #       RESUME 3                      @13-34
    #       JUMP_BACKWARD_NO_INTERRUPT L10 @13-34
    #   L13:
    #       END_SEND                      @13-34
    #       UNARY_NEGATIVE                @11-35
    #       RETURN_VALUE                  @4-35
    #   L14:
    #   .line 2
    #       CLEANUP_THROW                 @15-37
    #   L15:
    #       JUMP_BACKWARD_NO_INTERRUPT L5 @15-37
    #   L16:
    #   .line 3
    #       CLEANUP_THROW                 @4-37
    #   L17:
    #       JUMP_BACKWARD_NO_INTERRUPT L9 @4-37
    #   L18:
    #   .line 4
    #       CLEANUP_THROW                 @13-34
    #   L19:
    #       JUMP_BACKWARD_NO_INTERRUPT L13 @13-34
    #   L20:
    #   .line -
    #       CALL_INTRINSIC_1 INTRINSIC_STOPITERATION_ERROR
    #       RERAISE 1
    #   .try L1 L3 -> L20 depth 0 lasti
    #   .try L3 L4 -> L14 depth 2
    #   .try L4 L7 -> L20 depth 0 lasti
    #   .try L7 L8 -> L16 depth 2
    #   .try L8 L11 -> L20 depth 0 lasti
    #   .try L11 L12 -> L18 depth 2
    #   .try L12 L15 -> L20 depth 0 lasti
    #   .try L16 L17 -> L20 depth 0 lasti
    #   .try L18 L19 -> L20 depth 0 lasti
    raise NotImplementedError('antioch: fetch not decompiled: coroutines are not decompiled yet')
async def guarded(lock, job):
    # antioch could not decompile this code: coroutines are not decompiled yet
    # its listing:
    #   .version 3.13
    #   .name guarded
    #   .filename 'awaits.py'
    #   .firstlineno 5
    #   .argcount 2
    #   .flags OPTIMIZED NEWLOCALS COROUTINE
    #   ; arguments: lock, job   locals: held
    #   .stacksize 7
    #   .varnames lock, job, held
    #   .line 5
    #       RETURN_GENERATOR
    #       POP_TOP
    #   L1:
    #       RESUME 0                      @0-0
    #   .line 6
    #       LOAD_FAST lock                @15-19
    #       BEFORE_ASYNC_WITH             @15-19
    #       GET_AWAITABLE 1               @15-19
    #       LOAD_CONST None               @15-19
    #   L2:
    #       SEND L5                       @15-19
    #   L3:
    #       YIELD_VALUE 1                 @15-19
    #   L4:
    #       RESUME 3                      @15-19
    #       JUMP_BACKWARD_NO_INTERRUPT L2 @15-19
    #   L5:
    #       END_SEND                      @15-19
    #   L6:
    #       STORE_FAST held               @23-27
    #   L7:
    #   .line 7
    #       NOP                           @8-10:16
    #   L8:
    #   .line 8
    #       LOAD_FAST job                 @18-21
    #       PUSH_NULL                     @18-21
    #       LOAD_FAST held                @22-26
    #       CALL 1                        @18-27
    #       GET_AWAITABLE 0               @12-27
    #       LOAD_CONST None               @12-27
    #   L9:
    #       SEND L12                      @12-27
    #   L10:
    #       YIELD_VALUE 1                 @12-27
    #   L11:
    #       RESUME 3                      @12-27
    #       JUMP_BACKWARD_NO_INTERRUPT L9 @12-27
    #   L12:
    #       END_SEND                      @12-27
    #       POP_TOP                       @12-27
    #   L13:
    #   .line 6
    #       LOAD_CONST None               @15-19
    #       LOAD_CONST None               @15-19
    #       LOAD_CONST None               @15-19
    #       CALL 2                        @15-19
    #       GET_AWAITABLE 2               @15-19
    #       LOAD_CONST None               @15-19
    #   L14:
    #       SEND L17                      @15-19
    #   L15:
    #       YIELD_VALUE 1                 @15-19
    #   L16:
    #       RESUME 3                      @15-19
    #       JUMP_BACKWARD_NO_INTERRUPT L14 @15-19
    #   L17:
    #       END_SEND                      @15-19
    #       POP_TOP                       @15-19
    #   L18:
    #   .line 11
    #       LOAD_FAST lock                @15-19
    #       BEFORE_ASYNC_WITH             @15-19
    #       GET_AWAITABLE 1               @15-19
    #       LOAD_CONST None               @15-19
    #   L19:
    #       SEND L22                      @15-19
    #   L20:
    #       YIELD_VALUE 1                 @15-19
    #   L21:
    #       RESUME 3                      @15-19
    #       JUMP_BACKWARD_NO_INTERRUPT L19 @15-19
    #   L22:
    #       END_SEND                      @15-19
    #   L23:
    #       POP_TOP                       @15-19
    #   .line 12
    #       NOP                           @15-16
    #   L24:
    #   .line 11
    #       LOAD_CONST None               @15-19
    #       LOAD_CONST None               @15-19
    #       LOAD_CONST None               @15-19
    #       CALL 2                        @15-19
    #       GET_AWAITABLE 2               @15-19
    #       LOAD_CONST None               @15-19
    #   L25:
    #       SEND L28                      @15-19
    #   L26:
    #       YIELD_VALUE 1                 @15-19
    #   L27:
    #       RESUME 3                      @15-19
    #       JUMP_BACKWARD_NO_INTERRUPT L25 @15-19
    #   L28:
    #       END_SEND                      @15-19
    #       POP_TOP                       @15-19
    #       RETURN_CONST 1                @15-19
    #   L29:
    #   .line 6
    #       CLEANUP_THROW                 @15-19
    #   L30:
    #       JUMP_BACKWARD_NO_INTERRUPT L5 @15-19
    #   L31:
    #   .line 8
    #       CLEANUP_THROW                 @12-27
    #   L32:
    #       JUMP_BACKWARD_NO_INTERRUPT L12 @12-27
    #   L33:
    #   .line -
    #       PUSH_EXC_INFO
    #   .line 9
    #       LOAD_GLOBAL TimeoutError      @15-27
    #       CHECK_EXC_MATCH               @8-10:16
    #       POP_JUMP_IF_FALSE L35         @8-10:16
    #       POP_TOP                       @8-10:16
    #   L34:
    #   .line 10
    #       POP_EXCEPT                    @12-16
    #       JUMP_BACKWARD_NO_INTERRUPT L13 @12-16
    #   L35:
    #   .line 9
    #       RERAISE 0                     @8-10:16
    #   L36:
    #   .line -
    #       COPY 3
    #       POP_EXCEPT
    #       RERAISE 1
    #   L37:
    #   .line 6
    #       CLEANUP_THROW                 @15-19
    #   L38:
    #       JUMP_BACKWARD_NO_INTERRUPT L17 @15-19
    #   L39:
    #       PUSH_EXC_INFO                 @15-19
    #       WITH_EXCEPT_START             @15-19
    #       GET_AWAITABLE 2               @15-19
    #       LOAD_CONST None               @15-19
    #   L40:
    #       SEND L44                      @15-19
    #   L41:
    #       YIELD_VALUE 1                 @15-19
    #   L42:
    #       RESUME 3                      @15-19
    #       JUMP_BACKWARD_NO_INTERRUPT L40 @15-19
    #   L43:
    #       CLEANUP_THROW                 @15-19
    #   L44:
    #       END_SEND                      @15-19
    #       TO_BOOL                       @15-19
    #       POP_JUMP_IF_TRUE L45          @15-19
    #       RERAISE 2                     @15-19
    #   L45:
    #       POP_TOP                       @15-19
    #   L46:
    #       POP_EXCEPT                    @15-19
    #       POP_TOP                       @15-19
    #       POP_TOP                       @15-19
    #       JUMP_BACKWARD_NO_INTERRUPT L18 @15-19
    #   L47:
    #   .line -
    #       COPY 3
    #       POP_EXCEPT
    #       RERAISE 1
    #   L48:
    #   .line 11
    #       CLEANUP_THROW                 @15-19
    #   L49:
    #       JUMP_BACKWARD_NO_INTERRUPT L22 @15-19
    #   L50:
    #       CLEANUP_THROW                 @15-19
    #   L51:
    #       JUMP_BACKWARD_NO_INTERRUPT L28 @15-19
    #   L52:
    #       PUSH_EXC_INFO                 @15-19
    #       WITH_EXCEPT_START             @15-19
    #       GET_AWAITABLE 2               @15-19
    #       LOAD_CONST None               @15-19
    #   L53:
    #       SEND L57                      @15-19
    #   L54:
    #       YIELD_VALUE 1                 @15-19
    #   L55:
    #       RESUME 3                      @15-19
    #       JUMP_BACKWARD_NO_INTERRUPT L53 @15-19
    #   L56:
    #       CLEANUP_THROW                 @15-19
    #   L57:
    #       END_SEND                      @15-19
    #       TO_BOOL                       @15-19
    #       POP_JUMP_IF_TRUE L58          @15-19
    #       RERAISE 2                     @15-19
    #   L58:
    #       POP_TOP                       @15-19
    #   L59:
    #       POP_EXCEPT                    @15-19
    #       POP_TOP                       @15-19
    #       POP_TOP                       @15-19
    #       RETURN_CONST None             @15-19
    #   L60:
    #   .line -
    #       COPY 3
    #       POP_EXCEPT
    #       RERAISE 1
    #   L61:
    #       CALL_INTRINSIC_1 INTRINSIC_STOPITERATION_ERROR
    #       RERAISE 1
    #   .try L1 L3 -> L61 depth 0 lasti
    #   .try L3 L4 -> L29 depth 3
    #   .try L4 L6 -> L61 depth 0 lasti
    #   .try L6 L7 -> L39 depth 1 lasti
    #   .try L8 L10 -> L33 depth 1
    #   .try L10 L11 -> L31 depth 3
    #   .try L11 L13 -> L33 depth 1
    #   .try L13 L15 -> L61 depth 0 lasti
    #   .try L15 L16 -> L37 depth 2
    #   .try L16 L20 -> L61 depth 0 lasti
    #   .try L20 L21 -> L48 depth 3
    #   .try L21 L23 -> L61 depth 0 lasti
    #   .try L23 L24 -> L52 depth 1 lasti
    #   .try L24 L26 -> L61 depth 0 lasti
    #   .try L26 L27 -> L50 depth 2
    #   .try L27 L30 -> L61 depth 0 lasti
    #   .try L31 L32 -> L33 depth 1
    #   .try L33 L34 -> L36 depth 2 lasti
    #   .try L34 L35 -> L39 depth 1 lasti
    #   .try L35 L36 -> L36 depth 2 lasti
    #   .try L36 L37 -> L39 depth 1 lasti
    #   .try L37 L38 -> L61 depth 0 lasti
    #   .try L39 L41 -> L47 depth 3 lasti
    #   .try L41 L42 -> L43 depth 6
    #   .try L42 L46 -> L47 depth 3 lasti
    #   .try L46 L49 -> L61 depth 0 lasti
    #   .try L50 L51 -> L61 depth 0 lasti
    #   .try L52 L54 -> L60 depth 3 lasti
    #   .try L54 L55 -> L56 depth 6
    #   .try L55 L59 -> L60 depth 3 lasti
    #   .try L59 L61 -> L61 depth 0 lasti
    raise NotImplementedError('antioch: guarded not decompiled: coroutines are not decompiled yet')
async def ticks(n):
    # antioch could not decompile this code: coroutines are not decompiled yet
    # its listing:
    #   .version 3.13
    #   .name ticks
    #   .filename 'awaits.py'
    #   .firstlineno 13
    #   .argcount 1
    #   .flags OPTIMIZED NEWLOCALS ASYNC_GENERATOR
    #   ; arguments: n
    #   .stacksize 3
    #   .consts None, 1
    #   .line 13
    #       RETURN_GENERATOR
    #       POP_TOP
    #   L1:
    #       RESUME 0                      @0-0
    #   .line 14
    #       LOAD_FAST n                   @10-11
    #       TO_BOOL                       @10-11
    #       POP_JUMP_IF_FALSE L9          @10-11
    #   L2:
    #   .line 15
    #       LOAD_FAST n                   @8-9
    #       LOAD_CONST 1                  @13-14
    #       BINARY_OP -=                  @8-14
    #       STORE_FAST n                  @8-9
    #   .line 16
    #       LOAD_GLOBAL clock +NULL       @20-25
    #       CALL 0                        @20-27
    #       GET_AWAITABLE 0               @14-27
    #       LOAD_CONST None               @14-27
    #   L3:
    #       SEND L6                       @14-27
    #   L4:
    #       YIELD_VALUE 1                 @14-27
    #   L5:
    #       RESUME 3                      @14-27
    #       JUMP_BACKWARD_NO_INTERRUPT L3 @14-27
    #   L6:
    #       END_SEND                      @14-27
    #       CALL_INTRINSIC_1 INTRINSIC_ASYNC_GEN_WRAP @8-27
    #       YIELD_VALUE 0                 @8-27
    #       RESUME 5                      @8-27
    #       POP_TOP                       @8-27
    #   .line 14
    #       LOAD_FAST n                   @10-11
    #       TO_BOOL                       @10-11
    #       POP_JUMP_IF_FALSE L8          @10-11
    #   L7:
    #       JUMP_BACKWARD L2              @10-11
    #   L8:
    #       RETURN_CONST None             @10-11
    #   L9:
    #       RETURN_CONST None             @10-11
    #   L10:
    #   .line 16
    #       CLEANUP_THROW                 @14-27
    #   L11:
    #       JUMP_BACKWARD_NO_INTERRUPT L6 @14-27
    #   L12:
    #   .line -
    #       CALL_INTRINSIC_1 INTRINSIC_STOPITERATION_ERROR
    #       RERAISE 1
    #   .try L1 L4 -> L12 depth 0 lasti
    #   .try L4 L5 -> L10 depth 2
    #   .try L5 L7 -> L12 depth 0 lasti
    #   .try L8 L11 -> L12 depth 0 lasti
    raise NotImplementedError('antioch: ticks not decompiled: coroutines are not decompiled yet')
