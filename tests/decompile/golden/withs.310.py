def read(path, lock):
    # antioch could not decompile this code: with statements are not decompiled yet
    # its listing:
    #   .version 3.10
    #   .name read
    #   .filename 'withs.py'
    #   .firstlineno 1
    #   .argcount 2
    #   .flags OPTIMIZED NEWLOCALS NOFREE
    #   ; arguments: path, lock   locals: source, data, again
    #   .stacksize 8
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
    #   .line 2
    #       LOAD_CONST None
    #       DUP_TOP
    #       DUP_TOP
    #       CALL_FUNCTION 3
    #       POP_TOP
    #       JUMP_FORWARD L3
    #   L1:
    #       WITH_EXCEPT_START
    #       POP_JUMP_IF_TRUE L2
    #       RERAISE 1
    #   L2:
    #       POP_TOP
    #       POP_TOP
    #       POP_TOP
    #       POP_EXCEPT
    #       POP_TOP
    #   L3:
    #   .line 4
    #       LOAD_GLOBAL open
    #       LOAD_FAST path
    #       CALL_FUNCTION 1
    #       SETUP_WITH L4
    #       STORE_FAST source
    #   .line 5
    #       LOAD_FAST source
    #       LOAD_METHOD read
    #       CALL_METHOD 0
    #       STORE_FAST data
    #       POP_BLOCK
    #   .line 4
    #       LOAD_CONST None
    #       DUP_TOP
    #       DUP_TOP
    #       CALL_FUNCTION 3
    #       POP_TOP
    #       JUMP_FORWARD L6
    #   L4:
    #       WITH_EXCEPT_START
    #       POP_JUMP_IF_TRUE L5
    #       RERAISE 1
    #   L5:
    #       POP_TOP
    #       POP_TOP
    #       POP_TOP
    #       POP_EXCEPT
    #       POP_TOP
    #   L6:
    #   .line 6
    #       LOAD_GLOBAL open
    #       LOAD_FAST path
    #       CALL_FUNCTION 1
    #       SETUP_WITH L7
    #       STORE_FAST again
    #   .line 7
    #       LOAD_FAST again
    #       LOAD_METHOD read
    #       CALL_METHOD 0
    #       LOAD_FAST data
    #       BINARY_ADD
    #   .line 6
    #       POP_BLOCK
    #       ROT_TWO
    #       LOAD_CONST None
    #       DUP_TOP
    #       DUP_TOP
    #       CALL_FUNCTION 3
    #       POP_TOP
    #       RETURN_VALUE
    #   L7:
    #       WITH_EXCEPT_START
    #       POP_JUMP_IF_TRUE L8
    #       RERAISE 1
    #   L8:
    #       POP_TOP
    #       POP_TOP
    #       POP_TOP
    #       POP_EXCEPT
    #       POP_TOP
    #       LOAD_CONST None
    #       RETURN_VALUE
    raise NotImplementedError('antioch: read not decompiled: with statements are not decompiled yet')
