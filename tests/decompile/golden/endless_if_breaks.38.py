def counted(lines):
    n = 0

    while True:
        if n == 0:
            n += 1
            break
        n += 2
    return len(lines) + n
def stepped(lines): raise NotImplementedError('antioch: stepped not decompiled: a block is reached from two places that Python cannot share')

# antioch could not decompile stepped (line 9): a block is reached from two places that Python cannot share
# its listing:
#   .version 3.8
#   .name stepped
#   .filename 'endless_if_breaks.py'
#   .firstlineno 9
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: lines   locals: n
#   .stacksize 3
#   .varnames lines, n
#   .consts None, 0, 1, 2
#   .line 10
#       LOAD_CONST 0
#       STORE_FAST n
#   L1:
#   .line 12
#       LOAD_FAST n
#       LOAD_CONST 0
#       COMPARE_OP ==
#       POP_JUMP_IF_FALSE L2
#   .line 13
#       LOAD_FAST n
#       LOAD_CONST 1
#       INPLACE_ADD
#       STORE_FAST n
#   .line 14
#       JUMP_ABSOLUTE L3
#   L2:
#   .line 15
#       LOAD_FAST n
#       LOAD_CONST 2
#       INPLACE_ADD
#       STORE_FAST n
#   .line 16
#       LOAD_FAST n
#       LOAD_GLOBAL len
#       LOAD_FAST lines
#       CALL_FUNCTION 1
#       COMPARE_OP >
#       POP_JUMP_IF_FALSE L1
#   .line 17
#       LOAD_FAST n
#       LOAD_CONST 1
#       INPLACE_ADD
#       STORE_FAST n
#   .line 18
#       JUMP_ABSOLUTE L3
#       JUMP_ABSOLUTE L1
#   L3:
#   .line 19
#       LOAD_GLOBAL len
#       LOAD_FAST lines
#       CALL_FUNCTION 1
#       LOAD_FAST n
#       BINARY_ADD
#       RETURN_VALUE
