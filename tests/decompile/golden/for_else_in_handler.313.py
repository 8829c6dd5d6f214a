def locate(filename, paths): raise NotImplementedError('antioch: locate not decompiled: a break out of a for loop into a copy of the end of the except clause around it')

# antioch could not decompile locate (line 1): a break out of a for loop into a copy of the end of the except clause around it
# its listing:
#   .version 3.13
#   .name locate
#   .filename 'for_else_in_handler.py'
#   .firstlineno 1
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: filename, paths   locals: found, dirname
#   .stacksize 8
#   .varnames filename, paths, found, dirname
#   .consts None
#   .line 1
#       RESUME 0                      @0-0
#   .line 2
#       NOP                           @4-12:21
#   L1:
#   .line 3
#       LOAD_GLOBAL stat +NULL        @16-20
#       LOAD_FAST filename            @21-29
#       CALL 1                        @16-30
#       STORE_FAST found              @8-13
#   L2:
#   .line 13
#       LOAD_FAST found               @11-16
#       RETURN_VALUE                  @4-16
#   L3:
#   .line -
#       PUSH_EXC_INFO
#   .line 4
#       LOAD_GLOBAL OSError           @11-18
#       CHECK_EXC_MATCH               @4-12:21
#       POP_JUMP_IF_FALSE L15         @4-12:21
#       POP_TOP                       @4-12:21
#   .line 5
#       LOAD_FAST paths               @23-28
#       GET_ITER                      @23-28
#   L4:
#       FOR_ITER L13                  @23-28
#       STORE_FAST dirname            @12-19
#   L5:
#   .line 6
#       NOP                           @12-10:20
#   L6:
#   .line 7
#       LOAD_GLOBAL stat +NULL        @24-28
#       LOAD_GLOBAL join +NULL        @29-33
#       LOAD_FAST_LOAD_FAST dirname filename @34-41
#       CALL 2                        @29-52
#       CALL 1                        @24-53
#       STORE_FAST found              @16-21
#   L7:
#   .line 8
#       POP_TOP                       @16-21
#   L8:
#       POP_EXCEPT                    @16-21
#   .line 13
#       LOAD_FAST found               @11-16
#       RETURN_VALUE                  @4-16
#   L9:
#   .line -
#       PUSH_EXC_INFO
#   .line 9
#       LOAD_GLOBAL OSError           @19-26
#       CHECK_EXC_MATCH               @12-10:20
#       POP_JUMP_IF_FALSE L11         @12-10:20
#       POP_TOP                       @12-10:20
#   L10:
#   .line 10
#       POP_EXCEPT                    @16-20
#       JUMP_BACKWARD L4              @16-20
#   L11:
#   .line 9
#       RERAISE 0                     @12-10:20
#   L12:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   L13:
#   .line 5
#       END_FOR                       @23-28
#       POP_TOP                       @23-28
#   .line 12
#       BUILD_LIST 0                  @19-21
#       SWAP 2                        @12-21
#   L14:
#       POP_EXCEPT                    @12-21
#       RETURN_VALUE                  @12-21
#   L15:
#   .line 4
#       RERAISE 0                     @4-12:21
#   L16:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   .try L1 L2 -> L3 depth 0
#   .try L3 L5 -> L16 depth 1 lasti
#   .try L6 L7 -> L9 depth 2
#   .try L7 L8 -> L16 depth 1 lasti
#   .try L9 L10 -> L12 depth 3 lasti
#   .try L10 L11 -> L16 depth 1 lasti
#   .try L11 L12 -> L12 depth 3 lasti
#   .try L12 L14 -> L16 depth 1 lasti
#   .try L15 L16 -> L16 depth 1 lasti
