def first_line(path):
    with open(path) as f:
        return f.readline()


def opened(paths): raise NotImplementedError('antioch: opened not decompiled: a with statement whose body goes on to different places')








def guarded(lock, jobs): raise NotImplementedError('antioch: guarded not decompiled: a try body that goes on to different places')










def closed(stream): raise NotImplementedError('antioch: closed not decompiled: a with statement whose body goes on to different places')







for item in items:
    if item:
        break
    handle(item)


def written(stream):
    with stream:
        stream.write(1)

# antioch could not decompile opened (line 6): a with statement whose body goes on to different places
# its listing:
#   .version 3.15
#   .name opened
#   .filename 'exits.py'
#   .firstlineno 6
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: paths   locals: path, f
#   .stacksize 9
#   .consts None
#   .line 6
#       RESUME 0                      @0-0
#   .line 7
#       LOAD_FAST paths               @16-21
#       GET_ITER 0                    @16-21
#   L1:
#       FOR_ITER L8                   @16-21
#       STORE_FAST path               @8-12
#   .line 8
#       LOAD_GLOBAL open +NULL        @13-17
#       LOAD_FAST_BORROW path         @18-22
#       CALL 1                        @13-23
#       COPY 1                        @13-23
#       LOAD_SPECIAL __exit__         @13-23
#       SWAP 2                        @13-23
#       SWAP 3                        @13-23
#       LOAD_SPECIAL __enter__        @13-23
#       CALL 0                        @13-23
#   L2:
#       STORE_FAST f                  @27-28
#   .line 9
#       LOAD_FAST_BORROW f            @15-16
#       LOAD_ATTR readable +method    @15-25
#       CALL 0                        @15-27
#       TO_BOOL                       @15-27
#       POP_JUMP_IF_FALSE L6          @15-27
#   L3:
#       NOT_TAKEN                     @15-27
#   L4:
#   .line 10
#       NOP                           @16-21
#   L5:
#   .line 8
#       LOAD_COMMON_CONSTANT None     @13-23
#       LOAD_COMMON_CONSTANT None     @13-23
#       LOAD_COMMON_CONSTANT None     @13-23
#       CALL 3                        @13-23
#       POP_TOP                       @13-23
#       POP_TOP                       @13-23
#       POP_TOP                       @13-23
#   .line 12
#       LOAD_FAST_BORROW path         @11-15
#       RETURN_VALUE                  @4-15
#   L6:
#   .line 11
#       LOAD_GLOBAL skip +NULL        @12-16
#       LOAD_FAST_BORROW f            @17-18
#       CALL 1                        @12-19
#       POP_TOP                       @12-19
#   L7:
#   .line 8
#       LOAD_COMMON_CONSTANT None     @13-23
#       LOAD_COMMON_CONSTANT None     @13-23
#       LOAD_COMMON_CONSTANT None     @13-23
#       CALL 3                        @13-23
#       POP_TOP                       @13-23
#       JUMP_BACKWARD L1              @13-23
#   L8:
#   .line 7
#       END_FOR                       @16-21
#       POP_ITER                      @16-21
#   .line 12
#       LOAD_FAST_CHECK path          @11-15
#       RETURN_VALUE                  @4-15
#   L9:
#   .line 8
#       PUSH_EXC_INFO                 @13-23
#       WITH_EXCEPT_START             @13-23
#       TO_BOOL                       @13-23
#       POP_JUMP_IF_TRUE L12          @13-23
#   L10:
#       NOT_TAKEN                     @13-23
#   L11:
#       RERAISE 2                     @13-23
#   L12:
#       POP_TOP                       @13-23
#   L13:
#       POP_EXCEPT                    @13-23
#       POP_TOP                       @13-23
#       POP_TOP                       @13-23
#       POP_TOP                       @13-23
#       JUMP_BACKWARD L1              @13-23
#   L14:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   .try L2 L3 -> L9 depth 4 lasti
#   .try L4 L5 -> L9 depth 4 lasti
#   .try L6 L7 -> L9 depth 4 lasti
#   .try L9 L10 -> L14 depth 6 lasti
#   .try L11 L13 -> L14 depth 6 lasti

