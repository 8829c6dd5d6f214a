raise NotImplementedError('antioch: <module> not decompiled: a type parameter made unusually')

# antioch could not decompile <module> (line 1): a type parameter made unusually
# its listing:
#   .version 3.15
#   .filename 'typeparam_bounds.py'
#   .firstlineno 1
#   .flags 0x0
#   .stacksize 3
#   .consts 1, 'y', <code code1>, <code code5>, <code code8>, (1,)
#   .line 0
#       RESUME 0                      @0-1:0
#   .line 2
#       LOAD_CONST (1,)               @0-3:12
#       LOAD_CONST 'y'                @0-3:12
#       LOAD_SMALL_INT 2              @45-46
#       BUILD_MAP 1                   @0-3:12
#       SWAP 2                        @0-3:12
#       LOAD_CONST <code code1>       @0-3:12
#       MAKE_FUNCTION                 @0-3:12
#       SWAP 3                        @0-3:12
#       CALL 1                        @0-3:12
#       STORE_NAME bounded            @0-3:12
#   .line 6
#       LOAD_CONST <code code5>       @0-7:8
#       MAKE_FUNCTION                 @0-7:8
#       PUSH_NULL                     @0-7:8
#       CALL 0                        @0-7:8
#       STORE_NAME constrained        @0-7:8
#   .line 10
#       LOAD_CONST <code code8>       @0-14:23
#       MAKE_FUNCTION                 @0-14:23
#       PUSH_NULL                     @0-14:23
#       CALL 0                        @0-14:23
#       STORE_NAME Pair               @0-14:23
#       LOAD_COMMON_CONSTANT None     @0-14:23
#       RETURN_VALUE                  @0-14:23
#   .code code1
#   .name '<generic parameters of bounded>'
#   .firstlineno 2
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: '.defaults', '.kwdefaults'   locals: Ts, P   cells: T
#   .stacksize 5
#   .varnames '.defaults', '.kwdefaults', Ts, P
#   .cellvars T
#   .line -
#       MAKE_CELL T
#   .line 2
#       RESUME 0                      @0-0
#       LOAD_CONST 'T'                @12-18
#       LOAD_CONST (1,)               @15-18
#       LOAD_CONST <code T>           @15-18
#       MAKE_FUNCTION                 @15-18
#       SET_FUNCTION_ATTRIBUTE 1      @15-18 ; defaults
#       CALL_INTRINSIC_2 INTRINSIC_TYPEVAR_WITH_BOUND @12-18
#       COPY 1                        @12-18
#       STORE_DEREF T                 @12-18
#       LOAD_CONST 'Ts'               @20-23
#       CALL_INTRINSIC_1 INTRINSIC_TYPEVARTUPLE @20-23
#       COPY 1                        @20-23
#       STORE_FAST Ts                 @20-23
#       LOAD_CONST 'P'                @25-28
#       CALL_INTRINSIC_1 INTRINSIC_PARAMSPEC @25-28
#       COPY 1                        @25-28
#       STORE_FAST P                  @25-28
#       BUILD_TUPLE 3                 @12-18
#       LOAD_FAST_BORROW_LOAD_FAST_BORROW '.defaults' '.kwdefaults' @0-3:12
#       LOAD_FAST_BORROW #4           @0-3:12 ; T
#       BUILD_TUPLE 1                 @0-3:12
#       LOAD_CONST <code __annotate__> @0-3:12
#       MAKE_FUNCTION                 @0-3:12
#       SET_FUNCTION_ATTRIBUTE 8      @0-3:12 ; closure
#       LOAD_CONST <code bounded>     @0-3:12
#       MAKE_FUNCTION                 @0-3:12
#       SET_FUNCTION_ATTRIBUTE 16     @0-3:12 ; annotate
#       SET_FUNCTION_ATTRIBUTE 2      @0-3:12 ; kwdefaults
#       SET_FUNCTION_ATTRIBUTE 1      @0-3:12 ; defaults
#       SWAP 2                        @0-3:12
#       CALL_INTRINSIC_2 INTRINSIC_SET_FUNCTION_TYPE_PARAMS @0-3:12
#       RETURN_VALUE                  @0-3:12
#   .code T
#   .firstlineno 2
#   .argcount 1
#   .posonlyargcount 1
#   .flags OPTIMIZED NEWLOCALS NESTED
#   ; arguments: '.format'
#   .stacksize 2
#   .consts 2
#   .line 2
#       RESUME 0                      @0-0
#       LOAD_FAST_BORROW '.format'    @15-18
#       LOAD_SMALL_INT 2              @15-18
#       COMPARE_OP >                  @15-18
#       POP_JUMP_IF_FALSE L1          @15-18
#       NOT_TAKEN                     @15-18
#       LOAD_COMMON_CONSTANT NotImplementedError @15-18
#       RAISE_VARARGS 1               @15-18
#   L1:
#       LOAD_GLOBAL int               @15-18
#       RETURN_VALUE                  @15-18
#   .end
#   .code __annotate__
#   .firstlineno 2
#   .argcount 1
#   .posonlyargcount 1
#   .flags OPTIMIZED NEWLOCALS NESTED
#   ; arguments: format   frees: T
#   .stacksize 4
#   .freevars T
#   .consts 2, 'x', 'return'
#   .line -
#       COPY_FREE_VARS 1
#   .line 2
#       RESUME 0                      @0-0
#       LOAD_FAST_BORROW format       @0-3:12
#       LOAD_SMALL_INT 2              @0-3:12
#       COMPARE_OP >                  @0-3:12
#       POP_JUMP_IF_FALSE L1          @0-3:12
#       NOT_TAKEN                     @0-3:12
#       LOAD_COMMON_CONSTANT NotImplementedError @0-3:12
#       RAISE_VARARGS 1               @0-3:12
#   L1:
#       LOAD_CONST 'x'                @0-3:12
#       LOAD_DEREF T                  @33-34
#       LOAD_CONST 'return'           @0-3:12
#       LOAD_DEREF T                  @51-52
#       BUILD_MAP 2                   @0-3:12
#       RETURN_VALUE                  @0-3:12
#   .end
#   .code bounded
#   .firstlineno 2
#   .argcount 1
#   .kwonlyargcount 1
#   .flags OPTIMIZED NEWLOCALS NESTED
#   ; arguments: x, y
#   .stacksize 1
#   .varnames x, y
#   .consts None
#   .line 2
#       RESUME 0                      @0-0
#   .line 3
#       LOAD_FAST_BORROW x            @11-12
#       RETURN_VALUE                  @4-12
#   .end
#   .end
#   .code code5
#   .name '<generic parameters of constrained>'
#   .firstlineno 6
#   .flags OPTIMIZED NEWLOCALS
#   ; locals: '.defaults', T, U
#   .stacksize 3
#   .varnames '.defaults', T, U
#   .line 6
#       RESUME 0                      @0-0
#       LOAD_CONST 'T'                @16-29
#       LOAD_CONST (1,)               @19-29
#       LOAD_CONST <code T~2>         @19-29
#       MAKE_FUNCTION                 @19-29
#       SET_FUNCTION_ATTRIBUTE 1      @19-29 ; defaults
#       CALL_INTRINSIC_2 INTRINSIC_TYPEVAR_WITH_CONSTRAINTS @16-29
#       COPY 1                        @16-29
#       STORE_FAST T                  @16-29
#       LOAD_CONST 'U'                @31-32
#       CALL_INTRINSIC_1 INTRINSIC_TYPEVAR @31-32
#       COPY 1                        @31-32
#       STORE_FAST U                  @31-32
#       BUILD_TUPLE 2                 @16-29
#       LOAD_CONST <code constrained> @0-7:8
#       MAKE_FUNCTION                 @0-7:8
#       SWAP 2                        @0-7:8
#       CALL_INTRINSIC_2 INTRINSIC_SET_FUNCTION_TYPE_PARAMS @0-7:8
#       RETURN_VALUE                  @0-7:8
#   .code T~2
#   .name T
#   .firstlineno 6
#   .argcount 1
#   .posonlyargcount 1
#   .flags OPTIMIZED NEWLOCALS NESTED
#   ; arguments: '.format'
#   .stacksize 2
#   .consts 2
#   .line 6
#       RESUME 0                      @0-0
#       LOAD_FAST_BORROW '.format'    @19-29
#       LOAD_SMALL_INT 2              @19-29
#       COMPARE_OP >                  @19-29
#       POP_JUMP_IF_FALSE L1          @19-29
#       NOT_TAKEN                     @19-29
#       LOAD_COMMON_CONSTANT NotImplementedError @19-29
#       RAISE_VARARGS 1               @19-29
#   L1:
#       LOAD_GLOBAL int               @20-23
#       LOAD_GLOBAL str               @25-28
#       BUILD_TUPLE 2                 @19-29
#       RETURN_VALUE                  @19-29
#   .end
#   .code constrained
#   .firstlineno 6
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS NESTED
#   ; arguments: a, b
#   .stacksize 1
#   .varnames a, b
#   .consts None
#   .line 6
#       RESUME 0                      @0-0
#   .line 7
#       LOAD_COMMON_CONSTANT None     @4-8
#       RETURN_VALUE                  @4-8
#   .end
#   .end
#   .code code8
#   .name '<generic parameters of Pair>'
#   .firstlineno 10
#   .flags OPTIMIZED NEWLOCALS
#   ; locals: P, '.generic_base'   cells: '.type_params', K
#   .stacksize 8
#   .varnames P, '.generic_base'
#   .cellvars '.type_params', K
#   .line -
#       MAKE_CELL '.type_params'
#       MAKE_CELL K
#   .line 10
#       RESUME 0                      @0-0
#       LOAD_CONST 'K'                @11-17
#       LOAD_CONST (1,)               @14-17
#       LOAD_CONST <code K>           @14-17
#       MAKE_FUNCTION                 @14-17
#       SET_FUNCTION_ATTRIBUTE 1      @14-17 ; defaults
#       CALL_INTRINSIC_2 INTRINSIC_TYPEVAR_WITH_BOUND @11-17
#       COPY 1                        @11-17
#       STORE_DEREF K                 @11-17
#       LOAD_CONST 'P'                @19-22
#       CALL_INTRINSIC_1 INTRINSIC_PARAMSPEC @19-22
#       COPY 1                        @19-22
#       STORE_FAST P                  @19-22
#       BUILD_TUPLE 2                 @11-17
#       STORE_DEREF '.type_params'    @0-14:23
#       LOAD_BUILD_CLASS              @0-14:23
#       PUSH_NULL                     @0-14:23
#       LOAD_FAST_BORROW #2           @0-14:23 ; '.type_params'
#       LOAD_FAST_BORROW #3           @0-14:23 ; K
#       BUILD_TUPLE 2                 @0-14:23
#       LOAD_CONST <code Pair>        @0-14:23
#       MAKE_FUNCTION                 @0-14:23
#       SET_FUNCTION_ATTRIBUTE 8      @0-14:23 ; closure
#       LOAD_CONST 'Pair'             @0-14:23
#       LOAD_DEREF '.type_params'     @0-14:23
#       CALL_INTRINSIC_1 INTRINSIC_SUBSCRIPT_GENERIC @0-14:23
#       STORE_FAST '.generic_base'    @0-14:23
#       LOAD_GLOBAL dict              @24-28
#       LOAD_FAST_BORROW '.generic_base' @0-14:23
#       LOAD_GLOBAL type              @40-44
#       LOAD_CONST ('metaclass',)     @0-14:23
#       CALL_KW 5                     @0-14:23
#       RETURN_VALUE                  @0-14:23
#   .code K
#   .firstlineno 10
#   .argcount 1
#   .posonlyargcount 1
#   .flags OPTIMIZED NEWLOCALS NESTED
#   ; arguments: '.format'
#   .stacksize 2
#   .consts 2
#   .line 10
#       RESUME 0                      @0-0
#       LOAD_FAST_BORROW '.format'    @14-17
#       LOAD_SMALL_INT 2              @14-17
#       COMPARE_OP >                  @14-17
#       POP_JUMP_IF_FALSE L1          @14-17
#       NOT_TAKEN                     @14-17
#       LOAD_COMMON_CONSTANT NotImplementedError @14-17
#       RAISE_VARARGS 1               @14-17
#   L1:
#       LOAD_GLOBAL str               @14-17
#       RETURN_VALUE                  @14-17
#   .end
#   .code Pair
#   .firstlineno 10
#   .flags 0x0
#   ; cells: __classdict__   frees: '.type_params', K
#   .stacksize 2
#   .varnames 
#   .cellvars __classdict__
#   .freevars '.type_params', K
#   .line -
#       COPY_FREE_VARS 2
#       MAKE_CELL __classdict__
#   .line 10
#       RESUME 0                      @0-0
#       LOAD_NAME __name__            @0-0
#       STORE_NAME __module__         @0-0
#       LOAD_CONST 'Pair'             @0-0
#       STORE_NAME __qualname__       @0-0
#       LOAD_SMALL_INT 10             @0-0
#       STORE_NAME __firstlineno__    @0-0
#       LOAD_LOCALS                   @0-0
#       LOAD_FROM_DICT_OR_DEREF '.type_params' @0-0
#       STORE_NAME __type_params__    @0-0
#       LOAD_LOCALS                   @0-0
#       STORE_DEREF __classdict__     @0-0
#   .line 13
#       LOAD_FAST_BORROW #2           @4-14:23 ; K
#       LOAD_FAST_BORROW #0           @4-14:23 ; __classdict__
#       BUILD_TUPLE 2                 @4-14:23
#       LOAD_CONST <code Pair.get.__annotate__> @4-14:23
#       MAKE_FUNCTION                 @4-14:23
#       SET_FUNCTION_ATTRIBUTE 8      @4-14:23 ; closure
#       LOAD_CONST <code Pair.get>    @4-14:23
#       MAKE_FUNCTION                 @4-14:23
#       SET_FUNCTION_ATTRIBUTE 16     @4-14:23 ; annotate
#       STORE_NAME get                @4-14:23
#   .line 10
#       LOAD_FAST_BORROW #2           @0-0   ; K
#       LOAD_FAST_BORROW #0           @0-0   ; __classdict__
#       BUILD_TUPLE 2                 @0-0
#       LOAD_CONST <code Pair.__annotate__> @0-0
#       MAKE_FUNCTION                 @0-0
#       SET_FUNCTION_ATTRIBUTE 8      @0-0   ; closure
#       STORE_NAME __annotate_func__  @0-0
#       LOAD_CONST ()                 @0-0
#       STORE_NAME __static_attributes__ @0-0
#       LOAD_FAST_BORROW #0           @0-0   ; __classdict__
#       STORE_NAME __classdictcell__  @0-0
#       LOAD_COMMON_CONSTANT None     @0-0
#       RETURN_VALUE                  @0-0
#   .code Pair.get.__annotate__
#   .name __annotate__
#   .qualname 'Pair.get.__annotate__'
#   .firstlineno 13
#   .argcount 1
#   .posonlyargcount 1
#   .flags OPTIMIZED NEWLOCALS NESTED
#   ; arguments: format   frees: K, __classdict__
#   .stacksize 2
#   .freevars K, __classdict__
#   .consts 2, 'return'
#   .line -
#       COPY_FREE_VARS 2
#   .line 13
#       RESUME 0                      @0-0
#       LOAD_FAST_BORROW format       @4-14:23
#       LOAD_SMALL_INT 2              @4-14:23
#       COMPARE_OP >                  @4-14:23
#       POP_JUMP_IF_FALSE L1          @4-14:23
#       NOT_TAKEN                     @4-14:23
#       LOAD_COMMON_CONSTANT NotImplementedError @4-14:23
#       RAISE_VARARGS 1               @4-14:23
#   L1:
#       LOAD_CONST 'return'           @4-14:23
#       LOAD_DEREF __classdict__      @21-22
#       LOAD_FROM_DICT_OR_DEREF K     @21-22
#       BUILD_MAP 1                   @4-14:23
#       RETURN_VALUE                  @4-14:23
#   .end
#   .code Pair.get
#   .name get
#   .qualname 'Pair.get'
#   .firstlineno 13
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS NESTED METHOD
#   ; arguments: self
#   .stacksize 1
#   .consts None
#   .line 13
#       RESUME 0                      @0-0
#   .line 14
#       LOAD_FAST_BORROW self         @15-19
#       LOAD_ATTR key                 @15-23
#       RETURN_VALUE                  @8-23
#   .end
#   .code Pair.__annotate__
#   .name __annotate__
#   .qualname 'Pair.__annotate__'
#   .firstlineno 10
#   .argcount 1
#   .posonlyargcount 1
#   .flags OPTIMIZED NEWLOCALS NESTED
#   ; arguments: format   frees: K, __classdict__
#   .stacksize 4
#   .freevars K, __classdict__
#   .consts 2, 'key'
#   .line -
#       COPY_FREE_VARS 2
#   .line 10
#       RESUME 0                      @0-0
#       LOAD_FAST_BORROW format       @0-0
#       LOAD_SMALL_INT 2              @0-0
#       COMPARE_OP >                  @0-0
#       POP_JUMP_IF_FALSE L1          @0-0
#       NOT_TAKEN                     @0-0
#       LOAD_COMMON_CONSTANT NotImplementedError @0-0
#       RAISE_VARARGS 1               @0-0
#   L1:
#       BUILD_MAP 0                   @0-0
#   .line 11
#       LOAD_DEREF __classdict__      @9-10
#       LOAD_FROM_DICT_OR_DEREF K     @9-10
#       COPY 2                        @4-10
#       LOAD_CONST 'key'              @4-10
#   .line 10
#       STORE_SUBSCR                  @0-0
#       RETURN_VALUE                  @0-0
#   .end
#   .end
#   .end
