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
