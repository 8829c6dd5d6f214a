def kept(xs, c): raise NotImplementedError("antioch: kept not decompiled: a comprehension's function with several statements in a clause")



def called(xs, c):
    for x in xs:
        if c:
            if not x.a:
                continue
        elif not x.b:
            continue
        f(x)

# antioch could not decompile kept (line 1): a comprehension's function with several statements in a clause
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
