raise NotImplementedError('antioch: <module> not decompiled: a type parameter kept unusually')

# antioch could not decompile <module> (line 1): a type parameter kept unusually
# its listing:
#   .version 3.14
#   .filename 'typeparam_defaults.py'
#   .firstlineno 1
#   .flags 0x0
#   .stacksize 2
#   .line 0
#       RESUME 0                      @0-1:0
#   .line 2
#       LOAD_CONST <code code1>       @0-3:12
#       MAKE_FUNCTION                 @0-3:12
#       PUSH_NULL                     @0-3:12
#       CALL 0                        @0-3:12
#       STORE_NAME defaulted          @0-3:12
#   .line 6
#       LOAD_CONST <code code6>       @0-8:27
#       MAKE_FUNCTION                 @0-8:27
#       PUSH_NULL                     @0-8:27
#       CALL 0                        @0-8:27
#       STORE_NAME Table              @0-8:27
#       LOAD_CONST None               @0-8:27
#       RETURN_VALUE                  @0-8:27
#   .code code1
#   .name '<generic parameters of defaulted>'
#   .firstlineno 2
#   .flags OPTIMIZED NEWLOCALS
#   ; locals: '.defaults', S, P   cells: T
#   .stacksize 5
#   .varnames '.defaults', S, P
#   .cellvars T
#   .line -
#       MAKE_CELL T
#   .line 2
#       RESUME 0                      @0-0
#       LOAD_CONST 'S'                @14-15
#       CALL_INTRINSIC_1 INTRINSIC_TYPEVAR @14-15
#       COPY 1                        @14-15
#       STORE_FAST S                  @14-15
#       LOAD_CONST 'T'                @17-24
#       CALL_INTRINSIC_1 INTRINSIC_TYPEVAR @17-24
#       LOAD_CONST (1,)               @21-24
#       LOAD_CONST <code T>           @21-24
#       MAKE_FUNCTION                 @21-24
#       SET_FUNCTION_ATTRIBUTE 1      @21-24 ; defaults
#       CALL_INTRINSIC_2 INTRINSIC_SET_TYPEPARAM_DEFAULT @17-24
#       COPY 1                        @17-24
#       STORE_DEREF T                 @17-24
#       LOAD_CONST 'P'                @26-37
#       CALL_INTRINSIC_1 INTRINSIC_PARAMSPEC @26-37
#       LOAD_CONST (1,)               @32-37
#       LOAD_CONST <code P>           @32-37
#       MAKE_FUNCTION                 @32-37
#       SET_FUNCTION_ATTRIBUTE 1      @32-37 ; defaults
#       CALL_INTRINSIC_2 INTRINSIC_SET_TYPEPARAM_DEFAULT @26-37
#       COPY 1                        @26-37
#       STORE_FAST P                  @26-37
#       BUILD_TUPLE 3                 @14-15
#       LOAD_FAST_BORROW #3           @0-3:12 ; T
#       BUILD_TUPLE 1                 @0-3:12
#       LOAD_CONST <code __annotate__> @0-3:12
#       MAKE_FUNCTION                 @0-3:12
#       SET_FUNCTION_ATTRIBUTE 8      @0-3:12 ; closure
#       LOAD_CONST <code defaulted>   @0-3:12
#       MAKE_FUNCTION                 @0-3:12
#       SET_FUNCTION_ATTRIBUTE 16     @0-3:12 ; annotate
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
#       LOAD_FAST_BORROW '.format'    @21-24
#       LOAD_SMALL_INT 2              @21-24
#       COMPARE_OP >                  @21-24
#       POP_JUMP_IF_FALSE L1          @21-24
#       NOT_TAKEN                     @21-24
#       LOAD_COMMON_CONSTANT NotImplementedError @21-24
#       RAISE_VARARGS 1               @21-24
#   L1:
#       LOAD_GLOBAL int               @21-24
#       RETURN_VALUE                  @21-24
#   .end
#   .code P
#   .firstlineno 2
#   .argcount 1
#   .posonlyargcount 1
#   .flags OPTIMIZED NEWLOCALS NESTED
#   ; arguments: '.format'
#   .stacksize 2
#   .consts 2
#   .line 2
#       RESUME 0                      @0-0
#       LOAD_FAST_BORROW '.format'    @32-37
#       LOAD_SMALL_INT 2              @32-37
#       COMPARE_OP >                  @32-37
#       POP_JUMP_IF_FALSE L1          @32-37
#       NOT_TAKEN                     @32-37
#       LOAD_COMMON_CONSTANT NotImplementedError @32-37
#       RAISE_VARARGS 1               @32-37
#   L1:
#       LOAD_GLOBAL int               @33-36
#       BUILD_LIST 1                  @32-37
#       RETURN_VALUE                  @32-37
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
#       LOAD_DEREF T                  @42-43
#       LOAD_CONST 'return'           @0-3:12
#       LOAD_DEREF T                  @48-49
#       BUILD_MAP 2                   @0-3:12
#       RETURN_VALUE                  @0-3:12
#   .end
#   .code defaulted
#   .firstlineno 2
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS NESTED
#   ; arguments: x
#   .stacksize 1
#   .consts None
#   .line 2
#       RESUME 0                      @0-0
#   .line 3
#       LOAD_FAST_BORROW x            @11-12
#       RETURN_VALUE                  @4-12
#   .end
#   .end
#   .code code6
#   .name '<generic parameters of Table>'
#   .firstlineno 6
#   .flags OPTIMIZED NEWLOCALS
#   ; locals: '.generic_base'   cells: '.type_params', K, V
#   .stacksize 5
#   .varnames '.generic_base'
#   .cellvars '.type_params', K, V
#   .line -
#       MAKE_CELL '.type_params'
#       MAKE_CELL K
#       MAKE_CELL V
#   .line 6
#       RESUME 0                      @0-0
#       LOAD_CONST 'K'                @12-19
#       CALL_INTRINSIC_1 INTRINSIC_TYPEVAR @12-19
#       LOAD_CONST (1,)               @16-19
#       LOAD_CONST <code K>           @16-19
#       MAKE_FUNCTION                 @16-19
#       SET_FUNCTION_ATTRIBUTE 1      @16-19 ; defaults
#       CALL_INTRINSIC_2 INTRINSIC_SET_TYPEPARAM_DEFAULT @12-19
#       COPY 1                        @12-19
#       STORE_DEREF K                 @12-19
#       LOAD_CONST 'V'                @21-32
#       CALL_INTRINSIC_1 INTRINSIC_TYPEVAR @21-32
#       LOAD_CONST (1,)               @25-32
#       LOAD_FAST_BORROW #2           @25-32 ; K
#       BUILD_TUPLE 1                 @25-32
#       LOAD_CONST <code V>           @25-32
#       MAKE_FUNCTION                 @25-32
#       SET_FUNCTION_ATTRIBUTE 8      @25-32 ; closure
#       SET_FUNCTION_ATTRIBUTE 1      @25-32 ; defaults
#       CALL_INTRINSIC_2 INTRINSIC_SET_TYPEPARAM_DEFAULT @21-32
#       COPY 1                        @21-32
#       STORE_DEREF V                 @21-32
#       BUILD_TUPLE 2                 @12-19
#       STORE_DEREF '.type_params'    @0-8:27
#       LOAD_BUILD_CLASS              @0-8:27
#       PUSH_NULL                     @0-8:27
#       LOAD_FAST_BORROW #1           @0-8:27 ; '.type_params'
#       LOAD_FAST_BORROW #2           @0-8:27 ; K
#       LOAD_FAST_BORROW #3           @0-8:27 ; V
#       BUILD_TUPLE 3                 @0-8:27
#       LOAD_CONST <code Table>       @0-8:27
#       MAKE_FUNCTION                 @0-8:27
#       SET_FUNCTION_ATTRIBUTE 8      @0-8:27 ; closure
#       LOAD_CONST 'Table'            @0-8:27
#       LOAD_DEREF '.type_params'     @0-8:27
#       CALL_INTRINSIC_1 INTRINSIC_SUBSCRIPT_GENERIC @0-8:27
#       STORE_FAST_LOAD_FAST '.generic_base' '.generic_base' @0-8:27
#       CALL 3                        @0-8:27
#       RETURN_VALUE                  @0-8:27
#   .code K
#   .firstlineno 6
#   .argcount 1
#   .posonlyargcount 1
#   .flags OPTIMIZED NEWLOCALS NESTED
#   ; arguments: '.format'
#   .stacksize 2
#   .consts 2
#   .line 6
#       RESUME 0                      @0-0
#       LOAD_FAST_BORROW '.format'    @16-19
#       LOAD_SMALL_INT 2              @16-19
#       COMPARE_OP >                  @16-19
#       POP_JUMP_IF_FALSE L1          @16-19
#       NOT_TAKEN                     @16-19
#       LOAD_COMMON_CONSTANT NotImplementedError @16-19
#       RAISE_VARARGS 1               @16-19
#   L1:
#       LOAD_GLOBAL str               @16-19
#       RETURN_VALUE                  @16-19
#   .end
#   .code V
#   .firstlineno 6
#   .argcount 1
#   .posonlyargcount 1
#   .flags OPTIMIZED NEWLOCALS NESTED
#   ; arguments: '.format'   frees: K
#   .stacksize 2
#   .freevars K
#   .consts 2
#   .line -
#       COPY_FREE_VARS 1
#   .line 6
#       RESUME 0                      @0-0
#       LOAD_FAST_BORROW '.format'    @25-32
#       LOAD_SMALL_INT 2              @25-32
#       COMPARE_OP >                  @25-32
#       POP_JUMP_IF_FALSE L1          @25-32
#       NOT_TAKEN                     @25-32
#       LOAD_COMMON_CONSTANT NotImplementedError @25-32
#       RAISE_VARARGS 1               @25-32
#   L1:
#       LOAD_GLOBAL list              @25-29
#       LOAD_DEREF K                  @30-31
#       BINARY_OP []                  @25-32
#       RETURN_VALUE                  @25-32
#   .end
#   .code Table
#   .firstlineno 6
#   .flags 0x0
#   ; cells: __classdict__   frees: '.type_params', K, V
#   .stacksize 3
#   .varnames 
#   .cellvars __classdict__
#   .freevars '.type_params', K, V
#   .line -
#       COPY_FREE_VARS 3
#       MAKE_CELL __classdict__
#   .line 6
#       RESUME 0                      @0-0
#       LOAD_NAME __name__            @0-0
#       STORE_NAME __module__         @0-0
#       LOAD_CONST 'Table'            @0-0
#       STORE_NAME __qualname__       @0-0
#       LOAD_SMALL_INT 6              @0-0
#       STORE_NAME __firstlineno__    @0-0
#       LOAD_LOCALS                   @0-0
#       LOAD_FROM_DICT_OR_DEREF '.type_params' @0-0
#       STORE_NAME __type_params__    @0-0
#       LOAD_LOCALS                   @0-0
#       STORE_DEREF __classdict__     @0-0
#   .line 7
#       LOAD_FAST_BORROW #2           @4-8:27 ; K
#       LOAD_FAST_BORROW #3           @4-8:27 ; V
#       LOAD_FAST_BORROW #0           @4-8:27 ; __classdict__
#       BUILD_TUPLE 3                 @4-8:27
#       LOAD_CONST <code Table.__annotate__> @4-8:27
#       MAKE_FUNCTION                 @4-8:27
#       SET_FUNCTION_ATTRIBUTE 8      @4-8:27 ; closure
#       LOAD_CONST <code Table.get>   @4-8:27
#       MAKE_FUNCTION                 @4-8:27
#       SET_FUNCTION_ATTRIBUTE 16     @4-8:27 ; annotate
#       STORE_NAME get                @4-8:27
#       LOAD_CONST ()                 @4-8:27
#       STORE_NAME __static_attributes__ @4-8:27
#       LOAD_FAST_BORROW #0           @4-8:27 ; __classdict__
#       STORE_NAME __classdictcell__  @4-8:27
#       LOAD_CONST None               @4-8:27
#       RETURN_VALUE                  @4-8:27
#   .code Table.__annotate__
#   .name __annotate__
#   .qualname 'Table.__annotate__'
#   .firstlineno 7
#   .argcount 1
#   .posonlyargcount 1
#   .flags OPTIMIZED NEWLOCALS NESTED
#   ; arguments: format   frees: K, V, __classdict__
#   .stacksize 4
#   .freevars K, V, __classdict__
#   .consts 2, 'key', 'return'
#   .line -
#       COPY_FREE_VARS 3
#   .line 7
#       RESUME 0                      @0-0
#       LOAD_FAST_BORROW format       @4-8:27
#       LOAD_SMALL_INT 2              @4-8:27
#       COMPARE_OP >                  @4-8:27
#       POP_JUMP_IF_FALSE L1          @4-8:27
#       NOT_TAKEN                     @4-8:27
#       LOAD_COMMON_CONSTANT NotImplementedError @4-8:27
#       RAISE_VARARGS 1               @4-8:27
#   L1:
#       LOAD_CONST 'key'              @4-8:27
#       LOAD_DEREF __classdict__      @23-24
#       LOAD_FROM_DICT_OR_DEREF K     @23-24
#       LOAD_CONST 'return'           @4-8:27
#       LOAD_DEREF __classdict__      @29-30
#       LOAD_FROM_DICT_OR_DEREF V     @29-30
#       BUILD_MAP 2                   @4-8:27
#       RETURN_VALUE                  @4-8:27
#   .end
#   .code Table.get
#   .name get
#   .qualname 'Table.get'
#   .firstlineno 7
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS NESTED METHOD
#   ; arguments: self, key
#   .stacksize 3
#   .varnames self, key
#   .consts None
#   .line 7
#       RESUME 0                      @0-0
#   .line 8
#       LOAD_GLOBAL KeyError +NULL    @14-22
#       LOAD_FAST_BORROW key          @23-26
#       CALL 1                        @14-27
#       RAISE_VARARGS 1               @8-27
#   .end
#   .end
#   .end
