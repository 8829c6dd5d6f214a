# antioch could not decompile this code: a handler that is not a chain of except clauses (finally, with, except*)
# its listing:
#   .version 3.15
#   .filename 'finallys.py'
#   .firstlineno 1
#   .flags 0x0
#   .stacksize 4
#   .consts 0, <code read>, <code first>, <code skip>, <code guarded>
#   .line 0
#       RESUME 0                      @0-1:0
#   .line 1
#       LOAD_SMALL_INT 0              @0-9
#       LOAD_COMMON_CONSTANT None     @0-9
#       IMPORT_NAME os                @0-9
#       STORE_NAME os                 @0-9
#   .line 2
#       NOP                           @0-5:15
#   L1:
#   .line 3
#       LOAD_NAME os                  @4-6
#       LOAD_ATTR remove              @4-13
#       PUSH_NULL                     @4-13
#       LOAD_NAME name                @14-18
#       CALL 1                        @4-19
#       POP_TOP                       @4-19
#   L2:
#   .line 5
#       LOAD_COMMON_CONSTANT True     @11-15
#       STORE_NAME done               @4-8
#   .line 6
#       LOAD_CONST <code read>        @0-11:17
#       MAKE_FUNCTION                 @0-11:17
#       STORE_NAME read               @0-11:17
#   .line 12
#       LOAD_CONST <code first>       @0-22:12
#       MAKE_FUNCTION                 @0-22:12
#       STORE_NAME first              @0-22:12
#   .line 23
#       LOAD_CONST <code skip>        @0-29:17
#       MAKE_FUNCTION                 @0-29:17
#       STORE_NAME skip               @0-29:17
#   .line 30
#       LOAD_CONST <code guarded>     @0-38:13
#       MAKE_FUNCTION                 @0-38:13
#       STORE_NAME guarded            @0-38:13
#       LOAD_COMMON_CONSTANT None     @0-38:13
#       RETURN_VALUE                  @0-38:13
#   L3:
#   .line -
#       PUSH_EXC_INFO
#   .line 5
#       LOAD_COMMON_CONSTANT True     @11-15
#       STORE_NAME done               @4-8
#       RERAISE 0                     @4-8
#   L4:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   .try L1 L2 -> L3 depth 0
#   .try L3 L4 -> L4 depth 1 lasti
#   .code read
#   .firstlineno 6
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: path   locals: f
#   .stacksize 4
#   .consts None
#   .line 6
#       RESUME 0                      @0-0
#   .line 7
#       LOAD_GLOBAL open +NULL        @8-12
#       LOAD_FAST_BORROW path         @13-17
#       CALL 1                        @8-18
#       STORE_FAST f                  @4-5
#   .line 8
#       NOP                           @4-11:17
#   L1:
#   .line 9
#       LOAD_FAST_BORROW f            @15-16
#       LOAD_ATTR read +method        @15-21
#       CALL 0                        @15-23
#   L2:
#   .line 11
#       LOAD_FAST_BORROW f            @8-9
#       LOAD_ATTR close +method       @8-15
#       CALL 0                        @8-17
#       POP_TOP                       @8-17
#       RETURN_VALUE                  @8-17
#   L3:
#   .line -
#       PUSH_EXC_INFO
#   .line 11
#       LOAD_FAST f                   @8-9
#       LOAD_ATTR close +method       @8-15
#       CALL 0                        @8-17
#       POP_TOP                       @8-17
#       RERAISE 0                     @8-17
#   L4:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   .try L1 L2 -> L3 depth 0
#   .try L3 L4 -> L4 depth 1 lasti
#   .end
#   .code first
#   .firstlineno 12
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: items, wanted   locals: item, exc
#   .stacksize 7
#   .varnames items, wanted, item, exc
#   .consts None
#   .line 12
#       RESUME 0                      @0-0
#   .line 13
#       LOAD_FAST items               @16-21
#       GET_ITER 0                    @16-21
#   L1:
#       FOR_ITER L6                   @16-21
#       STORE_FAST item               @8-12
#   .line 14
#       NOP                           @8-21:23
#   L2:
#   .line 15
#       LOAD_FAST_BORROW_LOAD_FAST_BORROW item wanted @15-19
#       COMPARE_OP == +bool           @15-29
#       POP_JUMP_IF_FALSE L4          @15-29
#   L3:
#       NOT_TAKEN                     @15-29
#   .line 16
#       NOP                           @16-21
#   .line 21
#       LOAD_GLOBAL count +NULL       @12-17
#       LOAD_FAST_BORROW item         @18-22
#       CALL 1                        @12-23
#       POP_TOP                       @12-23
#       POP_TOP                       @12-23
#       POP_TOP                       @12-23
#   .line 22
#       LOAD_SMALL_INT 0              @11-12
#       RETURN_VALUE                  @11-12
#   L4:
#   .line 17
#       LOAD_GLOBAL check +NULL       @12-17
#       LOAD_FAST_BORROW item         @18-22
#       CALL 1                        @12-23
#       POP_TOP                       @12-23
#   L5:
#   .line 21
#       LOAD_GLOBAL count +NULL       @12-17
#       LOAD_FAST_BORROW item         @18-22
#       CALL 1                        @12-23
#       POP_TOP                       @12-23
#       JUMP_BACKWARD L1              @12-23
#   L6:
#   .line 13
#       END_FOR                       @16-21
#       POP_ITER                      @16-21
#   .line 22
#       LOAD_SMALL_INT 0              @11-12
#       RETURN_VALUE                  @11-12
#   L7:
#   .line -
#       PUSH_EXC_INFO
#   .line 18
#       LOAD_GLOBAL KeyError          @15-23
#       CHECK_EXC_MATCH               @8-19:23
#       POP_JUMP_IF_FALSE L13         @8-19:23
#   L8:
#       NOT_TAKEN                     @8-19:23
#   L9:
#       STORE_FAST exc                @8-19:23
#   L10:
#   .line 19
#       LOAD_GLOBAL report +NULL      @12-18
#       LOAD_FAST exc                 @19-22
#       CALL 1                        @12-23
#       POP_TOP                       @12-23
#   L11:
#       POP_EXCEPT                    @12-23
#       LOAD_COMMON_CONSTANT None     @12-23
#       STORE_FAST exc                @12-23
#       DELETE_FAST exc               @12-23
#       JUMP_BACKWARD_NO_INTERRUPT L5 @12-23
#   L12:
#   .line -
#       LOAD_COMMON_CONSTANT None
#       STORE_FAST exc
#       DELETE_FAST exc
#       RERAISE 1
#   L13:
#   .line 18
#       RERAISE 0                     @8-19:23
#   L14:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   L15:
#       PUSH_EXC_INFO
#   .line 21
#       LOAD_GLOBAL count +NULL       @12-17
#       LOAD_FAST item                @18-22
#       CALL 1                        @12-23
#       POP_TOP                       @12-23
#       RERAISE 0                     @12-23
#   L16:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   .try L2 L3 -> L7 depth 2
#   .try L4 L5 -> L7 depth 2
#   .try L7 L8 -> L14 depth 3 lasti
#   .try L9 L10 -> L14 depth 3 lasti
#   .try L10 L11 -> L12 depth 3 lasti
#   .try L11 L12 -> L15 depth 2
#   .try L12 L14 -> L14 depth 3 lasti
#   .try L14 L15 -> L15 depth 2
#   .try L15 L16 -> L16 depth 3 lasti
#   .end
#   .code skip
#   .firstlineno 23
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: items
#   .stacksize 4
#   .consts None
#   .line 23
#       RESUME 0                      @0-0
#   L1:
#   .line 24
#       LOAD_FAST_BORROW items        @10-15
#       TO_BOOL                       @10-15
#       POP_JUMP_IF_FALSE L4          @10-15
#       NOT_TAKEN                     @10-15
#   .line 25
#       NOP                           @8-29:17
#   L2:
#   .line 26
#       LOAD_FAST_BORROW items        @12-17
#       LOAD_ATTR pop +method         @12-21
#       CALL 0                        @12-23
#       POP_TOP                       @12-23
#   L3:
#   .line 27
#       NOP                           @12-20
#   .line 29
#       LOAD_GLOBAL log +NULL         @12-15
#       CALL 0                        @12-17
#       POP_TOP                       @12-17
#       JUMP_BACKWARD L1              @12-17
#   L4:
#   .line 24
#       LOAD_COMMON_CONSTANT None     @10-15
#       RETURN_VALUE                  @10-15
#   L5:
#   .line -
#       PUSH_EXC_INFO
#   .line 29
#       LOAD_GLOBAL log +NULL         @12-15
#       CALL 0                        @12-17
#       POP_TOP                       @12-17
#       RERAISE 0                     @12-17
#   L6:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   .try L2 L3 -> L5 depth 0
#   .try L5 L6 -> L6 depth 1 lasti
#   .end
#   .code guarded
#   .firstlineno 30
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: lock
#   .stacksize 4
#   .names acquire, release, RuntimeError, log
#   .consts None
#   .line 30
#       RESUME 0                      @0-0
#   .line 31
#       NOP                           @4-38:13
#   L1:
#   .line 32
#       LOAD_FAST_BORROW lock         @8-12
#       LOAD_ATTR acquire +method     @8-20
#       CALL 0                        @8-22
#       POP_TOP                       @8-22
#   L2:
#   .line 36
#       LOAD_FAST_BORROW lock         @8-12
#       LOAD_ATTR release +method     @8-20
#       CALL 0                        @8-22
#       POP_TOP                       @8-22
#   L3:
#       NOP                           @8-22
#   .line 38
#       LOAD_GLOBAL log +NULL         @8-11
#       CALL 0                        @8-13
#       POP_TOP                       @8-13
#       LOAD_COMMON_CONSTANT None     @8-13
#       RETURN_VALUE                  @8-13
#   L4:
#   .line -
#       PUSH_EXC_INFO
#   .line 33
#       LOAD_GLOBAL RuntimeError      @11-23
#       CHECK_EXC_MATCH               @4-34:19
#       POP_JUMP_IF_FALSE L9          @4-34:19
#   L5:
#       NOT_TAKEN                     @4-34:19
#   L6:
#       POP_TOP                       @4-34:19
#   L7:
#   .line 34
#       POP_EXCEPT                    @15-19
#   L8:
#   .line 38
#       LOAD_GLOBAL log +NULL         @8-11
#       CALL 0                        @8-13
#       POP_TOP                       @8-13
#       LOAD_COMMON_CONSTANT None     @8-13
#       RETURN_VALUE                  @8-13
#   L9:
#   .line 33
#       RERAISE 0                     @4-34:19
#   L10:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   L11:
#       PUSH_EXC_INFO
#   .line 38
#       LOAD_GLOBAL log +NULL         @8-11
#       CALL 0                        @8-13
#       POP_TOP                       @8-13
#       RERAISE 0                     @8-13
#   L12:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   .try L1 L2 -> L4 depth 0
#   .try L2 L3 -> L11 depth 0
#   .try L4 L5 -> L10 depth 1 lasti
#   .try L6 L7 -> L10 depth 1 lasti
#   .try L7 L8 -> L11 depth 0
#   .try L9 L10 -> L10 depth 1 lasti
#   .try L10 L11 -> L11 depth 0
#   .try L11 L12 -> L12 depth 1 lasti
#   .end
def read(path):
    # antioch could not decompile this code: a statement while a value waits on the stack
    # its listing:
    #   .version 3.15
    #   .name read
    #   .filename 'finallys.py'
    #   .firstlineno 6
    #   .argcount 1
    #   .flags OPTIMIZED NEWLOCALS
    #   ; arguments: path   locals: f
    #   .stacksize 4
    #   .consts None
    #   .line 6
    #       RESUME 0                      @0-0
    #   .line 7
    #       LOAD_GLOBAL open +NULL        @8-12
    #       LOAD_FAST_BORROW path         @13-17
    #       CALL 1                        @8-18
    #       STORE_FAST f                  @4-5
    #   .line 8
    #       NOP                           @4-11:17
    #   L1:
    #   .line 9
    #       LOAD_FAST_BORROW f            @15-16
    #       LOAD_ATTR read +method        @15-21
    #       CALL 0                        @15-23
    #   L2:
    #   .line 11
    #       LOAD_FAST_BORROW f            @8-9
    #       LOAD_ATTR close +method       @8-15
    #       CALL 0                        @8-17
    #       POP_TOP                       @8-17
    #       RETURN_VALUE                  @8-17
    #   L3:
    #   .line -
    #       PUSH_EXC_INFO
    #   .line 11
    #       LOAD_FAST f                   @8-9
    #       LOAD_ATTR close +method       @8-15
    #       CALL 0                        @8-17
    #       POP_TOP                       @8-17
    #       RERAISE 0                     @8-17
    #   L4:
    #   .line -
    #       COPY 3
    #       POP_EXCEPT
    #       RERAISE 1
    #   .try L1 L2 -> L3 depth 0
    #   .try L3 L4 -> L4 depth 1 lasti
    raise NotImplementedError('antioch: read not decompiled: a statement while a value waits on the stack')
