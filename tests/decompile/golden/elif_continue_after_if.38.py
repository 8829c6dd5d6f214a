def scan(data, i, n, convert): raise NotImplementedError('antioch: scan not decompiled: a block is reached from two places that Python cannot share')















def skip(items, keep, later):
    while items:
        if keep(items):
            items.pop()
        elif later:
            if items[0]:
                items.append(0)
            continue
        if keep(later):
            later.pop()
        else:
            items.clear()

# antioch could not decompile scan (line 1): a block is reached from two places that Python cannot share
# its listing:
#   .version 3.8
#   .name scan
#   .filename 'elif_continue_after_if.py'
#   .firstlineno 1
#   .argcount 4
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: data, i, n, convert   locals: j, k
#   .stacksize 5
#   .varnames data, i, n, convert, j, k
#   .consts None, '&', ';', 1
#   L1:
#   .line 2
#       LOAD_FAST i
#       LOAD_FAST n
#       COMPARE_OP <
#       POP_JUMP_IF_FALSE L7
#   .line 3
#       LOAD_FAST convert
#       POP_JUMP_IF_FALSE L2
#   .line 4
#       LOAD_GLOBAL find
#       LOAD_FAST data
#       LOAD_FAST i
#       CALL_FUNCTION 2
#       STORE_FAST j
#       JUMP_FORWARD L4
#   L2:
#   .line 5
#       LOAD_FAST data
#       LOAD_METHOD startswith
#       LOAD_CONST '&'
#       LOAD_FAST i
#       CALL_METHOD 2
#       POP_JUMP_IF_FALSE L4
#   .line 6
#       LOAD_GLOBAL match
#       LOAD_FAST data
#       LOAD_FAST i
#       CALL_FUNCTION 2
#       STORE_FAST k
#   .line 7
#       LOAD_FAST data
#       LOAD_METHOD startswith
#       LOAD_CONST ';'
#       LOAD_FAST k
#       LOAD_CONST 1
#       BINARY_SUBTRACT
#       CALL_METHOD 2
#       POP_JUMP_IF_TRUE L3
#   .line 8
#       LOAD_FAST k
#       LOAD_CONST 1
#       BINARY_SUBTRACT
#       STORE_FAST k
#   L3:
#   .line 9
#       LOAD_GLOBAL update
#       LOAD_FAST i
#       LOAD_FAST k
#       CALL_FUNCTION 2
#       STORE_FAST i
#   .line 10
#       JUMP_ABSOLUTE L1
#   L4:
#   .line 11
#       LOAD_FAST convert
#       POP_JUMP_IF_FALSE L5
#   .line 12
#       LOAD_GLOBAL handle
#       LOAD_FAST data
#       LOAD_FAST i
#       LOAD_FAST j
#       BUILD_SLICE 2
#       BINARY_SUBSCR
#       CALL_FUNCTION 1
#       POP_TOP
#       JUMP_FORWARD L6
#   L5:
#   .line 14
#       LOAD_GLOBAL handle
#       LOAD_FAST data
#       CALL_FUNCTION 1
#       POP_TOP
#   L6:
#   .line 15
#       LOAD_FAST j
#       STORE_FAST i
#       JUMP_ABSOLUTE L1
#   L7:
#   .line 16
#       LOAD_FAST i
#       RETURN_VALUE
