def nested(a): raise NotImplementedError('antioch: nested not decompiled: finally clauses and with statements are not decompiled yet')










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

# antioch could not decompile nested (line 1): finally clauses and with statements are not decompiled yet
# its listing:
#   .version 3.15
#   .name nested
#   .filename 'handlers.py'
#   .firstlineno 1
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: a   locals: e
#   .stacksize 5
#   .consts None
#   .line 1
#       RESUME 0                      @0-0
#   .line 2
#       NOP                           @4-11:39
#   .line 3
#       NOP                           @8-6:15
#   L1:
#   .line 4
#       LOAD_FAST_BORROW a            @12-13
#       PUSH_NULL                     @12-13
#       CALL 0                        @12-15
#       POP_TOP                       @12-15
#   L2:
#       LOAD_COMMON_CONSTANT None     @12-15
#       RETURN_VALUE                  @12-15
#   L3:
#   .line -
#       PUSH_EXC_INFO
#   .line 5
#       LOAD_GLOBAL ValueError        @15-25
#       CHECK_EXC_MATCH               @8-6:15
#       POP_JUMP_IF_FALSE L8          @8-6:15
#   L4:
#       NOT_TAKEN                     @8-6:15
#   L5:
#       POP_TOP                       @8-6:15
#   .line 6
#       LOAD_GLOBAL b +NULL           @12-13
#       CALL 0                        @12-15
#       POP_TOP                       @12-15
#   L6:
#       POP_EXCEPT                    @12-15
#   L7:
#       LOAD_COMMON_CONSTANT None     @12-15
#       RETURN_VALUE                  @12-15
#   L8:
#   .line 5
#       RERAISE 0                     @8-6:15
#   L9:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   L10:
#       PUSH_EXC_INFO
#   .line 7
#       LOAD_GLOBAL TypeError         @12-21
#       LOAD_GLOBAL KeyError          @23-31
#       BUILD_TUPLE 2                 @11-32
#       CHECK_EXC_MATCH               @4-11:39
#       POP_JUMP_IF_FALSE L22         @4-11:39
#   L11:
#       NOT_TAKEN                     @4-11:39
#   L12:
#       STORE_FAST e                  @4-11:39
#   L13:
#   .line 8
#       NOP                           @8-11:39
#   L14:
#   .line 9
#       LOAD_GLOBAL c +NULL           @12-13
#       LOAD_FAST e                   @14-15
#       CALL 1                        @12-16
#       POP_TOP                       @12-16
#   L15:
#       POP_EXCEPT                    @12-16
#       LOAD_COMMON_CONSTANT None     @12-16
#       STORE_FAST e                  @12-16
#       DELETE_FAST e                 @12-16
#       LOAD_COMMON_CONSTANT None     @12-16
#       RETURN_VALUE                  @12-16
#   L16:
#   .line -
#       PUSH_EXC_INFO
#   .line 10
#       LOAD_GLOBAL OSError           @15-22
#       CHECK_EXC_MATCH               @8-11:39
#       POP_JUMP_IF_FALSE L19         @8-11:39
#   L17:
#       NOT_TAKEN                     @8-11:39
#   L18:
#       POP_TOP                       @8-11:39
#   .line 11
#       LOAD_GLOBAL RuntimeError +NULL @18-30
#       CALL 0                        @18-32
#       LOAD_FAST e                   @38-39
#       RAISE_VARARGS 2               @12-39
#   L19:
#   .line 10
#       RERAISE 0                     @8-11:39
#   L20:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   L21:
#       LOAD_COMMON_CONSTANT None
#       STORE_FAST e
#       DELETE_FAST e
#       RERAISE 1
#   L22:
#   .line 7
#       RERAISE 0                     @4-11:39
#   L23:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   .try L1 L2 -> L3 depth 0
#   .try L3 L4 -> L9 depth 1 lasti
#   .try L5 L6 -> L9 depth 1 lasti
#   .try L6 L7 -> L10 depth 0
#   .try L8 L9 -> L9 depth 1 lasti
#   .try L9 L10 -> L10 depth 0
#   .try L10 L11 -> L23 depth 1 lasti
#   .try L12 L13 -> L23 depth 1 lasti
#   .try L14 L15 -> L16 depth 1
#   .try L16 L17 -> L20 depth 2 lasti
#   .try L18 L20 -> L20 depth 2 lasti
#   .try L20 L21 -> L21 depth 1 lasti
#   .try L21 L23 -> L23 depth 1 lasti