def first(items, wanted):
    # antioch could not decompile this code: finally clauses and with statements are not decompiled yet
    # its listing:
    #   .version 3.15
    #   .name first
    #   .filename 'finallys.py'
    #   .firstlineno 12
    #   .argcount 2
    #   .flags OPTIMIZED NEWLOCALS
    #   ; arguments: items, wanted   locals: item, exc
    #   .stacksize 7
    #   .varnames items, wanted, item, exc
    #   .consts None
    #   .line 12
    #       RESUME 0                      @0-0
    #   .line 13
    #       LOAD_FAST items               @16-21
    #       GET_ITER 0                    @16-21
    #   L1:
    #       FOR_ITER L6                   @16-21
    #       STORE_FAST item               @8-12
    #   .line 14
    #       NOP                           @8-21:23
    #   L2:
    #   .line 15
    #       LOAD_FAST_BORROW_LOAD_FAST_BORROW item wanted @15-19
    #       COMPARE_OP == +bool           @15-29
    #       POP_JUMP_IF_FALSE L4          @15-29
    #   L3:
    #       NOT_TAKEN                     @15-29
    #   .line 16
    #       NOP                           @16-21
    #   .line 21
    #       LOAD_GLOBAL count +NULL       @12-17
    #       LOAD_FAST_BORROW item         @18-22
    #       CALL 1                        @12-23
    #       POP_TOP                       @12-23
    #       POP_TOP                       @12-23
    #       POP_TOP                       @12-23
    #   .line 22
    #       LOAD_SMALL_INT 0              @11-12
    #       RETURN_VALUE                  @11-12
    #   L4:
    #   .line 17
    #       LOAD_GLOBAL check +NULL       @12-17
    #       LOAD_FAST_BORROW item         @18-22
    #       CALL 1                        @12-23
    #       POP_TOP                       @12-23
    #   L5:
    #   .line 21
    #       LOAD_GLOBAL count +NULL       @12-17
    #       LOAD_FAST_BORROW item         @18-22
    #       CALL 1                        @12-23
    #       POP_TOP                       @12-23
    #       JUMP_BACKWARD L1              @12-23
    #   L6:
    #   .line 13
    #       END_FOR                       @16-21
    #       POP_ITER                      @16-21
    #   .line 22
    #       LOAD_SMALL_INT 0              @11-12
    #       RETURN_VALUE                  @11-12
    #   L7:
    #   .line -
    #       PUSH_EXC_INFO
    #   .line 18
    #       LOAD_GLOBAL KeyError          @15-23
    #       CHECK_EXC_MATCH               @8-19:23
    #       POP_JUMP_IF_FALSE L13         @8-19:23
    #   L8:
    #       NOT_TAKEN                     @8-19:23
    #   L9:
    #       STORE_FAST exc                @8-19:23
    #   L10:
    #   .line 19
    #       LOAD_GLOBAL report +NULL      @12-18
    #       LOAD_FAST exc                 @19-22
    #       CALL 1                        @12-23
    #       POP_TOP                       @12-23
    #   L11:
    #       POP_EXCEPT                    @12-23
    #       LOAD_COMMON_CONSTANT None     @12-23
    #       STORE_FAST exc                @12-23
    #       DELETE_FAST exc               @12-23
    #       JUMP_BACKWARD_NO_INTERRUPT L5 @12-23
    #   L12:
    #   .line -
    #       LOAD_COMMON_CONSTANT None
    #       STORE_FAST exc
    #       DELETE_FAST exc
    #       RERAISE 1
    #   L13:
    #   .line 18
    #       RERAISE 0                     @8-19:23
    #   L14:
    #   .line -
    #       COPY 3
    #       POP_EXCEPT
    #       RERAISE 1
    #   L15:
    #       PUSH_EXC_INFO
    #   .line 21
    #       LOAD_GLOBAL count +NULL       @12-17
    #       LOAD_FAST item                @18-22
    #       CALL 1                        @12-23
    #       POP_TOP                       @12-23
    #       RERAISE 0                     @12-23
    #   L16:
    #   .line -
    #       COPY 3
    #       POP_EXCEPT
    #       RERAISE 1
    #   .try L2 L3 -> L7 depth 2
    #   .try L4 L5 -> L7 depth 2
    #   .try L7 L8 -> L14 depth 3 lasti
    #   .try L9 L10 -> L14 depth 3 lasti
    #   .try L10 L11 -> L12 depth 3 lasti
    #   .try L11 L12 -> L15 depth 2
    #   .try L12 L14 -> L14 depth 3 lasti
    #   .try L14 L15 -> L15 depth 2
    #   .try L15 L16 -> L16 depth 3 lasti
    raise NotImplementedError('antioch: first not decompiled: finally clauses and with statements are not decompiled yet')
