def nested(a):
    try:
        try:
            a()
        except ValueError:
            b()
    except (TypeError, KeyError) as e:
        try:
            c(e)
        except OSError:
            raise RuntimeError() from e
        return None
    else:
        return None
def named(a):
    try:
        return a()
    except (LookupError, ArithmeticError) as e:
        return e
def loop(items):
    # antioch could not decompile this code: a block is reached from two places that Python cannot share
    # its listing:
    #   .version 3.10
    #   .name loop
    #   .filename 'handlers.py'
    #   .firstlineno 17
    #   .argcount 1
    #   .flags OPTIMIZED NEWLOCALS NOFREE
    #   ; arguments: items   locals: x
    #   .stacksize 9
    #   .line 18
    #       LOAD_FAST items
    #       GET_ITER
    #   L1:
    #       FOR_ITER L5
    #       STORE_FAST x
    #   .line 19
    #       SETUP_FINALLY L2
    #   .line 20
    #       LOAD_GLOBAL use
    #       LOAD_FAST x
    #       CALL_FUNCTION 1
    #       POP_TOP
    #       POP_BLOCK
    #       JUMP_ABSOLUTE L1
    #   L2:
    #   .line 21
    #       DUP_TOP
    #       LOAD_GLOBAL KeyError
    #       JUMP_IF_NOT_EXC_MATCH L3
    #       POP_TOP
    #       POP_TOP
    #       POP_TOP
    #   .line 22
    #       POP_EXCEPT
    #       JUMP_ABSOLUTE L1
    #   L3:
    #   .line 23
    #       DUP_TOP
    #       LOAD_GLOBAL IndexError
    #       JUMP_IF_NOT_EXC_MATCH L4
    #       POP_TOP
    #       POP_TOP
    #       POP_TOP
    #   .line 24
    #       POP_EXCEPT
    #       POP_TOP
    #       JUMP_FORWARD L6
    #   L4:
    #   .line 23
    #       RERAISE 0
    #   L5:
    #   .line 26
    #       LOAD_GLOBAL finish
    #       CALL_FUNCTION 0
    #       POP_TOP
    #   L6:
    #   .line 27
    #       LOAD_FAST items
    #       POP_JUMP_IF_FALSE L10
    #   L7:
    #   .line 28
    #       SETUP_FINALLY L8
    #   .line 29
    #       LOAD_FAST items
    #       LOAD_METHOD pop
    #       CALL_METHOD 0
    #       POP_TOP
    #       POP_BLOCK
    #       JUMP_FORWARD L9
    #   L8:
    #   .line 30
    #       POP_TOP
    #       POP_TOP
    #       POP_TOP
    #   .line 31
    #       POP_EXCEPT
    #   L9:
    #   .line 27
    #       LOAD_FAST items
    #       POP_JUMP_IF_TRUE L7
    #       LOAD_CONST None
    #       RETURN_VALUE
    #   L10:
    #       LOAD_CONST None
    #       RETURN_VALUE
    raise NotImplementedError('antioch: loop not decompiled: a block is reached from two places that Python cannot share')
def managers(a, b):
    with a() as (p, q), b as c:
        with c:
            return p
def leaving(items):
    for x in items:
        with x:
            if x:
                pass
            else:
                use(x)
                continue
        return None
def drain(queue):
    try:
        while True:
            queue.pop()
    except IndexError:
        return None
