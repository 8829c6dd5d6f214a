



(x for x in ())


def inside(rows, scale): raise NotImplementedError('antioch: inside not decompiled: a statement while a value waits on the stack')




class Table: raise NotImplementedError('antioch: Table not decompiled: a statement while a value waits on the stack')
raise NotImplementedError('antioch: <module> not decompiled: a statement while a value waits on the stack')

# antioch could not decompile <module> (line 1): a statement while a value waits on the stack
# its listing:
#   .version 3.15
#   .filename 'comprehensions.py'
#   .firstlineno 1
#   .flags 0x0
#   ; locals: x, k, v, a, b
#   .stacksize 9
#   .consts 10, <code <genexpr>>, <code inside>, <code Table>, 'Table'
#   .line 0
#       RESUME 0                      @0-1:0
#   .line 1
#       LOAD_NAME range               @26-31
#       PUSH_NULL                     @26-31
#       LOAD_SMALL_INT 10             @32-34
#       CALL 1                        @26-35
#       LOAD_FAST_AND_CLEAR x         @10-36
#       SWAP 2                        @10-36
#   L1:
#       BUILD_LIST 0                  @10-36
#       SWAP 2                        @10-36
#       GET_ITER 0                    @26-35
#   L2:
#       FOR_ITER L3                   @26-35
#       STORE_FAST_LOAD_FAST x x      @21-22
#       LOAD_FAST_BORROW x            @15-16
#       BINARY_OP *                   @11-16
#       LIST_APPEND 3                 @11-16
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
#       LOAD_FAST_AND_CLEAR x         @8-40
#       SWAP 2                        @8-40
#   L5:
#       BUILD_SET 0                   @8-40
#       SWAP 2                        @8-40
#       GET_ITER 0                    @20-25
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
#       SET_ADD 3                     @9-10
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
#       LOAD_FAST_AND_CLEAR k         @8-43
#       LOAD_FAST_AND_CLEAR v         @8-43
#       SWAP 3                        @8-43
#   L11:
#       BUILD_MAP 0                   @8-43
#       SWAP 2                        @8-43
#       GET_ITER 0                    @26-31
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
#       MAP_ADD 3                     @9-13
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
#       LOAD_FAST_AND_CLEAR a         @9-51
#       LOAD_FAST_AND_CLEAR b         @9-51
#       SWAP 3                        @9-51
#   L19:
#       BUILD_LIST 0                  @9-51
#       SWAP 2                        @9-51
#       GET_ITER 0                    @26-28
#   L20:
#       FOR_ITER L25                  @26-28
#       STORE_FAST a                  @21-22
#       LOAD_NAME ys                  @38-40
#       GET_ITER 0                    @38-40
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
#       LIST_APPEND 5                 @10-16
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
#       CALL 0                        @11-29
#       CALL 1                        @8-29
#       STORE_NAME total              @0-5
#   .line 8
#       LOAD_CONST <code inside>      @0-10:73
#       MAKE_FUNCTION                 @0-10:73
#       STORE_NAME inside             @0-10:73
#   .line 13
#       LOAD_BUILD_CLASS              @0-14:51
#       PUSH_NULL                     @0-14:51
#       LOAD_CONST <code Table>       @0-14:51
#       MAKE_FUNCTION                 @0-14:51
#       LOAD_CONST 'Table'            @0-14:51
#       CALL 2                        @0-14:51
#       STORE_NAME Table              @0-14:51
#       LOAD_COMMON_CONSTANT None     @0-14:51
#       RETURN_VALUE                  @0-14:51
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
#   .stacksize 4
#   .varnames .0, x
#   .consts None
#   .line -
#       RESUME 4
#   .line 5
#       LOAD_FAST .0                  @23-28
#       GET_ITER 0                    @23-28
#       RETURN_GENERATOR
#       POP_TOP
#   L1:
#       RESUME 0                      @0-0
#   L2:
#       FOR_ITER L3                   @23-28
#       STORE_FAST_LOAD_FAST x x      @18-19
#       YIELD_VALUE 0                 @12-13
#       RESUME 9                      @12-13
#       POP_TOP                       @12-13
#       JUMP_BACKWARD L2              @12-13
#   L3:
#       END_FOR                       @23-28
#       POP_ITER                      @23-28
#       LOAD_COMMON_CONSTANT None     @23-28
#       RETURN_VALUE                  @23-28
#   L4:
#   .line -
#       CALL_INTRINSIC_1 INTRINSIC_STOPITERATION_ERROR
#       RERAISE 1
#   .try L1 L4 -> L4 depth 2 lasti
#   .end
#   .code inside
#   .firstlineno 8
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: rows, scale   locals: row, cell, cells, key, values, v
#   .stacksize 13
#   .varnames rows, scale, row, cell, cells, key, values, v
#   .consts None
#   .line 8
#       RESUME 0                      @0-0
#   .line 9
#       LOAD_FAST rows                @63-67
#       LOAD_FAST_AND_CLEAR row       @12-68
#       LOAD_FAST_AND_CLEAR cell      @12-68
#       SWAP 3                        @12-68
#   L1:
#       BUILD_LIST 0                  @12-68
#       SWAP 2                        @12-68
#       GET_ITER 0                    @63-67
#   L2:
#       FOR_ITER L9                   @63-67
#       STORE_FAST_LOAD_FAST row row  @56-59
#       LOAD_FAST_AND_CLEAR cell      @13-51
#       SWAP 2                        @13-51
#   L3:
#       BUILD_LIST 0                  @13-51
#       SWAP 2                        @13-51
#       GET_ITER 0                    @39-42
#   L4:
#       FOR_ITER L7                   @39-42
#       STORE_FAST_LOAD_FAST cell cell @31-35
#       TO_BOOL                       @46-50
#   L5:
#       POP_JUMP_IF_TRUE L6           @14-26
#       NOT_TAKEN                     @14-26
#       JUMP_BACKWARD L4              @14-26
#   L6:
#       LOAD_FAST_BORROW_LOAD_FAST_BORROW cell scale @14-18
#       BINARY_OP *                   @14-26
#       LIST_APPEND 3                 @14-26
#       JUMP_BACKWARD L4              @14-26
#   L7:
#       END_FOR                       @39-42
#       POP_ITER                      @39-42
#   L8:
#       SWAP 2                        @13-51
#       STORE_FAST cell               @13-51
#       LIST_APPEND 3                 @13-51
#       JUMP_BACKWARD L2              @13-51
#   L9:
#       END_FOR                       @63-67
#       POP_ITER                      @63-67
#   L10:
#       STORE_FAST cells              @4-9
#       STORE_FAST row                @12-68
#       STORE_FAST cell               @12-68
#   .line 10
#       LOAD_GLOBAL len +NULL         @11-14
#       LOAD_FAST_BORROW rows         @15-19
#       CALL 1                        @11-20
#       LOAD_FAST cells               @67-72
#       LOAD_FAST_AND_CLEAR key       @22-73
#       LOAD_FAST_AND_CLEAR values    @22-73
#       LOAD_FAST_AND_CLEAR v         @22-73
#       SWAP 4                        @22-73
#   L11:
#       BUILD_MAP 0                   @22-73
#       SWAP 2                        @22-73
#       GET_ITER 0                    @67-72
#   L12:
#       FOR_ITER L17                  @67-72
#       UNPACK_SEQUENCE 2             @52-63
#       STORE_FAST_STORE_FAST key values @52-55
#       LOAD_FAST_LOAD_FAST key values @23-26
#       LOAD_FAST_AND_CLEAR v         @28-47
#       SWAP 2                        @28-47
#   L13:
#       BUILD_LIST 0                  @28-47
#       SWAP 2                        @28-47
#       GET_ITER 0                    @40-46
#   L14:
#       FOR_ITER L15                  @40-46
#       STORE_FAST_LOAD_FAST v v      @35-36
#       LIST_APPEND 3                 @29-30
#       JUMP_BACKWARD L14             @29-30
#   L15:
#       END_FOR                       @40-46
#       POP_ITER                      @40-46
#   L16:
#       SWAP 2                        @28-47
#       STORE_FAST v                  @28-47
#       MAP_ADD 3                     @23-47
#       JUMP_BACKWARD L12             @23-47
#   L17:
#       END_FOR                       @67-72
#       POP_ITER                      @67-72
#   L18:
#       SWAP 4                        @22-73
#       STORE_FAST v                  @22-73
#       STORE_FAST values             @22-73
#       STORE_FAST key                @22-73
#       BUILD_TUPLE 2                 @11-73
#       RETURN_VALUE                  @4-73
#   L19:
#   .line -
#       SWAP 2
#       POP_TOP
#   .line 9
#       SWAP 2                        @13-51
#       STORE_FAST cell               @13-51
#       RERAISE 0                     @13-51
#   L20:
#   .line -
#       SWAP 2
#       POP_TOP
#   .line 9
#       SWAP 3                        @12-68
#       STORE_FAST cell               @12-68
#       STORE_FAST row                @12-68
#       RERAISE 0                     @12-68
#   L21:
#   .line -
#       SWAP 2
#       POP_TOP
#   .line 10
#       SWAP 2                        @28-47
#       STORE_FAST v                  @28-47
#       RERAISE 0                     @28-47
#   L22:
#   .line -
#       SWAP 2
#       POP_TOP
#   .line 10
#       SWAP 4                        @22-73
#       STORE_FAST v                  @22-73
#       STORE_FAST values             @22-73
#       STORE_FAST key                @22-73
#       RERAISE 0                     @22-73
#   .try L1 L3 -> L20 depth 3
#   .try L3 L5 -> L19 depth 7
#   .try L6 L8 -> L19 depth 7
#   .try L8 L10 -> L20 depth 3
#   .try L11 L13 -> L22 depth 5
#   .try L13 L16 -> L21 depth 10
#   .try L16 L18 -> L22 depth 5
#   .try L19 L20 -> L20 depth 3
#   .try L21 L22 -> L22 depth 5
#   .end
#   .code Table
#   .firstlineno 13
#   .flags 0x0
#   ; locals: name
#   .stacksize 6
#   .consts 'Table', (), ('a', 'b')
#   .line 13
#       RESUME 0                      @0-0
#       LOAD_NAME __name__            @0-0
#       STORE_NAME __module__         @0-0
#       LOAD_CONST 'Table'            @0-0
#       STORE_NAME __qualname__       @0-0
#       LOAD_SMALL_INT 13             @0-0
#       STORE_NAME __firstlineno__    @0-0
#   .line 14
#       LOAD_CONST ('a', 'b')         @40-50
#       LOAD_FAST_AND_CLEAR name      @14-51
#       SWAP 2                        @14-51
#   L1:
#       BUILD_LIST 0                  @14-51
#       SWAP 2                        @14-51
#       GET_ITER 0                    @40-50
#   L2:
#       FOR_ITER L3                   @40-50
#       STORE_FAST_LOAD_FAST name name @32-36
#       LOAD_ATTR upper +method       @15-25
#       CALL 0                        @15-27
#       LIST_APPEND 3                 @15-27
#       JUMP_BACKWARD L2              @15-27
#   L3:
#       END_FOR                       @40-50
#       POP_ITER                      @40-50
#   L4:
#       SWAP 2                        @14-51
#       STORE_FAST name               @14-51
#       STORE_NAME columns            @4-11
#       LOAD_CONST ()                 @4-11
#       STORE_NAME __static_attributes__ @4-11
#       LOAD_COMMON_CONSTANT None     @4-11
#       RETURN_VALUE                  @4-11
#   L5:
#   .line -
#       SWAP 2
#       POP_TOP
#   .line 14
#       SWAP 2                        @14-51
#       STORE_FAST name               @14-51
#       RERAISE 0                     @14-51
#   .try L1 L4 -> L5 depth 2
#   .end

