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
#   .version 3.15
#   .name stepped
#   .filename 'endless_if_breaks.py'
#   .firstlineno 9
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: lines   locals: n
#   .stacksize 4
#   .varnames lines, n
#   .consts 0
#   .line 9
#       RESUME 0                      @0-0
#   .line 10
#       LOAD_SMALL_INT 0              @8-9
#       STORE_FAST n                  @4-5
#   L1:
#   .line 11
#       NOP                           @10-14
#   .line 12
#       LOAD_FAST_BORROW n            @11-12
#       LOAD_SMALL_INT 0              @16-17
#       COMPARE_OP == +bool           @11-17
#       POP_JUMP_IF_FALSE L2          @11-17
#       NOT_TAKEN                     @11-17
#   .line 13
#       LOAD_FAST_BORROW n            @12-13
#       LOAD_SMALL_INT 1              @17-18
#       BINARY_OP +=                  @12-18
#       STORE_FAST n                  @12-13
#   .line 14
#       JUMP_FORWARD L4               @12-17
#   L2:
#   .line 15
#       LOAD_FAST_BORROW n            @8-9
#       LOAD_SMALL_INT 2              @13-14
#       BINARY_OP +=                  @8-14
#       STORE_FAST n                  @8-9
#   .line 16
#       LOAD_FAST_BORROW n            @11-12
#       LOAD_GLOBAL len +NULL         @15-18
#       LOAD_FAST_BORROW lines        @19-24
#       CALL 1                        @15-25
#       COMPARE_OP > +bool            @11-25
#       POP_JUMP_IF_TRUE L3           @11-25
#       NOT_TAKEN                     @11-25
#       JUMP_BACKWARD L1              @11-25
#   L3:
#   .line 17
#       LOAD_FAST_BORROW n            @12-13
#       LOAD_SMALL_INT 1              @17-18
#       BINARY_OP +=                  @12-18
#       STORE_FAST n                  @12-13
#   .line 18
#       NOP                           @12-17
#   L4:
#   .line 19
#       LOAD_GLOBAL len +NULL         @11-14
#       LOAD_FAST_BORROW lines        @15-20
#       CALL 1                        @11-21
#       LOAD_FAST_BORROW n            @24-25
#       BINARY_OP +                   @11-25
#       RETURN_VALUE                  @4-25
