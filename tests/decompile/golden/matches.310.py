
import ast


def literals(flag):
    if flag == 'r':
        mode = 1
    else:
        if flag == 'w':
            pass
        elif flag == 'c':
            pass
        else:
            if flag == -1:
                pass
            elif flag == 1.5:
                pass
            elif flag == 2j:
                pass
            elif flag == b'b':
                pass
            else:
                if flag is None:
                    mode = 4
                else:
                    if flag is True:
                        pass
                    elif flag is False:
                        pass
                    else:
                        if flag == ast.PyCF_ONLY_AST:
                            mode = 6
                        else:
                            pass
                            mode = 0
                        return mode
                    mode = 5
                return mode
            mode = 3
            return mode
        mode = 2
    return mode
def sequences(items): raise NotImplementedError('antioch: sequences not decompiled: MATCH_SEQUENCE is not decompiled yet')
def mappings(config): raise NotImplementedError('antioch: mappings not decompiled: MATCH_MAPPING is not decompiled yet')




def classes(node): raise NotImplementedError('antioch: classes not decompiled: MATCH_CLASS is not decompiled yet')
















def in_loop(events): raise NotImplementedError('antioch: in_loop not decompiled: MATCH_SEQUENCE is not decompiled yet')











def single(statement): raise NotImplementedError('antioch: single not decompiled: MATCH_CLASS is not decompiled yet')








def ends(items, default): raise NotImplementedError('antioch: ends not decompiled: MATCH_SEQUENCE is not decompiled yet')














def guarded(value): raise NotImplementedError('antioch: guarded not decompiled: MATCH_SEQUENCE is not decompiled yet')

# antioch could not decompile sequences (line 24): MATCH_SEQUENCE is not decompiled yet
# its listing:
#   .version 3.10
#   .name sequences
#   .filename 'matches.py'
#   .firstlineno 24
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: items   locals: x, rest, first
#   .stacksize 5
#   .consts None, 0, 'empty', 1, 2, 'any'
#   .line 25
#       LOAD_FAST items
#   .line 26
#       DUP_TOP
#       MATCH_SEQUENCE
#       POP_JUMP_IF_FALSE L1
#       GET_LEN
#       LOAD_CONST 0
#       COMPARE_OP ==
#       POP_JUMP_IF_FALSE L1
#       POP_TOP
#       POP_TOP
#   .line 27
#       LOAD_CONST 'empty'
#       RETURN_VALUE
#   L1:
#   .line 26
#       POP_TOP
#   .line 28
#       DUP_TOP
#       MATCH_SEQUENCE
#       POP_JUMP_IF_FALSE L2
#       GET_LEN
#       LOAD_CONST 1
#       COMPARE_OP ==
#       POP_JUMP_IF_FALSE L2
#       UNPACK_SEQUENCE 1
#       STORE_FAST x
#       POP_TOP
#   .line 29
#       LOAD_FAST x
#       RETURN_VALUE
#   L2:
#   .line 28
#       POP_TOP
#   .line 30
#       DUP_TOP
#       MATCH_SEQUENCE
#       POP_JUMP_IF_FALSE L4
#       GET_LEN
#       LOAD_CONST 2
#       COMPARE_OP >=
#       POP_JUMP_IF_FALSE L4
#       UNPACK_EX 2
#       LOAD_CONST 1
#       COMPARE_OP ==
#       POP_JUMP_IF_FALSE L3
#       LOAD_CONST 2
#       COMPARE_OP ==
#       POP_JUMP_IF_FALSE L4
#       STORE_FAST rest
#       POP_TOP
#   .line 31
#       LOAD_FAST rest
#       RETURN_VALUE
#   L3:
#   .line 30
#       POP_TOP
#   L4:
#       POP_TOP
#   .line 32
#       DUP_TOP
#       MATCH_SEQUENCE
#       POP_JUMP_IF_FALSE L5
#       GET_LEN
#       LOAD_CONST 1
#       COMPARE_OP >=
#       POP_JUMP_IF_FALSE L5
#       DUP_TOP
#       LOAD_CONST 0
#       BINARY_SUBSCR
#       ROT_TWO #2
#       POP_TOP
#       STORE_FAST first
#       POP_TOP
#   .line 33
#       LOAD_FAST first
#       RETURN_VALUE
#   L5:
#   .line 32
#       POP_TOP
#   .line 34
#       MATCH_SEQUENCE
#       POP_JUMP_IF_FALSE L6
#       POP_TOP
#   .line 35
#       LOAD_CONST 'any'
#       RETURN_VALUE
#   L6:
#   .line 34
#       POP_TOP
#   .line 36
#       LOAD_CONST None
#       RETURN_VALUE

