"""Handlers of the 3.11+ family: exception-table unwinding, CALL with NULL slots, SEND.

Where 3.11, 3.12 and 3.13 differ the handler has a suffix naming the layout
(``_NULL_FIRST``: 3.11/3.12 put NULL below the callable, ``_NULL_AFTER``: 3.13 puts it above);
:mod:`antioch.vm.versions` picks one per version.
"""
import types
from typing import NamedTuple, Tuple

from antioch.vm import calls, ops, ops_flow, protocols
from antioch.vm.decode import NULL
from antioch.vm.frame import STATE, fresh

call = calls.call
call_positional = calls.call_positional
Function = calls.Function


def unwind(f, exc, i):
    """The handler covering instruction ``i``: the stack cut to its depth, [lasti,] exc pushed."""
    h = f.pc.handlers[i]
    if h is None:
        return -1
    target, depth, lasti = h
    s = f.stack
    del s[depth:]
    if lasti:
        s.append(i)
    s.append(exc)
    return target


def LOAD_GLOBAL_NULL_FIRST(f, s, a):
    # 3.11/3.12 LOAD_GLOBAL with its low bit: NULL below the global
    s.append(NULL)
    ops.LOAD_GLOBAL(f, s, a)


def LOAD_GLOBAL_NULL_AFTER(f, s, a):
    # 3.13+: NULL above it
    ops.LOAD_GLOBAL(f, s, a)
    s.append(NULL)


def PUSH_EXC_INFO(f, s, a):
    v = s[-1]
    state = STATE
    prev = state.exc
    s[-1] = prev if prev is not state.base else None  # the frame's own (VMState.base)
    s.append(v)
    state.exc = v
    f.handler_depth += 1


def POP_EXCEPT(f, s, a):
    prev = s.pop()
    STATE.exc = prev if prev is not None else STATE.base
    f.handler_depth -= 1


def CHECK_EXC_MATCH(f, s, a):
    t = s.pop()
    s.append(ops_flow.exception_matches(s[-1], t))


def RERAISE(f, s, a):
    exc = s.pop()
    if a:
        f.lasti = s[-1]
    f.reraise_tb = exc.__traceback__
    f.reraise_context = exc.__context__
    raise exc


def CHECK_EG_MATCH(f, s, a):
    match_type = s.pop()
    exc = s.pop()
    ops_flow._check_except_star_type(match_type)
    match, rest = exception_group_match(exc, match_type)
    s.append(rest)
    s.append(match)
    if match is not None:
        STATE.exc = match


def exception_group_match(exc, match_type):
    # Python/ceval.c, _PyEval_ExceptionGroupMatch
    if exc is None:
        return None, None
    if isinstance(exc, match_type):
        if isinstance(exc, BaseExceptionGroup):  # noqa: F821  (3.11+)
            return exc, None
        wrapped = ExceptionGroup("", [exc])  # noqa: F821
        wrapped.__traceback__ = exc.__traceback__
        return wrapped, None
    if isinstance(exc, BaseExceptionGroup):  # noqa: F821
        match, rest = exc.split(match_type)
        return match, rest
    return None, exc


def prep_reraise_star(orig, excs):
    # Objects/exceptions.c, _PyExc_PrepReraiseStar
    if not excs:
        return None
    if not isinstance(orig, BaseExceptionGroup):  # noqa: F821
        for e in excs:
            if e is not None:
                return e
        return None
    raised = []
    reraised = []
    for e in excs:
        if e is None:
            continue
        if _is_same_metadata(e, orig):
            reraised.append(e)
        else:
            raised.append(e)
    leaves = set()
    for e in reraised:
        _collect_leaves(e, leaves)
    reraised_eg = None
    if leaves:
        reraised_eg = orig.split(lambda x: not isinstance(x, BaseExceptionGroup) and id(x) in leaves)[0]  # noqa
    if not raised:
        return reraised_eg
    if reraised_eg is not None:
        raised.append(reraised_eg)
    if len(raised) == 1:
        return raised[0]
    return ExceptionGroup("", raised)  # noqa: F821


def _is_same_metadata(e, orig):
    return (getattr(e, "__notes__", None) is getattr(orig, "__notes__", None) and
            e.__traceback__ is orig.__traceback__ and e.__cause__ is orig.__cause__ and
            e.__context__ is orig.__context__)


def _collect_leaves(e, out):
    if isinstance(e, BaseExceptionGroup):  # noqa: F821
        for x in e.exceptions:
            _collect_leaves(x, out)
    else:
        out.add(id(e))


def PREP_RERAISE_STAR(f, s, a):
    excs = s.pop()
    s[-1] = prep_reraise_star(s[-1], excs)


def WITH_EXCEPT_START(f, s, a):
    # stack: exit_func, lasti, prev_exc, val (3.11-3.13)
    val = s[-1]
    exit_func = s[-4]
    s.append(call(f, exit_func, [type(val), val, val.__traceback__], None))


def WITH_EXCEPT_START_SELF(f, s, a):
    # 3.14+: exit_func, exit_self (or NULL), lasti, prev_exc, val: LOAD_SPECIAL left the method unbound
    val = s[-1]
    exit_self = s[-4]
    args = [type(val), val, val.__traceback__]
    if exit_self is not NULL:
        args.insert(0, exit_self)
    s.append(call(f, s[-5], args, None))


_NO_ATTR = object()


def _lookup_special(t, name):
    # _PyType_Lookup: the class dictionaries along the MRO, never the instance nor the metaclass
    for klass in t.__mro__:
        d = klass.__dict__
        if name in d:
            return d[name]
    return _NO_ATTR


