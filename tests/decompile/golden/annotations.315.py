



class Point:



    def scaled(self, factor, *, exact):
        return self
    raise NotImplementedError('antioch: Point not decompiled: a function stored under another name than its own')
raise NotImplementedError('antioch: <module> not decompiled: SET_ADD outside a display (a comprehension)')

# antioch could not decompile <module> (line 1): SET_ADD outside a display (a comprehension)
# its listing:
#   .version 3.15
#   .filename 'annotations.py'
#   .firstlineno 1
#   .flags 0x0
#   ; cells: __conditional_annotations__
#   .stacksize 4
#   .cellvars __conditional_annotations__
#   .names __conditional_annotations__, limit, Point, first, second, values, z, __annotate__
#   .consts 10, <code Point>, 'Point', <code __annotate__>, complex(1.0, 2.0)
#   .line -
#       MAKE_CELL __conditional_annotations__
#   .line 0
#       RESUME 0                      @0-1:0
#   .line 1
#       LOAD_CONST <code __annotate__> @0-15
#       MAKE_FUNCTION                 @0-15
#       STORE_NAME __annotate__       @0-15
#       BUILD_SET 0                   @0-15
#       STORE_NAME __conditional_annotations__ @0-15
#       LOAD_SMALL_INT 10             @13-15
#       STORE_NAME limit              @0-5
#       LOAD_NAME __conditional_annotations__ @0-15
#       LOAD_SMALL_INT 0              @0-15
#       SET_ADD 1                     @0-15
#       POP_TOP                       @0-15
#   .line 2
#       LOAD_NAME __conditional_annotations__ @0-9
#       LOAD_SMALL_INT 1              @0-9
#       SET_ADD 1                     @0-9
#       POP_TOP                       @0-9
#   .line 5
#       LOAD_BUILD_CLASS              @0-10:19
#       PUSH_NULL                     @0-10:19
#       LOAD_CONST <code Point>       @0-10:19
#       MAKE_FUNCTION                 @0-10:19
#       LOAD_CONST 'Point'            @0-10:19
#       CALL 2                        @0-10:19
#       STORE_NAME Point              @0-10:19
#   .line 13
#       BUILD_SET 0                   @9-26
#       LOAD_NAME first               @11-16
#       SET_UPDATE 1                  @9-26
#       LOAD_NAME second              @19-25
#       SET_UPDATE 1                  @9-26
#       STORE_NAME values             @0-6
#   .line 14
#       LOAD_CONST complex(1.0, 2.0)  @4-10
#       STORE_NAME z                  @0-1
#       LOAD_COMMON_CONSTANT None     @0-1
#       RETURN_VALUE                  @0-1
#   .code Point
#   .firstlineno 5
#   .flags 0x0
#   ; cells: __classdict__
#   .stacksize 3
#   .varnames 
#   .cellvars __classdict__
#   .line -
#       MAKE_CELL __classdict__
#   .line 5
#       RESUME 0                      @0-0
#       LOAD_NAME __name__            @0-0
#       STORE_NAME __module__         @0-0
#       LOAD_CONST 'Point'            @0-0
#       STORE_NAME __qualname__       @0-0
#       LOAD_SMALL_INT 5              @0-0
#       STORE_NAME __firstlineno__    @0-0
#       LOAD_LOCALS                   @0-0
#       STORE_DEREF __classdict__     @0-0
#   .line 7
#       LOAD_CONST 0.0                @15-18
#       STORE_NAME y                  @4-5
#   .line 9
#       LOAD_CONST 'exact'            @4-10:19
#       LOAD_COMMON_CONSTANT False    @53-58
#       BUILD_MAP 1                   @4-10:19
#       LOAD_FAST_BORROW #0           @4-10:19 ; __classdict__
#       BUILD_TUPLE 1                 @4-10:19
#       LOAD_CONST <code Point.scaled.__annotate__> @4-10:19
#       MAKE_FUNCTION                 @4-10:19
#       SET_FUNCTION_ATTRIBUTE 8      @4-10:19 ; closure
#       LOAD_CONST <code Point.scaled> @4-10:19
#       MAKE_FUNCTION                 @4-10:19
#       SET_FUNCTION_ATTRIBUTE 16     @4-10:19 ; annotate
#       SET_FUNCTION_ATTRIBUTE 2      @4-10:19 ; kwdefaults
#       STORE_NAME scaled             @4-10:19
#   .line 5
#       LOAD_FAST_BORROW #0           @0-0   ; __classdict__
#       BUILD_TUPLE 1                 @0-0
#       LOAD_CONST <code Point.__annotate__> @0-0
#       MAKE_FUNCTION                 @0-0
#       SET_FUNCTION_ATTRIBUTE 8      @0-0   ; closure
#       STORE_NAME __annotate_func__  @0-0
#       LOAD_CONST ()                 @0-0
#       STORE_NAME __static_attributes__ @0-0
#       LOAD_FAST_BORROW #0           @0-0   ; __classdict__
#       STORE_NAME __classdictcell__  @0-0
#       LOAD_COMMON_CONSTANT None     @0-0
#       RETURN_VALUE                  @0-0
#   .code Point.scaled.__annotate__
#   .name __annotate__
#   .qualname 'Point.scaled.__annotate__'
#   .firstlineno 9
#   .argcount 1
#   .posonlyargcount 1
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: format   frees: __classdict__
#   .stacksize 6
#   .freevars __classdict__
#   .consts 2, 'factor', 'exact', 'return', 'Point'
#   .line -
#       COPY_FREE_VARS 1
#   .line 9
#       RESUME 0                      @0-0
#       LOAD_FAST_BORROW format       @4-10:19
#       LOAD_SMALL_INT 2              @4-10:19
#       COMPARE_OP >                  @4-10:19
#       POP_JUMP_IF_FALSE L1          @4-10:19
#       NOT_TAKEN                     @4-10:19
#       LOAD_COMMON_CONSTANT NotImplementedError @4-10:19
#       RAISE_VARARGS 1               @4-10:19
#   L1:
#       LOAD_CONST 'factor'           @4-10:19
#       LOAD_DEREF __classdict__      @29-34
#       LOAD_FROM_DICT_OR_GLOBALS float @29-34
#       LOAD_CONST 'exact'            @4-10:19
#       LOAD_DEREF __classdict__      @46-50
#       LOAD_FROM_DICT_OR_GLOBALS bool @46-50
#       LOAD_CONST 'return'           @4-10:19
#       LOAD_CONST 'Point'            @63-70
#       BUILD_MAP 3                   @4-10:19
#       RETURN_VALUE                  @4-10:19
#   .end
#   .code Point.scaled
#   .name scaled
#   .qualname 'Point.scaled'
#   .firstlineno 9
#   .argcount 2
#   .kwonlyargcount 1
#   .flags OPTIMIZED NEWLOCALS METHOD
#   ; arguments: self, factor, exact
#   .stacksize 1
#   .varnames self, factor, exact
#   .consts None
#   .line 9
#       RESUME 0                      @0-0
#   .line 10
#       LOAD_FAST_BORROW self         @15-19
#       RETURN_VALUE                  @8-19
#   .end
#   .code Point.__annotate__
#   .name __annotate__
#   .qualname 'Point.__annotate__'
#   .firstlineno 5
#   .argcount 1
#   .posonlyargcount 1
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: format   frees: __classdict__
#   .stacksize 4
#   .freevars __classdict__
#   .consts 2, 'x', 'y'
#   .line -
#       COPY_FREE_VARS 1
#   .line 5
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
#   .line 6
#       LOAD_DEREF __classdict__      @7-12
#       LOAD_FROM_DICT_OR_GLOBALS float @7-12
#       COPY 2                        @4-12
#       LOAD_CONST 'x'                @4-12
#   .line 5
#       STORE_SUBSCR                  @0-0
#   .line 7
#       LOAD_DEREF __classdict__      @7-12
#       LOAD_FROM_DICT_OR_GLOBALS float @7-12
#       COPY 2                        @4-18
#       LOAD_CONST 'y'                @4-18
#   .line 5
#       STORE_SUBSCR                  @0-0
#       RETURN_VALUE                  @0-0
#   .end
#   .end
#   .code __annotate__
#   .firstlineno 1
#   .argcount 1
#   .posonlyargcount 1
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: format
#   .stacksize 4
#   .consts 2, 'limit', 'name'
#   .line 1
#       RESUME 0                      @0-0
#       LOAD_FAST_BORROW format       @0-15
#       LOAD_SMALL_INT 2              @0-15
#       COMPARE_OP >                  @0-15
#       POP_JUMP_IF_FALSE L1          @0-15
#       NOT_TAKEN                     @0-15
#       LOAD_COMMON_CONSTANT NotImplementedError @0-15
#       RAISE_VARARGS 1               @0-15
#   L1:
#       BUILD_MAP 0                   @0-15
#       LOAD_SMALL_INT 0              @0-15
#       LOAD_GLOBAL __conditional_annotations__ @0-15
#       CONTAINS_OP 0                 @0-15
#       POP_JUMP_IF_FALSE L2          @0-15
#       NOT_TAKEN                     @0-15
#       LOAD_GLOBAL int               @7-10
#       COPY 2                        @0-15
#       LOAD_CONST 'limit'            @0-15
#       STORE_SUBSCR                  @0-15
#   L2:
#   .line 2
#       LOAD_SMALL_INT 1              @0-9
#       LOAD_GLOBAL __conditional_annotations__ @0-9
#       CONTAINS_OP 0                 @0-9
#       POP_JUMP_IF_FALSE L3          @0-9
#       NOT_TAKEN                     @0-9
#       LOAD_GLOBAL str               @6-9
#       COPY 2                        @0-9
#       LOAD_CONST 'name'             @0-9
#   .line 1
#       STORE_SUBSCR                  @0-15
#   L3:
#       RETURN_VALUE                  @0-15
#   .end

