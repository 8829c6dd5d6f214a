











def f(x, a, b, c): raise NotImplementedError('antioch: f not decompiled: a block is reached from two places that Python cannot share')



def g(a, b): raise NotImplementedError('antioch: g not decompiled: a block is reached from two places that Python cannot share')
raise NotImplementedError('antioch: <module> not decompiled: a block is reached from two places that Python cannot share')

# antioch could not decompile <module> (line 1): a block is reached from two places that Python cannot share
# its listing:
#   .version 3.15
#   .filename 'value_conditions.py'
#   .firstlineno 1
#   .flags 0x0
#   .stacksize 4
#   .line 0
#       RESUME 0                      @0-1:0
#   .line 1
#       LOAD_NAME ok                  @4-6
#       COPY 1                        @4-12
#       TO_BOOL                       @4-12
#       POP_JUMP_IF_FALSE L1          @4-12
#       NOT_TAKEN                     @4-12
#       POP_TOP                       @4-12
#       LOAD_NAME a                   @11-12
#       COPY 1                        @4-17
#       TO_BOOL                       @4-17
#       POP_JUMP_IF_TRUE L2           @4-17
#       NOT_TAKEN                     @4-17
#   L1:
#       POP_TOP                       @4-17
#       LOAD_NAME b                   @16-17
#   L2:
#       STORE_NAME x                  @0-1
#   .line 2
#       LOAD_NAME ok                  @5-7
#       COPY 1                        @5-12
#       TO_BOOL                       @5-12
#       POP_JUMP_IF_TRUE L3           @5-12
#       NOT_TAKEN                     @5-12
#       POP_TOP                       @5-12
#       LOAD_NAME a                   @11-12
#       COPY 1                        @4-19
#       TO_BOOL                       @4-19
#       POP_JUMP_IF_FALSE L4          @4-19
#       NOT_TAKEN                     @4-19
#   L3:
#       POP_TOP                       @4-19
#       LOAD_NAME b                   @18-19
#   L4:
#       STORE_NAME x                  @0-1
#   .line 3
#       LOAD_NAME ok                  @4-6
#       COPY 1                        @4-18
#       TO_BOOL                       @4-18
#       POP_JUMP_IF_FALSE L5          @4-18
#       NOT_TAKEN                     @4-18
#       POP_TOP                       @4-18
#       LOAD_NAME a                   @11-12
#       COPY 1                        @4-18
#       TO_BOOL                       @4-18
#       POP_JUMP_IF_FALSE L5          @4-18
#       NOT_TAKEN                     @4-18
#       POP_TOP                       @4-18
#       LOAD_NAME b                   @17-18
#       COPY 1                        @4-23
#       TO_BOOL                       @4-23
#       POP_JUMP_IF_TRUE L6           @4-23
#       NOT_TAKEN                     @4-23
#   L5:
#       POP_TOP                       @4-23
#       LOAD_NAME c                   @22-23
#   L6:
#       STORE_NAME x                  @0-1
#   .line 4
#       LOAD_NAME ok                  @5-7
#       COPY 1                        @5-17
#       TO_BOOL                       @5-17
#       POP_JUMP_IF_TRUE L7           @5-17
#       NOT_TAKEN                     @5-17
#       POP_TOP                       @5-17
#       LOAD_NAME a                   @11-12
#       COPY 1                        @5-17
#       TO_BOOL                       @5-17
#       POP_JUMP_IF_TRUE L7           @5-17
#       NOT_TAKEN                     @5-17
#       POP_TOP                       @5-17
#       LOAD_NAME b                   @16-17
#       COPY 1                        @4-24
#       TO_BOOL                       @4-24
#       POP_JUMP_IF_FALSE L8          @4-24
#       NOT_TAKEN                     @4-24
#   L7:
#       POP_TOP                       @4-24
#       LOAD_NAME c                   @23-24
#   L8:
#       STORE_NAME x                  @0-1
#   .line 5
#       LOAD_NAME ok                  @8-10
#       TO_BOOL                       @4-10
#       UNARY_NOT                     @4-10
#       COPY 1                        @4-16
#       TO_BOOL                       @4-16
#       POP_JUMP_IF_FALSE L9          @4-16
#       NOT_TAKEN                     @4-16
#       POP_TOP                       @4-16
#       LOAD_NAME a                   @15-16
#       COPY 1                        @4-21
#       TO_BOOL                       @4-21
#       POP_JUMP_IF_TRUE L10          @4-21
#       NOT_TAKEN                     @4-21
#   L9:
#       POP_TOP                       @4-21
#       LOAD_NAME b                   @20-21
#   L10:
#       STORE_NAME x                  @0-1
#   .line 6
#       LOAD_NAME ok                  @5-7
#       COPY 1                        @5-13
#       TO_BOOL                       @5-13
#       POP_JUMP_IF_FALSE L11         @5-13
#       NOT_TAKEN                     @5-13
#       POP_TOP                       @5-13
#       LOAD_NAME a                   @12-13
#       COPY 1                        @5-18
#       TO_BOOL                       @5-18
#       POP_JUMP_IF_TRUE L12          @5-18
#       NOT_TAKEN                     @5-18
#   L11:
#       POP_TOP                       @5-18
#       LOAD_NAME b                   @17-18
#       COPY 1                        @4-25
#       TO_BOOL                       @4-25
#       POP_JUMP_IF_FALSE L13         @4-25
#       NOT_TAKEN                     @4-25
#   L12:
#       POP_TOP                       @4-25
#       LOAD_NAME c                   @24-25
#   L13:
#       STORE_NAME x                  @0-1
#   .line 7
#       LOAD_NAME ok                  @4-6
#       COPY 1                        @4-12
#       TO_BOOL                       @4-12
#       POP_JUMP_IF_FALSE L14         @4-12
#       NOT_TAKEN                     @4-12
#       POP_TOP                       @4-12
#       LOAD_NAME a                   @11-12
#       COPY 1                        @4-23
#       TO_BOOL                       @4-23
#       POP_JUMP_IF_TRUE L15          @4-23
#       NOT_TAKEN                     @4-23
#   L14:
#       POP_TOP                       @4-23
#       LOAD_NAME b                   @16-17
#       COPY 1                        @16-23
#       TO_BOOL                       @16-23
#       POP_JUMP_IF_FALSE L15         @16-23
#       NOT_TAKEN                     @16-23
#       POP_TOP                       @16-23
#       LOAD_NAME c                   @22-23
#   L15:
#       STORE_NAME x                  @0-1
#   .line 8
#       LOAD_NAME ok                  @4-6
#       COPY 1                        @4-12
#       TO_BOOL                       @4-12
#       POP_JUMP_IF_FALSE L16         @4-12
#       NOT_TAKEN                     @4-12
#       POP_TOP                       @4-12
#       LOAD_NAME a                   @11-12
#       COPY 1                        @4-22
#       TO_BOOL                       @4-22
#       POP_JUMP_IF_TRUE L17          @4-22
#       NOT_TAKEN                     @4-22
#   L16:
#       POP_TOP                       @4-22
#       LOAD_NAME b                   @16-17
#       COPY 1                        @4-22
#       TO_BOOL                       @4-22
#       POP_JUMP_IF_TRUE L17          @4-22
#       NOT_TAKEN                     @4-22
#       POP_TOP                       @4-22
#       LOAD_NAME c                   @21-22
#   L17:
#       STORE_NAME x                  @0-1
#   .line 9
#       LOAD_NAME a                   @4-5
#       LOAD_NAME b                   @8-9
#       COMPARE_OP <                  @4-9
#       COPY 1                        @4-15
#       TO_BOOL                       @4-15
#       POP_JUMP_IF_FALSE L18         @4-15
#       NOT_TAKEN                     @4-15
#       POP_TOP                       @4-15
#       LOAD_NAME c                   @14-15
#       COPY 1                        @4-20
#       TO_BOOL                       @4-20
#       POP_JUMP_IF_TRUE L19          @4-20
#       NOT_TAKEN                     @4-20
#   L18:
#       POP_TOP                       @4-20
#       LOAD_NAME d                   @19-20
#   L19:
#       STORE_NAME x                  @0-1
#   .line 10
#       LOAD_NAME log                 @0-3
#       LOAD_ATTR info +method        @0-8
#       LOAD_NAME ok                  @9-11
#       COPY 1                        @9-26
#       TO_BOOL                       @9-26
#       POP_JUMP_IF_FALSE L20         @9-26
#       NOT_TAKEN                     @9-26
#       POP_TOP                       @9-26
#       LOAD_CONST 'success!'         @16-26
#       COPY 1                        @9-40
#       TO_BOOL                       @9-40
#       POP_JUMP_IF_TRUE L21          @9-40
#       NOT_TAKEN                     @9-40
#   L20:
#       POP_TOP                       @9-40
#       LOAD_CONST 'failure.'         @30-40
#   L21:
#       CALL 1                        @0-41
#       POP_TOP                       @0-41
#   .line 13
#       LOAD_CONST <code f>           @0-14:30
#       MAKE_FUNCTION                 @0-14:30
#       STORE_NAME f                  @0-14:30
#   .line 17
#       LOAD_CONST <code g>           @0-18:36
#       MAKE_FUNCTION                 @0-18:36
#       STORE_NAME g                  @0-18:36
#       LOAD_COMMON_CONSTANT None     @0-18:36
#       RETURN_VALUE                  @0-18:36
#   .code f
#   .firstlineno 13
#   .argcount 4
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: x, a, b, c
#   .stacksize 2
#   .consts None
#   .line 13
#       RESUME 0                      @0-0
#   .line 14
#       LOAD_FAST x                   @11-12
#       COPY 1                        @11-25
#       TO_BOOL                       @11-25
#       POP_JUMP_IF_FALSE L1          @11-25
#       NOT_TAKEN                     @11-25
#       POP_TOP                       @11-25
#       LOAD_FAST a                   @18-19
#       COPY 1                        @11-30
#       TO_BOOL                       @11-30
#       POP_JUMP_IF_TRUE L2           @11-30
#       NOT_TAKEN                     @11-30
#       POP_TOP                       @18-24
#       LOAD_FAST b                   @23-24
#       COPY 1                        @11-30
#       TO_BOOL                       @11-30
#       POP_JUMP_IF_TRUE L2           @11-30
#       NOT_TAKEN                     @11-30
#   L1:
#       POP_TOP                       @11-30
#       LOAD_FAST c                   @29-30
#   L2:
#       RETURN_VALUE                  @4-30
#   .end
#   .code g
#   .firstlineno 17
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: a, b   locals: c
#   .stacksize 6
#   .varnames a, b, c
#   .consts None
#   .line 17
#       RESUME 0                      @0-0
#   .line 18
#       LOAD_FAST a                   @34-35
#       LOAD_FAST_AND_CLEAR c         @11-36
#       SWAP 2                        @11-36
#   L1:
#       BUILD_LIST 0                  @11-36
#       SWAP 2                        @11-36
#       GET_ITER 0                    @34-35
#   L2:
#       FOR_ITER L8                   @34-35
#       STORE_FAST_LOAD_FAST c a      @29-30
#       COPY 1                        @12-19
#       TO_BOOL                       @12-19
#       POP_JUMP_IF_FALSE L6          @12-19
#   L3:
#       NOT_TAKEN                     @12-19
#   L4:
#       POP_TOP                       @12-19
#       LOAD_FAST b                   @18-19
#       COPY 1                        @12-24
#       TO_BOOL                       @12-24
#       POP_JUMP_IF_TRUE L7           @12-24
#   L5:
#       NOT_TAKEN                     @12-24
#   L6:
#       POP_TOP                       @12-24
#       LOAD_FAST c                   @23-24
#   L7:
#       LIST_APPEND 3                 @12-24
#       JUMP_BACKWARD L2              @12-24
#   L8:
#       END_FOR                       @34-35
#       POP_ITER                      @34-35
#   L9:
#       SWAP 2                        @11-36
#       STORE_FAST c                  @11-36
#       RETURN_VALUE                  @4-36
#   L10:
#   .line -
#       SWAP 2
#       POP_TOP
#   .line 18
#       SWAP 2                        @11-36
#       STORE_FAST c                  @11-36
#       RERAISE 0                     @11-36
#   .try L1 L3 -> L10 depth 2
#   .try L4 L5 -> L10 depth 2
#   .try L6 L9 -> L10 depth 2
#   .end

