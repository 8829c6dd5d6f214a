def first_line(path):
    with open(path) as f:
        return f.readline()


def opened(paths): raise NotImplementedError('antioch: opened not decompiled: a with statement whose body goes on to different places')








def guarded(lock, jobs):
    for job in jobs:
        try:
            if job.done:
                break
            job.run()
        finally:
            lock.release()
    return 2


def closed(stream):
    with stream:
        if stream.empty:
            return 2
        stream.read()
    return 1


for item in items:
    if item:
        break
    handle(item)


def written(stream):
    with stream:
        stream.write(1)

# antioch could not decompile opened (line 6): a with statement whose body goes on to different places
# its listing:
#   .version 3.10
#   .name opened
#   .filename 'exits.py'
#   .firstlineno 6
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: paths   locals: path, f
#   .stacksize 9
#   .line 7
#       LOAD_FAST paths
#       GET_ITER
#   L1:
#       FOR_ITER L6
#       STORE_FAST path
#   .line 8
#       LOAD_GLOBAL open
#       LOAD_FAST path
#       CALL_FUNCTION 1
#       SETUP_WITH L3
#       STORE_FAST f
#   .line 9
#       LOAD_FAST f
#       LOAD_METHOD readable
#       CALL_METHOD 0
#       POP_JUMP_IF_FALSE L2
#   .line 10
#       NOP
#   .line 8
#       POP_BLOCK
#       LOAD_CONST None
#       DUP_TOP
#       DUP_TOP
#       CALL_FUNCTION 3
#       POP_TOP
#       POP_TOP
#   .line 12
#       LOAD_FAST path
#       RETURN_VALUE
#   L2:
#   .line 11
#       LOAD_GLOBAL skip
#       LOAD_FAST f
#       CALL_FUNCTION 1
#       POP_TOP
#       POP_BLOCK
#   .line 8
#       LOAD_CONST None
#       DUP_TOP
#       DUP_TOP
#       CALL_FUNCTION 3
#       POP_TOP
#       JUMP_FORWARD L5
#   L3:
#       WITH_EXCEPT_START
#       POP_JUMP_IF_TRUE L4
#       RERAISE 1
#   L4:
#       POP_TOP
#       POP_TOP
#       POP_TOP
#       POP_EXCEPT
#       POP_TOP
#   L5:
#   .line -
#       JUMP_ABSOLUTE L1
#   L6:
#   .line 12
#       LOAD_FAST path
#       RETURN_VALUE
