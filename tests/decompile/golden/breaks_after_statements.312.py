def count_copied(step, n):
    while True:
        size = step(n)
        if size == 0:
            n += 1
            break
        n += 2
        if n > size:
            break
    return n


def join_chunks(lines, body, n): raise NotImplementedError('antioch: join_chunks not decompiled: a block is reached from two places that Python cannot share')

# antioch could not decompile join_chunks (line 13): a block is reached from two places that Python cannot share
# its listing:
#   .version 3.12
#   .name join_chunks
#   .filename 'breaks_after_statements.py'
#   .firstlineno 13
#   .argcount 3
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: lines, body, n   locals: size, chunk
#   .stacksize 4
#   .varnames lines, body, n, size, chunk
#   .consts None, 2, 0, 1, b''
#   .line 13
#       RESUME 0                      @0-0
#   .line 14
#       NOP                           @10-14
#   L1:
#   .line 15
#       LOAD_FAST lines               @22-27
#       LOAD_FAST n                   @28-29
#       LOAD_FAST n                   @30-31
#       LOAD_CONST 2                  @34-35
#       BINARY_OP +                   @30-35
#       BINARY_SLICE                  @22-36
#       UNPACK_SEQUENCE 2             @8-19
#       STORE_FAST size               @8-12
#       STORE_FAST chunk              @14-19
#   .line 16
#       LOAD_FAST size                @11-15
#       LOAD_CONST 0                  @19-20
#       COMPARE_OP ==                 @11-20
#       POP_JUMP_IF_FALSE L2          @11-20
#   .line 17
#       LOAD_FAST n                   @12-13
#       LOAD_CONST 1                  @17-18
#       BINARY_OP +=                  @12-18
#       STORE_FAST n                  @12-13
#   .line 18
#       JUMP_FORWARD L4               @12-17
#   L2:
#   .line 19
#       LOAD_FAST body                @8-12
#       LOAD_ATTR append +method      @8-19
#       LOAD_FAST chunk               @20-25
#       CALL 1                        @8-26
#       POP_TOP                       @8-26
#   .line 20
#       LOAD_FAST n                   @8-9
#       LOAD_CONST 2                  @13-14
#       BINARY_OP +=                  @8-14
#       STORE_FAST n                  @8-9
#   .line 21
#       LOAD_FAST n                   @11-12
#       LOAD_GLOBAL len +NULL         @15-18
#       LOAD_FAST lines               @19-24
#       CALL 1                        @15-25
#       COMPARE_OP >                  @11-25
#       POP_JUMP_IF_FALSE L3          @11-25
#   .line 22
#       JUMP_FORWARD L4               @12-17
#   L3:
#   .line 14
#       JUMP_BACKWARD L1              @10-14
#   L4:
#   .line 23
#       LOAD_CONST b''                @11-14
#       LOAD_ATTR join +method        @11-19
#       LOAD_FAST body                @20-24
#       CALL 1                        @11-25
#       RETURN_VALUE                  @4-25