# antioch could not decompile inside (line 8): a statement while a value waits on the stack
# its listing:
#   .version 3.15
#   .name inside
#   .filename 'comprehensions.py'
#   .firstlineno 8
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: rows, scale   locals: row, cell, cells, key, values, v
#   .stacksize 13
#   .varnames rows, scale, row, cell, cells, key, values, v
#   .consts None
#   .line 8
#       RESUME 0                      @0-0
#   .line 9
#       LOAD_FAST rows                @63-67
#       LOAD_FAST_AND_CLEAR row       @12-68
#       LOAD_FAST_AND_CLEAR cell      @12-68
#       SWAP 3                        @12-68
#   L1:
#       BUILD_LIST 0                  @12-68
#       SWAP 2                        @12-68
#       GET_ITER 0                    @63-67
#   L2:
#       FOR_ITER L9                   @63-67
#       STORE_FAST_LOAD_FAST row row  @56-59
#       LOAD_FAST_AND_CLEAR cell      @13-51
#       SWAP 2                        @13-51
#   L3:
#       BUILD_LIST 0                  @13-51
#       SWAP 2                        @13-51
#       GET_ITER 0                    @39-42
#   L4:
#       FOR_ITER L7                   @39-42
#       STORE_FAST_LOAD_FAST cell cell @31-35
#       TO_BOOL                       @46-50
#   L5:
#       POP_JUMP_IF_TRUE L6           @14-26
#       NOT_TAKEN                     @14-26
#       JUMP_BACKWARD L4              @14-26
#   L6:
#       LOAD_FAST_BORROW_LOAD_FAST_BORROW cell scale @14-18
#       BINARY_OP *                   @14-26
#       LIST_APPEND 3                 @14-26
#       JUMP_BACKWARD L4              @14-26
#   L7:
#       END_FOR                       @39-42
#       POP_ITER                      @39-42
#   L8:
#       SWAP 2                        @13-51
#       STORE_FAST cell               @13-51
#       LIST_APPEND 3                 @13-51
#       JUMP_BACKWARD L2              @13-51
#   L9:
#       END_FOR                       @63-67
#       POP_ITER                      @63-67
#   L10:
#       STORE_FAST cells              @4-9
#       STORE_FAST row                @12-68
#       STORE_FAST cell               @12-68
#   .line 10
#       LOAD_GLOBAL len +NULL         @11-14
#       LOAD_FAST_BORROW rows         @15-19
#       CALL 1                        @11-20
#       LOAD_FAST cells               @67-72
#       LOAD_FAST_AND_CLEAR key       @22-73
#       LOAD_FAST_AND_CLEAR values    @22-73
#       LOAD_FAST_AND_CLEAR v         @22-73
#       SWAP 4                        @22-73
#   L11:
#       BUILD_MAP 0                   @22-73
#       SWAP 2                        @22-73
#       GET_ITER 0                    @67-72
#   L12:
#       FOR_ITER L17                  @67-72
#       UNPACK_SEQUENCE 2             @52-63
#       STORE_FAST_STORE_FAST key values @52-55
#       LOAD_FAST_LOAD_FAST key values @23-26
#       LOAD_FAST_AND_CLEAR v         @28-47
#       SWAP 2                        @28-47
#   L13:
#       BUILD_LIST 0                  @28-47
#       SWAP 2                        @28-47
#       GET_ITER 0                    @40-46
#   L14:
#       FOR_ITER L15                  @40-46
#       STORE_FAST_LOAD_FAST v v      @35-36
#       LIST_APPEND 3                 @29-30
#       JUMP_BACKWARD L14             @29-30
#   L15:
#       END_FOR                       @40-46
#       POP_ITER                      @40-46
#   L16:
#       SWAP 2                        @28-47
#       STORE_FAST v                  @28-47
#       MAP_ADD 3                     @23-47
#       JUMP_BACKWARD L12             @23-47
#   L17:
#       END_FOR                       @67-72
#       POP_ITER                      @67-72
#   L18:
#       SWAP 4                        @22-73
#       STORE_FAST v                  @22-73
#       STORE_FAST values             @22-73
#       STORE_FAST key                @22-73
#       BUILD_TUPLE 2                 @11-73
#       RETURN_VALUE                  @4-73
#   L19:
#   .line -
#       SWAP 2
#       POP_TOP
#   .line 9
#       SWAP 2                        @13-51
#       STORE_FAST cell               @13-51
#       RERAISE 0                     @13-51
#   L20:
#   .line -
#       SWAP 2
#       POP_TOP
#   .line 9
#       SWAP 3                        @12-68
#       STORE_FAST cell               @12-68
#       STORE_FAST row                @12-68
#       RERAISE 0                     @12-68
#   L21:
#   .line -
#       SWAP 2
#       POP_TOP
#   .line 10
#       SWAP 2                        @28-47
#       STORE_FAST v                  @28-47
#       RERAISE 0                     @28-47
#   L22:
#   .line -
#       SWAP 2
#       POP_TOP
#   .line 10
#       SWAP 4                        @22-73
#       STORE_FAST v                  @22-73
#       STORE_FAST values             @22-73
#       STORE_FAST key                @22-73
#       RERAISE 0                     @22-73
#   .try L1 L3 -> L20 depth 3
#   .try L3 L5 -> L19 depth 7
#   .try L6 L8 -> L19 depth 7
#   .try L8 L10 -> L20 depth 3
#   .try L11 L13 -> L22 depth 5
#   .try L13 L16 -> L21 depth 10
#   .try L16 L18 -> L22 depth 5
#   .try L19 L20 -> L20 depth 3
#   .try L21 L22 -> L22 depth 5

