def scan(data, i, n, convert): raise NotImplementedError('antioch: scan not decompiled: a block is reached from two places that Python cannot share')















def skip(items, keep, later):
    while items:
        if keep(items):
            items.pop()
        elif later:
            if items[0]:
                items.append(0)
            continue
        if keep(later):
            later.pop()
        else:
            items.clear()

# antioch could not decompile scan (line 1): a block is reached from two places that Python cannot share
# its listing:
#   .version 3.15
#   .name scan
#   .filename 'elif_continue_after_if.py'
#   .firstlineno 1
#   .argcount 4
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: data, i, n, convert   locals: j, k
#   .stacksize 5
#   .varnames data, i, n, convert, j, k
#   .line 1
#       RESUME 0                      @0-0
#   L1:
#   .line 2
#       LOAD_FAST_BORROW_LOAD_FAST_BORROW i n @10-11
#       COMPARE_OP < +bool            @10-15
#       POP_JUMP_IF_FALSE L7          @10-15
#       NOT_TAKEN                     @10-15
#   .line 3
#       LOAD_FAST_BORROW convert      @11-18
#       TO_BOOL                       @11-18
#       POP_JUMP_IF_FALSE L2          @11-18
#       NOT_TAKEN                     @11-18
#   .line 4
#       LOAD_GLOBAL find +NULL        @16-20
#       LOAD_FAST_BORROW_LOAD_FAST_BORROW data i @21-25
#       CALL 2                        @16-29
#       STORE_FAST j                  @12-13
#       JUMP_FORWARD L4               @12-13
#   L2:
#   .line 5
#       LOAD_FAST_BORROW data         @13-17
#       LOAD_ATTR startswith +method  @13-28
#       LOAD_CONST '&'                @29-32
#       LOAD_FAST_BORROW i            @34-35
#       CALL 2                        @13-36
#       TO_BOOL                       @13-36
#       POP_JUMP_IF_FALSE L4          @13-36
#       NOT_TAKEN                     @13-36
#   .line 6
#       LOAD_GLOBAL match +NULL       @16-21
#       LOAD_FAST_BORROW_LOAD_FAST_BORROW data i @22-26
#       CALL 2                        @16-30
#       STORE_FAST k                  @12-13
#   .line 7
#       LOAD_FAST_BORROW data         @19-23
#       LOAD_ATTR startswith +method  @19-34
#       LOAD_CONST ';'                @35-38
#       LOAD_FAST_BORROW k            @40-41
#       LOAD_SMALL_INT 1              @44-45
#       BINARY_OP -                   @40-45
#       CALL 2                        @19-46
#       TO_BOOL                       @19-46
#       POP_JUMP_IF_TRUE L3           @19-46
#       NOT_TAKEN                     @19-46
#   .line 8
#       LOAD_FAST_BORROW k            @20-21
#       LOAD_SMALL_INT 1              @24-25
#       BINARY_OP -                   @20-25
#       STORE_FAST k                  @16-17
#   L3:
#   .line 9
#       LOAD_GLOBAL update +NULL      @16-22
#       LOAD_FAST_BORROW_LOAD_FAST_BORROW i k @23-24
#       CALL 2                        @16-28
#       STORE_FAST i                  @12-13
#   .line 10
#       JUMP_BACKWARD L1              @12-20
#   L4:
#   .line 11
#       LOAD_FAST_BORROW convert      @11-18
#       TO_BOOL                       @11-18
#       POP_JUMP_IF_FALSE L5          @11-18
#       NOT_TAKEN                     @11-18
#   .line 12
#       LOAD_GLOBAL handle +NULL      @12-18
#       LOAD_FAST_BORROW_LOAD_FAST_BORROW data i @19-23
#       LOAD_FAST_CHECK j             @26-27
#       BINARY_SLICE                  @19-28
#       CALL 1                        @12-29
#       POP_TOP                       @12-29
#       JUMP_FORWARD L6               @12-29
#   L5:
#   .line 14
#       LOAD_GLOBAL handle +NULL      @12-18
#       LOAD_FAST_BORROW data         @19-23
#       CALL 1                        @12-24
#       POP_TOP                       @12-24
#   L6:
#   .line 15
#       LOAD_FAST_CHECK j             @12-13
#       STORE_FAST i                  @8-9
#       JUMP_BACKWARD L1              @8-9
#   L7:
#   .line 16
#       LOAD_FAST_BORROW i            @11-12
#       RETURN_VALUE                  @4-12
