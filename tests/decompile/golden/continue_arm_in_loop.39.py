def expand(items, i, check, extend): raise NotImplementedError('antioch: expand not decompiled: a block is reached from two places that Python cannot share')

# antioch could not decompile expand (line 1): a block is reached from two places that Python cannot share
# its listing:
#   .version 3.9
#   .name expand
#   .filename 'continue_arm_in_loop.py'
#   .firstlineno 1
#   .argcount 4
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: items, i, check, extend
#   .stacksize 3
#   .varnames items, i, check, extend
#   .consts None, 1
#   L1:
#   .line 2
#       LOAD_FAST i
#       LOAD_GLOBAL len
#       LOAD_FAST items
#       CALL_FUNCTION 1
#       COMPARE_OP <
#       POP_JUMP_IF_FALSE L8
#   .line 3
#       LOAD_FAST items
#       LOAD_FAST i
#       BINARY_SUBSCR
#       POP_JUMP_IF_FALSE L6
#   .line 4
#       LOAD_FAST check
#       POP_JUMP_IF_FALSE L2
#   .line 5
#       LOAD_FAST extend
#       LOAD_FAST items
#       CALL_FUNCTION 1
#       POP_TOP
#       JUMP_ABSOLUTE L7
#   L2:
#   .line 6
#       LOAD_FAST i
#       POP_JUMP_IF_FALSE L5
#   .line 7
#       LOAD_FAST extend
#       POP_JUMP_IF_FALSE L3
#   .line 8
#       LOAD_FAST extend
#       LOAD_FAST i
#       CALL_FUNCTION 1
#       POP_TOP
#       JUMP_FORWARD L4
#   L3:
#   .line 10
#       LOAD_FAST check
#       LOAD_FAST i
#       CALL_FUNCTION 1
#       POP_TOP
#   L4:
#   .line 11
#       LOAD_FAST items
#       LOAD_FAST i
#       DELETE_SUBSCR
#   .line 12
#       JUMP_ABSOLUTE L1
#       JUMP_ABSOLUTE L7
#   L5:
#   .line 14
#       LOAD_GLOBAL ValueError
#       LOAD_FAST i
#       CALL_FUNCTION 1
#       RAISE_VARARGS 1
#       JUMP_FORWARD L7
#   L6:
#   .line 16
#       LOAD_FAST check
#       LOAD_FAST items
#       CALL_FUNCTION 1
#       POP_TOP
#   L7:
#   .line 17
#       LOAD_FAST i
#       LOAD_CONST 1
#       INPLACE_ADD
#       STORE_FAST i
#       JUMP_ABSOLUTE L1
#   L8:
#       LOAD_CONST None
#       RETURN_VALUE
