def first_read(names): raise NotImplementedError('antioch: first_read not decompiled: a block is reached from two places that Python cannot share')

# antioch could not decompile first_read (line 1): a block is reached from two places that Python cannot share
# its listing:
#   .version 3.12
#   .name first_read
#   .filename 'with_then_break.py'
#   .firstlineno 1
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: names   locals: name, fp, data
#   .stacksize 7
#   .names open, read, OSError, use
#   .line 1
#       RESUME 0                      @0-0
#   .line 2
#       LOAD_FAST names               @16-21
#       GET_ITER                      @4-8:16
#   L1:
#       FOR_ITER L6                   @4-8:16
#       STORE_FAST name               @8-12
#   .line 3
#       NOP                           @8-8:16
#   L2:
#   .line 4
#       LOAD_GLOBAL open +NULL        @17-21
#       LOAD_FAST name                @22-26
#       CALL 1                        @17-27
#       BEFORE_WITH                   @12-5:32
#   L3:
#       STORE_FAST fp                 @31-33
#   .line 5
#       LOAD_FAST fp                  @23-25
#       LOAD_ATTR read +method        @23-30
#       CALL 0                        @23-32
#       STORE_FAST data               @16-20
#   L4:
#   .line 4
#       LOAD_CONST None               @12-5:32
#       LOAD_CONST None               @12-5:32
#       LOAD_CONST None               @12-5:32
#       CALL 2                        @12-5:32
#       POP_TOP                       @12-5:32
#   L5:
#   .line 6
#       POP_TOP                       @12-17
#       JUMP_FORWARD L7               @12-17
#   L6:
#   .line 2
#       END_FOR                       @4-8:16
#   L7:
#   .line 9
#       LOAD_GLOBAL use +NULL         @4-7
#       LOAD_FAST_CHECK data          @8-12
#       CALL 1                        @4-13
#       POP_TOP                       @4-13
#       RETURN_CONST None             @4-13
#   L8:
#   .line 4
#       PUSH_EXC_INFO                 @12-5:32
#       WITH_EXCEPT_START             @12-5:32
#       POP_JUMP_IF_TRUE L9           @12-5:32
#       RERAISE 2                     @12-5:32
#   L9:
#       POP_TOP                       @12-5:32
#   L10:
#       POP_EXCEPT                    @12-5:32
#       POP_TOP                       @12-5:32
#       POP_TOP                       @12-5:32
#       JUMP_BACKWARD L5              @12-5:32
#   L11:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   L12:
#       PUSH_EXC_INFO
#   .line 7
#       LOAD_GLOBAL OSError           @15-22
#       CHECK_EXC_MATCH               @8-8:16
#       POP_JUMP_IF_FALSE L14         @8-8:16
#       POP_TOP                       @8-8:16
#   L13:
#   .line 8
#       POP_EXCEPT                    @12-16
#       JUMP_BACKWARD L1              @12-16
#   L14:
#   .line 7
#       RERAISE 0                     @8-8:16
#   L15:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   .try L2 L3 -> L12 depth 1
#   .try L3 L4 -> L8 depth 2 lasti
#   .try L4 L5 -> L12 depth 1
#   .try L8 L10 -> L11 depth 4 lasti
#   .try L10 L12 -> L12 depth 1
#   .try L12 L13 -> L15 depth 2 lasti
#   .try L14 L15 -> L15 depth 2 lasti
