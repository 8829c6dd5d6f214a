async def fetch(session, url): raise NotImplementedError('antioch: fetch not decompiled: async with statements are not decompiled yet')


async def hold(lock): raise NotImplementedError('antioch: hold not decompiled: async with statements are not decompiled yet')


async def pair(a, b): raise NotImplementedError('antioch: pair not decompiled: async with statements are not decompiled yet')





def both(a, b):
    with a as x, b as y:
        return x + y
async def ticks(clock, n):
    for k in range(n):
        sent = yield k
        await clock.sleep(sent)
    yield
async def retry(job):
    try:
        yield job
    except OSError:
        yield
    else:
        yield job

# antioch could not decompile fetch (line 1): async with statements are not decompiled yet
# its listing:
#   .version 3.15
#   .name fetch
#   .filename 'asyncs.py'
#   .firstlineno 1
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS COROUTINE
#   ; arguments: session, url   locals: response
#   .stacksize 9
#   .consts None
#   .line 1
#       RETURN_GENERATOR
#       POP_TOP
#   L1:
#       RESUME 0                      @0-0
#   .line 2
#       LOAD_FAST_BORROW session      @15-22
#       LOAD_ATTR get +method         @15-26
#       LOAD_FAST_BORROW url          @27-30
#       CALL 1                        @15-31
#       COPY 1                        @15-31
#       LOAD_SPECIAL __aexit__        @15-31
#       SWAP 2                        @15-31
#       SWAP 3                        @15-31
#       LOAD_SPECIAL __aenter__       @15-31
#       CALL 0                        @15-31
#       GET_AWAITABLE 1               @15-31
#       PUSH_NULL                     @15-31
#       LOAD_COMMON_CONSTANT None     @15-31
#   L2:
#       SEND L5                       @15-31
#   L3:
#       YIELD_VALUE 1                 @15-31
#   L4:
#       RESUME 3                      @15-31
#       JUMP_BACKWARD_NO_INTERRUPT L2 @15-31
#   L5:
#       END_SEND                      @15-31
#   L6:
#       STORE_FAST response           @35-43
#   .line 3
#       LOAD_FAST_BORROW response     @21-29
#       LOAD_ATTR json +method        @21-34
#       CALL 0                        @21-36
#       GET_AWAITABLE 0               @15-36
#       PUSH_NULL                     @15-36
#       LOAD_COMMON_CONSTANT None     @15-36
#   L7:
#       SEND L10                      @15-36
#   L8:
#       YIELD_VALUE 1                 @15-36
#   L9:
#       RESUME 3                      @15-36
#       JUMP_BACKWARD_NO_INTERRUPT L7 @15-36
#   L10:
#       END_SEND                      @15-36
#   L11:
#   .line 2
#       SWAP 3                        @15-31
#       SWAP 2                        @15-31
#       LOAD_COMMON_CONSTANT None     @15-31
#       LOAD_COMMON_CONSTANT None     @15-31
#       LOAD_COMMON_CONSTANT None     @15-31
#       CALL 3                        @15-31
#       GET_AWAITABLE 2               @15-31
#       PUSH_NULL                     @15-31
#       LOAD_COMMON_CONSTANT None     @15-31
#   L12:
#       SEND L15                      @15-31
#   L13:
#       YIELD_VALUE 1                 @15-31
#   L14:
#       RESUME 3                      @15-31
#       JUMP_BACKWARD_NO_INTERRUPT L12 @15-31
#   L15:
#       END_SEND                      @15-31
#       POP_TOP                       @15-31
#       RETURN_VALUE                  @15-31
#   L16:
#       CLEANUP_THROW                 @15-31
#   L17:
#       JUMP_BACKWARD_NO_INTERRUPT L5 @15-31
#   L18:
#   .line 3
#       CLEANUP_THROW                 @15-36
#   L19:
#       JUMP_BACKWARD_NO_INTERRUPT L10 @15-36
#   L20:
#   .line 2
#       CLEANUP_THROW                 @15-31
#   L21:
#       JUMP_BACKWARD_NO_INTERRUPT L15 @15-31
#   L22:
#       PUSH_EXC_INFO                 @15-31
#       WITH_EXCEPT_START             @15-31
#       GET_AWAITABLE 2               @15-31
#       PUSH_NULL                     @15-31
#       LOAD_COMMON_CONSTANT None     @15-31
#   L23:
#       SEND L27                      @15-31
#   L24:
#       YIELD_VALUE 1                 @15-31
#   L25:
#       RESUME 3                      @15-31
#       JUMP_BACKWARD_NO_INTERRUPT L23 @15-31
#   L26:
#       CLEANUP_THROW                 @15-31
#   L27:
#       END_SEND                      @15-31
#       TO_BOOL                       @15-31
#       POP_JUMP_IF_TRUE L30          @15-31
#   L28:
#       NOT_TAKEN                     @15-31
#   L29:
#       RERAISE 2                     @15-31
#   L30:
#       POP_TOP                       @15-31
#   L31:
#       POP_EXCEPT                    @15-31
#       POP_TOP                       @15-31
#       POP_TOP                       @15-31
#       POP_TOP                       @15-31
#       LOAD_COMMON_CONSTANT None     @15-31
#       RETURN_VALUE                  @15-31
#   L32:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   L33:
#       CALL_INTRINSIC_1 INTRINSIC_STOPITERATION_ERROR
#       RERAISE 1
#   .try L1 L3 -> L33 depth 0 lasti
#   .try L3 L4 -> L16 depth 5
#   .try L4 L6 -> L33 depth 0 lasti
#   .try L6 L8 -> L22 depth 2 lasti
#   .try L8 L9 -> L18 depth 5
#   .try L9 L11 -> L22 depth 2 lasti
#   .try L11 L13 -> L33 depth 0 lasti
#   .try L13 L14 -> L20 depth 4
#   .try L14 L17 -> L33 depth 0 lasti
#   .try L18 L19 -> L22 depth 2 lasti
#   .try L20 L21 -> L33 depth 0 lasti
#   .try L22 L24 -> L32 depth 4 lasti
#   .try L24 L25 -> L26 depth 8
#   .try L25 L28 -> L32 depth 4 lasti
#   .try L29 L31 -> L32 depth 4 lasti
#   .try L31 L33 -> L33 depth 0 lasti

