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
def named(a):
    try:
        return a()
    except (LookupError, ArithmeticError) as e:
        return e
def loop(items):
    for x in items:
        try:
            use(x)
        except KeyError:
            pass
        except IndexError:
            break
    else:
        finish()
    while items:
        try:
            items.pop()
        except:
            pass
def managers(a, b):
    with a() as (p, q), b as c:
        with c:
            return p
def leaving(items): raise NotImplementedError('antioch: leaving not decompiled: 1 block(s) of the flow not placed (from offset 22)')





def drain(queue):
    try:
        while True:
            queue.pop()
    except IndexError:
        return None

# antioch could not decompile leaving (line 36): 1 block(s) of the flow not placed (from offset 22)
# its listing:
#   .version 3.10
#   .name leaving
#   .filename 'handlers.py'
#   .firstlineno 36
#   .argcount 1
#   .flags OPTIMIZED NEWLOCALS NOFREE
#   ; arguments: items   locals: x
#   .stacksize 9
#   .line 37
#       LOAD_FAST items
#       GET_ITER
#   L1:
#       FOR_ITER L6
#       STORE_FAST x
#   .line 38
#       LOAD_FAST x
#       SETUP_WITH L3
#       POP_TOP
#   .line 39
#       LOAD_FAST x
#       POP_JUMP_IF_FALSE L2
#   .line 40
#       NOP
#   .line 38
#       POP_BLOCK
#       LOAD_CONST None
#       DUP_TOP
#       DUP_TOP
#       CALL_FUNCTION 3
#       POP_TOP
#       POP_TOP
#       LOAD_CONST None
#       RETURN_VALUE
#   L2:
#   .line 41
#       LOAD_GLOBAL use
#       LOAD_FAST x
#       CALL_FUNCTION 1
#       POP_TOP
#       POP_BLOCK
#   .line 38
#       LOAD_CONST None
#       DUP_TOP
#       DUP_TOP
#       CALL_FUNCTION 3
#       POP_TOP
#       JUMP_FORWARD L5
#   L3:
#       WITH_EXCEPT_START
#       POP_JUMP_IF_TRUE L4
#       RERAISE 1
#   L4:
#       POP_TOP
#       POP_TOP
#       POP_TOP
#       POP_EXCEPT
#       POP_TOP
#   L5:
#   .line -
#       JUMP_ABSOLUTE L1
#   L6:
#   .line 37
#       LOAD_CONST None
#       RETURN_VALUE
