def count(n):
    i = 0
    while i < n:
        yield i
        i += 1


def relay(source):
    # antioch could not decompile this code: SEND is not decompiled yet
    # its listing:
    #   .version 3.11
    #   .name relay
    #   .filename 'generators.py'
    #   .firstlineno 8
    #   .argcount 1
    #   .flags OPTIMIZED NEWLOCALS GENERATOR
    #   ; arguments: source   locals: received
    #   .stacksize 2
    #   .varnames source, received
    #   .line 8
    #       RETURN_GENERATOR
    #       POP_TOP
    #       RESUME 0                      @0-0
    #   .line 9
    #       LOAD_CONST None               @15-20
    #       YIELD_VALUE                   @15-20
    #       RESUME 1                      @15-20
    #       STORE_FAST received           @4-12
    #   .line 10
    #       LOAD_FAST source              @15-21
    #       GET_YIELD_FROM_ITER           @4-21
    #       LOAD_CONST None               @4-21
    #   L1:
    #       SEND L2                       @4-21
    #       YIELD_VALUE                   @4-21
    #       RESUME 2                      @4-21
    #       JUMP_BACKWARD_NO_INTERRUPT L1 @4-21
    #   L2:
    #       POP_TOP                       @4-21
    #   .line 11
    #       LOAD_FAST received            @11-19
    #       RETURN_VALUE                  @4-19
    raise NotImplementedError('antioch: relay not decompiled: SEND is not decompiled yet')
