def compiled_or_none(source):
    try:
        compile_it(source)
    except SyntaxError:
        try:
            compile_it(source + '\n')
        except SyntaxError as e:
            if 'incomplete input' in str(e):
                return None
    return compile_it(source, 1)


def quietly_compiled_or_none(source): raise NotImplementedError('antioch: quietly_compiled_or_none not decompiled: a try statement whose handlers go on to different places')

# antioch could not decompile quietly_compiled_or_none (line 13): a try statement whose handlers go on to different places
# its listing:
#   .version 3.11
#   .name quietly_compiled_or_none
#   .filename 'clause_return_nested.py'
#   .firstlineno 13
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: source   locals: e
#   .stacksize 7
#   .consts None, '\n', 'incomplete input', 1
#   .line 13
#       RESUME 0                      @0-0
#   .line 14
#       LOAD_GLOBAL quiet +NULL       @9-14
#       PRECALL 0                     @9-16
#       CALL 0                        @9-16
#       BEFORE_WITH                   @4-23:31
#   L1:
#       POP_TOP                       @4-23:31
#   L2:
#   .line 15
#       NOP                           @8-23:31
#   L3:
#   .line 16
#       LOAD_GLOBAL compile_it +NULL  @12-22
#       LOAD_FAST source              @23-29
#       PRECALL 1                     @12-30
#       CALL 1                        @12-30
#       POP_TOP                       @12-30
#   L4:
#       JUMP_FORWARD L22              @12-30
#   L5:
#   .line -
#       PUSH_EXC_INFO
#   .line 17
#       LOAD_GLOBAL SyntaxError       @15-26
#       CHECK_EXC_MATCH               @8-23:31
#       POP_JUMP_FORWARD_IF_FALSE L20 @8-23:31
#       POP_TOP                       @8-23:31
#   L6:
#   .line 18
#       NOP                           @12-23:31
#   L7:
#   .line 19
#       LOAD_GLOBAL compile_it +NULL  @16-26
#       LOAD_FAST source              @27-33
#       LOAD_CONST '\n'               @36-40
#       BINARY_OP +                   @27-40
#       PRECALL 1                     @16-41
#       CALL 1                        @16-41
#       POP_TOP                       @16-41
#   L8:
#   .line 20
#       POP_EXCEPT                    @23-27
#   L9:
#   .line 14
#       LOAD_CONST None               @4-23:31
#       LOAD_CONST None               @4-23:31
#       LOAD_CONST None               @4-23:31
#       PRECALL 2                     @4-23:31
#       CALL 2                        @4-23:31
#       POP_TOP                       @4-23:31
#       LOAD_CONST None               @4-23:31
#       RETURN_VALUE                  @4-23:31
#   L10:
#   .line -
#       PUSH_EXC_INFO
#   .line 21
#       LOAD_GLOBAL SyntaxError       @19-30
#       CHECK_EXC_MATCH               @12-23:31
#       POP_JUMP_FORWARD_IF_FALSE L17 @12-23:31
#       STORE_FAST e                  @12-23:31
#   L11:
#   .line 22
#       LOAD_CONST 'incomplete input' @19-37
#       LOAD_GLOBAL str +NULL         @41-44
#       LOAD_FAST e                   @45-46
#       PRECALL 1                     @41-47
#       CALL 1                        @41-47
#       CONTAINS_OP 0                 @19-47
#       POP_JUMP_FORWARD_IF_FALSE L15 @19-47
#   L12:
#   .line 23
#       POP_EXCEPT                    @27-31
#       LOAD_CONST None               @27-31
#       STORE_FAST e                  @27-31
#       DELETE_FAST e                 @27-31
#   L13:
#       POP_EXCEPT                    @27-31
#   L14:
#   .line 14
#       LOAD_CONST None               @4-23:31
#       LOAD_CONST None               @4-23:31
#       LOAD_CONST None               @4-23:31
#       PRECALL 2                     @4-23:31
#       CALL 2                        @4-23:31
#       POP_TOP                       @4-23:31
#       LOAD_CONST None               @4-23:31
#       RETURN_VALUE                  @4-23:31
#   L15:
#   .line 22
#       POP_EXCEPT                    @19-47
#       LOAD_CONST None               @19-47
#       STORE_FAST e                  @19-47
#       DELETE_FAST e                 @19-47
#       JUMP_FORWARD L19              @19-47
#   L16:
#   .line -
#       LOAD_CONST None
#       STORE_FAST e
#       DELETE_FAST e
#       RERAISE 1
#   L17:
#   .line 21
#       RERAISE 0                     @12-23:31
#   L18:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   L19:
#   .line 22
#       POP_EXCEPT                    @19-47
#       JUMP_FORWARD L22              @19-47
#   L20:
#   .line 17
#       RERAISE 0                     @8-23:31
#   L21:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   L22:
#   .line 14
#       LOAD_CONST None               @4-23:31
#       LOAD_CONST None               @4-23:31
#       LOAD_CONST None               @4-23:31
#       PRECALL 2                     @4-23:31
#       CALL 2                        @4-23:31
#       POP_TOP                       @4-23:31
#       JUMP_FORWARD L27              @4-23:31
#   L23:
#       PUSH_EXC_INFO                 @4-23:31
#       WITH_EXCEPT_START             @4-23:31
#       POP_JUMP_FORWARD_IF_TRUE L25  @4-23:31
#       RERAISE 2                     @4-23:31
#   L24:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   L25:
#   .line 14
#       POP_TOP                       @4-23:31
#   L26:
#       POP_EXCEPT                    @4-23:31
#       POP_TOP                       @4-23:31
#       POP_TOP                       @4-23:31
#   L27:
#   .line 24
#       LOAD_GLOBAL compile_it +NULL  @11-21
#       LOAD_FAST source              @22-28
#       LOAD_CONST 1                  @30-31
#       PRECALL 2                     @11-32
#       CALL 2                        @11-32
#       RETURN_VALUE                  @4-32
#   .try L1 L2 -> L23 depth 1 lasti
#   .try L3 L4 -> L5 depth 1
#   .try L4 L5 -> L23 depth 1 lasti
#   .try L5 L6 -> L21 depth 2 lasti
#   .try L7 L8 -> L10 depth 2
#   .try L8 L9 -> L23 depth 1 lasti
#   .try L10 L11 -> L18 depth 3 lasti
#   .try L11 L12 -> L16 depth 3 lasti
#   .try L12 L13 -> L21 depth 2 lasti
#   .try L13 L14 -> L23 depth 1 lasti
#   .try L15 L16 -> L21 depth 2 lasti
#   .try L16 L18 -> L18 depth 3 lasti
#   .try L18 L19 -> L21 depth 2 lasti
#   .try L19 L20 -> L23 depth 1 lasti
#   .try L20 L21 -> L21 depth 2 lasti
#   .try L21 L22 -> L23 depth 1 lasti
#   .try L23 L24 -> L24 depth 3 lasti
#   .try L25 L26 -> L24 depth 3 lasti