# antioch could not decompile mappings (line 39): MATCH_MAPPING is not decompiled yet
# its listing:
#   .version 3.10
#   .name mappings
#   .filename 'matches.py'
#   .firstlineno 39
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: config   locals: v, rest
#   .stacksize 7
#   .consts None, 1, 'k', 0, 2, 'a', 'mapping', ('k',), ('a', 2)
#   .line 40
#       LOAD_FAST config
#   .line 41
#       DUP_TOP
#       MATCH_MAPPING
#       POP_JUMP_IF_FALSE L2
#       GET_LEN
#       LOAD_CONST 1
#       COMPARE_OP >=
#       POP_JUMP_IF_FALSE L2
#       LOAD_CONST ('k',)
#       MATCH_KEYS
#       POP_JUMP_IF_FALSE L1
#       DUP_TOP
#       LOAD_CONST 0
#       BINARY_SUBSCR
#       ROT_FOUR #4
#       POP_TOP
#       COPY_DICT_WITHOUT_KEYS
#       ROT_THREE #3
#       POP_TOP
#       STORE_FAST v
#       STORE_FAST rest
#       POP_TOP
#   .line 42
#       LOAD_GLOBAL print
#       LOAD_FAST v
#       LOAD_FAST rest
#       CALL_FUNCTION 2
#       POP_TOP
#       LOAD_CONST None
#       RETURN_VALUE
#   L1:
#   .line 41
#       POP_TOP
#       POP_TOP
#   L2:
#       POP_TOP
#   .line 43
#       DUP_TOP
#       MATCH_MAPPING
#       POP_JUMP_IF_FALSE L5
#       GET_LEN
#       LOAD_CONST 2
#       COMPARE_OP >=
#       POP_JUMP_IF_FALSE L5
#       LOAD_CONST ('a', 2)
#       MATCH_KEYS
#       POP_JUMP_IF_FALSE L4
#       DUP_TOP
#       LOAD_CONST 0
#       BINARY_SUBSCR
#       LOAD_CONST 1
#       COMPARE_OP ==
#       POP_JUMP_IF_FALSE L4
#       DUP_TOP
#       LOAD_CONST 1
#       BINARY_SUBSCR
#       MATCH_SEQUENCE
#       POP_JUMP_IF_FALSE L3
#       GET_LEN
#       LOAD_CONST 1
#       COMPARE_OP >=
#       POP_JUMP_IF_FALSE L3
#       POP_TOP
#       POP_TOP
#       POP_TOP
#       POP_TOP
#       POP_TOP
#   .line 44
#       LOAD_GLOBAL print
#       LOAD_CONST 'a'
#       CALL_FUNCTION 1
#       POP_TOP
#       LOAD_CONST None
#       RETURN_VALUE
#   L3:
#   .line 43
#       POP_TOP
#   L4:
#       POP_TOP
#       POP_TOP
#   L5:
#       POP_TOP
#   .line 45
#       MATCH_MAPPING
#       POP_JUMP_IF_FALSE L6
#       POP_TOP
#   .line 46
#       LOAD_GLOBAL print
#       LOAD_CONST 'mapping'
#       CALL_FUNCTION 1
#       POP_TOP
#       LOAD_CONST None
#       RETURN_VALUE
#   L6:
#   .line 45
#       POP_TOP
#       LOAD_CONST None
#       RETURN_VALUE

