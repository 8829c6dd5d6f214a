
def skipped(jobs, lock): raise NotImplementedError('antioch: skipped not decompiled: 1 block(s) of the flow not placed (from offset 96)')

# antioch could not decompile skipped (line 2): 1 block(s) of the flow not placed (from offset 96)
# its listing:
#   .version 3.12
#   .name skipped
#   .filename 'with_continue.py'
#   .firstlineno 2
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: jobs, lock   locals: job, held
#   .stacksize 7
#   .varnames jobs, lock, job, held
#   .line 2
#       RESUME 0                      @0-0
#   .line 3
#       LOAD_FAST jobs                @15-19
#       GET_ITER                      @4-7:25
#   L1:
#       FOR_ITER L6                   @4-7:25
#       STORE_FAST job                @8-11
#   .line 4
#       LOAD_FAST lock                @13-17
#       BEFORE_WITH                   @8-7:25
#   L2:
#       STORE_FAST held               @21-25
#   .line 5
#       LOAD_FAST job                 @15-18
#       LOAD_ATTR done                @15-23
#       POP_JUMP_IF_FALSE L4          @15-23
#   .line 6
#       NOP                           @16-24
#   L3:
#   .line 4
#       LOAD_CONST None               @8-7:25
#       LOAD_CONST None               @8-7:25
#       LOAD_CONST None               @8-7:25
#       CALL 2                        @8-7:25
#       POP_TOP                       @8-7:25
#       JUMP_BACKWARD L1              @8-7:25
#   L4:
#   .line 7
#       LOAD_FAST job                 @12-15
#       LOAD_ATTR run +method         @12-19
#       LOAD_FAST held                @20-24
#       CALL 1                        @12-25
#       POP_TOP                       @12-25
#   L5:
#   .line 4
#       LOAD_CONST None               @8-7:25
#       LOAD_CONST None               @8-7:25
#       LOAD_CONST None               @8-7:25
#       CALL 2                        @8-7:25
#       POP_TOP                       @8-7:25
#       JUMP_BACKWARD L1              @8-7:25
#   L6:
#   .line 3
#       END_FOR                       @4-7:25
#       RETURN_CONST None             @4-7:25
#   L7:
#   .line 4
#       PUSH_EXC_INFO                 @8-7:25
#       WITH_EXCEPT_START             @8-7:25
#       POP_JUMP_IF_TRUE L8           @8-7:25
#       RERAISE 2                     @8-7:25
#   L8:
#       POP_TOP                       @8-7:25
#   L9:
#       POP_EXCEPT                    @8-7:25
#       POP_TOP                       @8-7:25
#       POP_TOP                       @8-7:25
#       JUMP_BACKWARD L1              @8-7:25
#   L10:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   .try L2 L3 -> L7 depth 2 lasti
#   .try L4 L5 -> L7 depth 2 lasti
#   .try L7 L9 -> L10 depth 4 lasti
