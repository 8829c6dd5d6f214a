def guarded(lock):
    with lock:
        try:
            work()
        except OSError:
            return 1
    return 2
def named(lock): raise NotImplementedError('antioch: named not decompiled: a block is reached from two places that Python cannot share')






def both(lock):
    with lock:
        try:
            return work()
        except OSError:
            return 1
def looped(items, lock):
    for item in items:
        with lock:
            try:
                work(item)
            except OSError:
                break
    finish(items, 0)
async def entered(lock):
    async with lock:
        try:
            await work()
        except OSError:
            return 1
    return 2

# antioch could not decompile named (line 8): a block is reached from two places that Python cannot share
# its listing:
#   .version 3.8
#   .name named
#   .filename 'with_clause_returns.py'
#   .firstlineno 8
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: lock   locals: exc
#   .stacksize 11
#   .line 9
#       LOAD_FAST lock
#       SETUP_WITH L5
#       POP_TOP
#   .line 10
#       SETUP_FINALLY L1
#   .line 11
#       LOAD_GLOBAL work
#       CALL_FUNCTION 0
#       POP_TOP
#       POP_BLOCK
#       JUMP_FORWARD L4
#   L1:
#   .line 12
#       DUP_TOP
#       LOAD_GLOBAL OSError
#       COMPARE_OP 'exception match'
#       POP_JUMP_IF_FALSE L3
#       POP_TOP
#       STORE_FAST exc
#       POP_TOP
#       SETUP_FINALLY L2
#   .line 13
#       LOAD_FAST exc
#       ROT_FOUR
#       POP_BLOCK
#       POP_EXCEPT
#       CALL_FINALLY L2
#       POP_BLOCK
#       ROT_TWO
#       BEGIN_FINALLY
#       WITH_CLEANUP_START
#       WITH_CLEANUP_FINISH
#       POP_FINALLY 0
#       RETURN_VALUE
#   L2:
#       LOAD_CONST None
#       STORE_FAST exc
#       DELETE_FAST exc
#       END_FINALLY
#       POP_EXCEPT
#       JUMP_FORWARD L4
#   L3:
#       END_FINALLY
#   L4:
#   .line 14
#       LOAD_GLOBAL more
#       CALL_FUNCTION 0
#       POP_TOP
#       POP_BLOCK
#       BEGIN_FINALLY
#   L5:
#       WITH_CLEANUP_START
#       WITH_CLEANUP_FINISH
#       END_FINALLY
#       LOAD_CONST None
#       RETURN_VALUE
