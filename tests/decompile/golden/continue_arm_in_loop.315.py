def expand(items, i, check, extend): raise NotImplementedError('antioch: expand not decompiled: a block is reached from two places that Python cannot share')

# antioch could not decompile expand (line 1): a block is reached from two places that Python cannot share
# its listing:
#   .version 3.15
#   .name expand
#   .filename 'continue_arm_in_loop.py'
#   .firstlineno 1
#   .argcount 4
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: items, i, check, extend
#   .stacksize 4
#   .varnames items, i, check, extend
#   .consts 1
#   .line 1
#       RESUME 0                      @0-0
#   L1:
#   .line 2
#       LOAD_FAST_BORROW i            @10-11
#       LOAD_GLOBAL len +NULL         @14-17
#       LOAD_FAST_BORROW items        @18-23
#       CALL 1                        @14-24
#       COMPARE_OP < +bool            @10-24
#       POP_JUMP_IF_FALSE L8          @10-24
#       NOT_TAKEN                     @10-24
#   .line 3
#       LOAD_FAST_BORROW_LOAD_FAST_BORROW items i @11-16
#       BINARY_OP []                  @11-19
#       TO_BOOL                       @11-19
#       POP_JUMP_IF_FALSE L6          @11-19
#       NOT_TAKEN                     @11-19
#   .line 4
#       LOAD_FAST_BORROW check        @15-20
#       TO_BOOL                       @15-20
#       POP_JUMP_IF_FALSE L2          @15-20
#       NOT_TAKEN                     @15-20
#   .line 5
#       LOAD_FAST_BORROW extend       @16-22
#       PUSH_NULL                     @16-22
#       LOAD_FAST_BORROW items        @23-28
#       CALL 1                        @16-29
#       POP_TOP                       @16-29
#       JUMP_FORWARD L7               @16-29
#   L2:
#   .line 6
#       LOAD_FAST_BORROW i            @17-18
#       TO_BOOL                       @17-18
#       POP_JUMP_IF_FALSE L5          @17-18
#       NOT_TAKEN                     @17-18
#   .line 7
#       LOAD_FAST_BORROW extend       @19-25
#       TO_BOOL                       @19-25
#       POP_JUMP_IF_FALSE L3          @19-25
#       NOT_TAKEN                     @19-25
#   .line 8
#       LOAD_FAST_BORROW extend       @20-26
#       PUSH_NULL                     @20-26
#       LOAD_FAST_BORROW i            @27-28
#       CALL 1                        @20-29
#       POP_TOP                       @20-29
#       JUMP_FORWARD L4               @20-29
#   L3:
#   .line 10
#       LOAD_FAST_BORROW check        @20-25
#       PUSH_NULL                     @20-25
#       LOAD_FAST_BORROW i            @26-27
#       CALL 1                        @20-28
#       POP_TOP                       @20-28
#   L4:
#   .line 11
#       LOAD_FAST_BORROW_LOAD_FAST_BORROW items i @20-25
#       DELETE_SUBSCR                 @20-28
#   .line 12
#       JUMP_BACKWARD L1              @16-24
#   L5:
#   .line 14
#       LOAD_GLOBAL ValueError +NULL  @22-32
#       LOAD_FAST_BORROW i            @33-34
#       CALL 1                        @22-35
#       RAISE_VARARGS 1               @16-35
#   L6:
#   .line 16
#       LOAD_FAST_BORROW check        @12-17
#       PUSH_NULL                     @12-17
#       LOAD_FAST_BORROW items        @18-23
#       CALL 1                        @12-24
#       POP_TOP                       @12-24
#   L7:
#   .line 17
#       LOAD_FAST_BORROW i            @8-9
#       LOAD_SMALL_INT 1              @13-14
#       BINARY_OP +=                  @8-14
#       STORE_FAST i                  @8-9
#       JUMP_BACKWARD L1              @8-9
#   L8:
#   .line 2
#       LOAD_COMMON_CONSTANT None     @10-24
#       RETURN_VALUE                  @10-24
