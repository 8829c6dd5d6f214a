# antioch could not decompile this code: LOAD_FAST_AND_CLEAR is not decompiled yet
# its listing:
#   .version 3.14
#   .filename 'comprehensions.py'
#   .firstlineno 1
#   .flags 0x0
#   ; locals: x, k, v, a, b
#   .stacksize 7
#   .consts 10, <code <genexpr>>, None
#   .line 0
#       RESUME 0                      @0-1:0
#   .line 1
#       LOAD_NAME range               @26-31
#       PUSH_NULL                     @26-31
#       LOAD_SMALL_INT 10             @32-34
#       CALL 1                        @26-35
#       GET_ITER                      @26-35
#       LOAD_FAST_AND_CLEAR x         @10-36
#       SWAP 2                        @10-36
#   L1:
#       BUILD_LIST 0                  @10-36
#       SWAP 2                        @10-36
#   L2:
#       FOR_ITER L3                   @26-35
#       STORE_FAST_LOAD_FAST x x      @21-22
#       LOAD_FAST_BORROW x            @15-16
#       BINARY_OP *                   @11-16
#       LIST_APPEND 2                 @11-16
#       JUMP_BACKWARD L2              @11-16
#   L3:
#       END_FOR                       @26-35
#       POP_ITER                      @26-35
#   L4:
#       SWAP 2                        @10-36
#       STORE_FAST x                  @10-36
#       STORE_NAME squares            @0-7
#   .line 2
#       LOAD_NAME items               @20-25
#       GET_ITER                      @20-25
#       LOAD_FAST_AND_CLEAR x         @8-40
#       SWAP 2                        @8-40
#   L5:
#       BUILD_SET 0                   @8-40
#       SWAP 2                        @8-40
#   L6:
#       FOR_ITER L9                   @20-25
#       STORE_FAST_LOAD_FAST x x      @15-16
#       LOAD_SMALL_INT 2              @33-34
#       BINARY_OP %                   @29-34
#       LOAD_SMALL_INT 0              @38-39
#       COMPARE_OP == +bool           @29-39
#   L7:
#       POP_JUMP_IF_TRUE L8           @9-10
#       NOT_TAKEN                     @9-10
#       JUMP_BACKWARD L6              @9-10
#   L8:
#       LOAD_FAST_BORROW x            @9-10
#       SET_ADD 2                     @9-10
#       JUMP_BACKWARD L6              @9-10
#   L9:
#       END_FOR                       @20-25
#       POP_ITER                      @20-25
#   L10:
#       SWAP 2                        @8-40
#       STORE_FAST x                  @8-40
#       STORE_NAME evens              @0-5
#   .line 3
#       LOAD_NAME pairs               @26-31
#       GET_ITER                      @26-31
#       LOAD_FAST_AND_CLEAR k         @8-43
#       LOAD_FAST_AND_CLEAR v         @8-43
#       SWAP 3                        @8-43
#   L11:
#       BUILD_MAP 0                   @8-43
#       SWAP 2                        @8-43
#   L12:
#       FOR_ITER L17                  @26-31
#       UNPACK_SEQUENCE 2             @18-22
#       STORE_FAST_STORE_FAST k v     @18-19
#       LOAD_FAST_BORROW k            @35-36
#       TO_BOOL                       @35-36
#   L13:
#       POP_JUMP_IF_TRUE L14          @9-13
#       NOT_TAKEN                     @9-13
#       JUMP_BACKWARD L12             @9-13
#   L14:
#       LOAD_FAST_BORROW v            @41-42
#       TO_BOOL                       @41-42
#   L15:
#       POP_JUMP_IF_TRUE L16          @9-13
#       NOT_TAKEN                     @9-13
#       JUMP_BACKWARD L12             @9-13
#   L16:
#       LOAD_FAST_BORROW_LOAD_FAST_BORROW k v @9-10
#       MAP_ADD 2                     @9-13
#       JUMP_BACKWARD L12             @9-13
#   L17:
#       END_FOR                       @26-31
#       POP_ITER                      @26-31
#   L18:
#       SWAP 3                        @8-43
#       STORE_FAST v                  @8-43
#       STORE_FAST k                  @8-43
#       STORE_NAME table              @0-5
#   .line 4
#       LOAD_NAME xs                  @26-28
#       GET_ITER                      @26-28
#       LOAD_FAST_AND_CLEAR a         @9-51
#       LOAD_FAST_AND_CLEAR b         @9-51
#       SWAP 3                        @9-51
#   L19:
#       BUILD_LIST 0                  @9-51
#       SWAP 2                        @9-51
#   L20:
#       FOR_ITER L25                  @26-28
#       STORE_FAST a                  @21-22
#       LOAD_NAME ys                  @38-40
#       GET_ITER                      @38-40
#   L21:
#       FOR_ITER L24                  @38-40
#       STORE_FAST_LOAD_FAST b a      @33-34
#       LOAD_FAST_BORROW b            @49-50
#       COMPARE_OP != +bool           @44-50
#   L22:
#       POP_JUMP_IF_TRUE L23          @10-16
#       NOT_TAKEN                     @10-16
#       JUMP_BACKWARD L21             @10-16
#   L23:
#       LOAD_FAST_BORROW_LOAD_FAST_BORROW a b @11-12
#       BUILD_TUPLE 2                 @10-16
#       LIST_APPEND 3                 @10-16
#       JUMP_BACKWARD L21             @10-16
#   L24:
#       END_FOR                       @38-40
#       POP_ITER                      @38-40
#       JUMP_BACKWARD L20             @10-16
#   L25:
#       END_FOR                       @26-28
#       POP_ITER                      @26-28
#   L26:
#       SWAP 3                        @9-51
#       STORE_FAST b                  @9-51
#       STORE_FAST a                  @9-51
#       STORE_NAME nested             @0-6
#   .line 5
#       LOAD_NAME sum                 @8-11
#       PUSH_NULL                     @8-11
#       LOAD_CONST <code <genexpr>>   @11-29
#       MAKE_FUNCTION                 @11-29
#       LOAD_NAME items               @23-28
#       GET_ITER                      @23-28
#       CALL 0                        @11-29
#       CALL 1                        @8-29
#       STORE_NAME total              @0-5
#       LOAD_CONST None               @0-5
#       RETURN_VALUE                  @0-5
#   L27:
#   .line -
#       SWAP 2
#       POP_TOP
#   .line 1
#       SWAP 2                        @10-36
#       STORE_FAST x                  @10-36
#       RERAISE 0                     @10-36
#   L28:
#   .line -
#       SWAP 2
#       POP_TOP
#   .line 2
#       SWAP 2                        @8-40
#       STORE_FAST x                  @8-40
#       RERAISE 0                     @8-40
#   L29:
#   .line -
#       SWAP 2
#       POP_TOP
#   .line 3
#       SWAP 3                        @8-43
#       STORE_FAST v                  @8-43
#       STORE_FAST k                  @8-43
#       RERAISE 0                     @8-43
#   L30:
#   .line -
#       SWAP 2
#       POP_TOP
#   .line 4
#       SWAP 3                        @9-51
#       STORE_FAST b                  @9-51
#       STORE_FAST a                  @9-51
#       RERAISE 0                     @9-51
#   .try L1 L4 -> L27 depth 2
#   .try L5 L7 -> L28 depth 2
#   .try L8 L10 -> L28 depth 2
#   .try L11 L13 -> L29 depth 3
#   .try L14 L15 -> L29 depth 3
#   .try L16 L18 -> L29 depth 3
#   .try L19 L22 -> L30 depth 3
#   .try L23 L26 -> L30 depth 3
#   .code <genexpr>
#   .firstlineno 5
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS GENERATOR
#   ; arguments: .0   locals: x
#   .stacksize 2
#   .varnames .0, x
#   .line 5
#       RETURN_GENERATOR
#       POP_TOP
#   L1:
#       RESUME 0                      @0-0
#       LOAD_FAST .0                  @11-29
#   L2:
#       FOR_ITER L3                   @23-28
#       STORE_FAST_LOAD_FAST x x      @18-19
#       YIELD_VALUE 0                 @12-13
#       RESUME 5                      @12-13
#       POP_TOP                       @12-13
#       JUMP_BACKWARD L2              @12-13
#   L3:
#       END_FOR                       @23-28
#       POP_ITER                      @23-28
#       LOAD_CONST None               @23-28
#       RETURN_VALUE                  @23-28
#   L4:
#   .line -
#       CALL_INTRINSIC_1 INTRINSIC_STOPITERATION_ERROR
#       RERAISE 1
#   .try L1 L4 -> L4 depth 0 lasti
#   .end
raise NotImplementedError('antioch: <module> not decompiled: LOAD_FAST_AND_CLEAR is not decompiled yet')
