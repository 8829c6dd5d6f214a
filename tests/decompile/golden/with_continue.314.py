
def skipped(jobs, lock): raise NotImplementedError('antioch: skipped not decompiled: 1 block(s) of the flow not placed (from offset 126)')

# antioch could not decompile skipped (line 2): 1 block(s) of the flow not placed (from offset 126)
# its listing:
#   .version 3.14
#   .name skipped
#   .filename 'with_continue.py'
#   .firstlineno 2
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: jobs, lock   locals: job, held
#   .stacksize 8
#   .varnames jobs, lock, job, held
#   .line 2
#       RESUME 0                      @0-0
#   .line 3
#       LOAD_FAST_BORROW jobs         @15-19
#       GET_ITER                      @15-19
#   L1:
#       FOR_ITER L6                   @15-19
#       STORE_FAST job                @8-11
#   .line 4
#       LOAD_FAST lock                @13-17
#       COPY 1                        @13-17
#       LOAD_SPECIAL __exit__         @13-17
#       SWAP 2                        @13-17
#       SWAP 3                        @13-17
#       LOAD_SPECIAL __enter__        @13-17
#       CALL 0                        @13-17
#   L2:
#       STORE_FAST held               @21-25
#   .line 5
#       LOAD_FAST_BORROW job          @15-18
#       LOAD_ATTR done                @15-23
#       TO_BOOL                       @15-23
#       POP_JUMP_IF_FALSE L4          @15-23
#       NOT_TAKEN                     @15-23
#   .line 6
#       NOP                           @16-24
#   L3:
#   .line 4
#       LOAD_CONST None               @13-17
#       LOAD_CONST None               @13-17
#       LOAD_CONST None               @13-17
#       CALL 3                        @13-17
#       POP_TOP                       @13-17
#       JUMP_BACKWARD L1              @13-17
#   L4:
#   .line 7
#       LOAD_FAST_BORROW job          @12-15
#       LOAD_ATTR run +method         @12-19
#       LOAD_FAST_BORROW held         @20-24
#       CALL 1                        @12-25
#       POP_TOP                       @12-25
#   L5:
#   .line 4
#       LOAD_CONST None               @13-17
#       LOAD_CONST None               @13-17
#       LOAD_CONST None               @13-17
#       CALL 3                        @13-17
#       POP_TOP                       @13-17
#       JUMP_BACKWARD L1              @13-17
#   L6:
#   .line 3
#       END_FOR                       @15-19
#       POP_ITER                      @15-19
#       LOAD_CONST None               @15-19
#       RETURN_VALUE                  @15-19
#   L7:
#   .line 4
#       PUSH_EXC_INFO                 @13-17
#       WITH_EXCEPT_START             @13-17
#       TO_BOOL                       @13-17
#       POP_JUMP_IF_TRUE L8           @13-17
#       NOT_TAKEN                     @13-17
#       RERAISE 2                     @13-17
#   L8:
#       POP_TOP                       @13-17
#   L9:
#       POP_EXCEPT                    @13-17
#       POP_TOP                       @13-17
#       POP_TOP                       @13-17
#       POP_TOP                       @13-17
#       JUMP_BACKWARD L1              @13-17
#   L10:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   .try L2 L3 -> L7 depth 3 lasti
#   .try L4 L5 -> L7 depth 3 lasti
#   .try L7 L9 -> L10 depth 5 lasti
