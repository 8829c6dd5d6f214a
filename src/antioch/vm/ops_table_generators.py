"""Handlers of the 3.11+ family for iteration, generators and coroutines: the FOR_ITER variants, SEND,
RETURN_GENERATOR and the awaitables' opcodes (``HANDLER(frame, stack, arg)``).
"""
import types

from antioch.vm import coroutines, ops_flow, protocols
from antioch.vm.decode import NULL

GeneratorType = types.GeneratorType

# ---- iteration, generators, coroutines ----------------------------------------------------------

def FOR_ITER_SKIP1(f, s, a):
    # 3.12: exhaustion pops the iterator and jumps past END_FOR
    for v in s[-1]:
        s.append(v)
        return None
    s.pop()
    return a + 1


def FOR_ITER_SKIP2(f, s, a):
    # 3.13: past END_FOR and POP_TOP
    for v in s[-1]:
        s.append(v)
        return None
    s.pop()
    return a + 2


def FOR_ITER_KEEP(f, s, a):
    # 3.14: exhaustion leaves the iterator for POP_ITER, past END_FOR
    for v in s[-1]:
        s.append(v)
        return None
    return a + 1


def GET_ITER_NULL(f, s, a):
    # 3.15: iterators take two slots, the iterator and a NULL or index (the VM's are always NULL)
    s[-1] = iter(s[-1])
    s.append(NULL)


def GET_YIELD_FROM_ITER_NULL(f, s, a):
    # 3.15: GET_ITER with a yield-from argument
    ops_flow.GET_YIELD_FROM_ITER(f, s, a)
    s.append(NULL)


def FOR_ITER_KEEP_BELOW_NULL(f, s, a):
    # 3.15: [iterator, NULL] -> [iterator, NULL, next]; exhaustion jumps past END_FOR to POP_ITER
    for v in s[-2]:
        s.append(v)
        return None
    return a + 1


def SEND_BELOW_NULL(f, s, a):
    # 3.15: [receiver, NULL, v] -> [receiver, NULL, yielded] or, when done, [receiver, NULL, result] and jump
    return _send_keeping(s, a, 2)


def END_SEND_3(f, s, a):
    # 3.15: [receiver, NULL, value] -> [value]
    v = s.pop()
    s[-2:] = [v]


def POP_TWO(f, s, a):
    # 3.12 END_FOR, 3.15 POP_ITER: the iterator and the value (3.15: its NULL) go
    del s[-2:]


def END_SEND(f, s, a):
    v = s.pop()
    s[-1] = v


def SEND_POP(f, s, a):
    # 3.11: [receiver, v] -> [receiver, yielded] or, when done, [result] and jump
    v = s.pop()
    receiver = s[-1]
    try:
        # protocols.send, a VM generator's next() without the call (each level of a yield from chain)
        s.append(next(receiver) if v is None and type(receiver) is GeneratorType else protocols.send(receiver, v))
    except StopIteration as exc:
        s[-1] = exc.value
        return a
    return None


def SEND_KEEP(f, s, a):
    # 3.12+: when done, [receiver, result] and jump to END_SEND
    v = s.pop()
    receiver = s[-1]
    try:
        s.append(next(receiver) if v is None and type(receiver) is GeneratorType else protocols.send(receiver, v))
    except StopIteration as exc:
        s.append(exc.value)
        return a
    return None


def _send_keeping(s, a, depth):
    # the receiver stays ``depth`` below the sent value; the result or the yielded value goes on top
    v = s.pop()
    try:
        s.append(protocols.send(s[-depth], v))
    except StopIteration as exc:
        s.append(exc.value)
        return a
    return None


def CLEANUP_THROW(f, s, a):
    exc = s.pop()
    if isinstance(exc, StopIteration):
        del s[-2:]
        s.append(None)
        s.append(exc.value)
        return None
    f.reraise_tb = exc.__traceback__
    f.reraise_context = exc.__context__
    raise exc


def throw_into_yield_from_311(f, s, i, exc):
    return protocols.throw_into(f, s, i, exc, s[-1], _finish_311)


def throw_into_yield_from(f, s, i, exc):
    """3.12+: see :func:`antioch.vm.protocols.throw_into`."""
    return protocols.throw_into(f, s, i, exc, s[-1], _finish_312)


def throw_into_yield_from_below_null(f, s, i, exc):
    # 3.15: the receiver is an iterator with its NULL above it
    return protocols.throw_into(f, s, i, exc, s[-2], _finish_312)


def _finish_311(f, s, i, stop):
    # 3.11 backs up to SEND and takes its jump with the result in place of the receiver
    s[-1] = stop.value
    send = i - 1
    return False, None, f.pc.args[send]


def _finish_312(f, s, i, stop):
    # 3.12+: the StopIteration goes into the frame at the yield; CLEANUP_THROW takes its value.  The
    # frame resumes with the value sent on its stack, None for a throw (Objects/genobject.c,
    # gen_send_ex2 pushes it before raising), the slot CLEANUP_THROW pops with the receiver.
    s.append(None)
    raise stop


def END_ASYNC_FOR(f, s, a):
    exc = s.pop()
    if isinstance(exc, StopAsyncIteration):
        s.pop()  # the async iterator
        return None
    f.reraise_tb = exc.__traceback__
    f.reraise_context = exc.__context__
    raise exc


def ASYNC_GEN_WRAP(f, s, a):
    s[-1] = coroutines.AsyncGenWrapped(s[-1])
