def fetched(url): raise NotImplementedError('antioch: fetched not decompiled: a try body that goes on to different places')

# antioch could not decompile fetched (line 1): a try body that goes on to different places
# its listing:
#   .version 3.11
#   .name fetched
#   .filename 'finally_clause_returns.py'
#   .firstlineno 1
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: url   locals: data
#   .stacksize 5
#   .consts None, 1
#   .line 1
#       RESUME 0                      @0-0
#   .line 2
#       NOP                           @4-9:18
#   L1:
#   .line 3
#       LOAD_GLOBAL fetch +NULL       @15-20
#       LOAD_FAST url                 @21-24
#       PRECALL 1                     @15-25
#       CALL 1                        @15-25
#       STORE_FAST data               @8-12
#   L2:
#   .line 7
#       LOAD_GLOBAL log +NULL         @8-11
#       LOAD_FAST data                @12-16
#       PRECALL 1                     @8-17
#       CALL 1                        @8-17
#       POP_TOP                       @8-17
#       JUMP_FORWARD L8               @8-17
#   L3:
#   .line -
#       PUSH_EXC_INFO
#   .line 4
#       LOAD_GLOBAL OSError           @11-18
#       CHECK_EXC_MATCH               @4-5:16
#       POP_JUMP_FORWARD_IF_FALSE L6  @4-5:16
#       POP_TOP                       @4-5:16
#   L4:
#   .line 5
#       POP_EXCEPT                    @15-16
#   L5:
#   .line 9
#       LOAD_GLOBAL close +NULL       @8-13
#       LOAD_FAST url                 @14-17
#       PRECALL 1                     @8-18
#       CALL 1                        @8-18
#       POP_TOP                       @8-18
#       LOAD_CONST 1                  @8-18
#       RETURN_VALUE                  @8-18
#   L6:
#   .line 4
#       RERAISE 0                     @4-5:16
#   L7:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   L8:
#   .line 7
#       NOP                           @8-17
#   .line 9
#       LOAD_GLOBAL close +NULL       @8-13
#       LOAD_FAST url                 @14-17
#       PRECALL 1                     @8-18
#       CALL 1                        @8-18
#       POP_TOP                       @8-18
#       LOAD_CONST None               @8-18
#       RETURN_VALUE                  @8-18
#   L9:
#   .line -
#       PUSH_EXC_INFO
#   .line 9
#       LOAD_GLOBAL close +NULL       @8-13
#       LOAD_FAST url                 @14-17
#       PRECALL 1                     @8-18
#       CALL 1                        @8-18
#       POP_TOP                       @8-18
#       RERAISE 0                     @8-18
#   L10:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   .try L1 L2 -> L3 depth 0
#   .try L2 L3 -> L9 depth 0
#   .try L3 L4 -> L7 depth 1 lasti
#   .try L4 L5 -> L9 depth 0
#   .try L6 L7 -> L7 depth 1 lasti
#   .try L7 L8 -> L9 depth 0
#   .try L9 L10 -> L10 depth 1 lasti
