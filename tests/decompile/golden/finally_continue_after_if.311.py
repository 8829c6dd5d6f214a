def attach(self, name, handle): raise NotImplementedError('antioch: attach not decompiled: a way out of a try body without its copy of the finally body')

# antioch could not decompile attach (line 1): a way out of a try body without its copy of the finally body
# its listing:
#   .version 3.11
#   .name attach
#   .filename 'finally_continue_after_if.py'
#   .firstlineno 1
#   .argcount 3
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: self, name, handle   locals: code
#   .stacksize 5
#   .varnames self, name, handle, code
#   .consts None, True, 183
#   .line 1
#       RESUME 0                      @0-0
#   L1:
#   .line 2
#       NOP                           @4-13:13
#   .line 3
#       NOP                           @8-11:25
#   L2:
#   .line 4
#       LOAD_GLOBAL poll +NULL        @19-23
#       PRECALL 0                     @19-25
#       CALL 0                        @19-25
#       STORE_FAST code               @12-16
#   .line 5
#       LOAD_FAST code                @15-19
#       LOAD_CONST 183                @23-26
#       COMPARE_OP ==                 @15-26
#       POP_JUMP_FORWARD_IF_FALSE L4  @15-26
#   .line 6
#       LOAD_FAST name                @19-23
#       POP_JUMP_FORWARD_IF_FALSE L3  @16-7:29
#   .line 7
#       LOAD_GLOBAL log +NULL         @20-23
#       LOAD_FAST name                @24-28
#       PRECALL 1                     @20-29
#       CALL 1                        @20-29
#       POP_TOP                       @20-29
#   L3:
#   .line 8
#       NOP                           @16-24
#   .line 11
#       LOAD_GLOBAL close +NULL       @12-17
#       LOAD_FAST handle              @18-24
#       PRECALL 1                     @12-25
#       CALL 1                        @12-25
#       POP_TOP                       @12-25
#       JUMP_BACKWARD L1              @12-25
#   L4:
#   .line 9
#       LOAD_GLOBAL open_mapping +NULL @27-39
#       LOAD_FAST name                @40-44
#       PRECALL 1                     @27-45
#       CALL 1                        @27-45
#       LOAD_FAST self                @12-16
#       STORE_ATTR mapping            @12-24
#   L5:
#   .line 11
#       LOAD_GLOBAL close +NULL       @12-17
#       LOAD_FAST handle              @18-24
#       PRECALL 1                     @12-25
#       CALL 1                        @12-25
#       POP_TOP                       @12-25
#       JUMP_FORWARD L8               @12-25
#   L6:
#   .line -
#       PUSH_EXC_INFO
#   .line 11
#       LOAD_GLOBAL close +NULL       @12-17
#       LOAD_FAST handle              @18-24
#       PRECALL 1                     @12-25
#       CALL 1                        @12-25
#       POP_TOP                       @12-25
#       RERAISE 0                     @12-25
#   L7:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   L8:
#   .line 12
#       LOAD_FAST name                @20-24
#       LOAD_FAST self                @8-12
#       STORE_ATTR name               @8-17
#   .line 13
#       NOP                           @8-13
#   .line 14
#       LOAD_FAST self                @11-15
#       LOAD_ATTR mapping             @11-23
#       RETURN_VALUE                  @4-23
#   .try L2 L3 -> L6 depth 0
#   .try L4 L5 -> L6 depth 0
#   .try L6 L7 -> L7 depth 1 lasti
