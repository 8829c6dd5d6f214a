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
#   .version 3.9
#   .name quietly_compiled_or_none
#   .filename 'clause_return_nested.py'
#   .firstlineno 13
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: source   locals: e
#   .stacksize 14
#   .consts None, '\n', 'incomplete input', 1
#   .line 14
#       LOAD_GLOBAL quiet
#       CALL_FUNCTION 0
#       SETUP_WITH L9
#       POP_TOP
#   .line 15
#       SETUP_FINALLY L1
#   .line 16
#       LOAD_GLOBAL compile_it
#       LOAD_FAST source
#       CALL_FUNCTION 1
#       POP_TOP
#       POP_BLOCK
#       JUMP_FORWARD L8
#   L1:
#   .line 17
#       DUP_TOP
#       LOAD_GLOBAL SyntaxError
#       JUMP_IF_NOT_EXC_MATCH L7
#       POP_TOP
#       POP_TOP
#       POP_TOP
#   .line 18
#       SETUP_FINALLY L2
#   .line 19
#       LOAD_GLOBAL compile_it
#       LOAD_FAST source
#       LOAD_CONST '\n'
#       BINARY_ADD
#       CALL_FUNCTION 1
#       POP_TOP
#   .line 20
#       POP_BLOCK
#       POP_EXCEPT
#       POP_BLOCK
#       LOAD_CONST None
#       DUP_TOP
#       DUP_TOP
#       CALL_FUNCTION 3
#       POP_TOP
#       LOAD_CONST None
#       RETURN_VALUE
#   L2:
#   .line 21
#       DUP_TOP
#       LOAD_GLOBAL SyntaxError
#       JUMP_IF_NOT_EXC_MATCH L5
#       POP_TOP
#       STORE_FAST e
#       POP_TOP
#       SETUP_FINALLY L4
#   .line 22
#       LOAD_CONST 'incomplete input'
#       LOAD_GLOBAL str
#       LOAD_FAST e
#       CALL_FUNCTION 1
#       CONTAINS_OP 0
#       POP_JUMP_IF_FALSE L3
#   .line 23
#       POP_BLOCK
#       POP_EXCEPT
#       LOAD_CONST None
#       STORE_FAST e
#       DELETE_FAST e
#       POP_EXCEPT
#       POP_BLOCK
#       LOAD_CONST None
#       DUP_TOP
#       DUP_TOP
#       CALL_FUNCTION 3
#       POP_TOP
#       LOAD_CONST None
#       RETURN_VALUE
#   L3:
#       POP_BLOCK
#       POP_EXCEPT
#       LOAD_CONST None
#       STORE_FAST e
#       DELETE_FAST e
#       JUMP_FORWARD L6
#   L4:
#       LOAD_CONST None
#       STORE_FAST e
#       DELETE_FAST e
#       RERAISE
#   L5:
#       RERAISE
#   L6:
#       POP_EXCEPT
#       JUMP_FORWARD L8
#   L7:
#       RERAISE
#   L8:
#       POP_BLOCK
#       LOAD_CONST None
#       DUP_TOP
#       DUP_TOP
#       CALL_FUNCTION 3
#       POP_TOP
#       JUMP_FORWARD L11
#   L9:
#       WITH_EXCEPT_START
#       POP_JUMP_IF_TRUE L10
#       RERAISE
#   L10:
#       POP_TOP
#       POP_TOP
#       POP_TOP
#       POP_EXCEPT
#       POP_TOP
#   L11:
#   .line 24
#       LOAD_GLOBAL compile_it
#       LOAD_FAST source
#       LOAD_CONST 1
#       CALL_FUNCTION 2
#       RETURN_VALUE
