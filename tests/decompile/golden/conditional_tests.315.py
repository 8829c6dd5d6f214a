def kept(xs, c): raise NotImplementedError('antioch: kept not decompiled: a block is reached from two places that Python cannot share')



def called(xs, c): raise NotImplementedError('antioch: called not decompiled: a block is reached from two places that Python cannot share')

# antioch could not decompile kept (line 1): a block is reached from two places that Python cannot share
# its listing:
#   .version 3.15
#   .name kept
#   .filename 'conditional_tests.py'
#   .firstlineno 1
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: xs, c   locals: x
#   .stacksize 5
#   .varnames xs, c, x
#   .consts None
#   .line 1
#       RESUME 0                      @0-0
#   .line 2
#       LOAD_FAST xs                  @23-25
#       LOAD_FAST_AND_CLEAR x         @11-49
#       SWAP 2                        @11-49
#   L1:
#       BUILD_LIST 0                  @11-49
#       SWAP 2                        @11-49
#       GET_ITER 0                    @23-25
#   L2:
#       FOR_ITER L10                  @23-25
#       STORE_FAST_LOAD_FAST x c      @18-19
#       TO_BOOL                       @35-36
#       POP_JUMP_IF_FALSE L7          @35-36
#   L3:
#       NOT_TAKEN                     @35-36
#   L4:
#       LOAD_FAST_BORROW x            @30-31
#       TO_BOOL                       @30-31
#   L5:
#       POP_JUMP_IF_TRUE L6           @12-13
#       NOT_TAKEN                     @12-13
#       JUMP_BACKWARD L2              @12-13
#   L6:
#       JUMP_FORWARD L9               @30-31
#   L7:
#       LOAD_FAST_BORROW x            @46-47
#       TO_BOOL                       @46-47
#   L8:
#       POP_JUMP_IF_FALSE L9          @12-13
#       NOT_TAKEN                     @12-13
#       JUMP_BACKWARD L2              @12-13
#   L9:
#       LOAD_FAST_BORROW x            @12-13
#       LIST_APPEND 3                 @12-13
#       JUMP_BACKWARD L2              @12-13
#   L10:
#       END_FOR                       @23-25
#       POP_ITER                      @23-25
#   L11:
#       SWAP 2                        @11-49
#       STORE_FAST x                  @11-49
#       RETURN_VALUE                  @4-49
#   L12:
#   .line -
#       SWAP 2
#       POP_TOP
#   .line 2
#       SWAP 2                        @11-49
#       STORE_FAST x                  @11-49
#       RERAISE 0                     @11-49
#   .try L1 L3 -> L12 depth 2
#   .try L4 L5 -> L12 depth 2
#   .try L6 L8 -> L12 depth 2
#   .try L9 L11 -> L12 depth 2

# antioch could not decompile called (line 5): a block is reached from two places that Python cannot share
# its listing:
#   .version 3.15
#   .name called
#   .filename 'conditional_tests.py'
#   .firstlineno 5
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: xs, c   locals: x
#   .stacksize 5
#   .varnames xs, c, x
#   .consts None
#   .line 5
#       RESUME 0                      @0-0
#   .line 6
#       LOAD_FAST xs                  @13-15
#       GET_ITER 0                    @13-15
#   L1:
#       FOR_ITER L5                   @13-15
#       STORE_FAST x                  @8-9
#   .line 7
#       LOAD_FAST_BORROW c            @18-19
#       TO_BOOL                       @18-19
#       POP_JUMP_IF_FALSE L3          @18-19
#       NOT_TAKEN                     @18-19
#       LOAD_FAST_BORROW x            @11-12
#       LOAD_ATTR a                   @11-14
#       TO_BOOL                       @11-14
#       POP_JUMP_IF_TRUE L2           @11-14
#       NOT_TAKEN                     @11-14
#       JUMP_BACKWARD L1              @11-14
#   L2:
#       JUMP_FORWARD L4               @11-14
#   L3:
#       LOAD_FAST_BORROW x            @25-26
#       LOAD_ATTR b                   @25-28
#       TO_BOOL                       @25-28
#       POP_JUMP_IF_TRUE L4           @25-28
#       NOT_TAKEN                     @25-28
#       JUMP_BACKWARD L1              @25-28
#   L4:
#   .line 8
#       LOAD_GLOBAL f +NULL           @12-13
#       LOAD_FAST_BORROW x            @14-15
#       CALL 1                        @12-16
#       POP_TOP                       @12-16
#       JUMP_BACKWARD L1              @12-16
#   L5:
#   .line 6
#       END_FOR                       @13-15
#       POP_ITER                      @13-15
#       LOAD_COMMON_CONSTANT None     @13-15
#       RETURN_VALUE                  @13-15