# antioch could not decompile classes (line 49): MATCH_CLASS is not decompiled yet
# its listing:
#   .version 3.10
#   .name classes
#   .filename 'matches.py'
#   .firstlineno 49
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: node   locals: kind, expr, text, whole, op, name, number, other
#   .stacksize 6
#   .consts None, ('value',), 0, (), 'call', ('right',), 1, 2, ('id',)
#   .line 50
#       LOAD_FAST node
#   .line 51
#       DUP_TOP
#       LOAD_GLOBAL ast
#       LOAD_ATTR Return
#       LOAD_CONST ('value',)
#       MATCH_CLASS 0
#       POP_JUMP_IF_FALSE L2
#       DUP_TOP
#       LOAD_CONST 0
#       BINARY_SUBSCR
#       LOAD_GLOBAL ast
#       LOAD_ATTR Call
#       LOAD_CONST ()
#       MATCH_CLASS 0
#       POP_JUMP_IF_FALSE L1
#       POP_TOP
#       POP_TOP
#       POP_TOP
#   .line 52
#       LOAD_CONST 'call'
#       STORE_FAST kind
#   .line 63
#       LOAD_FAST kind
#       RETURN_VALUE
#   L1:
#   .line 51
#       POP_TOP
#   L2:
#       POP_TOP
#   .line 53
#       DUP_TOP
#       LOAD_GLOBAL ast
#       LOAD_ATTR Expr
#       LOAD_CONST ()
#       MATCH_CLASS 1
#       POP_JUMP_IF_FALSE L3
#       DUP_TOP
#       LOAD_CONST 0
#       BINARY_SUBSCR
#       ROT_TWO #2
#       POP_TOP
#       STORE_FAST expr
#       LOAD_FAST expr
#       POP_JUMP_IF_FALSE L4
#       POP_TOP
#   .line 54
#       LOAD_FAST expr
#       STORE_FAST kind
#   .line 63
#       LOAD_FAST kind
#       RETURN_VALUE
#   L3:
#   .line 53
#       POP_TOP
#   L4:
#   .line 55
#       DUP_TOP
#       DUP_TOP
#       LOAD_GLOBAL str
#       LOAD_CONST ()
#       MATCH_CLASS 1
#       POP_JUMP_IF_FALSE L5
#       DUP_TOP
#       LOAD_CONST 0
#       BINARY_SUBSCR
#       ROT_THREE #3
#       POP_TOP
#       ROT_TWO #2
#       STORE_FAST text
#       STORE_FAST whole
#       POP_TOP
#   .line 56
#       LOAD_FAST text
#       LOAD_FAST whole
#       BINARY_ADD
#       STORE_FAST kind
#   .line 63
#       LOAD_FAST kind
#       RETURN_VALUE
#   L5:
#   .line 55
#       POP_TOP
#       POP_TOP
#   .line 57
#       DUP_TOP
#       LOAD_GLOBAL ast
#       LOAD_ATTR BinOp
#       LOAD_CONST ('right',)
#       MATCH_CLASS 2
#       POP_JUMP_IF_FALSE L8
#       DUP_TOP
#       LOAD_CONST 0
#       BINARY_SUBSCR
#       LOAD_GLOBAL ast
#       LOAD_ATTR Constant
#       LOAD_CONST ()
#       MATCH_CLASS 0
#       POP_JUMP_IF_FALSE L7
#       POP_TOP
#       DUP_TOP
#       LOAD_CONST 1
#       BINARY_SUBSCR
#       ROT_TWO #2
#       DUP_TOP
#       LOAD_CONST 2
#       BINARY_SUBSCR
#       LOAD_GLOBAL ast
#       LOAD_ATTR Name
#       LOAD_CONST ('id',)
#       MATCH_CLASS 0
#       POP_JUMP_IF_FALSE L6
#       DUP_TOP
#       LOAD_CONST 0
#       BINARY_SUBSCR
#       ROT_FOUR #4
#       POP_TOP
#       POP_TOP
#       STORE_FAST op
#       STORE_FAST name
#       POP_TOP
#   .line 58
#       LOAD_FAST op
#       LOAD_FAST name
#       BUILD_TUPLE 2
#       STORE_FAST kind
#   .line 63
#       LOAD_FAST kind
#       RETURN_VALUE
#   L6:
#   .line 57
#       POP_TOP
#   L7:
#       POP_TOP
#   L8:
#       POP_TOP
#   .line 59
#       DUP_TOP
#       DUP_TOP
#       DUP_TOP
#       LOAD_CONST 1
#       COMPARE_OP ==
#       POP_JUMP_IF_FALSE L9
#       JUMP_FORWARD L11
#   L9:
#       DUP_TOP
#       LOAD_CONST 2
#       COMPARE_OP ==
#       POP_JUMP_IF_FALSE L10
#       JUMP_FORWARD L11
#   L10:
#       POP_TOP
#       JUMP_FORWARD L12
#   L11:
#       POP_TOP
#       STORE_FAST number
#       LOAD_FAST number
#       LOAD_CONST 1
#       COMPARE_OP >
#       POP_JUMP_IF_FALSE L13
#       POP_TOP
#   .line 60
#       LOAD_FAST number
#       STORE_FAST kind
#   .line 63
#       LOAD_FAST kind
#       RETURN_VALUE
#   L12:
#   .line 59
#       POP_TOP
#   L13:
#   .line 61
#       STORE_FAST other
#   .line 62
#       LOAD_FAST other
#       STORE_FAST kind
#   .line 63
#       LOAD_FAST kind
#       RETURN_VALUE