def skip(items):
    # antioch could not decompile this code: a handler that is not a chain of except clauses (finally, with, except*)
    # its listing:
    #   .version 3.15
    #   .name skip
    #   .filename 'finallys.py'
    #   .firstlineno 23
    #   .argcount 1
    #   .flags OPTIMIZED NEWLOCALS
    #   ; arguments: items
    #   .stacksize 4
    #   .consts None
    #   .line 23
    #       RESUME 0                      @0-0
    #   L1:
    #   .line 24
    #       LOAD_FAST_BORROW items        @10-15
    #       TO_BOOL                       @10-15
    #       POP_JUMP_IF_FALSE L4          @10-15
    #       NOT_TAKEN                     @10-15
    #   .line 25
    #       NOP                           @8-29:17
    #   L2:
    #   .line 26
    #       LOAD_FAST_BORROW items        @12-17
    #       LOAD_ATTR pop +method         @12-21
    #       CALL 0                        @12-23
    #       POP_TOP                       @12-23
    #   L3:
    #   .line 27
    #       NOP                           @12-20
    #   .line 29
    #       LOAD_GLOBAL log +NULL         @12-15
    #       CALL 0                        @12-17
    #       POP_TOP                       @12-17
    #       JUMP_BACKWARD L1              @12-17
    #   L4:
    #   .line 24
    #       LOAD_COMMON_CONSTANT None     @10-15
    #       RETURN_VALUE                  @10-15
    #   L5:
    #   .line -
    #       PUSH_EXC_INFO
    #   .line 29
    #       LOAD_GLOBAL log +NULL         @12-15
    #       CALL 0                        @12-17
    #       POP_TOP                       @12-17
    #       RERAISE 0                     @12-17
    #   L6:
    #   .line -
    #       COPY 3
    #       POP_EXCEPT
    #       RERAISE 1
    #   .try L2 L3 -> L5 depth 0
    #   .try L5 L6 -> L6 depth 1 lasti
    raise NotImplementedError('antioch: skip not decompiled: a handler that is not a chain of except clauses (finally, with, except*)')
