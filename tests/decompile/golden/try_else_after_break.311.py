def interact(self): raise NotImplementedError('antioch: interact not decompiled: a handler that is not a chain of except clauses (finally, with, except*)')

# antioch could not decompile interact (line 1): a handler that is not a chain of except clauses (finally, with, except*)
# its listing:
#   .version 3.11
#   .name interact
#   .filename 'try_else_after_break.py'
#   .firstlineno 1
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: self   locals: more, line
#   .stacksize 4
#   .varnames self, more, line
#   .consts None, 0, 1, '\n'
#   .line 1
#       RESUME 0                      @0-0
#   .line 2
#       LOAD_CONST 0                  @11-12
#       STORE_FAST more               @4-8
#   .line 3
#       NOP                           @4-13:20
#   L1:
#   .line 4
#       NOP                           @8-13:20
#   .line 5
#       NOP                           @12-11:38
#   L2:
#   .line 6
#       LOAD_FAST self                @23-27
#       LOAD_METHOD raw_input         @23-37
#       PRECALL 0                     @23-39
#       CALL 0                        @23-39
#       STORE_FAST line               @16-20
#   L3:
#   .line 11
#       LOAD_FAST self                @23-27
#       LOAD_METHOD push              @23-32
#       LOAD_FAST line                @33-37
#       PRECALL 1                     @23-38
#       CALL 1                        @23-38
#       STORE_FAST more               @16-20
#       JUMP_FORWARD L9               @16-20
#   L4:
#   .line -
#       PUSH_EXC_INFO
#   .line 7
#       LOAD_GLOBAL EOFError          @19-27
#       CHECK_EXC_MATCH               @12-9:21
#       POP_JUMP_FORWARD_IF_FALSE L7  @12-9:21
#       POP_TOP                       @12-9:21
#   .line 8
#       LOAD_FAST self                @16-20
#       LOAD_METHOD write             @16-26
#       LOAD_CONST '\n'               @27-31
#       PRECALL 1                     @16-32
#       CALL 1                        @16-32
#       POP_TOP                       @16-32
#   L5:
#   .line 9
#       POP_EXCEPT                    @16-21
#   L6:
#       JUMP_FORWARD L15              @16-21
#   L7:
#   .line 7
#       RERAISE 0                     @12-9:21
#   L8:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   L9:
#   .line 11
#       JUMP_FORWARD L14              @16-20
#   L10:
#   .line -
#       PUSH_EXC_INFO
#   .line 12
#       LOAD_GLOBAL KeyboardInterrupt @15-32
#       CHECK_EXC_MATCH               @8-13:20
#       POP_JUMP_FORWARD_IF_FALSE L12 @8-13:20
#       POP_TOP                       @8-13:20
#   .line 13
#       LOAD_CONST 0                  @19-20
#       STORE_FAST more               @12-16
#   L11:
#       POP_EXCEPT                    @12-16
#       JUMP_FORWARD L14              @12-16
#   L12:
#   .line 12
#       RERAISE 0                     @8-13:20
#   L13:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   L14:
#   .line 3
#       JUMP_BACKWARD L1              @4-13:20
#   L15:
#   .line 14
#       LOAD_FAST more                @11-15
#       RETURN_VALUE                  @4-15
#   .try L2 L3 -> L4 depth 0
#   .try L3 L4 -> L10 depth 0
#   .try L4 L5 -> L8 depth 1 lasti
#   .try L5 L6 -> L10 depth 0
#   .try L7 L8 -> L8 depth 1 lasti
#   .try L8 L9 -> L10 depth 0
#   .try L10 L11 -> L13 depth 1 lasti
#   .try L12 L13 -> L13 depth 1 lasti
