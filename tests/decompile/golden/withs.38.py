def read(path, lock):
    # antioch could not decompile this code: POP_FINALLY is not decompiled yet
    # its listing:
    #   .version 3.8
    #   .name read
    #   .filename 'withs.py'
    #   .firstlineno 1
    #   .argcount 2
    #   .flags OPTIMIZED NEWLOCALS NOFREE
    #   ; arguments: path, lock   locals: source, data, again
    #   .stacksize 10
    #   .varnames path, lock, source, data, again
    #   .line 2
    #       LOAD_FAST lock
    #       SETUP_WITH L1
    #       POP_TOP
    #   .line 3
    #       LOAD_GLOBAL print
    #       LOAD_FAST path
    #       CALL_FUNCTION 1
    #       POP_TOP
    #       POP_BLOCK
    #       BEGIN_FINALLY
    #   L1:
    #       WITH_CLEANUP_START
    #       WITH_CLEANUP_FINISH
    #       END_FINALLY
    #   .line 4
    #       LOAD_GLOBAL open
    #       LOAD_FAST path
    #       CALL_FUNCTION 1
    #       SETUP_WITH L2
    #       STORE_FAST source
    #   .line 5
    #       LOAD_FAST source
    #       LOAD_METHOD read
    #       CALL_METHOD 0
    #       STORE_FAST data
    #       POP_BLOCK
    #       BEGIN_FINALLY
    #   L2:
    #       WITH_CLEANUP_START
    #       WITH_CLEANUP_FINISH
    #       END_FINALLY
    #   .line 6
    #       LOAD_GLOBAL open
    #       LOAD_FAST path
    #       CALL_FUNCTION 1
    #       SETUP_WITH L3
    #       STORE_FAST again
    #   .line 7
    #       LOAD_FAST again
    #       LOAD_METHOD read
    #       CALL_METHOD 0
    #       LOAD_FAST data
    #       BINARY_ADD
    #       POP_BLOCK
    #       ROT_TWO
    #       BEGIN_FINALLY
    #       WITH_CLEANUP_START
    #       WITH_CLEANUP_FINISH
    #       POP_FINALLY 0
    #       RETURN_VALUE
    #   L3:
    #       WITH_CLEANUP_START
    #       WITH_CLEANUP_FINISH
    #       END_FINALLY
    #       LOAD_CONST None
    #       RETURN_VALUE
    raise NotImplementedError('antioch: read not decompiled: POP_FINALLY is not decompiled yet')
