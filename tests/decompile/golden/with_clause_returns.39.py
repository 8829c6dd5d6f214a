def guarded(lock):
    with lock:
        try:
            work()
        except OSError:
            return 1
    return 2
def named(lock): raise NotImplementedError('antioch: named not decompiled: a branch that leaves the stack changed')






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

# antioch could not decompile named (line 8): a branch that leaves the stack changed
# its listing:
#   .version 3.9
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
#       JUMP_IF_NOT_EXC_MATCH L3
#       POP_TOP
#       STORE_FAST exc
#       POP_TOP
#       SETUP_FINALLY L2
#   .line 13
#       LOAD_FAST exc
#       POP_BLOCK
#       ROT_FOUR
#       POP_EXCEPT
#       LOAD_CONST None
#       STORE_FAST exc
#       DELETE_FAST exc
#       POP_BLOCK
#       ROT_TWO
#       LOAD_CONST None
#       DUP_TOP
#       DUP_TOP
#       CALL_FUNCTION 3
#       POP_TOP
#       RETURN_VALUE
#   L2:
#       LOAD_CONST None
#       STORE_FAST exc
#       DELETE_FAST exc
#       RERAISE
#   L3:
#       RERAISE
#   L4:
#   .line 14
#       LOAD_GLOBAL more
#       CALL_FUNCTION 0
#       POP_TOP
#       POP_BLOCK
#       LOAD_CONST None
#       DUP_TOP
#       DUP_TOP
#       CALL_FUNCTION 3
#       POP_TOP
#       JUMP_FORWARD L7
#   L5:
#       WITH_EXCEPT_START
#       POP_JUMP_IF_TRUE L6
#       RERAISE
#   L6:
#       POP_TOP
#       POP_TOP
#       POP_TOP
#       POP_EXCEPT
#       POP_TOP
#   L7:
#       LOAD_CONST None
#       RETURN_VALUE
