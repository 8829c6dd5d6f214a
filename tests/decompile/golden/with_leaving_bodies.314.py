def children(self): raise NotImplementedError('antioch: children not decompiled: finally clauses and with statements are not decompiled yet')





def raised(self): raise NotImplementedError('antioch: raised not decompiled: finally clauses and with statements are not decompiled yet')

# antioch could not decompile children (line 1): finally clauses and with statements are not decompiled yet
# its listing:
#   .version 3.14
#   .name children
#   .filename 'with_leaving_bodies.py'
#   .firstlineno 1
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: self
#   .stacksize 7
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
#       LOAD_CONST None               @9-28
#       LOAD_CONST None               @9-28
#       LOAD_CONST None               @9-28
#       CALL 3                        @9-28
#       POP_TOP                       @9-28
#       RETURN_VALUE                  @9-28
#   L3:
#       PUSH_EXC_INFO                 @9-28
#       WITH_EXCEPT_START             @9-28
#       TO_BOOL                       @9-28
#       POP_JUMP_IF_TRUE L4           @9-28
#       NOT_TAKEN                     @9-28
#       RERAISE 2                     @9-28
#   L4:
#       POP_TOP                       @9-28
#   L5:
#       POP_EXCEPT                    @9-28
#       POP_TOP                       @9-28
#       POP_TOP                       @9-28
#       POP_TOP                       @9-28
#       JUMP_FORWARD L7               @9-28
#   L6:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   L7:
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
#   L8:
#       POP_TOP                       @9-28
#   .line 5
#       LOAD_FAST self                @15-19
#       LOAD_ATTR zip_children +method @15-32
#       CALL 0                        @15-34
#   L9:
#   .line 4
#       SWAP 3                        @9-28
#       SWAP 2                        @9-28
#       LOAD_CONST None               @9-28
#       LOAD_CONST None               @9-28
#       LOAD_CONST None               @9-28
#       CALL 3                        @9-28
#       POP_TOP                       @9-28
#       RETURN_VALUE                  @9-28
#   L10:
#       PUSH_EXC_INFO                 @9-28
#       WITH_EXCEPT_START             @9-28
#       TO_BOOL                       @9-28
#       POP_JUMP_IF_TRUE L11          @9-28
#       NOT_TAKEN                     @9-28
#       RERAISE 2                     @9-28
#   L11:
#       POP_TOP                       @9-28
#   L12:
#       POP_EXCEPT                    @9-28
#       POP_TOP                       @9-28
#       POP_TOP                       @9-28
#       POP_TOP                       @9-28
#   .line 6
#       BUILD_LIST 0                  @11-13
#       RETURN_VALUE                  @4-13
#   L13:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   .try L1 L2 -> L3 depth 2 lasti
#   .try L3 L5 -> L6 depth 4 lasti
#   .try L8 L9 -> L10 depth 2 lasti
#   .try L10 L12 -> L13 depth 4 lasti

# antioch could not decompile raised (line 7): finally clauses and with statements are not decompiled yet
# its listing:
#   .version 3.14
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
#       POP_JUMP_IF_TRUE L3           @9-35
#       NOT_TAKEN                     @9-35
#       RERAISE 2                     @9-35
#   L3:
#       POP_TOP                       @9-35
#   L4:
#       POP_EXCEPT                    @9-35
#       POP_TOP                       @9-35
#       POP_TOP                       @9-35
#       POP_TOP                       @9-35
#       JUMP_FORWARD L6               @9-35
#   L5:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   L6:
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
#   L7:
#       POP_TOP                       @9-36
#   .line 11
#       LOAD_GLOBAL KeyError +NULL    @14-22
#       LOAD_CONST 'key'              @23-28
#       CALL 1                        @14-29
#       RAISE_VARARGS 1               @8-29
#   L8:
#   .line 10
#       PUSH_EXC_INFO                 @9-36
#       WITH_EXCEPT_START             @9-36
#       TO_BOOL                       @9-36
#       POP_JUMP_IF_TRUE L9           @9-36
#       NOT_TAKEN                     @9-36
#       RERAISE 2                     @9-36
#   L9:
#       POP_TOP                       @9-36
#   L10:
#       POP_EXCEPT                    @9-36
#       POP_TOP                       @9-36
#       POP_TOP                       @9-36
#       POP_TOP                       @9-36
#       JUMP_FORWARD L12              @9-36
#   L11:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   L12:
#   .line 12
#       LOAD_GLOBAL done +NULL        @4-8
#       CALL 0                        @4-10
#       POP_TOP                       @4-10
#       LOAD_CONST None               @4-10
#       RETURN_VALUE                  @4-10
#   .try L1 L2 -> L2 depth 2 lasti
#   .try L2 L4 -> L5 depth 4 lasti
#   .try L7 L8 -> L8 depth 2 lasti
#   .try L8 L10 -> L11 depth 4 lasti