# antioch could not decompile guarded (line 15): a try body that goes on to different places
# its listing:
#   .version 3.15
#   .name guarded
#   .filename 'exits.py'
#   .firstlineno 15
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: lock, jobs   locals: job
#   .stacksize 6
#   .varnames lock, jobs, job
#   .consts 2
#   .line 15
#       RESUME 0                      @0-0
#   .line 16
#       LOAD_FAST jobs                @15-19
#       GET_ITER 0                    @15-19
#   L1:
#       FOR_ITER L6                   @15-19
#       STORE_FAST job                @8-11
#   .line 17
#       NOP                           @8-22:26
#   L2:
#   .line 18
#       LOAD_FAST_BORROW job          @15-18
#       LOAD_ATTR done                @15-23
#       TO_BOOL                       @15-23
#       POP_JUMP_IF_FALSE L4          @15-23
#   L3:
#       NOT_TAKEN                     @15-23
#   .line 19
#       NOP                           @16-21
#   .line 22
#       LOAD_FAST_BORROW lock         @12-16
#       LOAD_ATTR release +method     @12-24
#       CALL 0                        @12-26
#       POP_TOP                       @12-26
#       POP_TOP                       @12-26
#       POP_TOP                       @12-26
#   .line 23
#       LOAD_SMALL_INT 2              @11-12
#       RETURN_VALUE                  @11-12
#   L4:
#   .line 20
#       LOAD_FAST_BORROW job          @12-15
#       LOAD_ATTR run +method         @12-19
#       CALL 0                        @12-21
#       POP_TOP                       @12-21
#   L5:
#   .line 22
#       LOAD_FAST_BORROW lock         @12-16
#       LOAD_ATTR release +method     @12-24
#       CALL 0                        @12-26
#       POP_TOP                       @12-26
#       JUMP_BACKWARD L1              @12-26
#   L6:
#   .line 16
#       END_FOR                       @15-19
#       POP_ITER                      @15-19
#   .line 23
#       LOAD_SMALL_INT 2              @11-12
#       RETURN_VALUE                  @11-12
#   L7:
#   .line -
#       PUSH_EXC_INFO
#   .line 22
#       LOAD_FAST lock                @12-16
#       LOAD_ATTR release +method     @12-24
#       CALL 0                        @12-26
#       POP_TOP                       @12-26
#       RERAISE 0                     @12-26
#   L8:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   .try L2 L3 -> L7 depth 2
#   .try L4 L5 -> L7 depth 2
#   .try L7 L8 -> L8 depth 3 lasti

# antioch could not decompile closed (line 26): a with statement whose body goes on to different places
# its listing:
#   .version 3.15
#   .name closed
#   .filename 'exits.py'
#   .firstlineno 26
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: stream
#   .stacksize 7
#   .consts None
#   .line 26
#       RESUME 0                      @0-0
#   .line 27
#       LOAD_FAST stream              @9-15
#       COPY 1                        @9-15
#       LOAD_SPECIAL __exit__         @9-15
#       SWAP 2                        @9-15
#       SWAP 3                        @9-15
#       LOAD_SPECIAL __enter__        @9-15
#       CALL 0                        @9-15
#   L1:
#       POP_TOP                       @9-15
#   .line 28
#       LOAD_FAST_BORROW stream       @11-17
#       LOAD_ATTR empty               @11-23
#       TO_BOOL                       @11-23
#       POP_JUMP_IF_FALSE L5          @11-23
#   L2:
#       NOT_TAKEN                     @11-23
#   L3:
#   .line 29
#       NOP                           @19-20
#   L4:
#   .line 27
#       LOAD_COMMON_CONSTANT None     @9-15
#       LOAD_COMMON_CONSTANT None     @9-15
#       LOAD_COMMON_CONSTANT None     @9-15
#       CALL 3                        @9-15
#       POP_TOP                       @9-15
#       LOAD_SMALL_INT 2              @9-15
#       RETURN_VALUE                  @9-15
#   L5:
#   .line 30
#       LOAD_FAST_BORROW stream       @8-14
#       LOAD_ATTR read +method        @8-19
#       CALL 0                        @8-21
#       POP_TOP                       @8-21
#   L6:
#   .line 27
#       LOAD_COMMON_CONSTANT None     @9-15
#       LOAD_COMMON_CONSTANT None     @9-15
#       LOAD_COMMON_CONSTANT None     @9-15
#       CALL 3                        @9-15
#       POP_TOP                       @9-15
#   .line 31
#       LOAD_SMALL_INT 1              @11-12
#       RETURN_VALUE                  @11-12
#   L7:
#   .line 27
#       PUSH_EXC_INFO                 @9-15
#       WITH_EXCEPT_START             @9-15
#       TO_BOOL                       @9-15
#       POP_JUMP_IF_TRUE L10          @9-15
#   L8:
#       NOT_TAKEN                     @9-15
#   L9:
#       RERAISE 2                     @9-15
#   L10:
#       POP_TOP                       @9-15
#   L11:
#       POP_EXCEPT                    @9-15
#       POP_TOP                       @9-15
#       POP_TOP                       @9-15
#       POP_TOP                       @9-15
#   .line 31
#       LOAD_SMALL_INT 1              @11-12
#       RETURN_VALUE                  @11-12
#   L12:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   .try L1 L2 -> L7 depth 2 lasti
#   .try L3 L4 -> L7 depth 2 lasti
#   .try L5 L6 -> L7 depth 2 lasti
#   .try L7 L8 -> L12 depth 4 lasti
#   .try L9 L11 -> L12 depth 4 lasti
