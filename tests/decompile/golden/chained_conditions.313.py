







def f(err, n): raise NotImplementedError('antioch: f not decompiled: a branch that both computes a value and runs statements')
raise NotImplementedError('antioch: <module> not decompiled: a block is reached from two places that Python cannot share')

# antioch could not decompile <module> (line 1): a block is reached from two places that Python cannot share
# its listing:
#   .version 3.13
#   .filename 'chained_conditions.py'
#   .firstlineno 1
#   .flags 0x0
#   .stacksize 3
#   .line 0
#       RESUME 0                      @0-1:0
#   .line 1
#       LOAD_NAME a                   @3-4
#       TO_BOOL                       @3-4
#       POP_JUMP_IF_TRUE L3           @3-4
#       LOAD_NAME b                   @8-9
#       TO_BOOL                       @8-9
#       POP_JUMP_IF_FALSE L2          @8-9
#       LOAD_NAME c                   @14-15
#       LOAD_NAME d                   @19-20
#       SWAP 2                        @14-25
#       COPY 2                        @14-25
#       COMPARE_OP <= +bool           @14-25
#       POP_JUMP_IF_FALSE L1          @14-25
#       LOAD_NAME e                   @24-25
#       COMPARE_OP <= +bool           @14-25
#       POP_JUMP_IF_TRUE L3           @14-25
#       JUMP_FORWARD L2               @14-25
#   L1:
#       POP_TOP                       @14-25
#   L2:
#       LOAD_NAME g                   @29-30
#       TO_BOOL                       @29-30
#       POP_JUMP_IF_FALSE L4          @29-30
#   L3:
#   .line 2
#       LOAD_NAME h                   @4-5
#       PUSH_NULL                     @4-5
#       CALL 0                        @4-7
#       POP_TOP                       @4-7
#   L4:
#   .line 3
#       LOAD_NAME b                   @3-4
#       TO_BOOL                       @3-4
#       POP_JUMP_IF_FALSE L6          @3-4
#       LOAD_NAME c                   @9-10
#       LOAD_NAME d                   @14-15
#       SWAP 2                        @9-20
#       COPY 2                        @9-20
#       COMPARE_OP <= +bool           @9-20
#       POP_JUMP_IF_FALSE L5          @9-20
#       LOAD_NAME e                   @19-20
#       COMPARE_OP <= +bool           @9-20
#       POP_JUMP_IF_TRUE L7           @9-20
#       JUMP_FORWARD L6               @9-20
#   L5:
#       POP_TOP                       @9-20
#   L6:
#       LOAD_NAME g                   @24-25
#       TO_BOOL                       @24-25
#       POP_JUMP_IF_FALSE L8          @24-25
#   L7:
#   .line 4
#       LOAD_NAME h                   @4-5
#       PUSH_NULL                     @4-5
#       CALL 0                        @4-7
#       POP_TOP                       @4-7
#   L8:
#   .line 5
#       LOAD_NAME c                   @3-4
#       LOAD_NAME d                   @8-9
#       SWAP 2                        @3-14
#       COPY 2                        @3-14
#       COMPARE_OP <= +bool           @3-14
#       POP_JUMP_IF_FALSE L9          @3-14
#       LOAD_NAME e                   @13-14
#       COMPARE_OP <= +bool           @3-14
#       POP_JUMP_IF_TRUE L11          @3-14
#       JUMP_FORWARD L10              @3-14
#   L9:
#       POP_TOP                       @3-14
#   L10:
#       LOAD_NAME g                   @18-19
#       TO_BOOL                       @18-19
#       POP_JUMP_IF_FALSE L12         @18-19
#   L11:
#   .line 6
#       LOAD_NAME h                   @4-5
#       PUSH_NULL                     @4-5
#       CALL 0                        @4-7
#       POP_TOP                       @4-7
#   L12:
#   .line 9
#       LOAD_CONST <code f>           @0-11:29
#       MAKE_FUNCTION                 @0-11:29
#       STORE_NAME f                  @0-11:29
#       RETURN_CONST None             @0-11:29
#   .code f
#   .firstlineno 9
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: err, n
#   .stacksize 4
#   .consts None, 500, 599
#   .line 9
#       RESUME 0                      @0-0
#   .line 10
#       LOAD_GLOBAL isinstance +NULL  @7-17
#       LOAD_FAST err                 @18-21
#       LOAD_GLOBAL TimeoutError      @23-35
#       CALL 2                        @7-36
#       TO_BOOL                       @7-36
#       POP_JUMP_IF_TRUE L3           @7-36
#       LOAD_GLOBAL isinstance +NULL  @40-50
#       LOAD_FAST err                 @51-54
#       LOAD_GLOBAL HTTPError         @56-65
#       CALL 2                        @40-66
#       TO_BOOL                       @40-66
#       POP_JUMP_IF_FALSE L2          @40-66
#       LOAD_CONST 500                @71-74
#       LOAD_FAST err                 @78-81
#       LOAD_ATTR code                @78-86
#       SWAP 2                        @71-93
#       COPY 2                        @71-93
#       COMPARE_OP <= +bool           @71-93
#       POP_JUMP_IF_FALSE L1          @71-93
#       LOAD_CONST 599                @90-93
#       COMPARE_OP <= +bool           @71-93
#       POP_JUMP_IF_TRUE L3           @71-93
#       JUMP_FORWARD L2               @71-93
#   L1:
#       POP_TOP                       @71-93
#   L2:
#       LOAD_FAST n                   @97-98
#       LOAD_GLOBAL errnos            @102-108
#       CONTAINS_OP 0                 @97-108
#       POP_JUMP_IF_FALSE L4          @97-108
#   L3:
#   .line 11
#       LOAD_GLOBAL denied            @14-20
#       LOAD_FAST err                 @26-29
#       RAISE_VARARGS 2               @8-29
#   L4:
#   .line 10
#       RETURN_CONST None             @97-108
#   .end

