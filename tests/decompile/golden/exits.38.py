def first_line(path):
    # antioch could not decompile this code: with statements are not decompiled yet
    # its listing:
    #   .version 3.8
    #   .name first_line
    #   .filename 'exits.py'
    #   .firstlineno 1
    #   .argcount 1
    #   .flags OPTIMIZED NEWLOCALS NOFREE
    #   ; arguments: path   locals: f
    #   .stacksize 10
    #   .line 2
    #       LOAD_GLOBAL open
    #       LOAD_FAST path
    #       CALL_FUNCTION 1
    #       SETUP_WITH L1
    #       STORE_FAST f
    #   .line 3
    #       LOAD_FAST f
    #       LOAD_METHOD readline
    #       CALL_METHOD 0
    #       POP_BLOCK
    #       ROT_TWO
    #       BEGIN_FINALLY
    #       WITH_CLEANUP_START
    #       WITH_CLEANUP_FINISH
    #       POP_FINALLY 0
    #       RETURN_VALUE
    #   L1:
    #       WITH_CLEANUP_START
    #       WITH_CLEANUP_FINISH
    #       END_FINALLY
    #       LOAD_CONST None
    #       RETURN_VALUE
    raise NotImplementedError('antioch: first_line not decompiled: with statements are not decompiled yet')
def opened(paths):
    # antioch could not decompile this code: with statements are not decompiled yet
    # its listing:
    #   .version 3.8
    #   .name opened
    #   .filename 'exits.py'
    #   .firstlineno 6
    #   .argcount 1
    #   .flags OPTIMIZED NEWLOCALS NOFREE
    #   ; arguments: paths   locals: path, f
    #   .stacksize 10
    #   .consts None
    #   .line 7
    #       LOAD_FAST paths
    #       GET_ITER
    #   L1:
    #       FOR_ITER L4
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
    #       POP_BLOCK
    #       BEGIN_FINALLY
    #       WITH_CLEANUP_START
    #       WITH_CLEANUP_FINISH
    #       POP_FINALLY 0
    #       POP_TOP
    #       JUMP_ABSOLUTE L4
    #   L2:
    #   .line 11
    #       LOAD_GLOBAL skip
    #       LOAD_FAST f
    #       CALL_FUNCTION 1
    #       POP_TOP
    #       POP_BLOCK
    #       BEGIN_FINALLY
    #   L3:
    #       WITH_CLEANUP_START
    #       WITH_CLEANUP_FINISH
    #       END_FINALLY
    #       JUMP_ABSOLUTE L1
    #   L4:
    #   .line 12
    #       LOAD_FAST path
    #       RETURN_VALUE
    raise NotImplementedError('antioch: opened not decompiled: with statements are not decompiled yet')
def guarded(lock, jobs):
    # antioch could not decompile this code: try statements of 3.8-3.10 (SETUP_FINALLY) are not decompiled yet
    # its listing:
    #   .version 3.8
    #   .name guarded
    #   .filename 'exits.py'
    #   .firstlineno 15
    #   .argcount 2
    #   .flags OPTIMIZED NEWLOCALS NOFREE
    #   ; arguments: lock, jobs   locals: job
    #   .stacksize 9
    #   .varnames lock, jobs, job
    #   .names release, done, run
    #   .consts None, 2
    #   .line 16
    #       LOAD_FAST jobs
    #       GET_ITER
    #   L1:
    #       FOR_ITER L4
    #       STORE_FAST job
    #   .line 17
    #       SETUP_FINALLY L3
    #   .line 18
    #       LOAD_FAST job
    #       LOAD_ATTR done
    #       POP_JUMP_IF_FALSE L2
    #   .line 19
    #       POP_BLOCK
    #       CALL_FINALLY L3
    #       POP_TOP
    #       JUMP_ABSOLUTE L4
    #   L2:
    #   .line 20
    #       LOAD_FAST job
    #       LOAD_METHOD run
    #       CALL_METHOD 0
    #       POP_TOP
    #       POP_BLOCK
    #       BEGIN_FINALLY
    #   L3:
    #   .line 22
    #       LOAD_FAST lock
    #       LOAD_METHOD release
    #       CALL_METHOD 0
    #       POP_TOP
    #       END_FINALLY
    #       JUMP_ABSOLUTE L1
    #   L4:
    #   .line 23
    #       LOAD_CONST 2
    #       RETURN_VALUE
    raise NotImplementedError('antioch: guarded not decompiled: try statements of 3.8-3.10 (SETUP_FINALLY) are not decompiled yet')
def closed(stream):
    # antioch could not decompile this code: with statements are not decompiled yet
    # its listing:
    #   .version 3.8
    #   .name closed
    #   .filename 'exits.py'
    #   .firstlineno 26
    #   .argcount 1
    #   .flags OPTIMIZED NEWLOCALS NOFREE
    #   ; arguments: stream
    #   .stacksize 9
    #   .consts None, 2, 1
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
    #       BEGIN_FINALLY
    #       WITH_CLEANUP_START
    #       WITH_CLEANUP_FINISH
    #       POP_FINALLY 0
    #       LOAD_CONST 2
    #       RETURN_VALUE
    #   L1:
    #   .line 30
    #       LOAD_FAST stream
    #       LOAD_METHOD read
    #       CALL_METHOD 0
    #       POP_TOP
    #       POP_BLOCK
    #       BEGIN_FINALLY
    #   L2:
    #       WITH_CLEANUP_START
    #       WITH_CLEANUP_FINISH
    #       END_FINALLY
    #   .line 31
    #       LOAD_CONST 1
    #       RETURN_VALUE
    raise NotImplementedError('antioch: closed not decompiled: with statements are not decompiled yet')
for item in items:
    if item:
        break
    handle(item)
def written(stream):
    # antioch could not decompile this code: with statements are not decompiled yet
    # its listing:
    #   .version 3.8
    #   .name written
    #   .filename 'exits.py'
    #   .firstlineno 40
    #   .argcount 1
    #   .flags OPTIMIZED NEWLOCALS NOFREE
    #   ; arguments: stream
    #   .stacksize 9
    #   .consts None, 1
    #   .line 41
    #       LOAD_FAST stream
    #       SETUP_WITH L1
    #       POP_TOP
    #   .line 42
    #       LOAD_FAST stream
    #       LOAD_METHOD write
    #       LOAD_CONST 1
    #       CALL_METHOD 1
    #       POP_TOP
    #       POP_BLOCK
    #       BEGIN_FINALLY
    #   L1:
    #       WITH_CLEANUP_START
    #       WITH_CLEANUP_FINISH
    #       END_FINALLY
    #       LOAD_CONST None
    #       RETURN_VALUE
    raise NotImplementedError('antioch: written not decompiled: with statements are not decompiled yet')
