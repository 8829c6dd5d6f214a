def compiled_or_none(source): raise NotImplementedError('antioch: compiled_or_none not decompiled: a try statement whose handlers go on to different places')











def quietly_compiled_or_none(source): raise NotImplementedError('antioch: quietly_compiled_or_none not decompiled: a try statement whose handlers go on to different places')

# antioch could not decompile compiled_or_none (line 1): a try statement whose handlers go on to different places
# its listing:
#   .version 3.8
#   .name compiled_or_none
#   .filename 'clause_return_nested.py'
#   .firstlineno 1
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: source   locals: e
#   .stacksize 13
#   .consts None, '\n', 'incomplete input', 1
#   .line 2
#       SETUP_FINALLY L1
#   .line 3
#       LOAD_GLOBAL compile_it
#       LOAD_FAST source
#       CALL_FUNCTION 1
#       POP_TOP
#       POP_BLOCK
#       JUMP_FORWARD L8
#   L1:
#   .line 4
#       DUP_TOP
#       LOAD_GLOBAL SyntaxError
#       COMPARE_OP 'exception match'
#       POP_JUMP_IF_FALSE L7
#       POP_TOP
#       POP_TOP
#       POP_TOP
#   .line 5
#       SETUP_FINALLY L2
#   .line 6
#       LOAD_GLOBAL compile_it
#       LOAD_FAST source
#       LOAD_CONST '\n'
#       BINARY_ADD
#       CALL_FUNCTION 1
#       POP_TOP
#       POP_BLOCK
#       JUMP_FORWARD L6
#   L2:
#   .line 7
#       DUP_TOP
#       LOAD_GLOBAL SyntaxError
#       COMPARE_OP 'exception match'
#       POP_JUMP_IF_FALSE L5
#       POP_TOP
#       STORE_FAST e
#       POP_TOP
#       SETUP_FINALLY L4
#   .line 8
#       LOAD_CONST 'incomplete input'
#       LOAD_GLOBAL str
#       LOAD_FAST e
#       CALL_FUNCTION 1
#       COMPARE_OP in
#       POP_JUMP_IF_FALSE L3
#   .line 9
#       POP_BLOCK
#       POP_EXCEPT
#       CALL_FINALLY L4
#       POP_EXCEPT
#       LOAD_CONST None
#       RETURN_VALUE
#   L3:
#       POP_BLOCK
#       BEGIN_FINALLY
#   L4:
#       LOAD_CONST None
#       STORE_FAST e
#       DELETE_FAST e
#       END_FINALLY
#       POP_EXCEPT
#       JUMP_FORWARD L6
#   L5:
#       END_FINALLY
#   L6:
#       POP_EXCEPT
#       JUMP_FORWARD L8
#   L7:
#       END_FINALLY
#   L8:
#   .line 10
#       LOAD_GLOBAL compile_it
#       LOAD_FAST source
#       LOAD_CONST 1
#       CALL_FUNCTION 2
#       RETURN_VALUE

# antioch could not decompile quietly_compiled_or_none (line 13): a try statement whose handlers go on to different places
# its listing:
#   .version 3.8
#   .name quietly_compiled_or_none
#   .filename 'clause_return_nested.py'
#   .firstlineno 13
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: source   locals: e
#   .stacksize 14
#   .consts None, '\n', 'incomplete input', 1
#   .line 14
#       LOAD_GLOBAL quiet
#       CALL_FUNCTION 0
#       SETUP_WITH L9
#       POP_TOP
#   .line 15
#       SETUP_FINALLY L1
#   .line 16
#       LOAD_GLOBAL compile_it
#       LOAD_FAST source
#       CALL_FUNCTION 1
#       POP_TOP
#       POP_BLOCK
#       JUMP_FORWARD L8
#   L1:
#   .line 17
#       DUP_TOP
#       LOAD_GLOBAL SyntaxError
#       COMPARE_OP 'exception match'
#       POP_JUMP_IF_FALSE L7
#       POP_TOP
#       POP_TOP
#       POP_TOP
#   .line 18
#       SETUP_FINALLY L2
#   .line 19
#       LOAD_GLOBAL compile_it
#       LOAD_FAST source
#       LOAD_CONST '\n'
#       BINARY_ADD
#       CALL_FUNCTION 1
#       POP_TOP
#   .line 20
#       POP_BLOCK
#       POP_EXCEPT
#       POP_BLOCK
#       BEGIN_FINALLY
#       WITH_CLEANUP_START
#       WITH_CLEANUP_FINISH
#       POP_FINALLY 0
#       LOAD_CONST None
#       RETURN_VALUE
#   L2:
#   .line 21
#       DUP_TOP
#       LOAD_GLOBAL SyntaxError
#       COMPARE_OP 'exception match'
#       POP_JUMP_IF_FALSE L5
#       POP_TOP
#       STORE_FAST e
#       POP_TOP
#       SETUP_FINALLY L4
#   .line 22
#       LOAD_CONST 'incomplete input'
#       LOAD_GLOBAL str
#       LOAD_FAST e
#       CALL_FUNCTION 1
#       COMPARE_OP in
#       POP_JUMP_IF_FALSE L3
#   .line 23
#       POP_BLOCK
#       POP_EXCEPT
#       CALL_FINALLY L4
#       POP_EXCEPT
#       POP_BLOCK
#       BEGIN_FINALLY
#       WITH_CLEANUP_START
#       WITH_CLEANUP_FINISH
#       POP_FINALLY 0
#       LOAD_CONST None
#       RETURN_VALUE
#   L3:
#       POP_BLOCK
#       BEGIN_FINALLY
#   L4:
#       LOAD_CONST None
#       STORE_FAST e
#       DELETE_FAST e
#       END_FINALLY
#       POP_EXCEPT
#       JUMP_FORWARD L6
#   L5:
#       END_FINALLY
#   L6:
#       POP_EXCEPT
#       JUMP_FORWARD L8
#   L7:
#       END_FINALLY
#   L8:
#       POP_BLOCK
#       BEGIN_FINALLY
#   L9:
#       WITH_CLEANUP_START
#       WITH_CLEANUP_FINISH
#       END_FINALLY
#   .line 24
#       LOAD_GLOBAL compile_it
#       LOAD_FAST source
#       LOAD_CONST 1
#       CALL_FUNCTION 2
#       RETURN_VALUE
