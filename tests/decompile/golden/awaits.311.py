async def fetch(session, url):
    # antioch could not decompile this code: coroutines are not decompiled yet
    # its listing:
    #   .version 3.11
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
    #       RESUME 0                      @0-0
    #   .line 2
    #       LOAD_FAST session             @21-28
    #       LOAD_METHOD get               @21-32
    #       LOAD_FAST url                 @33-36
    #       PRECALL 1                     @21-37
    #       CALL 1                        @21-37
    #       GET_AWAITABLE 0               @15-37
    #       LOAD_CONST None               @15-37
    #   L1:
    #       SEND L2                       @15-37
    #       YIELD_VALUE                   @15-37
    #       RESUME 3                      @15-37
    #       JUMP_BACKWARD_NO_INTERRUPT L1 @15-37
    #   L2:
    #       STORE_FAST response           @4-12
    #   .line 3
    #       LOAD_FAST response            @10-18
    #       LOAD_METHOD raise_for_status  @10-35
    #       PRECALL 0                     @10-37
    #       CALL 0                        @10-37
    #       GET_AWAITABLE 0               @4-37
    #       LOAD_CONST None               @4-37
    #   L3:
    #       SEND L4                       @4-37
    #       YIELD_VALUE                   @4-37
    #       RESUME 3                      @4-37
    #       JUMP_BACKWARD_NO_INTERRUPT L3 @4-37
    #   L4:
    #       LOAD_CONST 1                  @40-41
    #       BINARY_OP +                   @4-41
    #       POP_TOP                       @4-41
    #   .line 4
    #       LOAD_FAST response            @19-27
    #       LOAD_METHOD json              @19-32
    #       PRECALL 0                     @19-34
    #       CALL 0                        @19-34
    #       GET_AWAITABLE 0               @13-34
    #       LOAD_CONST None               @13-34
    #   L5:
    #       SEND L6                       @13-34
    #       YIELD_VALUE                   @13-34
    #       RESUME 3                      @13-34
    #       JUMP_BACKWARD_NO_INTERRUPT L5 @13-34
    #   L6:
    #       UNARY_NEGATIVE                @11-35
    #       RETURN_VALUE                  @4-35
    raise NotImplementedError('antioch: fetch not decompiled: coroutines are not decompiled yet')
