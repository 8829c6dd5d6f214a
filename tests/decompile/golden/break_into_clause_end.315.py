def f(y, w):
    try:
        a()
    except E:
        for z in w:
            if z:
                break
    b()


def g(y, w): raise NotImplementedError('antioch: g not decompiled: a block is reached from two places that Python cannot share')











def h(w): raise NotImplementedError('antioch: h not decompiled: a block is reached from two places that Python cannot share')

# antioch could not decompile g (line 11): a block is reached from two places that Python cannot share
# its listing:
#   .version 3.15
#   .name g
#   .filename 'break_into_clause_end.py'
#   .firstlineno 11
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: y, w   locals: z
#   .stacksize 4
#   .varnames y, w, z
#   .names a, E, c, b
#   .consts None
#   .line 11
#       RESUME 0                      @0-0
#   .line 12
#       NOP                           @4-19:15
#   L1:
#   .line 13
#       LOAD_GLOBAL a +NULL           @8-9
#       CALL 0                        @8-11
#       POP_TOP                       @8-11
#   L2:
#   .line 20
#       LOAD_GLOBAL b +NULL           @4-5
#       CALL 0                        @4-7
#       POP_TOP                       @4-7
#       LOAD_COMMON_CONSTANT None     @4-7
#       RETURN_VALUE                  @4-7
#   L3:
#   .line -
#       PUSH_EXC_INFO
#   .line 14
#       LOAD_GLOBAL E                 @11-12
#       CHECK_EXC_MATCH               @4-19:15
#       POP_JUMP_IF_FALSE L12         @4-19:15
#   L4:
#       NOT_TAKEN                     @4-19:15
#   L5:
#       POP_TOP                       @4-19:15
#   .line 15
#       LOAD_FAST w                   @17-18
#       GET_ITER 0                    @17-18
#   L6:
#       FOR_ITER L10                  @17-18
#       STORE_FAST z                  @12-13
#   .line 16
#       LOAD_FAST z                   @15-16
#       TO_BOOL                       @15-16
#   L7:
#       POP_JUMP_IF_TRUE L8           @15-16
#       NOT_TAKEN                     @15-16
#       JUMP_BACKWARD L6              @15-16
#   L8:
#   .line 17
#       POP_TOP                       @16-21
#       POP_TOP                       @16-21
#   L9:
#       POP_EXCEPT                    @16-21
#       JUMP_BACKWARD L2              @16-21
#   L10:
#   .line 15
#       END_FOR                       @17-18
#       POP_ITER                      @17-18
#   .line 19
#       LOAD_GLOBAL c +NULL           @12-13
#       CALL 0                        @12-15
#       POP_TOP                       @12-15
#   L11:
#       POP_EXCEPT                    @12-15
#       JUMP_BACKWARD_NO_INTERRUPT L2 @12-15
#   L12:
#   .line 14
#       RERAISE 0                     @4-19:15
#   L13:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   .try L1 L2 -> L3 depth 0
#   .try L3 L4 -> L13 depth 1 lasti
#   .try L5 L7 -> L13 depth 1 lasti
#   .try L8 L9 -> L13 depth 1 lasti
#   .try L10 L11 -> L13 depth 1 lasti
#   .try L12 L13 -> L13 depth 1 lasti

# antioch could not decompile h (line 23): a block is reached from two places that Python cannot share
# its listing:
#   .version 3.15
#   .name h
#   .filename 'break_into_clause_end.py'
#   .firstlineno 23
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: w   locals: z
#   .stacksize 7
#   .names a, E, b, F, c, d
#   .consts None
#   .line 23
#       RESUME 0                      @0-0
#   .line 24
#       NOP                           @4-35:15
#   L1:
#   .line 25
#       LOAD_GLOBAL a +NULL           @8-9
#       CALL 0                        @8-11
#       POP_TOP                       @8-11
#   L2:
#   .line 36
#       LOAD_GLOBAL d +NULL           @4-5
#       CALL 0                        @4-7
#       POP_TOP                       @4-7
#       LOAD_COMMON_CONSTANT None     @4-7
#       RETURN_VALUE                  @4-7
#   L3:
#   .line -
#       PUSH_EXC_INFO
#   .line 26
#       LOAD_GLOBAL E                 @11-12
#       CHECK_EXC_MATCH               @4-35:15
#       POP_JUMP_IF_FALSE L19         @4-35:15
#   L4:
#       NOT_TAKEN                     @4-35:15
#   L5:
#       POP_TOP                       @4-35:15
#   .line 27
#       LOAD_FAST w                   @17-18
#       GET_ITER 0                    @17-18
#   L6:
#       FOR_ITER L17                  @17-18
#       STORE_FAST z                  @12-13
#   L7:
#   .line 28
#       NOP                           @12-33:21
#   L8:
#   .line 29
#       LOAD_GLOBAL b +NULL           @16-17
#       LOAD_FAST z                   @18-19
#       CALL 1                        @16-20
#       POP_TOP                       @16-20
#   L9:
#   .line 33
#       POP_TOP                       @16-21
#       POP_TOP                       @16-21
#   L10:
#       POP_EXCEPT                    @16-21
#       JUMP_BACKWARD L2              @16-21
#   L11:
#   .line -
#       PUSH_EXC_INFO
#   .line 30
#       LOAD_GLOBAL F                 @19-20
#       CHECK_EXC_MATCH               @12-31:24
#       POP_JUMP_IF_FALSE L15         @12-31:24
#   L12:
#       NOT_TAKEN                     @12-31:24
#   L13:
#       POP_TOP                       @12-31:24
#   L14:
#   .line 31
#       POP_EXCEPT                    @16-24
#       JUMP_BACKWARD L6              @16-24
#   L15:
#   .line 30
#       RERAISE 0                     @12-31:24
#   L16:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   L17:
#   .line 27
#       END_FOR                       @17-18
#       POP_ITER                      @17-18
#   .line 35
#       LOAD_GLOBAL c +NULL           @12-13
#       CALL 0                        @12-15
#       POP_TOP                       @12-15
#   L18:
#       POP_EXCEPT                    @12-15
#       JUMP_BACKWARD_NO_INTERRUPT L2 @12-15
#   L19:
#   .line 26
#       RERAISE 0                     @4-35:15
#   L20:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   .try L1 L2 -> L3 depth 0
#   .try L3 L4 -> L20 depth 1 lasti
#   .try L5 L7 -> L20 depth 1 lasti
#   .try L8 L9 -> L11 depth 3
#   .try L9 L10 -> L20 depth 1 lasti
#   .try L11 L12 -> L16 depth 4 lasti
#   .try L13 L14 -> L16 depth 4 lasti
#   .try L14 L15 -> L20 depth 1 lasti
#   .try L15 L16 -> L16 depth 4 lasti
#   .try L16 L18 -> L20 depth 1 lasti
#   .try L19 L20 -> L20 depth 1 lasti
