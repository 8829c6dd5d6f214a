def release(lock):
    # antioch could not decompile this code: try statements of 3.8-3.10 (SETUP_FINALLY) are not decompiled yet
    # its listing:
    #   .version 3.9
    #   .name release
    #   .filename 'finally.py'
    #   .firstlineno 1
    #   .argcount 1
    #   .flags OPTIMIZED NEWLOCALS NOFREE
    #   ; arguments: lock
    #   .stacksize 8
    #   .consts None
    #   .line 2
    #       SETUP_FINALLY L1
    #   .line 3
    #       LOAD_FAST lock
    #       LOAD_METHOD work
    #       CALL_METHOD 0
    #       POP_TOP
    #       POP_BLOCK
    #   .line 5
    #       LOAD_FAST lock
    #       LOAD_METHOD release
    #       CALL_METHOD 0
    #       POP_TOP
    #       JUMP_FORWARD L2
    #   L1:
    #       LOAD_FAST lock
    #       LOAD_METHOD release
    #       CALL_METHOD 0
    #       POP_TOP
    #       RERAISE
    #   L2:
    #   .line 6
    #       LOAD_FAST lock
    #       RETURN_VALUE
    raise NotImplementedError('antioch: release not decompiled: try statements of 3.8-3.10 (SETUP_FINALLY) are not decompiled yet')
def handled(path):
    # antioch could not decompile this code: try statements of 3.8-3.10 (SETUP_FINALLY) are not decompiled yet
    # its listing:
    #   .version 3.9
    #   .name handled
    #   .filename 'finally.py'
    #   .firstlineno 9
    #   .argcount 1
    #   .flags OPTIMIZED NEWLOCALS NOFREE
    #   ; arguments: path   locals: data, exc
    #   .stacksize 10
    #   .line 10
    #       SETUP_FINALLY L6
    #       SETUP_FINALLY L1
    #   .line 11
    #       LOAD_GLOBAL read
    #       LOAD_FAST path
    #       CALL_FUNCTION 1
    #       STORE_FAST data
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
    #       LOAD_GLOBAL log
    #       LOAD_FAST exc
    #       CALL_FUNCTION 1
    #       POP_TOP
    #   .line 14
    #       LOAD_CONST None
    #       STORE_FAST data
    #       POP_BLOCK
    #       POP_EXCEPT
    #       LOAD_CONST None
    #       STORE_FAST exc
    #       DELETE_FAST exc
    #       JUMP_FORWARD L5
    #   L2:
    #       LOAD_CONST None
    #       STORE_FAST exc
    #       DELETE_FAST exc
    #       RERAISE
    #   L3:
    #       RERAISE
    #   L4:
    #   .line 16
    #       LOAD_GLOBAL log
    #       LOAD_FAST path
    #       CALL_FUNCTION 1
    #       POP_TOP
    #   L5:
    #       POP_BLOCK
    #   .line 18
    #       LOAD_GLOBAL close
    #       LOAD_FAST path
    #       CALL_FUNCTION 1
    #       POP_TOP
    #       JUMP_FORWARD L7
    #   L6:
    #       LOAD_GLOBAL close
    #       LOAD_FAST path
    #       CALL_FUNCTION 1
    #       POP_TOP
    #       RERAISE
    #   L7:
    #   .line 19
    #       LOAD_FAST data
    #       RETURN_VALUE
    raise NotImplementedError('antioch: handled not decompiled: try statements of 3.8-3.10 (SETUP_FINALLY) are not decompiled yet')
def returned(stream):
    # antioch could not decompile this code: try statements of 3.8-3.10 (SETUP_FINALLY) are not decompiled yet
    # its listing:
    #   .version 3.9
    #   .name returned
    #   .filename 'finally.py'
    #   .firstlineno 22
    #   .argcount 1
    #   .flags OPTIMIZED NEWLOCALS NOFREE
    #   ; arguments: stream   locals: done
    #   .stacksize 8
    #   .consts None, True
    #   .linetable 000102010802080104fd0202000100ff0801
    #   .line 23
    #       SETUP_FINALLY L1
    #   .line 24
    #       LOAD_FAST stream
    #       LOAD_METHOD read
    #       CALL_METHOD 0
    #       POP_BLOCK
    #   .line 26
    #       LOAD_FAST stream
    #       LOAD_METHOD close
    #       CALL_METHOD 0
    #       POP_TOP
    #   .line 27
    #       LOAD_CONST True
    #       STORE_FAST done
    #   .line 24
    #       RETURN_VALUE
    #   L1:
    #   .line 26
    #       LOAD_FAST stream
    #       LOAD_METHOD close
    #       CALL_METHOD 0
    #       POP_TOP
    #   .line 27
    #       LOAD_CONST True
    #       STORE_FAST done
    #       RERAISE
    #       LOAD_CONST None
    #       RETURN_VALUE
    raise NotImplementedError('antioch: returned not decompiled: try statements of 3.8-3.10 (SETUP_FINALLY) are not decompiled yet')