# antioch could not decompile hold (line 4): async with statements are not decompiled yet
# its listing:
#   .version 3.15
#   .name hold
#   .filename 'asyncs.py'
#   .firstlineno 4
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS COROUTINE
#   ; arguments: lock
#   .stacksize 9
#   .consts None
#   .line 4
#       RETURN_GENERATOR
#       POP_TOP
#   L1:
#       RESUME 0                      @0-0
#   .line 5
#       LOAD_FAST lock                @15-19
#       COPY 1                        @15-19
#       LOAD_SPECIAL __aexit__        @15-19
#       SWAP 2                        @15-19
#       SWAP 3                        @15-19
#       LOAD_SPECIAL __aenter__       @15-19
#       CALL 0                        @15-19
#       GET_AWAITABLE 1               @15-19
#       PUSH_NULL                     @15-19
#       LOAD_COMMON_CONSTANT None     @15-19
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
#       POP_TOP                       @15-19
#   .line 6
#       NOP                           @15-16
#   L7:
#   .line 5
#       LOAD_COMMON_CONSTANT None     @15-19
#       LOAD_COMMON_CONSTANT None     @15-19
#       LOAD_COMMON_CONSTANT None     @15-19
#       CALL 3                        @15-19
#       GET_AWAITABLE 2               @15-19
#       PUSH_NULL                     @15-19
#       LOAD_COMMON_CONSTANT None     @15-19
#   L8:
#       SEND L11                      @15-19
#   L9:
#       YIELD_VALUE 1                 @15-19
#   L10:
#       RESUME 3                      @15-19
#       JUMP_BACKWARD_NO_INTERRUPT L8 @15-19
#   L11:
#       END_SEND                      @15-19
#       POP_TOP                       @15-19
#       LOAD_SMALL_INT 1              @15-19
#       RETURN_VALUE                  @15-19
#   L12:
#       CLEANUP_THROW                 @15-19
#   L13:
#       JUMP_BACKWARD_NO_INTERRUPT L5 @15-19
#   L14:
#       CLEANUP_THROW                 @15-19
#   L15:
#       JUMP_BACKWARD_NO_INTERRUPT L11 @15-19
#   L16:
#       PUSH_EXC_INFO                 @15-19
#       WITH_EXCEPT_START             @15-19
#       GET_AWAITABLE 2               @15-19
#       PUSH_NULL                     @15-19
#       LOAD_COMMON_CONSTANT None     @15-19
#   L17:
#       SEND L21                      @15-19
#   L18:
#       YIELD_VALUE 1                 @15-19
#   L19:
#       RESUME 3                      @15-19
#       JUMP_BACKWARD_NO_INTERRUPT L17 @15-19
#   L20:
#       CLEANUP_THROW                 @15-19
#   L21:
#       END_SEND                      @15-19
#       TO_BOOL                       @15-19
#       POP_JUMP_IF_TRUE L24          @15-19
#   L22:
#       NOT_TAKEN                     @15-19
#   L23:
#       RERAISE 2                     @15-19
#   L24:
#       POP_TOP                       @15-19
#   L25:
#       POP_EXCEPT                    @15-19
#       POP_TOP                       @15-19
#       POP_TOP                       @15-19
#       POP_TOP                       @15-19
#       LOAD_COMMON_CONSTANT None     @15-19
#       RETURN_VALUE                  @15-19
#   L26:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   L27:
#       CALL_INTRINSIC_1 INTRINSIC_STOPITERATION_ERROR
#       RERAISE 1
#   .try L1 L3 -> L27 depth 0 lasti
#   .try L3 L4 -> L12 depth 5
#   .try L4 L6 -> L27 depth 0 lasti
#   .try L6 L7 -> L16 depth 2 lasti
#   .try L7 L9 -> L27 depth 0 lasti
#   .try L9 L10 -> L14 depth 3
#   .try L10 L13 -> L27 depth 0 lasti
#   .try L14 L15 -> L27 depth 0 lasti
#   .try L16 L18 -> L26 depth 4 lasti
#   .try L18 L19 -> L20 depth 8
#   .try L19 L22 -> L26 depth 4 lasti
#   .try L23 L25 -> L26 depth 4 lasti
#   .try L25 L27 -> L27 depth 0 lasti

