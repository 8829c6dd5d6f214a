def children(self): raise NotImplementedError('antioch: children not decompiled: finally clauses and with statements are not decompiled yet')





def raised(self): raise NotImplementedError('antioch: raised not decompiled: finally clauses and with statements are not decompiled yet')

# antioch could not decompile children (line 1): finally clauses and with statements are not decompiled yet
# its listing:
#   .version 3.15
#   .name children
#   .filename 'with_leaving_bodies.py'
#   .firstlineno 1
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: self
#   .stacksize 7
#   .consts None
#   .line 1
#       RESUME 0                      @0-0
#   .line 2
#       LOAD_GLOBAL suppress +NULL    @9-17
#       LOAD_GLOBAL Exception         @18-27
#       CALL 1                        @9-28
#       COPY 1                        @9-28
#       LOAD_SPECIAL __exit__         @9-28
#       SWAP 2                        @9-28
#       SWAP 3                        @9-28
#       LOAD_SPECIAL __enter__        @9-28
#       CALL 0                        @9-28
#   L1:
#       POP_TOP                       @9-28
#   .line 3
#       LOAD_GLOBAL listdir +NULL     @15-22
#       LOAD_FAST_BORROW self         @23-27
#       LOAD_ATTR root                @23-32
#       CALL 1                        @15-33
#   L2:
#   .line 2
#       SWAP 3                        @9-28
#       SWAP 2                        @9-28
#       LOAD_COMMON_CONSTANT None     @9-28
#       LOAD_COMMON_CONSTANT None     @9-28
#       LOAD_COMMON_CONSTANT None     @9-28
#       CALL 3                        @9-28
#       POP_TOP                       @9-28
#       RETURN_VALUE                  @9-28
#   L3:
#       PUSH_EXC_INFO                 @9-28
#       WITH_EXCEPT_START             @9-28
#       TO_BOOL                       @9-28
#       POP_JUMP_IF_TRUE L6           @9-28
#   L4:
#       NOT_TAKEN                     @9-28
#   L5:
#       RERAISE 2                     @9-28
#   L6:
#       POP_TOP                       @9-28
#   L7:
#       POP_EXCEPT                    @9-28
#       POP_TOP                       @9-28
#       POP_TOP                       @9-28
#       POP_TOP                       @9-28
#       JUMP_FORWARD L9               @9-28
#   L8:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   L9:
#   .line 4
#       LOAD_GLOBAL suppress +NULL    @9-17
#       LOAD_GLOBAL Exception         @18-27
#       CALL 1                        @9-28
#       COPY 1                        @9-28
#       LOAD_SPECIAL __exit__         @9-28
#       SWAP 2                        @9-28
#       SWAP 3                        @9-28
#       LOAD_SPECIAL __enter__        @9-28
#       CALL 0                        @9-28
#   L10:
#       POP_TOP                       @9-28
#   .line 5
#       LOAD_FAST self                @15-19
#       LOAD_ATTR zip_children +method @15-32
#       CALL 0                        @15-34
#   L11:
#   .line 4
#       SWAP 3                        @9-28
#       SWAP 2                        @9-28
#       LOAD_COMMON_CONSTANT None     @9-28
#       LOAD_COMMON_CONSTANT None     @9-28
#       LOAD_COMMON_CONSTANT None     @9-28
#       CALL 3                        @9-28
#       POP_TOP                       @9-28
#       RETURN_VALUE                  @9-28
#   L12:
#       PUSH_EXC_INFO                 @9-28
#       WITH_EXCEPT_START             @9-28
#       TO_BOOL                       @9-28
#       POP_JUMP_IF_TRUE L15          @9-28
#   L13:
#       NOT_TAKEN                     @9-28
#   L14:
#       RERAISE 2                     @9-28
#   L15:
#       POP_TOP                       @9-28
#   L16:
#       POP_EXCEPT                    @9-28
#       POP_TOP                       @9-28
#       POP_TOP                       @9-28
#       POP_TOP                       @9-28
#   .line 6
#       BUILD_LIST 0                  @11-13
#       RETURN_VALUE                  @4-13
#   L17:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   .try L1 L2 -> L3 depth 2 lasti
#   .try L3 L4 -> L8 depth 4 lasti
#   .try L5 L7 -> L8 depth 4 lasti
#   .try L10 L11 -> L12 depth 2 lasti
#   .try L12 L13 -> L17 depth 4 lasti
#   .try L14 L16 -> L17 depth 4 lasti

