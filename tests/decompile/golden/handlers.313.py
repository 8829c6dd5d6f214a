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
def loop(items): raise NotImplementedError('antioch: loop not decompiled: a branch that leaves the stack changed')














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

# antioch could not decompile loop (line 17): a branch that leaves the stack changed
# its listing:
#   .version 3.13
#   .name loop
#   .filename 'handlers.py'
#   .firstlineno 17
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: items   locals: x
#   .stacksize 5
#   .names use, KeyError, IndexError, finish, pop
#   .line 17
#       RESUME 0                      @0-0
#   .line 18
#       LOAD_FAST items               @13-18
#       GET_ITER                      @13-18
#   L1:
#       FOR_ITER L4                   @13-18
#       STORE_FAST x                  @8-9
#   .line 19
#       NOP                           @8-24:17
#   L2:
#   .line 20
#       LOAD_GLOBAL use +NULL         @12-15
#       LOAD_FAST x                   @16-17
#       CALL 1                        @12-18
#       POP_TOP                       @12-18
#   L3:
#       JUMP_BACKWARD L1              @12-18
#   L4:
#   .line 18
#       END_FOR                       @13-18
#       POP_TOP                       @13-18
#   .line 26
#       LOAD_GLOBAL finish +NULL      @8-14
#       CALL 0                        @8-16
#       POP_TOP                       @8-16
#   L5:
#   .line 27
#       LOAD_FAST items               @10-15
#       TO_BOOL                       @10-15
#       POP_JUMP_IF_FALSE L10         @10-15
#   L6:
#   .line 28
#       NOP                           @8-31:16
#   L7:
#   .line 29
#       LOAD_FAST items               @12-17
#       LOAD_ATTR pop +method         @12-21
#       CALL 0                        @12-23
#       POP_TOP                       @12-23
#   L8:
#   .line 27
#       LOAD_FAST items               @10-15
#       TO_BOOL                       @10-15
#       POP_JUMP_IF_FALSE L9          @10-15
#       JUMP_BACKWARD L6              @10-15
#   L9:
#       RETURN_CONST None             @10-15
#   L10:
#       RETURN_CONST None             @10-15
#   L11:
#   .line -
#       PUSH_EXC_INFO
#   .line 21
#       LOAD_GLOBAL KeyError          @15-23
#       CHECK_EXC_MATCH               @8-22:20
#       POP_JUMP_IF_FALSE L13         @8-22:20
#       POP_TOP                       @8-22:20
#   L12:
#   .line 22
#       POP_EXCEPT                    @12-20
#       JUMP_BACKWARD L1              @12-20
#   L13:
#   .line 23
#       LOAD_GLOBAL IndexError        @15-25
#       CHECK_EXC_MATCH               @8-24:17
#       POP_JUMP_IF_FALSE L15         @8-24:17
#       POP_TOP                       @8-24:17
#   L14:
#   .line 24
#       POP_EXCEPT                    @12-17
#       POP_TOP                       @12-17
#       JUMP_BACKWARD L5              @12-17
#   L15:
#   .line 23
#       RERAISE 0                     @8-24:17
#   L16:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   L17:
#       PUSH_EXC_INFO
#   .line 30
#       POP_TOP                       @8-31:16
#   L18:
#   .line 31
#       POP_EXCEPT                    @12-16
#       JUMP_BACKWARD_NO_INTERRUPT L8 @12-16
#   L19:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   .try L2 L3 -> L11 depth 1
#   .try L7 L8 -> L17 depth 0
#   .try L11 L12 -> L16 depth 2 lasti
#   .try L13 L14 -> L16 depth 2 lasti
#   .try L15 L16 -> L16 depth 2 lasti
#   .try L17 L18 -> L19 depth 1 lasti
