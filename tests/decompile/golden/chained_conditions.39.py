







def f(err, n): raise NotImplementedError('antioch: f not decompiled: a branch that both computes a value and runs statements')
raise NotImplementedError('antioch: <module> not decompiled: a block is reached from two places that Python cannot share')

# antioch could not decompile <module> (line 1): a block is reached from two places that Python cannot share
# its listing:
#   .version 3.9
#   .filename 'chained_conditions.py'
#   .firstlineno 1
#   .flags NOFREE
#   .stacksize 3
#   .line 1
#       LOAD_NAME a
#       POP_JUMP_IF_TRUE L3
#       LOAD_NAME b
#       POP_JUMP_IF_FALSE L2
#       LOAD_NAME c
#       LOAD_NAME d
#       DUP_TOP
#       ROT_THREE
#       COMPARE_OP <=
#       POP_JUMP_IF_FALSE L1
#       LOAD_NAME e
#       COMPARE_OP <=
#       POP_JUMP_IF_TRUE L3
#       JUMP_FORWARD L2
#   L1:
#       POP_TOP
#   L2:
#       LOAD_NAME g
#       POP_JUMP_IF_FALSE L4
#   L3:
#   .line 2
#       LOAD_NAME h
#       CALL_FUNCTION 0
#       POP_TOP
#   L4:
#   .line 3
#       LOAD_NAME b
#       POP_JUMP_IF_FALSE L6
#       LOAD_NAME c
#       LOAD_NAME d
#       DUP_TOP
#       ROT_THREE
#       COMPARE_OP <=
#       POP_JUMP_IF_FALSE L5
#       LOAD_NAME e
#       COMPARE_OP <=
#       POP_JUMP_IF_TRUE L7
#       JUMP_FORWARD L6
#   L5:
#       POP_TOP
#   L6:
#       LOAD_NAME g
#       POP_JUMP_IF_FALSE L8
#   L7:
#   .line 4
#       LOAD_NAME h
#       CALL_FUNCTION 0
#       POP_TOP
#   L8:
#   .line 5
#       LOAD_NAME c
#       LOAD_NAME d
#       DUP_TOP
#       ROT_THREE
#       COMPARE_OP <=
#       POP_JUMP_IF_FALSE L9
#       LOAD_NAME e
#       COMPARE_OP <=
#       POP_JUMP_IF_TRUE L11
#       JUMP_FORWARD L10
#   L9:
#       POP_TOP
#   L10:
#       LOAD_NAME g
#       POP_JUMP_IF_FALSE L12
#   L11:
#   .line 6
#       LOAD_NAME h
#       CALL_FUNCTION 0
#       POP_TOP
#   L12:
#   .line 9
#       LOAD_CONST <code f>
#       LOAD_CONST 'f'
#       MAKE_FUNCTION 0
#       STORE_NAME f
#       LOAD_CONST None
#       RETURN_VALUE
#   .code f
#   .firstlineno 9
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: err, n
#   .stacksize 3
#   .consts None, 500, 599
#   .line 10
#       LOAD_GLOBAL isinstance
#       LOAD_FAST err
#       LOAD_GLOBAL TimeoutError
#       CALL_FUNCTION 2
#       POP_JUMP_IF_TRUE L3
#       LOAD_GLOBAL isinstance
#       LOAD_FAST err
#       LOAD_GLOBAL HTTPError
#       CALL_FUNCTION 2
#       POP_JUMP_IF_FALSE L2
#       LOAD_CONST 500
#       LOAD_FAST err
#       LOAD_ATTR code
#       DUP_TOP
#       ROT_THREE
#       COMPARE_OP <=
#       POP_JUMP_IF_FALSE L1
#       LOAD_CONST 599
#       COMPARE_OP <=
#       POP_JUMP_IF_TRUE L3
#       JUMP_FORWARD L2
#   L1:
#       POP_TOP
#   L2:
#       LOAD_FAST n
#       LOAD_GLOBAL errnos
#       CONTAINS_OP 0
#       POP_JUMP_IF_FALSE L4
#   L3:
#   .line 11
#       LOAD_GLOBAL denied
#       LOAD_FAST err
#       RAISE_VARARGS 2
#   L4:
#       LOAD_CONST None
#       RETURN_VALUE
#   .end

# antioch could not decompile f (line 9): a branch that both computes a value and runs statements
# its listing:
#   .version 3.9
#   .name f
#   .filename 'chained_conditions.py'
#   .firstlineno 9
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: err, n
#   .stacksize 3
#   .consts None, 500, 599
#   .line 10
#       LOAD_GLOBAL isinstance
#       LOAD_FAST err
#       LOAD_GLOBAL TimeoutError
#       CALL_FUNCTION 2
#       POP_JUMP_IF_TRUE L3
#       LOAD_GLOBAL isinstance
#       LOAD_FAST err
#       LOAD_GLOBAL HTTPError
#       CALL_FUNCTION 2
#       POP_JUMP_IF_FALSE L2
#       LOAD_CONST 500
#       LOAD_FAST err
#       LOAD_ATTR code
#       DUP_TOP
#       ROT_THREE
#       COMPARE_OP <=
#       POP_JUMP_IF_FALSE L1
#       LOAD_CONST 599
#       COMPARE_OP <=
#       POP_JUMP_IF_TRUE L3
#       JUMP_FORWARD L2
#   L1:
#       POP_TOP
#   L2:
#       LOAD_FAST n
#       LOAD_GLOBAL errnos
#       CONTAINS_OP 0
#       POP_JUMP_IF_FALSE L4
#   L3:
#   .line 11
#       LOAD_GLOBAL denied
#       LOAD_FAST err
#       RAISE_VARARGS 2
#   L4:
#       LOAD_CONST None
#       RETURN_VALUE
