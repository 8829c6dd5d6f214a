def release(lock):
    try:
        lock.work()
    finally:
        lock.release()
    return lock


def handled(path): raise NotImplementedError('antioch: handled not decompiled: a try body that goes on to different places')












def returned(stream): raise NotImplementedError('antioch: returned not decompiled: a statement while a value waits on the stack')

# antioch could not decompile handled (line 9): a try body that goes on to different places
# its listing:
#   .version 3.10
#   .name handled
#   .filename 'finally.py'
#   .firstlineno 9
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: path   locals: data, exc
#   .stacksize 10
#   .line 10
#       SETUP_FINALLY L6
#       SETUP_FINALLY L1
#   .line 11
#       LOAD_GLOBAL read
#       LOAD_FAST path
#       CALL_FUNCTION 1
#       STORE_FAST data
#       POP_BLOCK
#       JUMP_FORWARD L4
#   L1:
#   .line 12
#       DUP_TOP
#       LOAD_GLOBAL OSError
#       JUMP_IF_NOT_EXC_MATCH L3
#       POP_TOP
#       STORE_FAST exc
#       POP_TOP
#       SETUP_FINALLY L2
#   .line 13
#       LOAD_GLOBAL log
#       LOAD_FAST exc
#       CALL_FUNCTION 1
#       POP_TOP
#   .line 14
#       LOAD_CONST None
#       STORE_FAST data
#       POP_BLOCK
#       POP_EXCEPT
#       LOAD_CONST None
#       STORE_FAST exc
#       DELETE_FAST exc
#       JUMP_FORWARD L5
#   L2:
#   .line -
#       LOAD_CONST None
#       STORE_FAST exc
#       DELETE_FAST exc
#       RERAISE 1
#   L3:
#   .line 12
#       RERAISE 0
#   L4:
#   .line 16
#       LOAD_GLOBAL log
#       LOAD_FAST path
#       CALL_FUNCTION 1
#       POP_TOP
#       POP_BLOCK
#   .line 18
#       LOAD_GLOBAL close
#       LOAD_FAST path
#       CALL_FUNCTION 1
#       POP_TOP
#   .line 19
#       LOAD_FAST data
#       RETURN_VALUE
#   L5:
#   .line 14
#       POP_BLOCK
#   .line 18
#       LOAD_GLOBAL close
#       LOAD_FAST path
#       CALL_FUNCTION 1
#       POP_TOP
#   .line 19
#       LOAD_FAST data
#       RETURN_VALUE
#   L6:
#   .line 18
#       LOAD_GLOBAL close
#       LOAD_FAST path
#       CALL_FUNCTION 1
#       POP_TOP
#       RERAISE 0

# antioch could not decompile returned (line 22): a statement while a value waits on the stack
# its listing:
#   .version 3.10
#   .name returned
#   .filename 'finally.py'
#   .firstlineno 22
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: stream   locals: done
#   .stacksize 8
#   .consts None, True
#   .line 23
#       SETUP_FINALLY L1
#   .line 24
#       LOAD_FAST stream
#       LOAD_METHOD read
#       CALL_METHOD 0
#       POP_BLOCK
#   .line 26
#       LOAD_FAST stream
#       LOAD_METHOD close
#       CALL_METHOD 0
#       POP_TOP
#   .line 27
#       LOAD_CONST True
#       STORE_FAST done
#       RETURN_VALUE
#   L1:
#   .line 26
#       LOAD_FAST stream
#       LOAD_METHOD close
#       CALL_METHOD 0
#       POP_TOP
#   .line 27
#       LOAD_CONST True
#       STORE_FAST done
#       RERAISE 0