# antioch could not decompile loop (line 17): a branch that leaves the stack changed
# its listing:
#   .version 3.15
#   .name loop
#   .filename 'handlers.py'
#   .firstlineno 17
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: items   locals: x
#   .stacksize 6
#   .names use, KeyError, IndexError, finish, pop
#   .consts None
#   .line 17
#       RESUME 0                      @0-0
#   .line 18
#       LOAD_FAST items               @13-18
#       GET_ITER 0                    @13-18
#   L1:
#       FOR_ITER L4                   @13-18
#       STORE_FAST x                  @8-9
#   .line 19
#       NOP                           @8-24:17
#   L2:
#   .line 20
#       LOAD_GLOBAL use +NULL         @12-15
#       LOAD_FAST_BORROW x            @16-17
#       CALL 1                        @12-18
#       POP_TOP                       @12-18
#   L3:
#       JUMP_BACKWARD L1              @12-18
#   L4:
#   .line 18
#       END_FOR                       @13-18
#       POP_ITER                      @13-18
#   .line 26
#       LOAD_GLOBAL finish +NULL      @8-14
#       CALL 0                        @8-16
#       POP_TOP                       @8-16
#   L5:
#   .line 27
#       LOAD_FAST_BORROW items        @10-15
#       TO_BOOL                       @10-15
#       POP_JUMP_IF_FALSE L8          @10-15
#       NOT_TAKEN                     @10-15
#   .line 28
#       NOP                           @8-31:16
#   L6:
#   .line 29
#       LOAD_FAST_BORROW items        @12-17
#       LOAD_ATTR pop +method         @12-21
#       CALL 0                        @12-23
#       POP_TOP                       @12-23
#   L7:
#       JUMP_BACKWARD L5              @12-23
#   L8:
#   .line 27
#       LOAD_COMMON_CONSTANT None     @10-15
#       RETURN_VALUE                  @10-15
#   L9:
#   .line -
#       PUSH_EXC_INFO
#   .line 21
#       LOAD_GLOBAL KeyError          @15-23
#       CHECK_EXC_MATCH               @8-22:20
#       POP_JUMP_IF_FALSE L13         @8-22:20
#   L10:
#       NOT_TAKEN                     @8-22:20
#   L11:
#       POP_TOP                       @8-22:20
#   L12:
#   .line 22
#       POP_EXCEPT                    @12-20
#       JUMP_BACKWARD L1              @12-20
#   L13:
#   .line 23
#       LOAD_GLOBAL IndexError        @15-25
#       CHECK_EXC_MATCH               @8-24:17
#       POP_JUMP_IF_FALSE L17         @8-24:17
#   L14:
#       NOT_TAKEN                     @8-24:17
#   L15:
#       POP_TOP                       @8-24:17
#   L16:
#   .line 24
#       POP_EXCEPT                    @12-17
#       POP_TOP                       @12-17
#       POP_TOP                       @12-17
#       JUMP_BACKWARD L5              @12-17
#   L17:
#   .line 23
#       RERAISE 0                     @8-24:17
#   L18:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   L19:
#       PUSH_EXC_INFO
#   .line 30
#       POP_TOP                       @8-31:16
#   L20:
#   .line 31
#       POP_EXCEPT                    @12-16
#       JUMP_BACKWARD L5              @12-16
#   L21:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   .try L2 L3 -> L9 depth 2
#   .try L6 L7 -> L19 depth 0
#   .try L9 L10 -> L18 depth 3 lasti
#   .try L11 L12 -> L18 depth 3 lasti
#   .try L13 L14 -> L18 depth 3 lasti
#   .try L15 L16 -> L18 depth 3 lasti
#   .try L17 L18 -> L18 depth 3 lasti
#   .try L19 L20 -> L21 depth 1 lasti
