def load(fmt): raise NotImplementedError('antioch: load not decompiled: a branch that both computes a value and runs statements')













def first(values):
    for value in values:
        if not value:
            continue
        found = value
        break
    else:
        raise ValueError('none')
    print(found)
    return found

def wait(n):
    while n:
        n = step(n)
        if not n > 10:
            continue
        break
    else:
        return None
    print(n)
    return n

# antioch could not decompile load (line 1): a branch that both computes a value and runs statements
# its listing:
#   .version 3.15
#   .name load
#   .filename 'leaving_else.py'
#   .firstlineno 1
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: fmt   locals: info, parser, p
#   .stacksize 4
#   .consts None, ('dict_type',)
#   .line 1
#       RESUME 0                      @0-0
#   .line 2
#       LOAD_FAST_BORROW fmt          @7-10
#       POP_JUMP_IF_NOT_NONE L4       @7-18
#       NOT_TAKEN                     @7-18
#   .line 3
#       LOAD_GLOBAL formats           @20-27
#       GET_ITER 0                    @20-27
#   L1:
#       FOR_ITER L3                   @20-27
#       STORE_FAST info               @12-16
#   .line 4
#       LOAD_FAST_BORROW info         @15-19
#       LOAD_ATTR detect +method      @15-26
#       CALL 0                        @15-28
#       TO_BOOL                       @15-28
#       POP_JUMP_IF_TRUE L2           @15-28
#       NOT_TAKEN                     @15-28
#       JUMP_BACKWARD L1              @15-28
#   L2:
#   .line 5
#       LOAD_FAST_BORROW info         @25-29
#       LOAD_ATTR parser              @25-36
#       STORE_FAST parser             @16-22
#   .line 6
#       POP_TOP                       @16-21
#       POP_TOP                       @16-21
#       JUMP_FORWARD L5               @16-21
#   L3:
#   .line 3
#       END_FOR                       @20-27
#       POP_ITER                      @20-27
#   .line 8
#       LOAD_GLOBAL InvalidFileException +NULL @18-38
#       CALL 0                        @18-40
#       RAISE_VARARGS 1               @12-40
#   L4:
#   .line 10
#       LOAD_GLOBAL formats           @17-24
#       LOAD_FAST_BORROW fmt          @25-28
#       BINARY_OP []                  @17-29
#       STORE_FAST parser             @8-14
#   L5:
#   .line 11
#       LOAD_FAST_BORROW parser       @8-14
#       PUSH_NULL                     @8-14
#       LOAD_GLOBAL dict              @25-29
#       LOAD_CONST ('dict_type',)     @8-30
#       CALL_KW 1                     @8-30
#       STORE_FAST p                  @4-5
#   .line 12
#       LOAD_FAST_BORROW p            @11-12
#       LOAD_ATTR parse +method       @11-18
#       CALL 0                        @11-20
#       RETURN_VALUE                  @4-20
