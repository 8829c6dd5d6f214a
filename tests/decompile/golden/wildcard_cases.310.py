
def valid(msg): raise NotImplementedError('antioch: valid not decompiled: MATCH_MAPPING is not decompiled yet')









def last_case(tokens): raise NotImplementedError('antioch: last_case not decompiled: MATCH_SEQUENCE is not decompiled yet')

# antioch could not decompile valid (line 2): MATCH_MAPPING is not decompiled yet
# its listing:
#   .version 3.10
#   .name valid
#   .filename 'wildcard_cases.py'
#   .firstlineno 2
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: msg
#   .stacksize 7
#   .consts None, 1, 'reply', 0, (), 'signal', 'EOF', ('reply',), ('signal',)
#   .line 3
#       LOAD_FAST msg
#   .line 4
#       DUP_TOP
#       MATCH_MAPPING
#       POP_JUMP_IF_FALSE L3
#       GET_LEN
#       LOAD_CONST 1
#       COMPARE_OP >=
#       POP_JUMP_IF_FALSE L3
#       LOAD_CONST ('reply',)
#       MATCH_KEYS
#       POP_JUMP_IF_FALSE L2
#       DUP_TOP
#       LOAD_CONST 0
#       BINARY_SUBSCR
#       LOAD_GLOBAL str
#       LOAD_CONST ()
#       MATCH_CLASS 0
#       POP_JUMP_IF_FALSE L1
#       POP_TOP
#       POP_TOP
#       POP_TOP
#       POP_TOP
#       POP_TOP
#   .line 5
#       LOAD_CONST None
#       RETURN_VALUE
#   L1:
#   .line 4
#       POP_TOP
#   L2:
#       POP_TOP
#       POP_TOP
#   L3:
#       POP_TOP
#   .line 6
#       MATCH_MAPPING
#       POP_JUMP_IF_FALSE L5
#       GET_LEN
#       LOAD_CONST 1
#       COMPARE_OP >=
#       POP_JUMP_IF_FALSE L5
#       LOAD_CONST ('signal',)
#       MATCH_KEYS
#       POP_JUMP_IF_FALSE L4
#       DUP_TOP
#       LOAD_CONST 0
#       BINARY_SUBSCR
#       LOAD_CONST 'EOF'
#       COMPARE_OP ==
#       POP_JUMP_IF_FALSE L4
#       POP_TOP
#       POP_TOP
#       POP_TOP
#   .line 7
#       LOAD_CONST None
#       RETURN_VALUE
#   L4:
#   .line 6
#       POP_TOP
#       POP_TOP
#   L5:
#       POP_TOP
#   .line 8
#       NOP
#   .line 9
#       LOAD_GLOBAL AssertionError
#       LOAD_FAST msg
#       CALL_FUNCTION 1
#       RAISE_VARARGS 1

# antioch could not decompile last_case (line 12): MATCH_SEQUENCE is not decompiled yet
# its listing:
#   .version 3.10
#   .name last_case
#   .filename 'wildcard_cases.py'
#   .firstlineno 12
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: tokens   locals: name
#   .stacksize 3
#   .consts None, 2, 'case', False
#   .line 13
#       LOAD_FAST tokens
#   .line 14
#       MATCH_SEQUENCE
#       POP_JUMP_IF_FALSE L1
#       GET_LEN
#       LOAD_CONST 2
#       COMPARE_OP ==
#       POP_JUMP_IF_FALSE L1
#       UNPACK_SEQUENCE 2
#       LOAD_CONST 'case'
#       COMPARE_OP ==
#       POP_JUMP_IF_FALSE L1
#       STORE_FAST name
#   .line 15
#       LOAD_FAST name
#       RETURN_VALUE
#   L1:
#   .line 14
#       POP_TOP
#   .line 16
#       NOP
#   .line 17
#       LOAD_CONST False
#       RETURN_VALUE