# antioch could not decompile raised (line 7): finally clauses and with statements are not decompiled yet
# its listing:
#   .version 3.15
#   .name raised
#   .filename 'with_leaving_bodies.py'
#   .firstlineno 7
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: self
#   .stacksize 7
#   .consts None, 'key'
#   .line 7
#       RESUME 0                      @0-0
#   .line 8
#       LOAD_FAST_BORROW self         @9-13
#       LOAD_ATTR assertRaises +method @9-26
#       LOAD_GLOBAL OSError           @27-34
#       CALL 1                        @9-35
#       COPY 1                        @9-35
#       LOAD_SPECIAL __exit__         @9-35
#       SWAP 2                        @9-35
#       SWAP 3                        @9-35
#       LOAD_SPECIAL __enter__        @9-35
#       CALL 0                        @9-35
#   L1:
#       POP_TOP                       @9-35
#   .line 9
#       LOAD_GLOBAL OSError           @14-21
#       RAISE_VARARGS 1               @8-21
#   L2:
#   .line 8
#       PUSH_EXC_INFO                 @9-35
#       WITH_EXCEPT_START             @9-35
#       TO_BOOL                       @9-35
#       POP_JUMP_IF_TRUE L5           @9-35
#   L3:
#       NOT_TAKEN                     @9-35
#   L4:
#       RERAISE 2                     @9-35
#   L5:
#       POP_TOP                       @9-35
#   L6:
#       POP_EXCEPT                    @9-35
#       POP_TOP                       @9-35
#       POP_TOP                       @9-35
#       POP_TOP                       @9-35
#       JUMP_FORWARD L8               @9-35
#   L7:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   L8:
#   .line 10
#       LOAD_FAST self                @9-13
#       LOAD_ATTR assertRaises +method @9-26
#       LOAD_GLOBAL KeyError          @27-35
#       CALL 1                        @9-36
#       COPY 1                        @9-36
#       LOAD_SPECIAL __exit__         @9-36
#       SWAP 2                        @9-36
#       SWAP 3                        @9-36
#       LOAD_SPECIAL __enter__        @9-36
#       CALL 0                        @9-36
#   L9:
#       POP_TOP                       @9-36
#   .line 11
#       LOAD_GLOBAL KeyError +NULL    @14-22
#       LOAD_CONST 'key'              @23-28
#       CALL 1                        @14-29
#       RAISE_VARARGS 1               @8-29
#   L10:
#   .line 10
#       PUSH_EXC_INFO                 @9-36
#       WITH_EXCEPT_START             @9-36
#       TO_BOOL                       @9-36
#       POP_JUMP_IF_TRUE L13          @9-36
#   L11:
#       NOT_TAKEN                     @9-36
#   L12:
#       RERAISE 2                     @9-36
#   L13:
#       POP_TOP                       @9-36
#   L14:
#       POP_EXCEPT                    @9-36
#       POP_TOP                       @9-36
#       POP_TOP                       @9-36
#       POP_TOP                       @9-36
#       JUMP_FORWARD L16              @9-36
#   L15:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   L16:
#   .line 12
#       LOAD_GLOBAL done +NULL        @4-8
#       CALL 0                        @4-10
#       POP_TOP                       @4-10
#       LOAD_COMMON_CONSTANT None     @4-10
#       RETURN_VALUE                  @4-10
#   .try L1 L2 -> L2 depth 2 lasti
#   .try L2 L3 -> L7 depth 4 lasti
#   .try L4 L6 -> L7 depth 4 lasti
#   .try L9 L10 -> L10 depth 2 lasti
#   .try L10 L11 -> L15 depth 4 lasti
#   .try L12 L14 -> L15 depth 4 lasti
