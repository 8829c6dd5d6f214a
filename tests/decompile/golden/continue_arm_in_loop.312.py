def expand(items, i, check, extend): raise NotImplementedError('antioch: expand not decompiled: a block is reached from two places that Python cannot share')

# antioch could not decompile expand (line 1): a block is reached from two places that Python cannot share
# its listing:
#   .version 3.12
#   .name expand
#   .filename 'continue_arm_in_loop.py'
#   .firstlineno 1
#   .argcount 4
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: items, i, check, extend
#   .stacksize 4
#   .varnames items, i, check, extend
#   .consts None, 1
#   .line 1
#       RESUME 0                      @0-0
#   L1:
#   .line 2
#       LOAD_FAST i                   @10-11
#       LOAD_GLOBAL len +NULL         @14-17
#       LOAD_FAST items               @18-23
#       CALL 1                        @14-24
#       COMPARE_OP <                  @10-24
#       POP_JUMP_IF_FALSE L10         @10-24
#   L2:
#   .line 3
#       LOAD_FAST items               @11-16
#       LOAD_FAST i                   @17-18
#       BINARY_SUBSCR                 @11-19
#       POP_JUMP_IF_FALSE L7          @11-19
#   .line 4
#       LOAD_FAST check               @15-20
#       POP_JUMP_IF_FALSE L3          @15-20
#   .line 5
#       PUSH_NULL                     @16-22
#       LOAD_FAST extend              @16-22
#       LOAD_FAST items               @23-28
#       CALL 1                        @16-29
#       POP_TOP                       @16-29
#       JUMP_FORWARD L8               @16-29
#   L3:
#   .line 6
#       LOAD_FAST i                   @17-18
#       POP_JUMP_IF_FALSE L6          @17-18
#   .line 7
#       LOAD_FAST extend              @19-25
#       POP_JUMP_IF_FALSE L4          @19-25
#   .line 8
#       PUSH_NULL                     @20-26
#       LOAD_FAST extend              @20-26
#       LOAD_FAST i                   @27-28
#       CALL 1                        @20-29
#       POP_TOP                       @20-29
#       JUMP_FORWARD L5               @20-29
#   L4:
#   .line 10
#       PUSH_NULL                     @20-25
#       LOAD_FAST check               @20-25
#       LOAD_FAST i                   @26-27
#       CALL 1                        @20-28
#       POP_TOP                       @20-28
#   L5:
#   .line 11
#       LOAD_FAST items               @20-25
#       LOAD_FAST i                   @26-27
#       DELETE_SUBSCR                 @20-28
#   .line 12
#       JUMP_BACKWARD L1              @16-24
#   L6:
#   .line 14
#       LOAD_GLOBAL ValueError +NULL  @22-32
#       LOAD_FAST i                   @33-34
#       CALL 1                        @22-35
#       RAISE_VARARGS 1               @16-35
#   L7:
#   .line 16
#       PUSH_NULL                     @12-17
#       LOAD_FAST check               @12-17
#       LOAD_FAST items               @18-23
#       CALL 1                        @12-24
#       POP_TOP                       @12-24
#   L8:
#   .line 17
#       LOAD_FAST i                   @8-9
#       LOAD_CONST 1                  @13-14
#       BINARY_OP +=                  @8-14
#       STORE_FAST i                  @8-9
#   .line 2
#       LOAD_FAST i                   @10-11
#       LOAD_GLOBAL len +NULL         @14-17
#       LOAD_FAST items               @18-23
#       CALL 1                        @14-24
#       COMPARE_OP <                  @10-24
#       POP_JUMP_IF_FALSE L9          @10-24
#       JUMP_BACKWARD L2              @10-24
#   L9:
#       RETURN_CONST None             @10-24
#   L10:
#       RETURN_CONST None             @10-24