def guarded(lock):
    # antioch could not decompile this code: a handler that is not a chain of except clauses (finally, with, except*)
    # its listing:
    #   .version 3.15
    #   .name guarded
    #   .filename 'finallys.py'
    #   .firstlineno 30
    #   .argcount 1
    #   .flags OPTIMIZED NEWLOCALS
    #   ; arguments: lock
    #   .stacksize 4
    #   .names acquire, release, RuntimeError, log
    #   .consts None
    #   .line 30
    #       RESUME 0                      @0-0
    #   .line 31
    #       NOP                           @4-38:13
    #   L1:
    #   .line 32
    #       LOAD_FAST_BORROW lock         @8-12
    #       LOAD_ATTR acquire +method     @8-20
    #       CALL 0                        @8-22
    #       POP_TOP                       @8-22
    #   L2:
    #   .line 36
    #       LOAD_FAST_BORROW lock         @8-12
    #       LOAD_ATTR release +method     @8-20
    #       CALL 0                        @8-22
    #       POP_TOP                       @8-22
    #   L3:
    #       NOP                           @8-22
    #   .line 38
    #       LOAD_GLOBAL log +NULL         @8-11
    #       CALL 0                        @8-13
    #       POP_TOP                       @8-13
    #       LOAD_COMMON_CONSTANT None     @8-13
    #       RETURN_VALUE                  @8-13
    #   L4:
    #   .line -
    #       PUSH_EXC_INFO
    #   .line 33
    #       LOAD_GLOBAL RuntimeError      @11-23
    #       CHECK_EXC_MATCH               @4-34:19
    #       POP_JUMP_IF_FALSE L9          @4-34:19
    #   L5:
    #       NOT_TAKEN                     @4-34:19
    #   L6:
    #       POP_TOP                       @4-34:19
    #   L7:
    #   .line 34
    #       POP_EXCEPT                    @15-19
    #   L8:
    #   .line 38
    #       LOAD_GLOBAL log +NULL         @8-11
    #       CALL 0                        @8-13
    #       POP_TOP                       @8-13
    #       LOAD_COMMON_CONSTANT None     @8-13
    #       RETURN_VALUE                  @8-13
    #   L9:
    #   .line 33
    #       RERAISE 0                     @4-34:19
    #   L10:
    #   .line -
    #       COPY 3
    #       POP_EXCEPT
    #       RERAISE 1
    #   L11:
    #       PUSH_EXC_INFO
    #   .line 38
    #       LOAD_GLOBAL log +NULL         @8-11
    #       CALL 0                        @8-13
    #       POP_TOP                       @8-13
    #       RERAISE 0                     @8-13
    #   L12:
    #   .line -
    #       COPY 3
    #       POP_EXCEPT
    #       RERAISE 1
    #   .try L1 L2 -> L4 depth 0
    #   .try L2 L3 -> L11 depth 0
    #   .try L4 L5 -> L10 depth 1 lasti
    #   .try L6 L7 -> L10 depth 1 lasti
    #   .try L7 L8 -> L11 depth 0
    #   .try L9 L10 -> L10 depth 1 lasti
    #   .try L10 L11 -> L11 depth 0
    #   .try L11 L12 -> L12 depth 1 lasti
    raise NotImplementedError('antioch: guarded not decompiled: a handler that is not a chain of except clauses (finally, with, except*)')
raise NotImplementedError('antioch: <module> not decompiled: a handler that is not a chain of except clauses (finally, with, except*)')