# antioch could not decompile pair (line 7): async with statements are not decompiled yet
# its listing:
#   .version 3.15
#   .name pair
#   .filename 'asyncs.py'
#   .firstlineno 7
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS COROUTINE
#   ; arguments: a, b   locals: x, y, z
#   .stacksize 11
#   .varnames a, b, x, y, z
#   .consts None
#   .line 7
#       RETURN_GENERATOR
#       POP_TOP
#   L1:
#       RESUME 0                      @0-0
#   .line 8
#       LOAD_FAST a                   @15-16
#       COPY 1                        @15-16
#       LOAD_SPECIAL __aexit__        @15-16
#       SWAP 2                        @15-16
#       SWAP 3                        @15-16
#       LOAD_SPECIAL __aenter__       @15-16
#       CALL 0                        @15-16
#       GET_AWAITABLE 1               @15-16
#       PUSH_NULL                     @15-16
#       LOAD_COMMON_CONSTANT None     @15-16
#   L2:
#       SEND L5                       @15-16
#   L3:
#       YIELD_VALUE 1                 @15-16
#   L4:
#       RESUME 3                      @15-16
#       JUMP_BACKWARD_NO_INTERRUPT L2 @15-16
#   L5:
#       END_SEND                      @15-16
#   L6:
#       STORE_FAST_LOAD_FAST x b      @20-21
#       PUSH_NULL                     @23-24
#       CALL 0                        @23-26
#       COPY 1                        @23-26
#       LOAD_SPECIAL __aexit__        @23-26
#       SWAP 2                        @23-26
#       SWAP 3                        @23-26
#       LOAD_SPECIAL __aenter__       @23-26
#       CALL 0                        @23-26
#       GET_AWAITABLE 1               @23-26
#       PUSH_NULL                     @23-26
#       LOAD_COMMON_CONSTANT None     @23-26
#   L7:
#       SEND L10                      @23-26
#   L8:
#       YIELD_VALUE 1                 @23-26
#   L9:
#       RESUME 3                      @23-26
#       JUMP_BACKWARD_NO_INTERRUPT L7 @23-26
#   L10:
#       END_SEND                      @23-26
#   L11:
#       UNPACK_SEQUENCE 2             @30-36
#       STORE_FAST_STORE_FAST y z     @31-32
#   .line 9
#       LOAD_FAST_BORROW x            @14-15
#       LOAD_ATTR send +method        @14-20
#       LOAD_FAST_BORROW_LOAD_FAST_BORROW y z @21-22
#       CALL 2                        @14-26
#       GET_AWAITABLE 0               @8-26
#       PUSH_NULL                     @8-26
#       LOAD_COMMON_CONSTANT None     @8-26
#   L12:
#       SEND L15                      @8-26
#   L13:
#       YIELD_VALUE 1                 @8-26
#   L14:
#       RESUME 3                      @8-26
#       JUMP_BACKWARD_NO_INTERRUPT L12 @8-26
#   L15:
#       END_SEND                      @8-26
#       POP_TOP                       @8-26
#   L16:
#   .line 8
#       LOAD_COMMON_CONSTANT None     @23-26
#       LOAD_COMMON_CONSTANT None     @23-26
#       LOAD_COMMON_CONSTANT None     @23-26
#       CALL 3                        @23-26
#       GET_AWAITABLE 2               @23-26
#       PUSH_NULL                     @23-26
#       LOAD_COMMON_CONSTANT None     @23-26
#   L17:
#       SEND L20                      @23-26
#   L18:
#       YIELD_VALUE 1                 @23-26
#   L19:
#       RESUME 3                      @23-26
#       JUMP_BACKWARD_NO_INTERRUPT L17 @23-26
#   L20:
#       END_SEND                      @23-26
#       POP_TOP                       @23-26
#   L21:
#       LOAD_COMMON_CONSTANT None     @15-16
#       LOAD_COMMON_CONSTANT None     @15-16
#       LOAD_COMMON_CONSTANT None     @15-16
#       CALL 3                        @15-16
#       GET_AWAITABLE 2               @15-16
#       PUSH_NULL                     @15-16
#       LOAD_COMMON_CONSTANT None     @15-16
#   L22:
#       SEND L25                      @15-16
#   L23:
#       YIELD_VALUE 1                 @15-16
#   L24:
#       RESUME 3                      @15-16
#       JUMP_BACKWARD_NO_INTERRUPT L22 @15-16
#   L25:
#       END_SEND                      @15-16
#       POP_TOP                       @15-16
#   L26:
#   .line 10
#       LOAD_FAST a                   @15-16
#       COPY 1                        @15-16
#       LOAD_SPECIAL __aexit__        @15-16
#       SWAP 2                        @15-16
#       SWAP 3                        @15-16
#       LOAD_SPECIAL __aenter__       @15-16
#       CALL 0                        @15-16
#       GET_AWAITABLE 1               @15-16
#       PUSH_NULL                     @15-16
#       LOAD_COMMON_CONSTANT None     @15-16
#   L27:
#       SEND L30                      @15-16
#   L28:
#       YIELD_VALUE 1                 @15-16
#   L29:
#       RESUME 3                      @15-16
#       JUMP_BACKWARD_NO_INTERRUPT L27 @15-16
#   L30:
#       END_SEND                      @15-16
#   L31:
#       POP_TOP                       @15-16
#   .line 11
#       NOP                           @8-12
#   L32:
#   .line 10
#       LOAD_COMMON_CONSTANT None     @15-16
#       LOAD_COMMON_CONSTANT None     @15-16
#       LOAD_COMMON_CONSTANT None     @15-16
#       CALL 3                        @15-16
#       GET_AWAITABLE 2               @15-16
#       PUSH_NULL                     @15-16
#       LOAD_COMMON_CONSTANT None     @15-16
#   L33:
#       SEND L36                      @15-16
#   L34:
#       YIELD_VALUE 1                 @15-16
#   L35:
#       RESUME 3                      @15-16
#       JUMP_BACKWARD_NO_INTERRUPT L33 @15-16
#   L36:
#       END_SEND                      @15-16
#       POP_TOP                       @15-16
#   .line 12
#       LOAD_SMALL_INT 3              @11-12
#       RETURN_VALUE                  @11-12
#   L37:
#   .line 8
#       CLEANUP_THROW                 @15-16
#   L38:
#       JUMP_BACKWARD_NO_INTERRUPT L5 @15-16
#   L39:
#       CLEANUP_THROW                 @23-26
#   L40:
#       JUMP_BACKWARD_NO_INTERRUPT L10 @23-26
#   L41:
#   .line 9
#       CLEANUP_THROW                 @8-26
#   L42:
#       JUMP_BACKWARD_NO_INTERRUPT L15 @8-26
#   L43:
#   .line 8
#       CLEANUP_THROW                 @23-26
#   L44:
#       JUMP_BACKWARD_NO_INTERRUPT L20 @23-26
#   L45:
#       PUSH_EXC_INFO                 @23-26
#       WITH_EXCEPT_START             @23-26
#       GET_AWAITABLE 2               @23-26
#       PUSH_NULL                     @23-26
#       LOAD_COMMON_CONSTANT None     @23-26
#   L46:
#       SEND L50                      @23-26
#   L47:
#       YIELD_VALUE 1                 @23-26
#   L48:
#       RESUME 3                      @23-26
#       JUMP_BACKWARD_NO_INTERRUPT L46 @23-26
#   L49:
#       CLEANUP_THROW                 @23-26
#   L50:
#       END_SEND                      @23-26
#       TO_BOOL                       @23-26
#       POP_JUMP_IF_TRUE L53          @23-26
#   L51:
#       NOT_TAKEN                     @23-26
#   L52:
#       RERAISE 2                     @23-26
#   L53:
#       POP_TOP                       @23-26
#   L54:
#       POP_EXCEPT                    @23-26
#       POP_TOP                       @23-26
#       POP_TOP                       @23-26
#       POP_TOP                       @23-26
#       JUMP_BACKWARD_NO_INTERRUPT L21 @23-26
#   L55:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   L56:
#   .line 8
#       CLEANUP_THROW                 @15-16
#   L57:
#       JUMP_BACKWARD_NO_INTERRUPT L25 @15-16
#   L58:
#       PUSH_EXC_INFO                 @15-16
#       WITH_EXCEPT_START             @15-16
#       GET_AWAITABLE 2               @15-16
#       PUSH_NULL                     @15-16
#       LOAD_COMMON_CONSTANT None     @15-16
#   L59:
#       SEND L63                      @15-16
#   L60:
#       YIELD_VALUE 1                 @15-16
#   L61:
#       RESUME 3                      @15-16
#       JUMP_BACKWARD_NO_INTERRUPT L59 @15-16
#   L62:
#       CLEANUP_THROW                 @15-16
#   L63:
#       END_SEND                      @15-16
#       TO_BOOL                       @15-16
#       POP_JUMP_IF_TRUE L66          @15-16
#   L64:
#       NOT_TAKEN                     @15-16
#   L65:
#       RERAISE 2                     @15-16
#   L66:
#       POP_TOP                       @15-16
#   L67:
#       POP_EXCEPT                    @15-16
#       POP_TOP                       @15-16
#       POP_TOP                       @15-16
#       POP_TOP                       @15-16
#       JUMP_BACKWARD_NO_INTERRUPT L26 @15-16
#   L68:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   L69:
#   .line 10
#       CLEANUP_THROW                 @15-16
#   L70:
#       JUMP_BACKWARD_NO_INTERRUPT L30 @15-16
#   L71:
#       CLEANUP_THROW                 @15-16
#   L72:
#       JUMP_BACKWARD_NO_INTERRUPT L36 @15-16
#   L73:
#       PUSH_EXC_INFO                 @15-16
#       WITH_EXCEPT_START             @15-16
#       GET_AWAITABLE 2               @15-16
#       PUSH_NULL                     @15-16
#       LOAD_COMMON_CONSTANT None     @15-16
#   L74:
#       SEND L78                      @15-16
#   L75:
#       YIELD_VALUE 1                 @15-16
#   L76:
#       RESUME 3                      @15-16
#       JUMP_BACKWARD_NO_INTERRUPT L74 @15-16
#   L77:
#       CLEANUP_THROW                 @15-16
#   L78:
#       END_SEND                      @15-16
#       TO_BOOL                       @15-16
#       POP_JUMP_IF_TRUE L81          @15-16
#   L79:
#       NOT_TAKEN                     @15-16
#   L80:
#       RERAISE 2                     @15-16
#   L81:
#       POP_TOP                       @15-16
#   L82:
#       POP_EXCEPT                    @15-16
#       POP_TOP                       @15-16
#       POP_TOP                       @15-16
#       POP_TOP                       @15-16
#   .line 12
#       LOAD_SMALL_INT 3              @11-12
#       RETURN_VALUE                  @11-12
#   L83:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   L84:
#       CALL_INTRINSIC_1 INTRINSIC_STOPITERATION_ERROR
#       RERAISE 1
#   .try L1 L3 -> L84 depth 0 lasti
#   .try L3 L4 -> L37 depth 5
#   .try L4 L6 -> L84 depth 0 lasti
#   .try L6 L8 -> L58 depth 2 lasti
#   .try L8 L9 -> L39 depth 7
#   .try L9 L11 -> L58 depth 2 lasti
#   .try L11 L13 -> L45 depth 4 lasti
#   .try L13 L14 -> L41 depth 7
#   .try L14 L16 -> L45 depth 4 lasti
#   .try L16 L18 -> L58 depth 2 lasti
#   .try L18 L19 -> L43 depth 5
#   .try L19 L21 -> L58 depth 2 lasti
#   .try L21 L23 -> L84 depth 0 lasti
#   .try L23 L24 -> L56 depth 3
#   .try L24 L28 -> L84 depth 0 lasti
#   .try L28 L29 -> L69 depth 5
#   .try L29 L31 -> L84 depth 0 lasti
#   .try L31 L32 -> L73 depth 2 lasti
#   .try L32 L34 -> L84 depth 0 lasti
#   .try L34 L35 -> L71 depth 3
#   .try L35 L38 -> L84 depth 0 lasti
#   .try L39 L40 -> L58 depth 2 lasti
#   .try L41 L42 -> L45 depth 4 lasti
#   .try L43 L44 -> L58 depth 2 lasti
#   .try L45 L47 -> L55 depth 6 lasti
#   .try L47 L48 -> L49 depth 10
#   .try L48 L51 -> L55 depth 6 lasti
#   .try L52 L54 -> L55 depth 6 lasti
#   .try L54 L56 -> L58 depth 2 lasti
#   .try L56 L57 -> L84 depth 0 lasti
#   .try L58 L60 -> L68 depth 4 lasti
#   .try L60 L61 -> L62 depth 8
#   .try L61 L64 -> L68 depth 4 lasti
#   .try L65 L67 -> L68 depth 4 lasti
#   .try L67 L70 -> L84 depth 0 lasti
#   .try L71 L72 -> L84 depth 0 lasti
#   .try L73 L75 -> L83 depth 4 lasti
#   .try L75 L76 -> L77 depth 8
#   .try L76 L79 -> L83 depth 4 lasti
#   .try L80 L82 -> L83 depth 4 lasti
#   .try L82 L84 -> L84 depth 0 lasti