# antioch could not decompile f (line 9): a branch that both computes a value and runs statements
# its listing:
#   .version 3.13
#   .name f
#   .filename 'chained_conditions.py'
#   .firstlineno 9
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: err, n
#   .stacksize 4
#   .consts None, 500, 599
#   .line 9
#       RESUME 0                      @0-0
#   .line 10
#       LOAD_GLOBAL isinstance +NULL  @7-17
#       LOAD_FAST err                 @18-21
#       LOAD_GLOBAL TimeoutError      @23-35
#       CALL 2                        @7-36
#       TO_BOOL                       @7-36
#       POP_JUMP_IF_TRUE L3           @7-36
#       LOAD_GLOBAL isinstance +NULL  @40-50
#       LOAD_FAST err                 @51-54
#       LOAD_GLOBAL HTTPError         @56-65
#       CALL 2                        @40-66
#       TO_BOOL                       @40-66
#       POP_JUMP_IF_FALSE L2          @40-66
#       LOAD_CONST 500                @71-74
#       LOAD_FAST err                 @78-81
#       LOAD_ATTR code                @78-86
#       SWAP 2                        @71-93
#       COPY 2                        @71-93
#       COMPARE_OP <= +bool           @71-93
#       POP_JUMP_IF_FALSE L1          @71-93
#       LOAD_CONST 599                @90-93
#       COMPARE_OP <= +bool           @71-93
#       POP_JUMP_IF_TRUE L3           @71-93
#       JUMP_FORWARD L2               @71-93
#   L1:
#       POP_TOP                       @71-93
#   L2:
#       LOAD_FAST n                   @97-98
#       LOAD_GLOBAL errnos            @102-108
#       CONTAINS_OP 0                 @97-108
#       POP_JUMP_IF_FALSE L4          @97-108
#   L3:
#   .line 11
#       LOAD_GLOBAL denied            @14-20
#       LOAD_FAST err                 @26-29
#       RAISE_VARARGS 2               @8-29
#   L4:
#   .line 10
#       RETURN_CONST None             @97-108
