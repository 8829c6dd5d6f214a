"""Handlers of the 3.8-3.10 family: the block stack (Python/ceval.c of those versions).

A block is ``(kind, handler, level)``.  When an exception reaches a SETUP_FINALLY block the
stack is cut to its level, an EXCEPT_HANDLER block is pushed, then the previous exception
(traceback, value, type) and the new one, and the handler runs; POP_EXCEPT and the unwinder
restore the previous exception from those three values.  3.8 adds the "finally as a
subroutine" opcodes (BEGIN_FINALLY, CALL_FINALLY, POP_FINALLY, END_FINALLY,
WITH_CLEANUP_START/FINISH), which 3.9 replaced by RERAISE and WITH_EXCEPT_START.
"""

from antioch.vm import calls, coroutines, ops_flow, protocols
from antioch.vm.decode import NULL
from antioch.vm.frame import STATE, YIELD, YIELD_REPEAT, fresh

call = calls.call
call_positional = calls.call_positional
Function = calls.Function

SETUP_FINALLY_BLOCK = 0
EXCEPT_HANDLER_BLOCK = 1


def _restore_exc_info(s):
    # the three values under an EXCEPT_HANDLER block: traceback, value, type (type on top)
    s.pop()
    prev = s.pop()
    STATE.exc = prev if prev is not None else STATE.base  # None: the frame had none of its own (VMState.base)
    s.pop()


def unwind(f, exc, i):
    blocks = f.blocks
    s = f.stack
    while blocks:
        kind, handler, level = blocks.pop()
        if kind == EXCEPT_HANDLER_BLOCK:
            del s[level + 3:]
            _restore_exc_info(s)
            continue
        del s[level:]
        blocks.append((EXCEPT_HANDLER_BLOCK, -1, len(s)))
        prev = STATE.exc
        if prev is None or prev is STATE.base:
            s.extend((None, None, None))
        else:
            s.extend((prev.__traceback__, prev, type(prev)))
        STATE.exc = exc
        s.extend((exc.__traceback__, exc, type(exc)))
        return handler
    return -1


def _reraise(f, exc, tb):
    f.reraise_tb = tb
    f.reraise_context = exc.__context__
    raise exc


def SETUP_FINALLY(f, s, a):
    f.blocks.append((SETUP_FINALLY_BLOCK, a, len(s)))


def POP_BLOCK(f, s, a):
    f.blocks.pop()


def POP_EXCEPT(f, s, a):
    kind, _, _level = f.blocks.pop()
    if kind != EXCEPT_HANDLER_BLOCK:
        raise SystemError("popped block is not an except handler")
    _restore_exc_info(s)  # the stack may hold a return value below them (ROT_FOUR): no cut


def SETUP_WITH(f, s, a):
    mgr = s.pop()
    t = type(mgr)
    try:
        enter = t.__enter__
    except AttributeError:
        raise fresh(AttributeError("__enter__")) from None
    try:
        exit_ = t.__exit__
    except AttributeError:
        raise fresh(AttributeError("__exit__")) from None
    s.append(calls.MethodType(exit_, mgr))
    res = call(f, enter, [mgr], None)
    f.blocks.append((SETUP_FINALLY_BLOCK, a, len(s)))
    s.append(res)


def _special(t, name):
    """``name`` looked up on the manager's type (ceval.c, special_lookup), refused by its name."""
    try:
        return getattr(t, name)
    except AttributeError:
        raise fresh(AttributeError(name)) from None


def BEFORE_ASYNC_WITH(f, s, a):
    mgr = s.pop()
    t = type(mgr)
    enter = _special(t, "__aenter__")
    exit_ = _special(t, "__aexit__")
    s.append(calls.MethodType(exit_, mgr))
    s.append(call(f, enter, [mgr], None))


def BEFORE_ASYNC_WITH_EXIT_FIRST(f, s, a):
    """3.8's BEFORE_ASYNC_WITH looks ``__aexit__`` up before ``__aenter__`` (Python/ceval.c of 3.8; 3.9
    swapped them), so a manager with neither is refused for its ``__aexit__``."""
    mgr = s.pop()
    t = type(mgr)
    exit_ = _special(t, "__aexit__")
    enter = _special(t, "__aenter__")
    s.append(calls.MethodType(exit_, mgr))
    s.append(call(f, enter, [mgr], None))


