def check(file): raise NotImplementedError('antioch: check not decompiled: a try statement whose handlers go on to different places')

# antioch could not decompile check (line 1): a try statement whose handlers go on to different places
# its listing:
#   .version 3.10
#   .name check
#   .filename 'finally_after_clause_return.py'
#   .firstlineno 1
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: file   locals: msg, err
#   .stacksize 10
#   .line 2
#       SETUP_FINALLY L9
#       SETUP_FINALLY L1
#   .line 3
#       LOAD_GLOBAL process
#       LOAD_FAST file
#       CALL_FUNCTION 1
#       POP_TOP
#       POP_BLOCK
#       JUMP_FORWARD L8
#   L1:
#   .line 4
#       DUP_TOP
#       LOAD_GLOBAL SyntaxError
#       JUMP_IF_NOT_EXC_MATCH L3
#       POP_TOP
#       STORE_FAST msg
#       POP_TOP
#       SETUP_FINALLY L2
#   .line 5
#       LOAD_GLOBAL report
#       LOAD_FAST msg
#       CALL_FUNCTION 1
#       POP_TOP
#   .line 6
#       POP_BLOCK
#       POP_EXCEPT
#       LOAD_CONST None
#       STORE_FAST msg
#       DELETE_FAST msg
#       POP_BLOCK
#   .line 14
#       LOAD_FAST file
#       LOAD_METHOD close
#       CALL_METHOD 0
#       POP_TOP
#       LOAD_CONST None
#       RETURN_VALUE
#   L2:
#   .line -
#       LOAD_CONST None
#       STORE_FAST msg
#       DELETE_FAST msg
#       RERAISE 1
#   L3:
#   .line 7
#       DUP_TOP
#       LOAD_GLOBAL ValueError
#       JUMP_IF_NOT_EXC_MATCH L7
#       POP_TOP
#       STORE_FAST err
#       POP_TOP
#       SETUP_FINALLY L6
#   .line 8
#       LOAD_FAST err
#       LOAD_ATTR args
#       POP_JUMP_IF_FALSE L4
#   .line 9
#       LOAD_GLOBAL print
#       LOAD_FAST err
#       CALL_FUNCTION 1
#       POP_TOP
#       JUMP_FORWARD L5
#   L4:
#   .line 11
#       LOAD_GLOBAL print
#       LOAD_FAST file
#       CALL_FUNCTION 1
#       POP_TOP
#   L5:
#   .line 12
#       POP_BLOCK
#       POP_EXCEPT
#       LOAD_CONST None
#       STORE_FAST err
#       DELETE_FAST err
#       POP_BLOCK
#   .line 14
#       LOAD_FAST file
#       LOAD_METHOD close
#       CALL_METHOD 0
#       POP_TOP
#       LOAD_CONST None
#       RETURN_VALUE
#   L6:
#   .line -
#       LOAD_CONST None
#       STORE_FAST err
#       DELETE_FAST err
#       RERAISE 1
#   L7:
#   .line 7
#       RERAISE 0
#   L8:
#   .line 3
#       POP_BLOCK
#   .line 14
#       LOAD_FAST file
#       LOAD_METHOD close
#       CALL_METHOD 0
#       POP_TOP
#       JUMP_FORWARD L10
#   L9:
#       LOAD_FAST file
#       LOAD_METHOD close
#       CALL_METHOD 0
#       POP_TOP
#       RERAISE 0
#   L10:
#   .line 15
#       LOAD_FAST file
#       LOAD_ATTR verbose
#       POP_JUMP_IF_FALSE L11
#   .line 16
#       LOAD_GLOBAL print
#       LOAD_CONST 'clean'
#       CALL_FUNCTION 1
#       POP_TOP
#       LOAD_CONST None
#       RETURN_VALUE
#   L11:
#   .line 15
#       LOAD_CONST None
#       RETURN_VALUE
