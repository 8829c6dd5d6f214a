def first_read(names): raise NotImplementedError('antioch: first_read not decompiled: a block is reached from two places that Python cannot share')

# antioch could not decompile first_read (line 1): a block is reached from two places that Python cannot share
# its listing:
#   .version 3.15
#   .name first_read
#   .filename 'with_then_break.py'
#   .firstlineno 1
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: names   locals: name, fp, data
#   .stacksize 9
#   .names open, read, OSError, use
#   .consts None
#   .line 1
#       RESUME 0                      @0-0
#   .line 2
#       LOAD_FAST names               @16-21
#       GET_ITER 0                    @16-21
#   L1:
#       FOR_ITER L6                   @16-21
#       STORE_FAST name               @8-12
#   .line 3
#       NOP                           @8-8:16
#   L2:
#   .line 4
#       LOAD_GLOBAL open +NULL        @17-21
#       LOAD_FAST_BORROW name         @22-26
#       CALL 1                        @17-27
#       COPY 1                        @17-27
#       LOAD_SPECIAL __exit__         @17-27
#       SWAP 2                        @17-27
#       SWAP 3                        @17-27
#       LOAD_SPECIAL __enter__        @17-27
#       CALL 0                        @17-27
#   L3:
#       STORE_FAST fp                 @31-33
#   .line 5
#       LOAD_FAST_BORROW fp           @23-25
#       LOAD_ATTR read +method        @23-30
#       CALL 0                        @23-32
#       STORE_FAST data               @16-20
#   L4:
#   .line 4
#       LOAD_COMMON_CONSTANT None     @17-27
#       LOAD_COMMON_CONSTANT None     @17-27
#       LOAD_COMMON_CONSTANT None     @17-27
#       CALL 3                        @17-27
#       POP_TOP                       @17-27
#   L5:
#   .line 6
#       POP_TOP                       @12-17
#       POP_TOP                       @12-17
#       JUMP_FORWARD L7               @12-17
#   L6:
#   .line 2
#       END_FOR                       @16-21
#       POP_ITER                      @16-21
#   L7:
#   .line 9
#       LOAD_GLOBAL use +NULL         @4-7
#       LOAD_FAST_CHECK data          @8-12
#       CALL 1                        @4-13
#       POP_TOP                       @4-13
#       LOAD_COMMON_CONSTANT None     @4-13
#       RETURN_VALUE                  @4-13
#   L8:
#   .line 4
#       PUSH_EXC_INFO                 @17-27
#       WITH_EXCEPT_START             @17-27
#       TO_BOOL                       @17-27
#       POP_JUMP_IF_TRUE L11          @17-27
#   L9:
#       NOT_TAKEN                     @17-27
#   L10:
#       RERAISE 2                     @17-27
#   L11:
#       POP_TOP                       @17-27
#   L12:
#       POP_EXCEPT                    @17-27
#       POP_TOP                       @17-27
#       POP_TOP                       @17-27
#       POP_TOP                       @17-27
#       JUMP_BACKWARD_NO_INTERRUPT L5 @17-27
#   L13:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   L14:
#       PUSH_EXC_INFO
#   .line 7
#       LOAD_GLOBAL OSError           @15-22
#       CHECK_EXC_MATCH               @8-8:16
#       POP_JUMP_IF_FALSE L18         @8-8:16
#   L15:
#       NOT_TAKEN                     @8-8:16
#   L16:
#       POP_TOP                       @8-8:16
#   L17:
#   .line 8
#       POP_EXCEPT                    @12-16
#       JUMP_BACKWARD L1              @12-16
#   L18:
#   .line 7
#       RERAISE 0                     @8-8:16
#   L19:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   .try L2 L3 -> L14 depth 2
#   .try L3 L4 -> L8 depth 4 lasti
#   .try L4 L5 -> L14 depth 2
#   .try L8 L9 -> L13 depth 6 lasti
#   .try L10 L12 -> L13 depth 6 lasti
#   .try L12 L14 -> L14 depth 2
#   .try L14 L15 -> L19 depth 3 lasti
#   .try L16 L17 -> L19 depth 3 lasti
#   .try L18 L19 -> L19 depth 3 lasti
