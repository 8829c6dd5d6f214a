def result(future, timeout=None): raise NotImplementedError('antioch: result not decompiled: a statement while a value waits on the stack')







async def wait(handle, future):
    try:


        return await future
    finally:
        handle.cancel()
def restore(func, saved): raise NotImplementedError('antioch: restore not decompiled: a statement while a value waits on the stack')

# antioch could not decompile result (line 1): a statement while a value waits on the stack
# its listing:
#   .version 3.10
#   .name result
#   .filename 'nestedfinally.py'
#   .firstlineno 1
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: future, timeout
#   .stacksize 8
#   .consts None
#   .line 2
#       SETUP_FINALLY L2
#   .line 3
#       SETUP_FINALLY L1
#   .line 4
#       LOAD_FAST future
#       LOAD_METHOD result
#       LOAD_FAST timeout
#       CALL_METHOD 1
#       POP_BLOCK
#   .line 6
#       LOAD_FAST future
#       LOAD_METHOD cancel
#       CALL_METHOD 0
#       POP_TOP
#       POP_BLOCK
#   .line 8
#       DELETE_FAST future
#       RETURN_VALUE
#   L1:
#   .line 6
#       LOAD_FAST future
#       LOAD_METHOD cancel
#       CALL_METHOD 0
#       POP_TOP
#       RERAISE 0
#   L2:
#   .line 8
#       DELETE_FAST future
#       RERAISE 0

# antioch could not decompile restore (line 14): a statement while a value waits on the stack
# its listing:
#   .version 3.10
#   .name restore
#   .filename 'nestedfinally.py'
#   .firstlineno 14
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: func, saved
#   .stacksize 8
#   .line 15
#       SETUP_FINALLY L2
#   .line 16
#       LOAD_FAST func
#       CALL_FUNCTION 0
#       POP_BLOCK
#   .line 18
#       LOAD_FAST saved
#       LOAD_CONST None
#       IS_OP 1
#       POP_JUMP_IF_FALSE L1
#   .line 19
#       LOAD_GLOBAL reset
#       LOAD_FAST saved
#       CALL_FUNCTION 1
#       POP_TOP
#       RETURN_VALUE
#   L1:
#   .line 18
#       RETURN_VALUE
#   L2:
#       LOAD_FAST saved
#       LOAD_CONST None
#       IS_OP 1
#       POP_JUMP_IF_FALSE L3
#   .line 19
#       LOAD_GLOBAL reset
#       LOAD_FAST saved
#       CALL_FUNCTION 1
#       POP_TOP
#       RERAISE 0
#   L3:
#   .line 18
#       RERAISE 0