async def guarded(lock, job):
    # antioch could not decompile this code: coroutines are not decompiled yet
    # its listing:
    #   .version 3.11
    #   .name guarded
    #   .filename 'awaits.py'
    #   .firstlineno 5
    #   .argcount 2
    #   .flags OPTIMIZED NEWLOCALS COROUTINE
    #   ; arguments: lock, job   locals: held
    #   .stacksize 6
    #   .varnames lock, job, held
    #   .line 5
    #       RETURN_GENERATOR
    #       POP_TOP
    #       RESUME 0                      @0-0
    #   .line 6
    #       LOAD_FAST lock                @15-19
    #       BEFORE_ASYNC_WITH             @4-10:16
    #       GET_AWAITABLE 1               @4-10:16
    #       LOAD_CONST None               @4-10:16
    #   L1:
    #       SEND L2                       @4-10:16
    #       YIELD_VALUE                   @4-10:16
    #       RESUME 3                      @4-10:16
    #       JUMP_BACKWARD_NO_INTERRUPT L1 @4-10:16
    #   L2:
    #       STORE_FAST held               @23-27
    #   L3:
    #   .line 7
    #       NOP                           @8-10:16
    #   L4:
    #   .line 8
    #       PUSH_NULL                     @18-21
    #       LOAD_FAST job                 @18-21
    #       LOAD_FAST held                @22-26
    #       PRECALL 1                     @18-27
    #       CALL 1                        @18-27
    #       GET_AWAITABLE 0               @12-27
    #       LOAD_CONST None               @12-27
    #   L5:
    #       SEND L6                       @12-27
    #       YIELD_VALUE                   @12-27
    #       RESUME 3                      @12-27
    #       JUMP_BACKWARD_NO_INTERRUPT L5 @12-27
    #   L6:
    #       POP_TOP                       @12-27
    #   L7:
    #       JUMP_FORWARD L12              @12-27
    #   L8:
    #   .line -
    #       PUSH_EXC_INFO
    #   .line 9
    #       LOAD_GLOBAL TimeoutError      @15-27
    #       CHECK_EXC_MATCH               @8-10:16
    #       POP_JUMP_FORWARD_IF_FALSE L10 @8-10:16
    #       POP_TOP                       @8-10:16
    #   L9:
    #   .line 10
    #       POP_EXCEPT                    @12-16
    #       JUMP_FORWARD L12              @12-16
    #   L10:
    #   .line 9
    #       RERAISE 0                     @8-10:16
    #   L11:
    #   .line -
    #       COPY 3
    #       POP_EXCEPT
    #       RERAISE 1
    #   L12:
    #   .line 6
    #       LOAD_CONST None               @4-10:16
    #       LOAD_CONST None               @4-10:16
    #       LOAD_CONST None               @4-10:16
    #       PRECALL 2                     @4-10:16
    #       CALL 2                        @4-10:16
    #       GET_AWAITABLE 2               @4-10:16
    #       LOAD_CONST None               @4-10:16
    #   L13:
    #       SEND L14                      @4-10:16
    #       YIELD_VALUE                   @4-10:16
    #       RESUME 3                      @4-10:16
    #       JUMP_BACKWARD_NO_INTERRUPT L13 @4-10:16
    #   L14:
    #       POP_TOP                       @4-10:16
    #       JUMP_FORWARD L21              @4-10:16
    #   L15:
    #       PUSH_EXC_INFO                 @4-10:16
    #       WITH_EXCEPT_START             @4-10:16
    #       GET_AWAITABLE 2               @4-10:16
    #       LOAD_CONST None               @4-10:16
    #   L16:
    #       SEND L17                      @4-10:16
    #       YIELD_VALUE                   @4-10:16
    #       RESUME 3                      @4-10:16
    #       JUMP_BACKWARD_NO_INTERRUPT L16 @4-10:16
    #   L17:
    #       POP_JUMP_FORWARD_IF_TRUE L19  @4-10:16
    #       RERAISE 2                     @4-10:16
    #   L18:
    #   .line -
    #       COPY 3
    #       POP_EXCEPT
    #       RERAISE 1
    #   L19:
    #   .line 6
    #       POP_TOP                       @4-10:16
    #   L20:
    #       POP_EXCEPT                    @4-10:16
    #       POP_TOP                       @4-10:16
    #       POP_TOP                       @4-10:16
    #   L21:
    #   .line 11
    #       LOAD_FAST lock                @15-19
    #       BEFORE_ASYNC_WITH             @4-12:16
    #       GET_AWAITABLE 1               @4-12:16
    #       LOAD_CONST None               @4-12:16
    #   L22:
    #       SEND L23                      @4-12:16
    #       YIELD_VALUE                   @4-12:16
    #       RESUME 3                      @4-12:16
    #       JUMP_BACKWARD_NO_INTERRUPT L22 @4-12:16
    #   L23:
    #       POP_TOP                       @4-12:16
    #   .line 12
    #       NOP                           @15-16
    #   L24:
    #   .line 11
    #       LOAD_CONST None               @4-12:16
    #       LOAD_CONST None               @4-12:16
    #       LOAD_CONST None               @4-12:16
    #       PRECALL 2                     @4-12:16
    #       CALL 2                        @4-12:16
    #       GET_AWAITABLE 2               @4-12:16
    #       LOAD_CONST None               @4-12:16
    #   L25:
    #       SEND L26                      @4-12:16
    #       YIELD_VALUE                   @4-12:16
    #       RESUME 3                      @4-12:16
    #       JUMP_BACKWARD_NO_INTERRUPT L25 @4-12:16
    #   L26:
    #       POP_TOP                       @4-12:16
    #       LOAD_CONST 1                  @4-12:16
    #       RETURN_VALUE                  @4-12:16
    #   L27:
    #       PUSH_EXC_INFO                 @4-12:16
    #       WITH_EXCEPT_START             @4-12:16
    #       GET_AWAITABLE 2               @4-12:16
    #       LOAD_CONST None               @4-12:16
    #   L28:
    #       SEND L29                      @4-12:16
    #       YIELD_VALUE                   @4-12:16
    #       RESUME 3                      @4-12:16
    #       JUMP_BACKWARD_NO_INTERRUPT L28 @4-12:16
    #   L29:
    #       POP_JUMP_FORWARD_IF_TRUE L31  @4-12:16
    #       RERAISE 2                     @4-12:16
    #   L30:
    #   .line -
    #       COPY 3
    #       POP_EXCEPT
    #       RERAISE 1
    #   L31:
    #   .line 11
    #       POP_TOP                       @4-12:16
    #   L32:
    #       POP_EXCEPT                    @4-12:16
    #       POP_TOP                       @4-12:16
    #       POP_TOP                       @4-12:16
    #       LOAD_CONST None               @4-12:16
    #       RETURN_VALUE                  @4-12:16
    #   .try L2 L3 -> L15 depth 1 lasti
    #   .try L4 L7 -> L8 depth 1
    #   .try L7 L8 -> L15 depth 1 lasti
    #   .try L8 L9 -> L11 depth 2 lasti
    #   .try L9 L10 -> L15 depth 1 lasti
    #   .try L10 L11 -> L11 depth 2 lasti
    #   .try L11 L12 -> L15 depth 1 lasti
    #   .try L15 L18 -> L18 depth 3 lasti
    #   .try L19 L20 -> L18 depth 3 lasti
    #   .try L23 L24 -> L27 depth 1 lasti
    #   .try L27 L30 -> L30 depth 3 lasti
    #   .try L31 L32 -> L30 depth 3 lasti
    raise NotImplementedError('antioch: guarded not decompiled: coroutines are not decompiled yet')
