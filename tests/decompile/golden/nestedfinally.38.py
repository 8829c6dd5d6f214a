def result(future, timeout=None): raise NotImplementedError('antioch: result not decompiled: POP_BLOCK without a SETUP block')







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

# antioch could not decompile result (line 1): POP_BLOCK without a SETUP block
# its listing:
#   .version 3.8
#   .name result
#   .filename 'nestedfinally.py'
#   .firstlineno 1
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: future, timeout
#   .stacksize 8
#   .names cancel, result
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
#       CALL_FINALLY L1
#       POP_BLOCK
#       CALL_FINALLY L2
#       RETURN_VALUE
#   L1:
#   .line 6
#       LOAD_FAST future
#       LOAD_METHOD cancel
#       CALL_METHOD 0
#       POP_TOP
#       END_FINALLY
#       POP_BLOCK
#       BEGIN_FINALLY
#   L2:
#   .line 8
#       DELETE_FAST future
#       END_FINALLY
#       LOAD_CONST None
#       RETURN_VALUE
