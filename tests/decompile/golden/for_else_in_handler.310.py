def locate(filename, paths): raise NotImplementedError('antioch: locate not decompiled: a break out of a for loop into a copy of the end of the except clause around it')

# antioch could not decompile locate (line 1): a break out of a for loop into a copy of the end of the except clause around it
# its listing:
#   .version 3.10
#   .name locate
#   .filename 'for_else_in_handler.py'
#   .firstlineno 1
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: filename, paths   locals: found, dirname
#   .stacksize 12
#   .varnames filename, paths, found, dirname
#   .consts None
#   .line 2
#       SETUP_FINALLY L1
#   .line 3
#       LOAD_GLOBAL stat
#       LOAD_FAST filename
#       CALL_FUNCTION 1
#       STORE_FAST found
#       POP_BLOCK
#   .line 13
#       LOAD_FAST found
#       RETURN_VALUE
#   L1:
#   .line 4
#       DUP_TOP
#       LOAD_GLOBAL OSError
#       JUMP_IF_NOT_EXC_MATCH L6
#       POP_TOP
#       POP_TOP
#       POP_TOP
#   .line 5
#       LOAD_FAST paths
#       GET_ITER
#   L2:
#       FOR_ITER L5
#       STORE_FAST dirname
#   .line 6
#       SETUP_FINALLY L3
#   .line 7
#       LOAD_GLOBAL stat
#       LOAD_GLOBAL join
#       LOAD_FAST dirname
#       LOAD_FAST filename
#       CALL_FUNCTION 2
#       CALL_FUNCTION 1
#       STORE_FAST found
#   .line 8
#       POP_BLOCK
#       POP_TOP
#       POP_EXCEPT
#   .line 13
#       LOAD_FAST found
#       RETURN_VALUE
#   L3:
#   .line 9
#       DUP_TOP
#       LOAD_GLOBAL OSError
#       JUMP_IF_NOT_EXC_MATCH L4
#       POP_TOP
#       POP_TOP
#       POP_TOP
#   .line 10
#       POP_EXCEPT
#       JUMP_ABSOLUTE L2
#   L4:
#   .line 9
#       RERAISE 0
#   L5:
#   .line 12
#       BUILD_LIST 0
#       ROT_FOUR
#       POP_EXCEPT
#       RETURN_VALUE
#   L6:
#   .line 4
#       RERAISE 0
