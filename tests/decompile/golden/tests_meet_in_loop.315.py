def read_until(self, offset, seplen): raise NotImplementedError('antioch: read_until not decompiled: a block is reached from two places that Python cannot share')

# antioch could not decompile read_until (line 1): a block is reached from two places that Python cannot share
# its listing:
#   .version 3.15
#   .name read_until
#   .filename 'tests_meet_in_loop.py'
#   .firstlineno 1
#   .argcount 3
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: self, offset, seplen   locals: isep
#   .stacksize 4
#   .consts True
#   .line 1
#       RESUME 0                      @0-0
#   L1:
#   .line 2
#       NOP                           @10-14
#   .line 3
#       LOAD_GLOBAL len +NULL         @11-14
#       LOAD_FAST_BORROW self         @15-19
#       LOAD_ATTR buffer              @15-26
#       CALL 1                        @11-27
#       LOAD_FAST_BORROW offset       @30-36
#       BINARY_OP -                   @11-36
#       LOAD_FAST_BORROW seplen       @40-46
#       COMPARE_OP >= +bool           @11-46
#       POP_JUMP_IF_FALSE L3          @11-46
#       NOT_TAKEN                     @11-46
#   .line 4
#       LOAD_FAST_BORROW self         @19-23
#       LOAD_ATTR buffer              @19-30
#       LOAD_ATTR find +method        @19-35
#       LOAD_FAST_BORROW self         @36-40
#       LOAD_ATTR separator           @36-50
#       LOAD_FAST_BORROW offset       @52-58
#       CALL 2                        @19-59
#       STORE_FAST isep               @12-16
#   .line 5
#       LOAD_FAST_BORROW isep         @15-19
#       LOAD_COMMON_CONSTANT 11       @23-25 ; -1
#       COMPARE_OP != +bool           @15-25
#       POP_JUMP_IF_FALSE L2          @15-25
#       NOT_TAKEN                     @15-25
#   .line 6
#       JUMP_FORWARD L5               @16-21
#   L2:
#   .line 7
#       LOAD_GLOBAL len +NULL         @21-24
#       LOAD_FAST_BORROW self         @25-29
#       LOAD_ATTR buffer              @25-36
#       CALL 1                        @21-37
#       LOAD_SMALL_INT 1              @40-41
#       BINARY_OP +                   @21-41
#       LOAD_FAST_BORROW seplen       @44-50
#       BINARY_OP -                   @21-50
#       STORE_FAST offset             @12-18
#   .line 8
#       LOAD_FAST_BORROW_LOAD_FAST_BORROW offset self @15-21
#       LOAD_ATTR limit               @24-34
#       COMPARE_OP > +bool            @15-34
#       POP_JUMP_IF_FALSE L3          @15-34
#       NOT_TAKEN                     @15-34
#   .line 9
#       LOAD_GLOBAL OverflowError +NULL @22-35
#       LOAD_FAST_BORROW offset       @36-42
#       CALL 1                        @22-43
#       RAISE_VARARGS 1               @16-43
#   L3:
#   .line 10
#       LOAD_FAST_BORROW self         @11-15
#       LOAD_ATTR eof                 @11-19
#       TO_BOOL                       @11-19
#       POP_JUMP_IF_FALSE L4          @11-19
#       NOT_TAKEN                     @11-19
#   .line 11
#       LOAD_GLOBAL EOFError +NULL    @18-26
#       LOAD_FAST_BORROW offset       @27-33
#       CALL 1                        @18-34
#       RAISE_VARARGS 1               @12-34
#   L4:
#   .line 12
#       LOAD_FAST_BORROW self         @8-12
#       LOAD_ATTR wait_for_data +method @8-26
#       CALL 0                        @8-28
#       POP_TOP                       @8-28
#       JUMP_BACKWARD L1              @8-28
#   L5:
#   .line 13
#       LOAD_FAST_BORROW_LOAD_FAST_BORROW isep self @7-11
#       LOAD_ATTR limit               @14-24
#       COMPARE_OP > +bool            @7-24
#       POP_JUMP_IF_FALSE L6          @7-24
#       NOT_TAKEN                     @7-24
#   .line 14
#       LOAD_GLOBAL OverflowError +NULL @14-27
#       LOAD_FAST_BORROW isep         @28-32
#       CALL 1                        @14-33
#       RAISE_VARARGS 1               @8-33
#   L6:
#   .line 15
#       LOAD_FAST_BORROW isep         @11-15
#       RETURN_VALUE                  @4-15
