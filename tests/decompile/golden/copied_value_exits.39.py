def hexdigit(c): raise NotImplementedError('antioch: hexdigit not decompiled: a branch that leaves the stack changed')




def in_range(c): raise NotImplementedError('antioch: in_range not decompiled: a branch that leaves the stack changed')



def either(a, c): raise NotImplementedError('antioch: either not decompiled: a branch that leaves the stack changed')



def stored(a, c):
    x = a and 1 <= c <= 7


def last_store(self, a, b, c):
    self.value = a or b < c < 9

# antioch could not decompile hexdigit (line 1): a branch that leaves the stack changed
# its listing:
#   .version 3.9
#   .name hexdigit
#   .filename 'copied_value_exits.py'
#   .firstlineno 1
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: c
#   .stacksize 3
#   .consts None, 65, 70, 97, 102
#   .line 2
#       LOAD_GLOBAL isdigit
#       LOAD_FAST c
#       CALL_FUNCTION 1
#       JUMP_IF_TRUE_OR_POP L4
#       LOAD_CONST 65
#       LOAD_GLOBAL ord
#       LOAD_FAST c
#       CALL_FUNCTION 1
#       DUP_TOP
#       ROT_THREE
#       COMPARE_OP <=
#       JUMP_IF_FALSE_OR_POP L1
#       LOAD_CONST 70
#       COMPARE_OP <=
#       JUMP_FORWARD L2
#   L1:
#       ROT_TWO
#       POP_TOP
#   L2:
#       JUMP_IF_TRUE_OR_POP L4
#   .line 3
#       LOAD_CONST 97
#       LOAD_GLOBAL ord
#       LOAD_FAST c
#       CALL_FUNCTION 1
#       DUP_TOP
#       ROT_THREE
#       COMPARE_OP <=
#       JUMP_IF_FALSE_OR_POP L3
#       LOAD_CONST 102
#       COMPARE_OP <=
#       RETURN_VALUE
#   L3:
#       ROT_TWO
#       POP_TOP
#   L4:
#   .line 2
#       RETURN_VALUE

# antioch could not decompile in_range (line 6): a branch that leaves the stack changed
# its listing:
#   .version 3.9
#   .name in_range
#   .filename 'copied_value_exits.py'
#   .firstlineno 6
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: c
#   .stacksize 3
#   .consts None, 65, 70, 97, 102
#   .line 7
#       LOAD_CONST 65
#       LOAD_GLOBAL ord
#       LOAD_FAST c
#       CALL_FUNCTION 1
#       DUP_TOP
#       ROT_THREE
#       COMPARE_OP <=
#       JUMP_IF_FALSE_OR_POP L1
#       LOAD_CONST 70
#       COMPARE_OP <=
#       JUMP_FORWARD L2
#   L1:
#       ROT_TWO
#       POP_TOP
#   L2:
#       JUMP_IF_TRUE_OR_POP L4
#       LOAD_CONST 97
#       LOAD_FAST c
#       DUP_TOP
#       ROT_THREE
#       COMPARE_OP <=
#       JUMP_IF_FALSE_OR_POP L3
#       LOAD_CONST 102
#       COMPARE_OP <=
#       RETURN_VALUE
#   L3:
#       ROT_TWO
#       POP_TOP
#   L4:
#       RETURN_VALUE

# antioch could not decompile either (line 10): a branch that leaves the stack changed
# its listing:
#   .version 3.9
#   .name either
#   .filename 'copied_value_exits.py'
#   .firstlineno 10
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: a, c
#   .stacksize 3
#   .consts None, 1, 7
#   .line 11
#       LOAD_FAST a
#       JUMP_IF_TRUE_OR_POP L2
#       LOAD_CONST 1
#       LOAD_FAST c
#       DUP_TOP
#       ROT_THREE
#       COMPARE_OP <=
#       JUMP_IF_FALSE_OR_POP L1
#       LOAD_CONST 7
#       COMPARE_OP <=
#       RETURN_VALUE
#   L1:
#       ROT_TWO
#       POP_TOP
#   L2:
#       RETURN_VALUE