#: what CPython's lookup leaves unbound for the CALL to pass self (Py_TPFLAGS_METHOD_DESCRIPTOR)
_PLAIN_FUNCTIONS = (calls.Function, types.FunctionType, types.MethodDescriptorType)


class SpecialMethod(NamedTuple):
    """LOAD_SPECIAL's argument: the method and the TypeError when the type lacks it."""

    name: str
    message: str
    suggestion: str  #: added to the message when the type has all of ``peers``
    peers: Tuple[str, ...]

    def __repr__(self) -> str:  # what a trace shows
        return self.name


def LOAD_SPECIAL(f, s, a):
    # 3.14+: [obj] -> [method, obj] for a plain function, else [bound attribute, NULL]
    name, message, suggestion, peers = a
    obj = s[-1]
    t = type(obj)
    attr = _lookup_special(t, name)
    if attr is _NO_ATTR:
        if all(_lookup_special(t, peer) is not _NO_ATTR for peer in peers):
            message += suggestion
        raise TypeError("'%s' object %s" % (ops.type_name(t), message))
    if isinstance(attr, _PLAIN_FUNCTIONS):
        s[-1] = attr
        s.append(obj)
        return
    get = getattr(type(attr), "__get__", None)
    s[-1] = get(attr, obj, t) if get is not None else attr
    s.append(NULL)


def _context_methods(mgr, enter_name, exit_name, protocol):
    # Python/ceval.c, BEFORE_WITH / BEFORE_ASYNC_WITH (3.11-3.13): __enter__ first, then __exit__, whose
    # absence the message names
    t = type(mgr)
    try:
        enter = getattr(t, enter_name)
    except AttributeError:
        raise fresh(TypeError("'%s' object does not support the %s" % (t.__name__, protocol))) from None
    try:
        exit_ = getattr(t, exit_name)
    except AttributeError:
        raise fresh(TypeError("'%s' object does not support the %s (missed %s method)"
                              % (t.__name__, protocol, exit_name))) from None
    return enter, exit_


def BEFORE_WITH(f, s, a):
    mgr = s.pop()
    enter, exit_ = _context_methods(mgr, "__enter__", "__exit__", "context manager protocol")
    s.append(calls.MethodType(exit_, mgr) if not isinstance(exit_, calls.MethodType) else exit_)
    s.append(call(f, enter, [mgr], None))


def BEFORE_ASYNC_WITH(f, s, a):
    mgr = s.pop()
    enter, exit_ = _context_methods(mgr, "__aenter__", "__aexit__", "asynchronous context manager protocol")
    s.append(calls.MethodType(exit_, mgr))
    s.append(call(f, enter, [mgr], None))  # GET_AWAITABLE 1 follows


# ---- calls ---------------------------------------------------------------------------------------

def KW_NAMES(f, s, a):
    f.kwnames = a


def _kwargs(args, kw):
    k = len(kw)
    kwargs = dict(zip(kw, args[-k:]))
    del args[-k:]
    return kwargs


def CALL_NULL_FIRST(f, s, n):
    base = len(s) - n - 2
    a = s[base]
    if a is NULL:
        fn = s[base + 1]
        args = s[base + 2:]
    else:
        fn = a
        args = s[base + 1:]
    del s[base:]
    kw = f.kwnames
    if kw is None:
        s.append(call_positional(f, fn, args))
    else:
        f.kwnames = None
        s.append(call(f, fn, args, _kwargs(args, kw)))


def CALL_NULL_AFTER(f, s, n):
    base = len(s) - n - 2
    fn = s[base]
    if s[base + 1] is NULL:
        args = s[base + 2:]
    else:
        args = s[base + 1:]
    del s[base:]
    s.append(call_positional(f, fn, args))


def CALL_KW(f, s, n):
    kw = s.pop()
    base = len(s) - n - 2
    fn = s[base]
    if s[base + 1] is NULL:
        args = s[base + 2:]
    else:
        args = s[base + 1:]
    del s[base:]
    s.append(call(f, fn, args, _kwargs(args, kw)))


def CALL_FUNCTION_EX_NULL_FIRST(f, s, a):
    kwargs = s.pop() if a & 1 else None
    callargs = s.pop()
    fn = s.pop()
    s.pop()  # NULL
    args, kwargs = protocols.ex_args(fn, callargs, kwargs)
    s.append(call(f, fn, args, kwargs))


def CALL_FUNCTION_EX_NULL_AFTER(f, s, a):
    kwargs = s.pop() if a & 1 else None
    callargs = s.pop()
    s.pop()  # NULL
    fn = s.pop()
    args, kwargs = protocols.ex_args(fn, callargs, kwargs)
    s.append(call(f, fn, args, kwargs))


def CALL_FUNCTION_EX_4(f, s, a):
    # 3.14+: [func, NULL, callargs, kwargs or NULL], no oparg
    kwargs = s.pop()
    callargs = s.pop()
    s.pop()  # NULL
    fn = s.pop()
    args, kwargs = protocols.ex_args(fn, callargs, None if kwargs is NULL else kwargs)
    s.append(call(f, fn, args, kwargs))


def PRECALL(f, s, a):
    pass


def RESUME(f, s, a):
    pass


def RETURN_GENERATOR(f, s, a):
    # Only reached when a generator's code runs as a plain frame (bad input): CPython makes the
    # generator at the call, so the VM starts generator frames after this instruction.
    s.append(None)


def GEN_START(f, s, a):
    s.pop()
