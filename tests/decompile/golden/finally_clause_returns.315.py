def fetched(url): raise NotImplementedError('antioch: fetched not decompiled: a try body that goes on to different places')

# antioch could not decompile fetched (line 1): a try body that goes on to different places
# its listing:
#   .version 3.15
#   .name fetched
#   .filename 'finally_clause_returns.py'
#   .firstlineno 1
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: url   locals: data
#   .stacksize 5
#   .names fetch, log, OSError, close
#   .consts 1
#   .line 1
#       RESUME 0                      @0-0
#   .line 2
#       NOP                           @4-9:18
#   L1:
#   .line 3
#       LOAD_GLOBAL fetch +NULL       @15-20
#       LOAD_FAST_BORROW url          @21-24
#       CALL 1                        @15-25
#       STORE_FAST data               @8-12
#   L2:
#   .line 7
#       LOAD_GLOBAL log +NULL         @8-11
#       LOAD_FAST_BORROW data         @12-16
#       CALL 1                        @8-17
#       POP_TOP                       @8-17
#   L3:
#       NOP                           @8-17
#   .line 9
#       LOAD_GLOBAL close +NULL       @8-13
#       LOAD_FAST_BORROW url          @14-17
#       CALL 1                        @8-18
#       POP_TOP                       @8-18
#       LOAD_COMMON_CONSTANT None     @8-18
#       RETURN_VALUE                  @8-18
#   L4:
#   .line -
#       PUSH_EXC_INFO
#   .line 4
#       LOAD_GLOBAL OSError           @11-18
#       CHECK_EXC_MATCH               @4-5:16
#       POP_JUMP_IF_FALSE L9          @4-5:16
#   L5:
#       NOT_TAKEN                     @4-5:16
#   L6:
#       POP_TOP                       @4-5:16
#   L7:
#   .line 5
#       POP_EXCEPT                    @15-16
#   L8:
#   .line 9
#       LOAD_GLOBAL close +NULL       @8-13
#       LOAD_FAST url                 @14-17
#       CALL 1                        @8-18
#       POP_TOP                       @8-18
#       LOAD_SMALL_INT 1              @8-18
#       RETURN_VALUE                  @8-18
#   L9:
#   .line 4
#       RERAISE 0                     @4-5:16
#   L10:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   L11:
#       PUSH_EXC_INFO
#   .line 9
#       LOAD_GLOBAL close +NULL       @8-13
#       LOAD_FAST url                 @14-17
#       CALL 1                        @8-18
#       POP_TOP                       @8-18
#       RERAISE 0                     @8-18
#   L12:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   .try L1 L2 -> L4 depth 0
#   .try L2 L3 -> L11 depth 0
#   .try L4 L5 -> L10 depth 1 lasti
#   .try L6 L7 -> L10 depth 1 lasti
#   .try L7 L8 -> L11 depth 0
#   .try L9 L10 -> L10 depth 1 lasti
#   .try L10 L11 -> L11 depth 0
#   .try L11 L12 -> L12 depth 1 lasti
