def submit(n, ready): raise NotImplementedError('antioch: submit not decompiled: a block is reached from two places that Python cannot share')







def poll(ready):
    start()
    while True:
        if ready():
            break
    return 1


def drain(queues): raise NotImplementedError('antioch: drain not decompiled: a block is reached from two places that Python cannot share')

# antioch could not decompile submit (line 1): a block is reached from two places that Python cannot share
# its listing:
#   .version 3.13
#   .name submit
#   .filename 'while_true_if_break.py'
#   .firstlineno 1
#   .argcount 2
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: n, ready   locals: i
#   .stacksize 3
#   .varnames n, ready, i
#   .line 1
#       RESUME 0                      @0-0
#   .line 2
#       LOAD_GLOBAL range +NULL       @13-18
#       LOAD_FAST n                   @19-20
#       CALL 1                        @13-21
#       GET_ITER                      @13-21
#   L1:
#       FOR_ITER L4                   @13-21
#       STORE_FAST i                  @8-9
#   .line 3
#       LOAD_GLOBAL wait +NULL        @8-12
#       CALL 0                        @8-14
#       POP_TOP                       @8-14
#   .line 4
#       NOP                           @14-18
#   L2:
#   .line 5
#       LOAD_FAST ready               @15-20
#       PUSH_NULL                     @15-20
#       CALL 0                        @15-22
#       TO_BOOL                       @15-22
#       POP_JUMP_IF_FALSE L3          @15-22
#   .line 6
#       JUMP_BACKWARD L1              @16-21
#   L3:
#   .line 4
#       JUMP_BACKWARD L2              @14-18
#   L4:
#   .line 2
#       END_FOR                       @13-21
#       POP_TOP                       @13-21
#       RETURN_CONST None             @13-21

# antioch could not decompile drain (line 17): a block is reached from two places that Python cannot share
# its listing:
#   .version 3.13
#   .name drain
#   .filename 'while_true_if_break.py'
#   .firstlineno 17
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS
#   ; arguments: queues   locals: q, item
#   .stacksize 3
#   .line 17
#       RESUME 0                      @0-0
#   .line 18
#       LOAD_FAST queues              @13-19
#       GET_ITER                      @13-19
#   L1:
#       FOR_ITER L4                   @13-19
#       STORE_FAST q                  @8-9
#   .line 19
#       NOP                           @14-18
#   L2:
#   .line 20
#       LOAD_FAST q                   @19-20
#       LOAD_ATTR get +method         @19-24
#       CALL 0                        @19-26
#       STORE_FAST item               @12-16
#   .line 21
#       LOAD_FAST item                @15-19
#       POP_JUMP_IF_NOT_NONE L3       @15-27
#   .line 22
#       JUMP_BACKWARD L1              @16-21
#   L3:
#   .line 19
#       JUMP_BACKWARD L2              @14-18
#   L4:
#   .line 18
#       END_FOR                       @13-19
#       POP_TOP                       @13-19
#       RETURN_CONST None             @13-19