def SETUP_ASYNC_WITH(f, s, a):
    res = s.pop()
    f.blocks.append((SETUP_FINALLY_BLOCK, a, len(s)))
    s.append(res)


def RERAISE(f, s, a):
    s.pop()
    exc = s.pop()
    tb = s.pop()
    _reraise(f, exc, tb)


def WITH_EXCEPT_START(f, s, a):
    exc = s[-2]
    s.append(call(f, s[-7], [s[-1], exc, s[-3]], None))


def JUMP_IF_NOT_EXC_MATCH(f, s, a):
    right = s.pop()
    left = s.pop()
    if not _given_matches(left, right):
        return a
    return None


def _given_matches(given, t):
    ops_flow._check_except_type(t)
    return ops_flow.given_exception_matches(given if isinstance(given, type) else type(given), t)


def COMPARE_EXC_MATCH(f, s, a):
    right = s.pop()
    s[-1] = _given_matches(s[-1], right)


# ---- 3.8: finally blocks as subroutines ------------------------------------------------------------

def BEGIN_FINALLY(f, s, a):
    s.append(NULL)


def CALL_FINALLY(f, s, a):
    # a = (target, return index)
    s.append(_Return(a[1]))
    return a[0]


class _Return:
    """The return address CALL_FINALLY pushes (an instruction number, not a Python int)."""

    __slots__ = ("index",)

    def __init__(self, index: int) -> None:
        self.index = index


def END_FINALLY(f, s, a):
    exc = s.pop()
    if exc is NULL:
        return None
    if type(exc) is _Return:
        return exc.index
    val = s.pop()
    tb = s.pop()
    _reraise(f, val, tb)
    return None


def POP_FINALLY(f, s, a):
    res = s.pop() if a else NULL
    exc = s.pop()
    if exc is not NULL and type(exc) is not _Return:
        s.pop()
        s.pop()
        kind, _, _level = f.blocks.pop()
        if kind != EXCEPT_HANDLER_BLOCK:
            raise SystemError("popped block is not an except handler")
        _restore_exc_info(s)
    if a:
        s.append(res)


def WITH_CLEANUP_START(f, s, a):
    exc = s[-1]
    if exc is NULL:
        s.pop()
        exit_func = s[-1]
        s[-1] = NULL
        res = call(f, exit_func, [None, None, None], None)
        s.append(None)
        s.append(res)
        return
    val = s[-2]
    tb = s[-3]
    exit_func = s[-7]
    # shift the previous exception down over EXIT; the EXCEPT_HANDLER block's level drops by one
    s[-7], s[-6], s[-5] = s[-6], s[-5], s[-4]
    s[-4] = NULL
    kind, handler, level = f.blocks[-1]
    f.blocks[-1] = (kind, handler, level - 1)
    res = call(f, exit_func, [exc, val, tb], None)
    s.append(exc)
    s.append(res)


def WITH_CLEANUP_FINISH(f, s, a):
    res = s.pop()
    exc = s.pop()
    if exc is not None and res:
        _kind, _, level = f.blocks.pop()
        del s[level + 3:]
        _restore_exc_info(s)
        s.append(NULL)


# ---- calls, functions ---------------------------------------------------------------------------------

def CALL_FUNCTION(f, s, n):
    if n:
        args = s[-n:]
        del s[-n:]
    else:
        args = []
    s[-1] = call_positional(f, s[-1], args)


def CALL_FUNCTION_KW(f, s, n):
    kw = s.pop()
    args = s[-n:]
    del s[-n:]
    k = len(kw)
    kwargs = dict(zip(kw, args[-k:]))
    del args[-k:]
    s[-1] = call(f, s[-1], args, kwargs)


def CALL_METHOD(f, s, n):
    base = len(s) - n - 2
    a = s[base]
    if a is NULL:
        fn = s[base + 1]
        args = s[base + 2:]
    else:
        fn = a
        args = s[base + 1:]
    del s[base:]
    s.append(call_positional(f, fn, args))


def CALL_FUNCTION_EX(f, s, a):
    kwargs = s.pop() if a & 1 else None
    callargs = s.pop()
    fn = s[-1]
    args, kwargs = protocols.ex_args(fn, callargs, kwargs)
    s[-1] = call(f, fn, args, kwargs)


