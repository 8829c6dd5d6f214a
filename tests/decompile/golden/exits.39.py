def first_line(path):
    with open(path) as f:
        return f.readline()


def opened(paths):
    for path in paths:
        with open(path) as f:
            if f.readable():
                break
            skip(f)
    return path


def guarded(lock, jobs):
    for job in jobs:
        try:
            if job.done:
                break
            job.run()
        finally:
            lock.release()
    return 2


def closed(stream): raise NotImplementedError('antioch: closed not decompiled: a branch that leaves the stack changed')







for item in items:
    if item:
        break
    handle(item)


def written(stream):
    with stream:
        stream.write(1)

# antioch could not decompile closed (line 26): a branch that leaves the stack changed
# its listing:
#   .version 3.9
#   .name closed
#   .filename 'exits.py'
#   .firstlineno 26
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: stream
#   .stacksize 8
#   .line 27
#       LOAD_FAST stream
#       SETUP_WITH L2
#       POP_TOP
#   .line 28
#       LOAD_FAST stream
#       LOAD_ATTR empty
#       POP_JUMP_IF_FALSE L1
#   .line 29
#       POP_BLOCK
#       LOAD_CONST None
#       DUP_TOP
#       DUP_TOP
#       CALL_FUNCTION 3
#       POP_TOP
#       LOAD_CONST 2
#       RETURN_VALUE
#   L1:
#   .line 30
#       LOAD_FAST stream
#       LOAD_METHOD read
#       CALL_METHOD 0
#       POP_TOP
#       POP_BLOCK
#       LOAD_CONST None
#       DUP_TOP
#       DUP_TOP
#       CALL_FUNCTION 3
#       POP_TOP
#       JUMP_FORWARD L4
#   L2:
#       WITH_EXCEPT_START
#       POP_JUMP_IF_TRUE L3
#       RERAISE
#   L3:
#       POP_TOP
#       POP_TOP
#       POP_TOP
#       POP_EXCEPT
#       POP_TOP
#   L4:
#   .line 31
#       LOAD_CONST 1
#       RETURN_VALUE
