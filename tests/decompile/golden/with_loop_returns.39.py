def same_files(f1, f2, bufsize):
    with open(f1, 'rb') as fp1, open(f2, 'rb') as fp2:

        while True:
            b1 = fp1.read(bufsize)
            b2 = fp2.read(bufsize)
            if b1 != b2:
                return False
            if not b1:
                break
        return True
def has_blank(path): raise NotImplementedError('antioch: has_blank not decompiled: a branch that leaves the stack changed')

# antioch could not decompile has_blank (line 12): a branch that leaves the stack changed
# its listing:
#   .version 3.9
#   .name has_blank
#   .filename 'with_loop_returns.py'
#   .firstlineno 12
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: path   locals: f, line
#   .stacksize 8
#   .line 13
#       LOAD_GLOBAL open
#       LOAD_FAST path
#       CALL_FUNCTION 1
#       SETUP_WITH L4
#       STORE_FAST f
#   L1:
#   .line 15
#       LOAD_FAST f
#       LOAD_METHOD readline
#       CALL_METHOD 0
#       STORE_FAST line
#   .line 16
#       LOAD_FAST line
#       POP_JUMP_IF_TRUE L2
#   .line 17
#       JUMP_ABSOLUTE L3
#   L2:
#   .line 18
#       LOAD_FAST line
#       LOAD_METHOD strip
#       CALL_METHOD 0
#       POP_JUMP_IF_TRUE L1
#   .line 19
#       POP_BLOCK
#       LOAD_CONST None
#       DUP_TOP
#       DUP_TOP
#       CALL_FUNCTION 3
#       POP_TOP
#       LOAD_CONST True
#       RETURN_VALUE
#       JUMP_ABSOLUTE L1
#   L3:
#       POP_BLOCK
#       LOAD_CONST None
#       DUP_TOP
#       DUP_TOP
#       CALL_FUNCTION 3
#       POP_TOP
#       JUMP_FORWARD L6
#   L4:
#       WITH_EXCEPT_START
#       POP_JUMP_IF_TRUE L5
#       RERAISE
#   L5:
#       POP_TOP
#       POP_TOP
#       POP_TOP
#       POP_EXCEPT
#       POP_TOP
#   L6:
#   .line 20
#       LOAD_CONST False
#       RETURN_VALUE
