async def collect(source, table): raise NotImplementedError('antioch: collect not decompiled: a accumulator value stored')






async def stream(source):
    return (key * 2 async for key in source if key)

# antioch could not decompile collect (line 1): a accumulator value stored
# its listing:
#   .version 3.12
#   .name collect
#   .filename 'asynccomps.py'
#   .firstlineno 1
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS COROUTINE
#   ; arguments: source, table   locals: key, keys, values, value, pairs
#   .stacksize 9
#   .varnames source, table, key, keys, values, value, pairs
#   .line 1
#       RETURN_GENERATOR
#   .line -
#       POP_TOP
#   L1:
#   .line 1
#       RESUME 0                      @0-0
#   .line 2
#       LOAD_FAST source              @33-39
#       GET_AITER                     @11-47
#       LOAD_FAST_AND_CLEAR key       @11-47
#       SWAP 2                        @11-47
#   L2:
#       BUILD_LIST 0                  @11-47
#       SWAP 2                        @11-47
#   L3:
#       GET_ANEXT                     @11-47
#       LOAD_CONST None               @11-47
#   L4:
#       SEND L7                       @11-47
#   L5:
#       YIELD_VALUE 4                 @11-47
#   L6:
#       RESUME 3                      @11-47
#       JUMP_BACKWARD_NO_INTERRUPT L4 @11-47
#   L7:
#       END_SEND                      @11-47
#   L8:
#       STORE_FAST key                @26-29
#       LOAD_FAST key                 @43-46
#       POP_JUMP_IF_TRUE L10          @43-46
#   L9:
#       JUMP_BACKWARD L3              @43-46
#   L10:
#       LOAD_FAST key                 @12-15
#       LIST_APPEND 2                 @12-15
#       JUMP_BACKWARD L3              @12-15
#   L11:
#       CLEANUP_THROW                 @11-47
#   L12:
#   .line -
#       JUMP_BACKWARD L7
#   L13:
#   .line 2
#       END_ASYNC_FOR                 @11-47
#   L14:
#       JUMP_FORWARD L16              @11-47
#   L15:
#   .line -
#       SWAP 2
#       POP_TOP
#   .line 2
#       SWAP 2                        @11-47
#       STORE_FAST key                @11-47
#       RERAISE 0                     @11-47
#   L16:
#       STORE_FAST keys               @4-8
#       STORE_FAST key                @11-47
#   .line 3
#       LOAD_FAST keys                @51-55
#       GET_ITER                      @13-56
#       LOAD_FAST_AND_CLEAR key       @13-56
#       SWAP 2                        @13-56
#   L17:
#       BUILD_MAP 0                   @13-56
#       SWAP 2                        @13-56
#   L18:
#       FOR_ITER L24                  @13-56
#       STORE_FAST key                @44-47
#       LOAD_FAST key                 @14-17
#       LOAD_FAST table               @25-30
#       LOAD_ATTR get +method         @25-34
#       LOAD_FAST key                 @35-38
#       CALL 1                        @25-39
#       GET_AWAITABLE 0               @19-39
#       LOAD_CONST None               @19-39
#   L19:
#       SEND L23                      @19-39
#   L20:
#       YIELD_VALUE 3                 @19-39
#   L21:
#       RESUME 3                      @19-39
#       JUMP_BACKWARD_NO_INTERRUPT L19 @19-39
#   L22:
#       CLEANUP_THROW                 @19-39
#   L23:
#       END_SEND                      @19-39
#       MAP_ADD 2                     @14-39
#       JUMP_BACKWARD L18             @14-39
#   L24:
#       END_FOR                       @13-56
#   L25:
#       JUMP_FORWARD L27              @13-56
#   L26:
#   .line -
#       SWAP 2
#       POP_TOP
#   .line 3
#       SWAP 2                        @13-56
#       STORE_FAST key                @13-56
#       RERAISE 0                     @13-56
#   L27:
#       STORE_FAST values             @4-10
#       STORE_FAST key                @13-56
#   .line 4
#       LOAD_FAST source              @43-49
#       GET_AITER                     @12-82
#       LOAD_FAST_AND_CLEAR key       @12-82
#       LOAD_FAST_AND_CLEAR value     @12-82
#       SWAP 3                        @12-82
#   L28:
#       BUILD_LIST 0                  @12-82
#       SWAP 2                        @12-82
#   L29:
#       GET_ANEXT                     @12-82
#       LOAD_CONST None               @12-82
#   L30:
#       SEND L34                      @12-82
#   L31:
#       YIELD_VALUE 4                 @12-82
#   L32:
#       RESUME 3                      @12-82
#       JUMP_BACKWARD_NO_INTERRUPT L30 @12-82
#   L33:
#       CLEANUP_THROW                 @12-82
#   L34:
#       END_SEND                      @12-82
#   L35:
#       STORE_FAST key                @36-39
#       LOAD_FAST table               @63-68
#       LOAD_ATTR get +method         @63-72
#       LOAD_FAST key                 @73-76
#       LOAD_CONST ()                 @78-80
#       CALL 2                        @63-81
#       GET_ITER                      @12-82
#   L36:
#       FOR_ITER L37                  @12-82
#       STORE_FAST value              @54-59
#       LOAD_FAST key                 @14-17
#       LOAD_FAST value               @19-24
#       BUILD_TUPLE 2                 @13-25
#       LIST_APPEND 3                 @13-25
#       JUMP_BACKWARD L36             @13-25
#   L37:
#       END_FOR                       @12-82
#       JUMP_BACKWARD L29             @13-25
#   L38:
#       END_ASYNC_FOR                 @12-82
#   L39:
#       JUMP_FORWARD L41              @12-82
#   L40:
#   .line -
#       SWAP 2
#       POP_TOP
#   .line 4
#       SWAP 3                        @12-82
#       STORE_FAST value              @12-82
#       STORE_FAST key                @12-82
#       RERAISE 0                     @12-82
#   L41:
#       STORE_FAST pairs              @4-9
#       STORE_FAST key                @12-82
#       STORE_FAST value              @12-82
#   .line 5
#       LOAD_FAST keys                @11-15
#       LOAD_FAST values              @17-23
#       LOAD_FAST pairs               @25-30
#       LOAD_FAST source              @54-60
#       GET_AITER                     @32-61
#       LOAD_FAST_AND_CLEAR key       @32-61
#       SWAP 2                        @32-61
#   L42:
#       BUILD_SET 0                   @32-61
#       SWAP 2                        @32-61
#   L43:
#       GET_ANEXT                     @32-61
#       LOAD_CONST None               @32-61
#   L44:
#       SEND L48                      @32-61
#   L45:
#       YIELD_VALUE 4                 @32-61
#   L46:
#       RESUME 3                      @32-61
#       JUMP_BACKWARD_NO_INTERRUPT L44 @32-61
#   L47:
#       CLEANUP_THROW                 @32-61
#   L48:
#       END_SEND                      @32-61
#   L49:
#       STORE_FAST key                @47-50
#       LOAD_FAST key                 @33-36
#       SET_ADD 2                     @33-36
#       JUMP_BACKWARD L43             @33-36
#   L50:
#       END_ASYNC_FOR                 @32-61
#   L51:
#       SWAP 2                        @32-61
#       STORE_FAST key                @32-61
#       BUILD_TUPLE 4                 @11-61
#       RETURN_VALUE                  @4-61
#   L52:
#   .line -
#       SWAP 2
#       POP_TOP
#   .line 5
#       SWAP 2                        @32-61
#       STORE_FAST key                @32-61
#       RERAISE 0                     @32-61
#   L53:
#   .line -
#       CALL_INTRINSIC_1 INTRINSIC_STOPITERATION_ERROR
#       RERAISE 1
#   .try L1 L2 -> L53 depth 0 lasti
#   .try L2 L3 -> L15 depth 2
#   .try L3 L5 -> L13 depth 3
#   .try L5 L6 -> L11 depth 5
#   .try L6 L8 -> L13 depth 3
#   .try L8 L9 -> L15 depth 2
#   .try L10 L11 -> L15 depth 2
#   .try L11 L12 -> L13 depth 3
#   .try L13 L14 -> L15 depth 2
#   .try L14 L17 -> L53 depth 0 lasti
#   .try L17 L20 -> L26 depth 2
#   .try L20 L21 -> L22 depth 6
#   .try L21 L25 -> L26 depth 2
#   .try L25 L28 -> L53 depth 0 lasti
#   .try L28 L29 -> L40 depth 3
#   .try L29 L31 -> L38 depth 4
#   .try L31 L32 -> L33 depth 6
#   .try L32 L35 -> L38 depth 4
#   .try L35 L39 -> L40 depth 3
#   .try L39 L42 -> L53 depth 0 lasti
#   .try L42 L43 -> L52 depth 5
#   .try L43 L45 -> L50 depth 6
#   .try L45 L46 -> L47 depth 8
#   .try L46 L49 -> L50 depth 6
#   .try L49 L51 -> L52 depth 5
#   .try L51 L53 -> L53 depth 0 lasti