# antioch could not decompile f (line 13): a block is reached from two places that Python cannot share
# its listing:
#   .version 3.15
#   .name f
#   .filename 'value_conditions.py'
#   .firstlineno 13
#   .argcount 4
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: x, a, b, c
#   .stacksize 2
#   .consts None
#   .line 13
#       RESUME 0                      @0-0
#   .line 14
#       LOAD_FAST x                   @11-12
#       COPY 1                        @11-25
#       TO_BOOL                       @11-25
#       POP_JUMP_IF_FALSE L1          @11-25
#       NOT_TAKEN                     @11-25
#       POP_TOP                       @11-25
#       LOAD_FAST a                   @18-19
#       COPY 1                        @11-30
#       TO_BOOL                       @11-30
#       POP_JUMP_IF_TRUE L2           @11-30
#       NOT_TAKEN                     @11-30
#       POP_TOP                       @18-24
#       LOAD_FAST b                   @23-24
#       COPY 1                        @11-30
#       TO_BOOL                       @11-30
#       POP_JUMP_IF_TRUE L2           @11-30
#       NOT_TAKEN                     @11-30
#   L1:
#       POP_TOP                       @11-30
#       LOAD_FAST c                   @29-30
#   L2:
#       RETURN_VALUE                  @4-30

# antioch could not decompile g (line 17): a block is reached from two places that Python cannot share
# its listing:
#   .version 3.15
#   .name g
#   .filename 'value_conditions.py'
#   .firstlineno 17
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: a, b   locals: c
#   .stacksize 6
#   .varnames a, b, c
#   .consts None
#   .line 17
#       RESUME 0                      @0-0
#   .line 18
#       LOAD_FAST a                   @34-35
#       LOAD_FAST_AND_CLEAR c         @11-36
#       SWAP 2                        @11-36
#   L1:
#       BUILD_LIST 0                  @11-36
#       SWAP 2                        @11-36
#       GET_ITER 0                    @34-35
#   L2:
#       FOR_ITER L8                   @34-35
#       STORE_FAST_LOAD_FAST c a      @29-30
#       COPY 1                        @12-19
#       TO_BOOL                       @12-19
#       POP_JUMP_IF_FALSE L6          @12-19
#   L3:
#       NOT_TAKEN                     @12-19
#   L4:
#       POP_TOP                       @12-19
#       LOAD_FAST b                   @18-19
#       COPY 1                        @12-24
#       TO_BOOL                       @12-24
#       POP_JUMP_IF_TRUE L7           @12-24
#   L5:
#       NOT_TAKEN                     @12-24
#   L6:
#       POP_TOP                       @12-24
#       LOAD_FAST c                   @23-24
#   L7:
#       LIST_APPEND 3                 @12-24
#       JUMP_BACKWARD L2              @12-24
#   L8:
#       END_FOR                       @34-35
#       POP_ITER                      @34-35
#   L9:
#       SWAP 2                        @11-36
#       STORE_FAST c                  @11-36
#       RETURN_VALUE                  @4-36
#   L10:
#   .line -
#       SWAP 2
#       POP_TOP
#   .line 18
#       SWAP 2                        @11-36
#       STORE_FAST c                  @11-36
#       RERAISE 0                     @11-36
#   .try L1 L3 -> L10 depth 2
#   .try L4 L5 -> L10 depth 2
#   .try L6 L9 -> L10 depth 2