async def ticks(n):
    # antioch could not decompile this code: coroutines are not decompiled yet
    # its listing:
    #   .version 3.11
    #   .name ticks
    #   .filename 'awaits.py'
    #   .firstlineno 13
    #   .argcount 1
    #   .flags OPTIMIZED NEWLOCALS ASYNC_GENERATOR
    #   ; arguments: n
    #   .stacksize 2
    #   .consts None, 1
    #   .line 13
    #       RETURN_GENERATOR
    #       POP_TOP
    #       RESUME 0                      @0-0
    #   .line 14
    #       LOAD_FAST n                   @10-11
    #       POP_JUMP_FORWARD_IF_FALSE L4  @4-16:27
    #   L1:
    #   .line 15
    #       LOAD_FAST n                   @8-9
    #       LOAD_CONST 1                  @13-14
    #       BINARY_OP -=                  @8-14
    #       STORE_FAST n                  @8-9
    #   .line 16
    #       LOAD_GLOBAL clock +NULL       @20-25
    #       PRECALL 0                     @20-27
    #       CALL 0                        @20-27
    #       GET_AWAITABLE 0               @14-27
    #       LOAD_CONST None               @14-27
    #   L2:
    #       SEND L3                       @14-27
    #       YIELD_VALUE                   @14-27
    #       RESUME 3                      @14-27
    #       JUMP_BACKWARD_NO_INTERRUPT L2 @14-27
    #   L3:
    #       ASYNC_GEN_WRAP                @8-27
    #       YIELD_VALUE                   @8-27
    #       RESUME 1                      @8-27
    #       POP_TOP                       @8-27
    #   .line 14
    #       LOAD_FAST n                   @10-11
    #       POP_JUMP_BACKWARD_IF_TRUE L1  @4-16:27
    #       LOAD_CONST None               @4-16:27
    #       RETURN_VALUE                  @4-16:27
    #   L4:
    #       LOAD_CONST None               @4-16:27
    #       RETURN_VALUE                  @4-16:27
    raise NotImplementedError('antioch: ticks not decompiled: coroutines are not decompiled yet')
