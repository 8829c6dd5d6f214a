def result(future, timeout=None): raise NotImplementedError('antioch: result not decompiled: a way out of a try body without its copy of the finally body')







async def wait(handle, future):
    try:
        return await future
    finally:
        handle.cancel()
def restore(func, saved):
    try:
        return func()
    finally:
        if saved is not None:
            reset(saved)

# antioch could not decompile result (line 1): a way out of a try body without its copy of the finally body
# its listing:
#   .version 3.9
#   .name result
#   .filename 'nestedfinally.py'
#   .firstlineno 1
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: future, timeout
#   .stacksize 8
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
#   .line 4
#       POP_BLOCK
#   .line 8
#       DELETE_FAST future
#   .line 4
#       RETURN_VALUE
#   L1:
#   .line 6
#       LOAD_FAST future
#       LOAD_METHOD cancel
#       CALL_METHOD 0
#       POP_TOP
#       RERAISE
#       POP_BLOCK
#   .line 8
#       DELETE_FAST future
#       JUMP_FORWARD L3
#   L2:
#       DELETE_FAST future
#       RERAISE
#   L3:
#       LOAD_CONST None
#       RETURN_VALUE