def MAKE_FUNCTION(f, s, a):
    qualname = s.pop()
    code = s.pop()
    closure = s.pop() if a & 8 else None
    annotations = s.pop() if a & 4 else None
    if isinstance(annotations, tuple):  # 3.10: flattened (name, value) pairs
        annotations = dict(zip(annotations[::2], annotations[1::2]))
    kwdefaults = s.pop() if a & 2 else None
    defaults = s.pop() if a & 1 else None
    s.append(calls.Function(code, f.globals, qualname, defaults, kwdefaults, closure, annotations))


def YIELD_FROM(f, s, a):
    v = s.pop()
    try:
        f.retval = protocols.send(s[-1], v)
    except StopIteration as exc:
        s[-1] = exc.value
        return None
    return YIELD_REPEAT


def throw_into_yield_from(f, s, i, exc):
    return protocols.throw_into(f, s, i, exc, s[-1], finish_yield_from)


def finish_yield_from(f, s, i, stop):
    # Objects/genobject.c (3.8-3.10): the frame goes on after YIELD_FROM with the result in place
    s[-1] = stop.value
    return False, None, i + 1


def END_ASYNC_FOR(f, s, a):
    exc_type = s.pop()
    if issubclass(exc_type, StopAsyncIteration):
        _kind, _, level = f.blocks.pop()
        del s[level + 3:]
        _restore_exc_info(s)
        s.pop()  # the async iterator
        return None
    val = s.pop()
    tb = s.pop()
    _reraise(f, val, tb)
    return None


# ---- building (3.8 *_UNPACK) ---------------------------------------------------------------------------

def _take(s, n):
    if not n:
        return []
    items = s[-n:]
    del s[-n:]
    return items


def BUILD_LIST_UNPACK(f, s, a):
    out: list = []
    for x in _take(s, a):
        out.extend(x)
    s.append(out)


def BUILD_TUPLE_UNPACK(f, s, a):
    BUILD_LIST_UNPACK(f, s, a)
    s[-1] = tuple(s[-1])


def BUILD_TUPLE_UNPACK_WITH_CALL(f, s, a):
    parts = _take(s, a)
    out: list = []
    for x in parts:
        try:
            out.extend(x)
        except TypeError:
            if not hasattr(x, "__iter__"):
                raise fresh(TypeError("%s argument after * must be an iterable, not %s"
                                % (calls.func_desc(s[-1]), type(x).__name__))) from None
            raise
    s.append(tuple(out))


def BUILD_SET_UNPACK(f, s, a):
    out: set = set()
    for x in _take(s, a):
        out.update(x)
    s.append(out)


def BUILD_MAP_UNPACK(f, s, a):
    out: dict = {}
    for x in _take(s, a):
        try:
            out.update(x)
        except (AttributeError, TypeError):
            raise fresh(TypeError("'%s' object is not a mapping" % type(x).__name__)) from None
    s.append(out)


def BUILD_MAP_UNPACK_WITH_CALL(f, s, a):
    parts = _take(s, a)
    fn = s[-2]  # under the maps: the function, then its positional-arguments tuple
    out: dict = {}
    for x in parts:
        if not hasattr(x, "keys"):
            raise TypeError("%s argument after ** must be a mapping, not %s"
                            % (calls.func_desc(fn), type(x).__name__))
        for k in x.keys():  # noqa: SIM118
            if k in out:
                raise TypeError("%s got multiple values for keyword argument '%s'" % (calls.func_desc(fn), k))
            out[k] = x[k]
    s.append(out)


# ---- pattern matching (3.10) ---------------------------------------------------------------------------

def MATCH_CLASS(f, s, a):
    names = s.pop()
    cls = s[-1]
    subject = s[-2]
    attrs = ops_flow.match_class(subject, cls, a, names, "called match pattern must be a type")
    if attrs is not None:
        s[-2] = attrs
    s[-1] = attrs is not None


def MATCH_KEYS(f, s, a):
    values = ops_flow.match_keys(s[-2], s[-1])
    s.append(values)
    s.append(values is not None)


def COPY_DICT_WITHOUT_KEYS(f, s, a):
    keys = s[-1]
    rest = dict(s[-2])
    for k in keys:
        del rest[k]
    s[-1] = rest


def GEN_START(f, s, a):
    s.pop()


def YIELD_VALUE_ASYNC(f, s, a):
    s[-1] = coroutines.AsyncGenWrapped(s[-1])
    return YIELD
