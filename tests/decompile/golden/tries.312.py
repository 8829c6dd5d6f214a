# antioch could not decompile this code: a return left in a module body (a copy of its end the structure did not absorb)
# its listing:
#   .version 3.12
#   .filename 'tries.py'
#   .firstlineno 1
#   .flags 0x0
#   .stacksize 5
#   .names os, foo, ImportError, y, x, f, z, KeyError, ValueError, exc, print, Exception, h
#   .line 0
#       RESUME 0                      @0-1:0
#   .line 1
#       LOAD_CONST 0                  @0-9
#       LOAD_CONST None               @0-9
#       IMPORT_NAME os                @0-9
#       STORE_NAME os                 @0-9
#   .line 2
#       NOP                           @0-5:14
#   L1:
#   .line 3
#       LOAD_CONST 0                  @4-14
#       LOAD_CONST None               @4-14
#       IMPORT_NAME foo               @4-14
#       STORE_NAME foo                @4-14
#   L2:
#   .line 6
#       LOAD_NAME y                   @9-10
#       GET_ITER                      @0-15:13
#   L3:
#       FOR_ITER L8                   @0-15:13
#       STORE_NAME x                  @4-5
#   .line 7
#       NOP                           @4-15:13
#   L4:
#   .line 8
#       LOAD_NAME x                   @11-12
#       POP_JUMP_IF_FALSE L6          @11-12
#   L5:
#   .line 9
#       JUMP_BACKWARD L3              @12-20
#   L6:
#   .line 10
#       PUSH_NULL                     @12-13
#       LOAD_NAME f                   @12-13
#       LOAD_NAME x                   @14-15
#       CALL 1                        @12-16
#       STORE_NAME z                  @8-9
#   L7:
#       JUMP_BACKWARD L3              @8-9
#   L8:
#   .line 6
#       END_FOR                       @0-15:13
#   .line 16
#       LOAD_CONST <code h>           @0-20:19
#       MAKE_FUNCTION 0               @0-20:19
#       STORE_NAME h                  @0-20:19
#       RETURN_CONST None             @0-20:19
#   L9:
#   .line -
#       PUSH_EXC_INFO
#   .line 4
#       LOAD_NAME ImportError         @7-18
#       CHECK_EXC_MATCH               @0-5:14
#       POP_JUMP_IF_FALSE L11         @0-5:14
#       POP_TOP                       @0-5:14
#   .line 5
#       LOAD_CONST None               @10-14
#       STORE_NAME foo                @4-7
#   L10:
#       POP_EXCEPT                    @4-7
#       JUMP_BACKWARD L2              @4-7
#   L11:
#   .line 4
#       RERAISE 0                     @0-5:14
#   L12:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   L13:
#       PUSH_EXC_INFO
#   .line 11
#       LOAD_NAME KeyError            @12-20
#       LOAD_NAME ValueError          @22-32
#       BUILD_TUPLE 2                 @11-33
#       CHECK_EXC_MATCH               @4-13:13
#       POP_JUMP_IF_FALSE L17         @4-13:13
#       STORE_NAME exc                @4-13:13
#   L14:
#   .line 12
#       PUSH_NULL                     @8-13
#       LOAD_NAME print               @8-13
#       LOAD_NAME exc                 @14-17
#       CALL 1                        @8-18
#       POP_TOP                       @8-18
#   L15:
#   .line 13
#       POP_EXCEPT                    @8-13
#       LOAD_CONST None               @8-13
#       STORE_NAME exc                @8-13
#       DELETE_NAME exc               @8-13
#       POP_TOP                       @8-13
#   .line 16
#       LOAD_CONST <code h>           @0-20:19
#       MAKE_FUNCTION 0               @0-20:19
#       STORE_NAME h                  @0-20:19
#       RETURN_CONST None             @0-20:19
#   L16:
#   .line -
#       LOAD_CONST None
#       STORE_NAME exc
#       DELETE_NAME exc
#       RERAISE 1
#   L17:
#   .line 14
#       LOAD_NAME Exception           @11-20
#       CHECK_EXC_MATCH               @4-15:13
#       POP_JUMP_IF_FALSE L18         @4-15:13
#       POP_TOP                       @4-15:13
#   .line 15
#       RAISE_VARARGS 0               @8-13
#   L18:
#   .line 14
#       RERAISE 0                     @4-15:13
#   L19:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   .try L1 L2 -> L9 depth 0
#   .try L4 L5 -> L13 depth 1
#   .try L6 L7 -> L13 depth 1
#   .try L9 L10 -> L12 depth 1 lasti
#   .try L11 L12 -> L12 depth 1 lasti
#   .try L13 L14 -> L19 depth 2 lasti
#   .try L14 L15 -> L16 depth 2 lasti
#   .try L16 L19 -> L19 depth 2 lasti
#   .code h
#   .firstlineno 16
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: p
#   .stacksize 4
#   .line 16
#       RESUME 0                      @0-0
#   .line 17
#       NOP                           @4-20:19
#   L1:
#   .line 18
#       PUSH_NULL                     @15-16
#       LOAD_FAST p                   @15-16
#       CALL 0                        @15-18
#   L2:
#       RETURN_VALUE                  @8-18
#   L3:
#   .line -
#       PUSH_EXC_INFO
#   .line 19
#       LOAD_GLOBAL OSError           @11-18
#       CHECK_EXC_MATCH               @4-20:19
#       POP_JUMP_IF_FALSE L5          @4-20:19
#       POP_TOP                       @4-20:19
#   L4:
#   .line 20
#       POP_EXCEPT                    @15-19
#       RETURN_CONST None             @15-19
#   L5:
#   .line 19
#       RERAISE 0                     @4-20:19
#   L6:
#   .line -
#       COPY 3
#       POP_EXCEPT
#       RERAISE 1
#   .try L1 L2 -> L3 depth 0
#   .try L3 L4 -> L6 depth 1 lasti
#   .try L5 L6 -> L6 depth 1 lasti
#   .end
def h(p):
    try:
        return p()
    except OSError:
        return None
raise NotImplementedError('antioch: <module> not decompiled: a return left in a module body (a copy of its end the structure did not absorb)')
