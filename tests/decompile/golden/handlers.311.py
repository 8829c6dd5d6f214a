def nested(a):
    try:
        try:
            a()
        except ValueError:
            b()
    except (TypeError, KeyError) as e:
        try:
            c(e)
        except OSError:
            raise RuntimeError() from e
def named(a):
    try:
        return a()
    except (LookupError, ArithmeticError) as e:
        return e
def loop(items): raise NotImplementedError('antioch: loop not decompiled: a loop whose test at the bottom differs from the one at the top')














def managers(a, b):
    with a() as (p, q), b as c:
        with c:
            return p
def leaving(items):
    for x in items:
        with x:
            if x:
                break
            use(x)
def drain(queue):
    try:
        while True:
            queue.pop()
    except IndexError:
        return None

# antioch could not decompile loop (line 17): a loop whose test at the bottom differs from the one at the top
# its listing:
#   .version 3.11
#   .name loop
#   .filename 'handlers.py'
#   .firstlineno 17
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: items   locals: x
#   .stacksize 5
#   .line 17
#       RESUME 0                      @0-0
#   .line 18
#       LOAD_FAST items               @13-18
#       GET_ITER                      @4-26:16
#   L1:
#       FOR_ITER L10                  @4-26:16
#       STORE_FAST x                  @8-9
#   .line 19
#       NOP                           @8-24:17
#   L2:
#   .line 20
#       LOAD_GLOBAL use +NULL         @12-15
#       LOAD_FAST x                   @16-17
#       PRECALL 1                     @12-18
#       CALL 1                        @12-18
#       POP_TOP                       @12-18
#   L3:
#       JUMP_BACKWARD L1              @12-18
#   L4:
#   .line -
#       PUSH_EXC_INFO
#   .line 21
#       LOAD_GLOBAL KeyError          @15-23
#       CHECK_EXC_MATCH               @8-22:20
#       POP_JUMP_FORWARD_IF_FALSE L6  @8-22:20
#       POP_TOP                       @8-22:20
#   L5:
#   .line 22
#       POP_EXCEPT                    @12-20
#       JUMP_BACKWARD L1              @12-20
#   L6:
#   .line 23
#       LOAD_GLOBAL IndexError        @15-25
#       CHECK_EXC_MATCH               @8-24:17
#       POP_JUMP_FORWARD_IF_FALSE L8  @8-24:17
#       POP_TOP                       @8-24:17
#   L7:
#   .line 24
#       POP_EXCEPT                    @12-17
#       POP_TOP                       @12-17
#       JUMP_FORWARD L11              @12-17
#   L8:
#   .line 23
#       RERAISE 0                     @8-24:17
#   L9:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   L10:
#   .line 26
#       LOAD_GLOBAL finish +NULL      @8-14
#       PRECALL 0                     @8-16
#       CALL 0                        @8-16
#       POP_TOP                       @8-16
#   L11:
#   .line 27
#       LOAD_FAST items               @10-15
#       POP_JUMP_FORWARD_IF_FALSE L19 @4-31:16
#   L12:
#   .line 28
#       NOP                           @8-31:16
#   L13:
#   .line 29
#       LOAD_FAST items               @12-17
#       LOAD_METHOD pop               @12-21
#       PRECALL 0                     @12-23
#       CALL 0                        @12-23
#       POP_TOP                       @12-23
#   L14:
#       JUMP_FORWARD L18              @12-23
#   L15:
#   .line -
#       PUSH_EXC_INFO
#   .line 30
#       POP_TOP                       @8-31:16
#   L16:
#   .line 31
#       POP_EXCEPT                    @12-16
#       JUMP_FORWARD L18              @12-16
#   L17:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   L18:
#   .line 27
#       LOAD_FAST items               @10-15
#       POP_JUMP_BACKWARD_IF_TRUE L12 @4-31:16
#       LOAD_CONST None               @4-31:16
#       RETURN_VALUE                  @4-31:16
#   L19:
#       LOAD_CONST None               @4-31:16
#       RETURN_VALUE                  @4-31:16
#   .try L2 L3 -> L4 depth 1
#   .try L4 L5 -> L9 depth 2 lasti
#   .try L6 L7 -> L9 depth 2 lasti
#   .try L8 L9 -> L9 depth 2 lasti
#   .try L13 L14 -> L15 depth 0
#   .try L15 L16 -> L17 depth 1 lasti
