# antioch could not decompile this code: CALL_FINALLY is not decompiled yet
# its listing:
#   .version 3.8
#   .filename 'tries.py'
#   .firstlineno 1
#   .flags NOFREE
#   .stacksize 11
#   .line 1
#       LOAD_CONST 0
#       LOAD_CONST None
#       IMPORT_NAME os
#       STORE_NAME os
#   .line 2
#       SETUP_FINALLY L1
#   .line 3
#       LOAD_CONST 0
#       LOAD_CONST None
#       IMPORT_NAME foo
#       STORE_NAME foo
#       POP_BLOCK
#       JUMP_FORWARD L3
#   L1:
#   .line 4
#       DUP_TOP
#       LOAD_NAME ImportError
#       COMPARE_OP 'exception match'
#       POP_JUMP_IF_FALSE L2
#       POP_TOP
#       POP_TOP
#       POP_TOP
#   .line 5
#       LOAD_CONST None
#       STORE_NAME foo
#       POP_EXCEPT
#       JUMP_FORWARD L3
#   L2:
#       END_FINALLY
#   L3:
#   .line 6
#       LOAD_NAME y
#       GET_ITER
#   L4:
#       FOR_ITER L10
#       STORE_NAME x
#   .line 7
#       SETUP_FINALLY L6
#   .line 8
#       LOAD_NAME x
#       POP_JUMP_IF_FALSE L5
#   .line 9
#       POP_BLOCK
#       JUMP_ABSOLUTE L4
#   L5:
#   .line 10
#       LOAD_NAME f
#       LOAD_NAME x
#       CALL_FUNCTION 1
#       STORE_NAME z
#       POP_BLOCK
#       JUMP_ABSOLUTE L4
#   L6:
#   .line 11
#       DUP_TOP
#       LOAD_NAME KeyError
#       LOAD_NAME ValueError
#       BUILD_TUPLE 2
#       COMPARE_OP 'exception match'
#       POP_JUMP_IF_FALSE L8
#       POP_TOP
#       STORE_NAME exc
#       POP_TOP
#       SETUP_FINALLY L7
#   .line 12
#       LOAD_NAME print
#       LOAD_NAME exc
#       CALL_FUNCTION 1
#       POP_TOP
#   .line 13
#       POP_BLOCK
#       POP_EXCEPT
#       CALL_FINALLY L7
#       POP_TOP
#       JUMP_ABSOLUTE L10
#       POP_BLOCK
#       BEGIN_FINALLY
#   L7:
#       LOAD_CONST None
#       STORE_NAME exc
#       DELETE_NAME exc
#       END_FINALLY
#       POP_EXCEPT
#       JUMP_ABSOLUTE L4
#   L8:
#   .line 14
#       DUP_TOP
#       LOAD_NAME Exception
#       COMPARE_OP 'exception match'
#       POP_JUMP_IF_FALSE L9
#       POP_TOP
#       POP_TOP
#       POP_TOP
#   .line 15
#       RAISE_VARARGS 0
#       POP_EXCEPT
#       JUMP_ABSOLUTE L4
#   L9:
#       END_FINALLY
#       JUMP_ABSOLUTE L4
#   L10:
#   .line 16
#       LOAD_CONST <code h>
#       LOAD_CONST 'h'
#       MAKE_FUNCTION 0
#       STORE_NAME h
#       LOAD_CONST None
#       RETURN_VALUE
#   .code h
#   .firstlineno 16
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: p
#   .stacksize 8
#   .line 17
#       SETUP_FINALLY L1
#   .line 18
#       LOAD_FAST p
#       CALL_FUNCTION 0
#       POP_BLOCK
#       RETURN_VALUE
#   L1:
#   .line 19
#       DUP_TOP
#       LOAD_GLOBAL OSError
#       COMPARE_OP 'exception match'
#       POP_JUMP_IF_FALSE L2
#       POP_TOP
#       POP_TOP
#       POP_TOP
#   .line 20
#       POP_EXCEPT
#       LOAD_CONST None
#       RETURN_VALUE
#   L2:
#       END_FINALLY
#       LOAD_CONST None
#       RETURN_VALUE
#   .end
def h(p):
    try:
        return p()
    except OSError:
        return None
raise NotImplementedError('antioch: <module> not decompiled: CALL_FINALLY is not decompiled yet')
