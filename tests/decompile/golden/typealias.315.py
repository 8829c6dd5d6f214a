





def local(): raise NotImplementedError('antioch: local not decompiled: a type alias built unusually')




class Holder: raise NotImplementedError('antioch: Holder not decompiled: a type alias built unusually')
# the names the module imports, for the functions above
if False:
    import typing
raise NotImplementedError('antioch: <module> not decompiled: a type alias built unusually')

# antioch could not decompile <module> (line 1): a type alias built unusually
# its listing:
#   .version 3.15
#   .filename 'typealias.py'
#   .firstlineno 1
#   .flags 0x0
#   .stacksize 4
#   .consts 0, 'Alias', (1,), <code Alias>, 'Callback', <code Callback>, <code local>, <code Holder>, 'Holder'
#   .line 0
#       RESUME 0                      @0-1:0
#   .line 2
#       LOAD_SMALL_INT 0              @0-13
#       LOAD_COMMON_CONSTANT None     @0-13
#       IMPORT_NAME typing            @0-13
#       STORE_NAME typing             @0-13
#   .line 3
#       LOAD_CONST 'Alias'            @0-22
#       LOAD_COMMON_CONSTANT None     @0-22
#       LOAD_CONST (1,)               @0-22
#       LOAD_CONST <code Alias>       @0-22
#       MAKE_FUNCTION                 @0-22
#       SET_FUNCTION_ATTRIBUTE 1      @0-22  ; defaults
#       BUILD_TUPLE 3                 @0-22
#       CALL_INTRINSIC_1 INTRINSIC_TYPEALIAS @0-22
#       STORE_NAME Alias              @0-22
#   .line 4
#       LOAD_CONST 'Callback'         @0-50
#       LOAD_COMMON_CONSTANT None     @0-50
#       LOAD_CONST (1,)               @0-50
#       LOAD_CONST <code Callback>    @0-50
#       MAKE_FUNCTION                 @0-50
#       SET_FUNCTION_ATTRIBUTE 1      @0-50  ; defaults
#       BUILD_TUPLE 3                 @0-50
#       CALL_INTRINSIC_1 INTRINSIC_TYPEALIAS @0-50
#       STORE_NAME Callback           @0-50
#   .line 7
#       LOAD_CONST <code local>       @0-9:16
#       MAKE_FUNCTION                 @0-9:16
#       STORE_NAME local              @0-9:16
#   .line 12
#       LOAD_BUILD_CLASS              @0-13:32
#       PUSH_NULL                     @0-13:32
#       LOAD_CONST <code Holder>      @0-13:32
#       MAKE_FUNCTION                 @0-13:32
#       LOAD_CONST 'Holder'           @0-13:32
#       CALL 2                        @0-13:32
#       STORE_NAME Holder             @0-13:32
#       LOAD_COMMON_CONSTANT None     @0-13:32
#       RETURN_VALUE                  @0-13:32
#   .code Alias
#   .firstlineno 3
#   .argcount 1
#   .posonlyargcount 1
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: '.format'
#   .stacksize 2
#   .consts 2
#   .line 3
#       RESUME 0                      @0-0
#       LOAD_FAST_BORROW '.format'    @0-22
#       LOAD_SMALL_INT 2              @0-22
#       COMPARE_OP >                  @0-22
#       POP_JUMP_IF_FALSE L1          @0-22
#       NOT_TAKEN                     @0-22
#       LOAD_COMMON_CONSTANT NotImplementedError @0-22
#       RAISE_VARARGS 1               @0-22
#   L1:
#       LOAD_GLOBAL list              @13-17
#       LOAD_GLOBAL int               @18-21
#       BINARY_OP []                  @13-22
#       RETURN_VALUE                  @0-22
#   .end
#   .code Callback
#   .firstlineno 4
#   .argcount 1
#   .posonlyargcount 1
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: '.format'
#   .stacksize 3
#   .consts 2
#   .line 4
#       RESUME 0                      @0-0
#       LOAD_FAST_BORROW '.format'    @0-50
#       LOAD_SMALL_INT 2              @0-50
#       COMPARE_OP >                  @0-50
#       POP_JUMP_IF_FALSE L1          @0-50
#       NOT_TAKEN                     @0-50
#       LOAD_COMMON_CONSTANT NotImplementedError @0-50
#       RAISE_VARARGS 1               @0-50
#   L1:
#       LOAD_GLOBAL typing            @16-22
#       LOAD_ATTR Callable            @16-31
#       LOAD_GLOBAL int               @33-36
#       BUILD_LIST 1                  @32-37
#       LOAD_GLOBAL str               @39-42
#       BUILD_TUPLE 2                 @32-42
#       BINARY_OP []                  @16-43
#       LOAD_COMMON_CONSTANT None     @46-50
#       BINARY_OP |                   @16-50
#       RETURN_VALUE                  @0-50
#   .end
#   .code local
#   .firstlineno 7
#   .flags OPTIMIZED NEWLOCALS
#   ; locals: Local
#   .stacksize 4
#   .line 7
#       RESUME 0                      @0-0
#   .line 8
#       LOAD_CONST 'Local'            @4-33
#       LOAD_COMMON_CONSTANT None     @4-33
#       LOAD_CONST (1,)               @4-33
#       LOAD_CONST <code local.<locals>.Local> @4-33
#       MAKE_FUNCTION                 @4-33
#       SET_FUNCTION_ATTRIBUTE 1      @4-33  ; defaults
#       BUILD_TUPLE 3                 @4-33
#       CALL_INTRINSIC_1 INTRINSIC_TYPEALIAS @4-33
#       STORE_FAST Local              @4-33
#   .line 9
#       LOAD_FAST_BORROW Local        @11-16
#       RETURN_VALUE                  @4-16
#   .code local.<locals>.Local
#   .name Local
#   .qualname 'local.<locals>.Local'
#   .firstlineno 8
#   .argcount 1
#   .posonlyargcount 1
#   .flags OPTIMIZED NEWLOCALS NESTED
#   ; arguments: '.format'
#   .stacksize 3
#   .consts 2
#   .line 8
#       RESUME 0                      @0-0
#       LOAD_FAST_BORROW '.format'    @4-33
#       LOAD_SMALL_INT 2              @4-33
#       COMPARE_OP >                  @4-33
#       POP_JUMP_IF_FALSE L1          @4-33
#       NOT_TAKEN                     @4-33
#       LOAD_COMMON_CONSTANT NotImplementedError @4-33
#       RAISE_VARARGS 1               @4-33
#   L1:
#       LOAD_GLOBAL dict              @17-21
#       LOAD_GLOBAL str               @22-25
#       LOAD_GLOBAL Alias             @27-32
#       BUILD_TUPLE 2                 @22-32
#       BINARY_OP []                  @17-33
#       RETURN_VALUE                  @4-33
#   .end
#   .end
#   .code Holder
#   .firstlineno 12
#   .flags 0x0
#   ; cells: __classdict__
#   .stacksize 5
#   .varnames 
#   .cellvars __classdict__
#   .line -
#       MAKE_CELL __classdict__
#   .line 12
#       RESUME 0                      @0-0
#       LOAD_NAME __name__            @0-0
#       STORE_NAME __module__         @0-0
#       LOAD_CONST 'Holder'           @0-0
#       STORE_NAME __qualname__       @0-0
#       LOAD_SMALL_INT 12             @0-0
#       STORE_NAME __firstlineno__    @0-0
#       LOAD_LOCALS                   @0-0
#       STORE_DEREF __classdict__     @0-0
#   .line 13
#       LOAD_CONST 'Inner'            @4-32
#       LOAD_COMMON_CONSTANT None     @4-32
#       LOAD_CONST (1,)               @4-32
#       LOAD_FAST_BORROW #0           @4-32  ; __classdict__
#       BUILD_TUPLE 1                 @4-32
#       LOAD_CONST <code Holder.Inner> @4-32
#       MAKE_FUNCTION                 @4-32
#       SET_FUNCTION_ATTRIBUTE 8      @4-32  ; closure
#       SET_FUNCTION_ATTRIBUTE 1      @4-32  ; defaults
#       BUILD_TUPLE 3                 @4-32
#       CALL_INTRINSIC_1 INTRINSIC_TYPEALIAS @4-32
#       STORE_NAME Inner              @4-32
#       LOAD_CONST ()                 @4-32
#       STORE_NAME __static_attributes__ @4-32
#       LOAD_FAST_BORROW #0           @4-32  ; __classdict__
#       STORE_NAME __classdictcell__  @4-32
#       LOAD_COMMON_CONSTANT None     @4-32
#       RETURN_VALUE                  @4-32
#   .code Holder.Inner
#   .name Inner
#   .qualname 'Holder.Inner'
#   .firstlineno 13
#   .argcount 1
#   .posonlyargcount 1
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: '.format'   frees: __classdict__
#   .stacksize 3
#   .freevars __classdict__
#   .consts 2, ...
#   .line -
#       COPY_FREE_VARS 1
#   .line 13
#       RESUME 0                      @0-0
#       LOAD_FAST_BORROW '.format'    @4-32
#       LOAD_SMALL_INT 2              @4-32
#       COMPARE_OP >                  @4-32
#       POP_JUMP_IF_FALSE L1          @4-32
#       NOT_TAKEN                     @4-32
#       LOAD_COMMON_CONSTANT NotImplementedError @4-32
#       RAISE_VARARGS 1               @4-32
#   L1:
#       LOAD_DEREF __classdict__      @17-22
#       LOAD_FROM_DICT_OR_GLOBALS tuple @17-22
#       LOAD_DEREF __classdict__      @23-26
#       LOAD_FROM_DICT_OR_GLOBALS int @23-26
#       LOAD_CONST ...                @28-31
#       BUILD_TUPLE 2                 @23-31
#       BINARY_OP []                  @17-32
#       RETURN_VALUE                  @4-32
#   .end
#   .end

