def check_defaults(fields, missing): raise NotImplementedError('antioch: check_defaults not decompiled: a block is reached from two places that Python cannot share')








def pick(a, b, options):
    if not (a in options or b is None):
        return a
    return b

# antioch could not decompile check_defaults (line 1): a block is reached from two places that Python cannot share
# its listing:
#   .version 3.10
#   .name check_defaults
#   .filename 'negated_conditions.py'
#   .firstlineno 1
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: fields, missing   locals: seen, f
#   .stacksize 3
#   .varnames fields, missing, seen, f
#   .line 2
#       LOAD_CONST None
#       STORE_FAST seen
#   .line 3
#       LOAD_FAST fields
#       GET_ITER
#   L1:
#       FOR_ITER L5
#       STORE_FAST f
#   .line 4
#       LOAD_FAST f
#       LOAD_ATTR init
#       POP_JUMP_IF_FALSE L4
#   .line 5
#       LOAD_FAST f
#       LOAD_ATTR default
#       LOAD_FAST missing
#       IS_OP 0
#       POP_JUMP_IF_FALSE L2
#       LOAD_FAST f
#       LOAD_ATTR factory
#       LOAD_FAST missing
#       IS_OP 0
#       POP_JUMP_IF_TRUE L3
#   L2:
#   .line 6
#       LOAD_FAST f
#       STORE_FAST seen
#       JUMP_ABSOLUTE L1
#   L3:
#   .line 7
#       LOAD_FAST seen
#       POP_JUMP_IF_FALSE L4
#   .line 8
#       LOAD_GLOBAL TypeError
#       LOAD_FAST f
#       LOAD_ATTR name
#       CALL_FUNCTION 1
#       RAISE_VARARGS 1
#   L4:
#   .line -
#       JUMP_ABSOLUTE L1
#   L5:
#   .line 9
#       LOAD_FAST seen
#       RETURN_VALUE