# antioch could not decompile in_loop (line 66): MATCH_SEQUENCE is not decompiled yet
# its listing:
#   .version 3.10
#   .name in_loop
#   .filename 'matches.py'
#   .firstlineno 66
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: events   locals: event, name, value
#   .stacksize 4
#   .consts None, 'quit', 'skip', 2
#   .line 67
#       LOAD_FAST events
#       GET_ITER
#   L1:
#       FOR_ITER L5
#       STORE_FAST event
#   .line 68
#       LOAD_FAST event
#   .line 69
#       DUP_TOP
#       LOAD_CONST 'quit'
#       COMPARE_OP ==
#       POP_JUMP_IF_FALSE L2
#       POP_TOP
#   .line 70
#       POP_TOP
#   .line 75
#       LOAD_FAST events
#       RETURN_VALUE
#   L2:
#   .line 71
#       DUP_TOP
#       LOAD_CONST 'skip'
#       COMPARE_OP ==
#       POP_JUMP_IF_FALSE L3
#       POP_TOP
#   .line 72
#       JUMP_ABSOLUTE L1
#   L3:
#   .line 73
#       MATCH_SEQUENCE
#       POP_JUMP_IF_FALSE L4
#       GET_LEN
#       LOAD_CONST 2
#       COMPARE_OP ==
#       POP_JUMP_IF_FALSE L4
#       UNPACK_SEQUENCE 2
#       STORE_FAST name
#       STORE_FAST value
#   .line 74
#       LOAD_GLOBAL print
#       LOAD_FAST name
#       LOAD_FAST value
#       CALL_FUNCTION 2
#       POP_TOP
#       JUMP_ABSOLUTE L1
#   L4:
#   .line 73
#       POP_TOP
#       JUMP_ABSOLUTE L1
#   L5:
#   .line 75
#       LOAD_FAST events
#       RETURN_VALUE

# antioch could not decompile single (line 78): MATCH_CLASS is not decompiled yet
# its listing:
#   .version 3.10
#   .name single
#   .filename 'matches.py'
#   .firstlineno 78
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: statement   locals: expr
#   .stacksize 3
#   .consts None, (), 0
#   .line 79
#       LOAD_FAST statement
#   .line 80
#       LOAD_GLOBAL ast
#       LOAD_ATTR Expr
#       LOAD_CONST ()
#       MATCH_CLASS 1
#       POP_JUMP_IF_FALSE L3
#       DUP_TOP
#       LOAD_CONST 0
#       BINARY_SUBSCR
#       ROT_TWO #2
#       POP_TOP
#       STORE_FAST expr
#   .line 81
#       LOAD_FAST expr
#   .line 82
#       LOAD_GLOBAL ast
#       LOAD_ATTR BinOp
#       LOAD_CONST ()
#       MATCH_CLASS 0
#       POP_JUMP_IF_FALSE L1
#       POP_TOP
#   .line 83
#       LOAD_GLOBAL print
#       LOAD_FAST expr
#       CALL_FUNCTION 1
#       POP_TOP
#       JUMP_FORWARD L2
#   L1:
#   .line 82
#       POP_TOP
#   L2:
#       JUMP_FORWARD L4
#   L3:
#   .line 80
#       POP_TOP
#   L4:
#   .line 84
#       LOAD_GLOBAL print
#       LOAD_FAST statement
#       CALL_FUNCTION 1
#       POP_TOP
#       LOAD_CONST None
#       RETURN_VALUE

