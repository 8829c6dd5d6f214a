def check_defaults(fields, missing): raise NotImplementedError('antioch: check_defaults not decompiled: a block is reached from two places that Python cannot share')








def pick(a, b, options):
    if not (a in options or b is None):
        return a
    return b

# antioch could not decompile check_defaults (line 1): a block is reached from two places that Python cannot share
# its listing:
#   .version 3.11
#   .name check_defaults
#   .filename 'negated_conditions.py'
#   .firstlineno 1
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: fields, missing   locals: seen, f
#   .stacksize 4
#   .varnames fields, missing, seen, f
#   .line 1
#       RESUME 0                      @0-0
#   .line 2
#       LOAD_CONST None               @11-15
#       STORE_FAST seen               @4-8
#   .line 3
#       LOAD_FAST fields              @13-19
#       GET_ITER                      @4-8:39
#   L1:
#       FOR_ITER L5                   @4-8:39
#       STORE_FAST f                  @8-9
#   .line 4
#       LOAD_FAST f                   @11-12
#       LOAD_ATTR init                @11-17
#       POP_JUMP_FORWARD_IF_FALSE L4  @8-8:39
#   .line 5
#       LOAD_FAST f                   @20-21
#       LOAD_ATTR default             @20-29
#       LOAD_FAST missing             @33-40
#       IS_OP 0                       @20-40
#       POP_JUMP_FORWARD_IF_FALSE L2  @20-40
#       LOAD_FAST f                   @45-46
#       LOAD_ATTR factory             @45-54
#       LOAD_FAST missing             @58-65
#       IS_OP 0                       @45-65
#       POP_JUMP_FORWARD_IF_TRUE L3   @45-65
#   L2:
#   .line 6
#       LOAD_FAST f                   @23-24
#       STORE_FAST seen               @16-20
#       JUMP_BACKWARD L1              @16-20
#   L3:
#   .line 7
#       LOAD_FAST seen                @17-21
#       POP_JUMP_FORWARD_IF_FALSE L4  @12-8:39
#   .line 8
#       LOAD_GLOBAL TypeError +NULL   @22-31
#       LOAD_FAST f                   @32-33
#       LOAD_ATTR name                @32-38
#       PRECALL 1                     @22-39
#       CALL 1                        @22-39
#       RAISE_VARARGS 1               @16-39
#   L4:
#   .line -
#       JUMP_BACKWARD L1
#   L5:
#   .line 9
#       LOAD_FAST seen                @11-15
#       RETURN_VALUE                  @4-15