# antioch could not decompile Table (line 13): a statement while a value waits on the stack
# its listing:
#   .version 3.15
#   .name Table
#   .filename 'comprehensions.py'
#   .firstlineno 13
#   .flags 0x0
#   ; locals: name
#   .stacksize 6
#   .consts 'Table', (), ('a', 'b')
#   .line 13
#       RESUME 0                      @0-0
#       LOAD_NAME __name__            @0-0
#       STORE_NAME __module__         @0-0
#       LOAD_CONST 'Table'            @0-0
#       STORE_NAME __qualname__       @0-0
#       LOAD_SMALL_INT 13             @0-0
#       STORE_NAME __firstlineno__    @0-0
#   .line 14
#       LOAD_CONST ('a', 'b')         @40-50
#       LOAD_FAST_AND_CLEAR name      @14-51
#       SWAP 2                        @14-51
#   L1:
#       BUILD_LIST 0                  @14-51
#       SWAP 2                        @14-51
#       GET_ITER 0                    @40-50
#   L2:
#       FOR_ITER L3                   @40-50
#       STORE_FAST_LOAD_FAST name name @32-36
#       LOAD_ATTR upper +method       @15-25
#       CALL 0                        @15-27
#       LIST_APPEND 3                 @15-27
#       JUMP_BACKWARD L2              @15-27
#   L3:
#       END_FOR                       @40-50
#       POP_ITER                      @40-50
#   L4:
#       SWAP 2                        @14-51
#       STORE_FAST name               @14-51
#       STORE_NAME columns            @4-11
#       LOAD_CONST ()                 @4-11
#       STORE_NAME __static_attributes__ @4-11
#       LOAD_COMMON_CONSTANT None     @4-11
#       RETURN_VALUE                  @4-11
#   L5:
#   .line -
#       SWAP 2
#       POP_TOP
#   .line 14
#       SWAP 2                        @14-51
#       STORE_FAST name               @14-51
#       RERAISE 0                     @14-51
#   .try L1 L4 -> L5 depth 2
