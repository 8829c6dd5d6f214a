def uncache(*names): raise NotImplementedError('antioch: uncache not decompiled: a handler that is not a chain of except clauses (finally, with, except*)')










def cleaned(cache): raise NotImplementedError('antioch: cleaned not decompiled: a handler that is not a chain of except clauses (finally, with, except*)')

# antioch could not decompile uncache (line 1): a handler that is not a chain of except clauses (finally, with, except*)
# its listing:
#   .version 3.10
#   .name uncache
#   .filename 'finally_loop_clauses.py'
#   .firstlineno 1
#   .flags OPTIMIZED NEWLOCALS VARARGS GENERATOR NOFREE
#   ; arguments: names   locals: name
#   .stacksize 15
#   .line -
#       GEN_START 0
#   .line 2
#       SETUP_FINALLY L5
#   .line 3
#       LOAD_CONST None
#       YIELD_VALUE
#       POP_TOP
#       POP_BLOCK
#   .line 5
#       LOAD_FAST names
#       GET_ITER
#   L1:
#       FOR_ITER L4
#       STORE_FAST name
#   .line 6
#       SETUP_FINALLY L2
#   .line 7
#       LOAD_GLOBAL modules
#       LOAD_FAST name
#       DELETE_SUBSCR
#       POP_BLOCK
#       JUMP_ABSOLUTE L1
#   L2:
#   .line 8
#       DUP_TOP
#       LOAD_GLOBAL KeyError
#       JUMP_IF_NOT_EXC_MATCH L3
#       POP_TOP
#       POP_TOP
#       POP_TOP
#   .line 9
#       POP_EXCEPT
#       JUMP_ABSOLUTE L1
#   L3:
#   .line 8
#       RERAISE 0
#   L4:
#   .line 5
#       LOAD_CONST None
#       RETURN_VALUE
#   L5:
#       LOAD_FAST names
#       GET_ITER
#   L6:
#       FOR_ITER L9
#       STORE_FAST name
#   .line 6
#       SETUP_FINALLY L7
#   .line 7
#       LOAD_GLOBAL modules
#       LOAD_FAST name
#       DELETE_SUBSCR
#       POP_BLOCK
#       JUMP_ABSOLUTE L6
#   L7:
#   .line 8
#       DUP_TOP
#       LOAD_GLOBAL KeyError
#       JUMP_IF_NOT_EXC_MATCH L8
#       POP_TOP
#       POP_TOP
#       POP_TOP
#   .line 9
#       POP_EXCEPT
#       JUMP_ABSOLUTE L6
#   L8:
#   .line 8
#       RERAISE 0
#   L9:
#   .line 5
#       RERAISE 0

# antioch could not decompile cleaned (line 12): a handler that is not a chain of except clauses (finally, with, except*)
# its listing:
#   .version 3.10
#   .name cleaned
#   .filename 'finally_loop_clauses.py'
#   .firstlineno 12
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: cache   locals: name, e
#   .stacksize 17
#   .line 13
#       SETUP_FINALLY L6
#   .line 14
#       LOAD_GLOBAL track
#       LOAD_FAST cache
#       CALL_FUNCTION 1
#       POP_TOP
#       POP_BLOCK
#   .line 16
#       LOAD_FAST cache
#       GET_ITER
#   L1:
#       FOR_ITER L5
#       STORE_FAST name
#   .line 17
#       SETUP_FINALLY L2
#   .line 18
#       LOAD_GLOBAL clean
#       LOAD_FAST name
#       CALL_FUNCTION 1
#       POP_TOP
#       POP_BLOCK
#       JUMP_ABSOLUTE L1
#   L2:
#   .line 19
#       DUP_TOP
#       LOAD_GLOBAL Exception
#       JUMP_IF_NOT_EXC_MATCH L4
#       POP_TOP
#       STORE_FAST e
#       POP_TOP
#       SETUP_FINALLY L3
#   .line 20
#       LOAD_GLOBAL warn
#       LOAD_FAST e
#       CALL_FUNCTION 1
#       POP_TOP
#       POP_BLOCK
#       POP_EXCEPT
#       LOAD_CONST None
#       STORE_FAST e
#       DELETE_FAST e
#       JUMP_ABSOLUTE L1
#   L3:
#   .line -
#       LOAD_CONST None
#       STORE_FAST e
#       DELETE_FAST e
#       RERAISE 1
#   L4:
#   .line 19
#       RERAISE 0
#   L5:
#   .line 16
#       LOAD_CONST None
#       RETURN_VALUE
#   L6:
#       LOAD_FAST cache
#       GET_ITER
#   L7:
#       FOR_ITER L11
#       STORE_FAST name
#   .line 17
#       SETUP_FINALLY L8
#   .line 18
#       LOAD_GLOBAL clean
#       LOAD_FAST name
#       CALL_FUNCTION 1
#       POP_TOP
#       POP_BLOCK
#       JUMP_ABSOLUTE L7
#   L8:
#   .line 19
#       DUP_TOP
#       LOAD_GLOBAL Exception
#       JUMP_IF_NOT_EXC_MATCH L10
#       POP_TOP
#       STORE_FAST e
#       POP_TOP
#       SETUP_FINALLY L9
#   .line 20
#       LOAD_GLOBAL warn
#       LOAD_FAST e
#       CALL_FUNCTION 1
#       POP_TOP
#       POP_BLOCK
#       POP_EXCEPT
#       LOAD_CONST None
#       STORE_FAST e
#       DELETE_FAST e
#       JUMP_ABSOLUTE L7
#   L9:
#   .line -
#       LOAD_CONST None
#       STORE_FAST e
#       DELETE_FAST e
#       RERAISE 1
#   L10:
#   .line 19
#       RERAISE 0
#   L11:
#   .line 16
#       RERAISE 0
