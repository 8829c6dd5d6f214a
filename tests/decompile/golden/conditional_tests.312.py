def kept(xs, c): raise NotImplementedError('antioch: kept not decompiled: a block is reached from two places that Python cannot share')



def called(xs, c): raise NotImplementedError('antioch: called not decompiled: a block is reached from two places that Python cannot share')

# antioch could not decompile kept (line 1): a block is reached from two places that Python cannot share
# its listing:
#   .version 3.12
#   .name kept
#   .filename 'conditional_tests.py'
#   .firstlineno 1
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: xs, c   locals: x
#   .stacksize 4
#   .varnames xs, c, x
#   .consts None
#   .line 1
#       RESUME 0                      @0-0
#   .line 2
#       LOAD_FAST xs                  @23-25
#       GET_ITER                      @11-49
#       LOAD_FAST_AND_CLEAR x         @11-49
#       SWAP 2                        @11-49
#   L1:
#       BUILD_LIST 0                  @11-49
#       SWAP 2                        @11-49
#   L2:
#       FOR_ITER L8                   @11-49
#       STORE_FAST x                  @18-19
#       LOAD_FAST c                   @35-36
#       POP_JUMP_IF_FALSE L5          @35-36
#       LOAD_FAST x                   @30-31
#       POP_JUMP_IF_TRUE L4           @30-31
#   L3:
#       JUMP_BACKWARD L2              @30-31
#   L4:
#       JUMP_FORWARD L7               @30-31
#   L5:
#       LOAD_FAST x                   @46-47
#       POP_JUMP_IF_FALSE L7          @46-47
#   L6:
#       JUMP_BACKWARD L2              @46-47
#   L7:
#       LOAD_FAST x                   @12-13
#       LIST_APPEND 2                 @12-13
#       JUMP_BACKWARD L2              @12-13
#   L8:
#       END_FOR                       @11-49
#   L9:
#       SWAP 2                        @11-49
#       STORE_FAST x                  @11-49
#       RETURN_VALUE                  @4-49
#   L10:
#   .line -
#       SWAP 2
#       POP_TOP
#   .line 2
#       SWAP 2                        @11-49
#       STORE_FAST x                  @11-49
#       RERAISE 0                     @11-49
#   .try L1 L3 -> L10 depth 2
#   .try L4 L6 -> L10 depth 2
#   .try L7 L9 -> L10 depth 2

# antioch could not decompile called (line 5): a block is reached from two places that Python cannot share
# its listing:
#   .version 3.12
#   .name called
#   .filename 'conditional_tests.py'
#   .firstlineno 5
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: xs, c   locals: x
#   .stacksize 4
#   .varnames xs, c, x
#   .line 5
#       RESUME 0                      @0-0
#   .line 6
#       LOAD_FAST xs                  @13-15
#       GET_ITER                      @4-8:16
#   L1:
#       FOR_ITER L5                   @4-8:16
#       STORE_FAST x                  @8-9
#   .line 7
#       LOAD_FAST c                   @18-19
#       POP_JUMP_IF_FALSE L3          @18-19
#       LOAD_FAST x                   @11-12
#       LOAD_ATTR a                   @11-14
#       POP_JUMP_IF_TRUE L2           @11-14
#       JUMP_BACKWARD L1              @11-14
#   L2:
#       JUMP_FORWARD L4               @11-14
#   L3:
#       LOAD_FAST x                   @25-26
#       LOAD_ATTR b                   @25-28
#       POP_JUMP_IF_TRUE L4           @25-28
#       JUMP_BACKWARD L1              @25-28
#   L4:
#   .line 8
#       LOAD_GLOBAL f +NULL           @12-13
#       LOAD_FAST x                   @14-15
#       CALL 1                        @12-16
#       POP_TOP                       @12-16
#       JUMP_BACKWARD L1              @12-16
#   L5:
#   .line 6
#       END_FOR                       @4-8:16
#       RETURN_CONST None             @4-8:16