# antioch could not decompile local (line 7): a type alias built unusually
# its listing:
#   .version 3.15
#   .name local
#   .filename 'typealias.py'
#   .firstlineno 7
#   .flags OPTIMIZED NEWLOCALS
#   ; locals: Local
#   .stacksize 4
#   .line 7
#       RESUME 0                      @0-0
#   .line 8
#       LOAD_CONST 'Local'            @4-33
#       LOAD_COMMON_CONSTANT None     @4-33
#       LOAD_CONST (1,)               @4-33
#       LOAD_CONST <code local.<locals>.Local> @4-33
#       MAKE_FUNCTION                 @4-33
#       SET_FUNCTION_ATTRIBUTE 1      @4-33  ; defaults
#       BUILD_TUPLE 3                 @4-33
#       CALL_INTRINSIC_1 INTRINSIC_TYPEALIAS @4-33
#       STORE_FAST Local              @4-33
#   .line 9
#       LOAD_FAST_BORROW Local        @11-16
#       RETURN_VALUE                  @4-16
#   .code local.<locals>.Local
#   .name Local
#   .qualname 'local.<locals>.Local'
#   .firstlineno 8
#   .argcount 1
#   .posonlyargcount 1
#   .flags OPTIMIZED NEWLOCALS NESTED
#   ; arguments: '.format'
#   .stacksize 3
#   .consts 2
#   .line 8
#       RESUME 0                      @0-0
#       LOAD_FAST_BORROW '.format'    @4-33
#       LOAD_SMALL_INT 2              @4-33
#       COMPARE_OP >                  @4-33
#       POP_JUMP_IF_FALSE L1          @4-33
#       NOT_TAKEN                     @4-33
#       LOAD_COMMON_CONSTANT NotImplementedError @4-33
#       RAISE_VARARGS 1               @4-33
#   L1:
#       LOAD_GLOBAL dict              @17-21
#       LOAD_GLOBAL str               @22-25
#       LOAD_GLOBAL Alias             @27-32
#       BUILD_TUPLE 2                 @22-32
#       BINARY_OP []                  @17-33
#       RETURN_VALUE                  @4-33
#   .end

