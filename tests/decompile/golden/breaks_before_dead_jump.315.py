def fetch(self, pointer, prefix): raise NotImplementedError('antioch: fetch not decompiled: a block is reached from two places that Python cannot share')

# antioch could not decompile fetch (line 1): a block is reached from two places that Python cannot share
# its listing:
#   .version 3.15
#   .name fetch
#   .filename 'breaks_before_dead_jump.py'
#   .firstlineno 1
#   .argcount 3
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: self, pointer, prefix   locals: item
#   .stacksize 4
#   .varnames self, pointer, prefix, item
#   .consts 1
#   .line 1
#       RESUME 0                      @0-0
#   L1:
#   .line 2
#       NOP                           @10-11
#   .line 3
#       LOAD_FAST_BORROW pointer      @8-15
#       LOAD_SMALL_INT 1              @19-20
#       BINARY_OP +=                  @8-20
#       STORE_FAST pointer            @8-15
#   .line 4
#       LOAD_FAST_BORROW pointer      @11-18
#       LOAD_SMALL_INT 0              @21-22
#       COMPARE_OP < +bool            @11-22
#       POP_JUMP_IF_FALSE L3          @11-22
#       NOT_TAKEN                     @11-22
#   .line 5
#       LOAD_FAST_BORROW self         @12-16
#       LOAD_ATTR bell +method        @12-21
#       CALL 0                        @12-23
#       POP_TOP                       @12-23
#   .line 6
#       LOAD_FAST_BORROW self         @19-23
#       LOAD_ATTR cyclic              @19-30
#       TO_BOOL                       @19-30
#       POP_JUMP_IF_TRUE L2           @19-30
#       NOT_TAKEN                     @19-30
#       LOAD_FAST_BORROW pointer      @35-42
#       LOAD_SMALL_INT 0              @45-46
#       COMPARE_OP < +bool            @35-46
#       POP_JUMP_IF_FALSE L2          @35-46
#       NOT_TAKEN                     @35-46
#   .line 7
#       LOAD_COMMON_CONSTANT None     @16-22
#       RETURN_VALUE                  @16-22
#   L2:
#   .line 9
#       LOAD_COMMON_CONSTANT None     @26-30
#       STORE_FAST pointer            @16-23
#   .line 10
#       JUMP_FORWARD L5               @12-17
#   L3:
#   .line 11
#       LOAD_FAST_BORROW self         @15-19
#       LOAD_ATTR history             @15-27
#       LOAD_FAST_BORROW pointer      @28-35
#       BINARY_OP []                  @15-36
#       STORE_FAST item               @8-12
#   .line 12
#       LOAD_FAST_BORROW item         @11-15
#       TO_BOOL                       @11-15
#       POP_JUMP_IF_TRUE L4           @11-15
#       NOT_TAKEN                     @11-15
#       JUMP_BACKWARD L1              @11-15
#   L4:
#   .line 13
#       LOAD_FAST_BORROW self         @12-16
#       LOAD_ATTR insert +method      @12-23
#       LOAD_FAST_BORROW item         @24-28
#       CALL 1                        @12-29
#       POP_TOP                       @12-29
#   .line 14
#       NOP                           @12-17
#   L5:
#   .line 15
#       LOAD_FAST_BORROW self         @4-8
#       LOAD_ATTR see +method         @4-12
#       LOAD_FAST_BORROW_LOAD_FAST_BORROW pointer prefix @13-20
#       CALL 2                        @4-29
#       POP_TOP                       @4-29
#       LOAD_COMMON_CONSTANT None     @4-29
#       RETURN_VALUE                  @4-29
