def first_line(path):
    with open(path) as f:
        return f.readline()


def opened(paths): raise NotImplementedError('antioch: opened not decompiled: a with statement whose body goes on to different places')








def guarded(lock, jobs): raise NotImplementedError('antioch: guarded not decompiled: a try body that goes on to different places')










def closed(stream):
    with stream:
        if stream.empty:
            return 2
        stream.read()
    return 1


for item in items:
    if item:
        break
    handle(item)


def written(stream):
    with stream:
        stream.write(1)

# antioch could not decompile opened (line 6): a with statement whose body goes on to different places
# its listing:
#   .version 3.14
#   .name opened
#   .filename 'exits.py'
#   .firstlineno 6
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: paths   locals: path, f
#   .stacksize 8
#   .line 6
#       RESUME 0                      @0-0
#   .line 7
#       LOAD_FAST_BORROW paths        @16-21
#       GET_ITER                      @16-21
#   L1:
#       FOR_ITER L6                   @16-21
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
#       POP_JUMP_IF_FALSE L4          @15-27
#       NOT_TAKEN                     @15-27
#   .line 10
#       NOP                           @16-21
#   L3:
#   .line 8
#       LOAD_CONST None               @13-23
#       LOAD_CONST None               @13-23
#       LOAD_CONST None               @13-23
#       CALL 3                        @13-23
#       POP_TOP                       @13-23
#       POP_TOP                       @13-23
#   .line 12
#       LOAD_FAST_BORROW path         @11-15
#       RETURN_VALUE                  @4-15
#   L4:
#   .line 11
#       LOAD_GLOBAL skip +NULL        @12-16
#       LOAD_FAST_BORROW f            @17-18
#       CALL 1                        @12-19
#       POP_TOP                       @12-19
#   L5:
#   .line 8
#       LOAD_CONST None               @13-23
#       LOAD_CONST None               @13-23
#       LOAD_CONST None               @13-23
#       CALL 3                        @13-23
#       POP_TOP                       @13-23
#       JUMP_BACKWARD L1              @13-23
#   L6:
#   .line 7
#       END_FOR                       @16-21
#       POP_ITER                      @16-21
#   .line 12
#       LOAD_FAST_CHECK path          @11-15
#       RETURN_VALUE                  @4-15
#   L7:
#   .line 8
#       PUSH_EXC_INFO                 @13-23
#       WITH_EXCEPT_START             @13-23
#       TO_BOOL                       @13-23
#       POP_JUMP_IF_TRUE L8           @13-23
#       NOT_TAKEN                     @13-23
#       RERAISE 2                     @13-23
#   L8:
#       POP_TOP                       @13-23
#   L9:
#       POP_EXCEPT                    @13-23
#       POP_TOP                       @13-23
#       POP_TOP                       @13-23
#       POP_TOP                       @13-23
#       JUMP_BACKWARD L1              @13-23
#   L10:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   .try L2 L3 -> L7 depth 3 lasti
#   .try L4 L5 -> L7 depth 3 lasti
#   .try L7 L9 -> L10 depth 5 lasti

# antioch could not decompile guarded (line 15): a try body that goes on to different places
# its listing:
#   .version 3.14
#   .name guarded
#   .filename 'exits.py'
#   .firstlineno 15
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: lock, jobs   locals: job
#   .stacksize 5
#   .varnames lock, jobs, job
#   .consts 2
#   .line 15
#       RESUME 0                      @0-0
#   .line 16
#       LOAD_FAST_BORROW jobs         @15-19
#       GET_ITER                      @15-19
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
#       NOT_TAKEN                     @15-23
#   L3:
#   .line 19
#       NOP                           @16-21
#   .line 22
#       LOAD_FAST_BORROW lock         @12-16
#       LOAD_ATTR release +method     @12-24
#       CALL 0                        @12-26
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
#   .try L2 L3 -> L7 depth 1
#   .try L4 L5 -> L7 depth 1
#   .try L7 L8 -> L8 depth 2 lasti