# antioch could not decompile Point (line 5): a function stored under another name than its own
# its listing:
#   .version 3.15
#   .name Point
#   .filename 'annotations.py'
#   .firstlineno 5
#   .flags 0x0
#   ; cells: __classdict__
#   .stacksize 3
#   .varnames 
#   .cellvars __classdict__
#   .line -
#       MAKE_CELL __classdict__
#   .line 5
#       RESUME 0                      @0-0
#       LOAD_NAME __name__            @0-0
#       STORE_NAME __module__         @0-0
#       LOAD_CONST 'Point'            @0-0
#       STORE_NAME __qualname__       @0-0
#       LOAD_SMALL_INT 5              @0-0
#       STORE_NAME __firstlineno__    @0-0
#       LOAD_LOCALS                   @0-0
#       STORE_DEREF __classdict__     @0-0
#   .line 7
#       LOAD_CONST 0.0                @15-18
#       STORE_NAME y                  @4-5
#   .line 9
#       LOAD_CONST 'exact'            @4-10:19
#       LOAD_COMMON_CONSTANT False    @53-58
#       BUILD_MAP 1                   @4-10:19
#       LOAD_FAST_BORROW #0           @4-10:19 ; __classdict__
#       BUILD_TUPLE 1                 @4-10:19
#       LOAD_CONST <code Point.scaled.__annotate__> @4-10:19
#       MAKE_FUNCTION                 @4-10:19
#       SET_FUNCTION_ATTRIBUTE 8      @4-10:19 ; closure
#       LOAD_CONST <code Point.scaled> @4-10:19
#       MAKE_FUNCTION                 @4-10:19
#       SET_FUNCTION_ATTRIBUTE 16     @4-10:19 ; annotate
#       SET_FUNCTION_ATTRIBUTE 2      @4-10:19 ; kwdefaults
#       STORE_NAME scaled             @4-10:19
#   .line 5
#       LOAD_FAST_BORROW #0           @0-0   ; __classdict__
#       BUILD_TUPLE 1                 @0-0
#       LOAD_CONST <code Point.__annotate__> @0-0
#       MAKE_FUNCTION                 @0-0
#       SET_FUNCTION_ATTRIBUTE 8      @0-0   ; closure
#       STORE_NAME __annotate_func__  @0-0
#       LOAD_CONST ()                 @0-0
#       STORE_NAME __static_attributes__ @0-0
#       LOAD_FAST_BORROW #0           @0-0   ; __classdict__
#       STORE_NAME __classdictcell__  @0-0
#       LOAD_COMMON_CONSTANT None     @0-0
#       RETURN_VALUE                  @0-0
#   .code Point.scaled.__annotate__
#   .name __annotate__
#   .qualname 'Point.scaled.__annotate__'
#   .firstlineno 9
#   .argcount 1
#   .posonlyargcount 1
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: format   frees: __classdict__
#   .stacksize 6
#   .freevars __classdict__
#   .consts 2, 'factor', 'exact', 'return', 'Point'
#   .line -
#       COPY_FREE_VARS 1
#   .line 9
#       RESUME 0                      @0-0
#       LOAD_FAST_BORROW format       @4-10:19
#       LOAD_SMALL_INT 2              @4-10:19
#       COMPARE_OP >                  @4-10:19
#       POP_JUMP_IF_FALSE L1          @4-10:19
#       NOT_TAKEN                     @4-10:19
#       LOAD_COMMON_CONSTANT NotImplementedError @4-10:19
#       RAISE_VARARGS 1               @4-10:19
#   L1:
#       LOAD_CONST 'factor'           @4-10:19
#       LOAD_DEREF __classdict__      @29-34
#       LOAD_FROM_DICT_OR_GLOBALS float @29-34
#       LOAD_CONST 'exact'            @4-10:19
#       LOAD_DEREF __classdict__      @46-50
#       LOAD_FROM_DICT_OR_GLOBALS bool @46-50
#       LOAD_CONST 'return'           @4-10:19
#       LOAD_CONST 'Point'            @63-70
#       BUILD_MAP 3                   @4-10:19
#       RETURN_VALUE                  @4-10:19
#   .end
#   .code Point.scaled
#   .name scaled
#   .qualname 'Point.scaled'
#   .firstlineno 9
#   .argcount 2
#   .kwonlyargcount 1
#   .flags OPTIMIZED NEWLOCALS METHOD
#   ; arguments: self, factor, exact
#   .stacksize 1
#   .varnames self, factor, exact
#   .consts None
#   .line 9
#       RESUME 0                      @0-0
#   .line 10
#       LOAD_FAST_BORROW self         @15-19
#       RETURN_VALUE                  @8-19
#   .end
#   .code Point.__annotate__
#   .name __annotate__
#   .qualname 'Point.__annotate__'
#   .firstlineno 5
#   .argcount 1
#   .posonlyargcount 1
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: format   frees: __classdict__
#   .stacksize 4
#   .freevars __classdict__
#   .consts 2, 'x', 'y'
#   .line -
#       COPY_FREE_VARS 1
#   .line 5
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
#   .line 6
#       LOAD_DEREF __classdict__      @7-12
#       LOAD_FROM_DICT_OR_GLOBALS float @7-12
#       COPY 2                        @4-12
#       LOAD_CONST 'x'                @4-12
#   .line 5
#       STORE_SUBSCR                  @0-0
#   .line 7
#       LOAD_DEREF __classdict__      @7-12
#       LOAD_FROM_DICT_OR_GLOBALS float @7-12
#       COPY 2                        @4-18
#       LOAD_CONST 'y'                @4-18
#   .line 5
#       STORE_SUBSCR                  @0-0
#       RETURN_VALUE                  @0-0
#   .end