# antioch could not decompile ends (line 87): MATCH_SEQUENCE is not decompiled yet
# its listing:
#   .version 3.10
#   .name ends
#   .filename 'matches.py'
#   .firstlineno 87
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: items, default   locals: last, found, rest, more, x, y
#   .stacksize 7
#   .varnames items, default, last, found, rest, more, x, y
#   .consts None, 1, 2, 0, ('a', 'b'), 'k', (), ('k',)
#   .line 88
#       LOAD_FAST items
#   .line 89
#       DUP_TOP
#       MATCH_SEQUENCE
#       POP_JUMP_IF_FALSE L1
#       GET_LEN
#       LOAD_CONST 1
#       COMPARE_OP >=
#       POP_JUMP_IF_FALSE L1
#       DUP_TOP
#       GET_LEN
#       LOAD_CONST 1
#       BINARY_SUBTRACT
#       BINARY_SUBSCR
#       ROT_TWO #2
#       POP_TOP
#       STORE_FAST last
#       POP_TOP
#   .line 90
#       LOAD_FAST last
#       STORE_FAST found
#   .line 99
#       LOAD_FAST found
#       RETURN_VALUE
#   L1:
#   .line 89
#       POP_TOP
#   .line 91
#       DUP_TOP
#       MATCH_SEQUENCE
#       POP_JUMP_IF_FALSE L2
#       GET_LEN
#       LOAD_CONST 2
#       COMPARE_OP >=
#       POP_JUMP_IF_FALSE L2
#       DUP_TOP
#       LOAD_CONST 0
#       BINARY_SUBSCR
#       LOAD_CONST 1
#       COMPARE_OP ==
#       POP_JUMP_IF_FALSE L2
#       DUP_TOP
#       GET_LEN
#       LOAD_CONST 1
#       BINARY_SUBTRACT
#       BINARY_SUBSCR
#       LOAD_CONST 2
#       COMPARE_OP ==
#       POP_JUMP_IF_FALSE L2
#       POP_TOP
#       POP_TOP
#   .line 92
#       LOAD_CONST 2
#       STORE_FAST found
#   .line 99
#       LOAD_FAST found
#       RETURN_VALUE
#   L2:
#   .line 91
#       POP_TOP
#   .line 93
#       DUP_TOP
#       MATCH_MAPPING
#       POP_JUMP_IF_FALSE L4
#       LOAD_CONST ()
#       MATCH_KEYS
#       POP_JUMP_IF_FALSE L3
#       POP_TOP
#       COPY_DICT_WITHOUT_KEYS
#       ROT_TWO #2
#       POP_TOP
#       STORE_FAST rest
#       POP_TOP
#   .line 94
#       LOAD_FAST rest
#       STORE_FAST found
#   .line 99
#       LOAD_FAST found
#       RETURN_VALUE
#   L3:
#   .line 93
#       POP_TOP
#       POP_TOP
#   L4:
#       POP_TOP
#   .line 95
#       LOAD_GLOBAL Point
#       LOAD_CONST ('a', 'b')
#       MATCH_CLASS 0
#       POP_JUMP_IF_FALSE L8
#       DUP_TOP
#       LOAD_CONST 0
#       BINARY_SUBSCR
#       MATCH_SEQUENCE
#       POP_JUMP_IF_FALSE L7
#       GET_LEN
#       LOAD_CONST 1
#       COMPARE_OP >=
#       POP_JUMP_IF_FALSE L7
#       UNPACK_EX 1
#       LOAD_CONST 1
#       COMPARE_OP ==
#       POP_JUMP_IF_FALSE L7
#       ROT_TWO #2
#       DUP_TOP
#       LOAD_CONST 1
#       BINARY_SUBSCR
#       MATCH_MAPPING
#       POP_JUMP_IF_FALSE L6
#       GET_LEN
#       LOAD_CONST 1
#       COMPARE_OP >=
#       POP_JUMP_IF_FALSE L6
#       LOAD_CONST ('k',)
#       MATCH_KEYS
#       POP_JUMP_IF_FALSE L5
#       DUP_TOP
#       LOAD_CONST 0
#       BINARY_SUBSCR
#       DUP_TOP
#       ROT_N 7
#       ROT_N 7
#       POP_TOP
#       POP_TOP
#       POP_TOP
#       POP_TOP
#       STORE_FAST more
#       STORE_FAST x
#       STORE_FAST y
#   .line 96
#       LOAD_FAST more
#       LOAD_FAST x
#       LOAD_FAST y
#       BUILD_TUPLE 3
#       STORE_FAST found
#   .line 99
#       LOAD_FAST found
#       RETURN_VALUE
#   L5:
#   .line 95
#       POP_TOP
#       POP_TOP
#   L6:
#       POP_TOP
#   L7:
#       POP_TOP
#   L8:
#       POP_TOP
#   .line 97
#       NOP
#   .line 98
#       LOAD_GLOBAL ValueError
#       LOAD_FAST default
#       CALL_FUNCTION 1
#       RAISE_VARARGS 1

# antioch could not decompile guarded (line 102): MATCH_SEQUENCE is not decompiled yet
# its listing:
#   .version 3.10
#   .name guarded
#   .filename 'matches.py'
#   .firstlineno 102
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: value   locals: x, y
#   .stacksize 3
#   .consts None, 1, 0
#   .line 103
#       LOAD_FAST value
#   .line 104
#       DUP_TOP
#       DUP_TOP
#       STORE_FAST x
#       STORE_FAST y
#       LOAD_FAST y
#       LOAD_CONST 1
#       COMPARE_OP >
#       POP_JUMP_IF_FALSE L1
#       POP_TOP
#   .line 105
#       LOAD_FAST x
#       RETURN_VALUE
#   L1:
#   .line 106
#       MATCH_SEQUENCE
#       POP_JUMP_IF_FALSE L2
#       POP_TOP
#   .line 107
#       LOAD_CONST 0
#       RETURN_VALUE
#   L2:
#   .line 106
#       POP_TOP
#       LOAD_CONST None
#       RETURN_VALUE