# antioch could not decompile Holder (line 12): a type alias built unusually
# its listing:
#   .version 3.15
#   .name Holder
#   .filename 'typealias.py'
#   .firstlineno 12
#   .flags 0x0
#   ; cells: __classdict__
#   .stacksize 5
#   .varnames 
#   .cellvars __classdict__
#   .line -
#       MAKE_CELL __classdict__
#   .line 12
#       RESUME 0                      @0-0
#       LOAD_NAME __name__            @0-0
#       STORE_NAME __module__         @0-0
#       LOAD_CONST 'Holder'           @0-0
#       STORE_NAME __qualname__       @0-0
#       LOAD_SMALL_INT 12             @0-0
#       STORE_NAME __firstlineno__    @0-0
#       LOAD_LOCALS                   @0-0
#       STORE_DEREF __classdict__     @0-0
#   .line 13
#       LOAD_CONST 'Inner'            @4-32
#       LOAD_COMMON_CONSTANT None     @4-32
#       LOAD_CONST (1,)               @4-32
#       LOAD_FAST_BORROW #0           @4-32  ; __classdict__
#       BUILD_TUPLE 1                 @4-32
#       LOAD_CONST <code Holder.Inner> @4-32
#       MAKE_FUNCTION                 @4-32
#       SET_FUNCTION_ATTRIBUTE 8      @4-32  ; closure
#       SET_FUNCTION_ATTRIBUTE 1      @4-32  ; defaults
#       BUILD_TUPLE 3                 @4-32
#       CALL_INTRINSIC_1 INTRINSIC_TYPEALIAS @4-32
#       STORE_NAME Inner              @4-32
#       LOAD_CONST ()                 @4-32
#       STORE_NAME __static_attributes__ @4-32
#       LOAD_FAST_BORROW #0           @4-32  ; __classdict__
#       STORE_NAME __classdictcell__  @4-32
#       LOAD_COMMON_CONSTANT None     @4-32
#       RETURN_VALUE                  @4-32
#   .code Holder.Inner
#   .name Inner
#   .qualname 'Holder.Inner'
#   .firstlineno 13
#   .argcount 1
#   .posonlyargcount 1
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: '.format'   frees: __classdict__
#   .stacksize 3
#   .freevars __classdict__
#   .consts 2, ...
#   .line -
#       COPY_FREE_VARS 1
#   .line 13
#       RESUME 0                      @0-0
#       LOAD_FAST_BORROW '.format'    @4-32
#       LOAD_SMALL_INT 2              @4-32
#       COMPARE_OP >                  @4-32
#       POP_JUMP_IF_FALSE L1          @4-32
#       NOT_TAKEN                     @4-32
#       LOAD_COMMON_CONSTANT NotImplementedError @4-32
#       RAISE_VARARGS 1               @4-32
#   L1:
#       LOAD_DEREF __classdict__      @17-22
#       LOAD_FROM_DICT_OR_GLOBALS tuple @17-22
#       LOAD_DEREF __classdict__      @23-26
#       LOAD_FROM_DICT_OR_GLOBALS int @23-26
#       LOAD_CONST ...                @28-31
#       BUILD_TUPLE 2                 @23-31
#       BINARY_OP []                  @17-32
#       RETURN_VALUE                  @4-32
#   .end
