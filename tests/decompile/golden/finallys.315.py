import os
try:
    os.remove(name)
finally:
    done = True
def read(path):
    f = open(path)
    try:
        return f.read()
    finally:
        f.close()
def first(items, wanted): raise NotImplementedError('antioch: first not decompiled: a try body that goes on to different places')










def skip(items):
    while items:
        try:
            items.pop()
        finally:

            log()
def guarded(lock): raise NotImplementedError('antioch: guarded not decompiled: a try body that goes on to different places')

# antioch could not decompile first (line 12): a try body that goes on to different places
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

# antioch could not decompile guarded (line 30): a try body that goes on to different places
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
