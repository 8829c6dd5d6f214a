"""Handlers of the 3.11+ family: exception-table unwinding, CALL with NULL slots, SEND.

Where 3.11, 3.12 and 3.13 differ the handler has a suffix naming the layout
(``_NULL_FIRST``: 3.11/3.12 put NULL below the callable, ``_NULL_AFTER``: 3.13 puts it above);
:mod:`antioch.vm.versions` picks one per version.
"""
import types
from typing import NamedTuple, Tuple

from antioch.vm import calls, coroutines, ops, protocols
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
    s[-1] = STATE.exc
    s.append(v)
    STATE.exc = v
    f.handler_depth += 1


def POP_EXCEPT(f, s, a):
    STATE.exc = s.pop()
    f.handler_depth -= 1


def CHECK_EXC_MATCH(f, s, a):
    t = s.pop()
    s.append(ops.exception_matches(s[-1], t))


def RERAISE(f, s, a):
    exc = s.pop()
    if a:
        f.lasti = s[-1]
    f.reraise_tb = exc.__traceback__
    raise exc


def CHECK_EG_MATCH(f, s, a):
    match_type = s.pop()
    exc = s.pop()
    ops._check_except_star_type(match_type)
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


def _type_name(t):
    # the %T of PyErr_Format: the qualified name, with its module unless builtins or __main__
    module = t.__module__
    if module in ("builtins", "__main__"):
        return t.__qualname__
    return "%s.%s" % (module, t.__qualname__)


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
        raise TypeError("'%s' object %s" % (_type_name(t), message))
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


# ---- functions -----------------------------------------------------------------------------------

def _annotations(value):
    if isinstance(value, tuple):
        return dict(zip(value[::2], value[1::2]))
    return value


def MAKE_FUNCTION_FLAGS(f, s, a):
    # 3.11/3.12: code on top, below it closure, annotations, kwdefaults, defaults as the flags say
    code = s.pop()
    closure = s.pop() if a & 8 else None
    annotations = _annotations(s.pop()) if a & 4 else None
    kwdefaults = s.pop() if a & 2 else None
    defaults = s.pop() if a & 1 else None
    s.append(calls.Function(code, f.globals, code.co_qualname, defaults, kwdefaults, closure, annotations))


def MAKE_FUNCTION_PLAIN(f, s, a):
    code = s.pop()
    s.append(calls.Function(code, f.globals, code.co_qualname))


def SET_FUNCTION_ATTRIBUTE(f, s, a):
    func = s.pop()
    value = s.pop()
    if a == 8:
        func.__closure__ = value
        func.pcode = func.pcode  # closure checked at call
    elif a == 16:  # 3.14+: annotations are computed on first use by calling __annotate__(1)
        func.__annotate__ = value
    elif a == 4:
        func.__annotations__ = _annotations(value)
    elif a == 2:
        func.__kwdefaults__ = value
    elif a == 1:
        func.__defaults__ = value
    s.append(func)


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
    ops.GET_YIELD_FROM_ITER(f, s, a)
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
    try:
        s.append(protocols.send(s[-1], v))
    except StopIteration as exc:
        s[-1] = exc.value
        return a
    return None


def SEND_KEEP(f, s, a):
    # 3.12+: when done, [receiver, result] and jump to END_SEND
    return _send_keeping(s, a, 1)


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
    # 3.12+: the StopIteration goes into the frame at the yield; CLEANUP_THROW takes its value
    raise stop


def END_ASYNC_FOR(f, s, a):
    exc = s.pop()
    if isinstance(exc, StopAsyncIteration):
        s.pop()  # the async iterator
        return None
    f.reraise_tb = exc.__traceback__
    raise exc


def ASYNC_GEN_WRAP(f, s, a):
    s[-1] = coroutines.AsyncGenWrapped(s[-1])


# ---- classes -------------------------------------------------------------------------------------

def LOAD_SUPER_ATTR(f, s, a):
    # 3.12+: [global super, class, self] -> attribute (a = (name, is_method, two-arg call?))
    name, method, _ = a
    self_ = s.pop()
    cls = s.pop()
    sup = s.pop()
    if sup is super:
        obj = super(cls, self_)
    else:
        obj = call(f, sup, [cls, self_], None)
    v = getattr(obj, name)
    if method:
        if f.pc.table.version >= (3, 13):
            s.append(v)
            s.append(NULL)
        else:
            s.append(NULL)
            s.append(v)
    else:
        s.append(v)


# ---- pattern matching ----------------------------------------------------------------------------

def MATCH_CLASS(f, s, a):
    names = s.pop()
    cls = s.pop()
    subject = s.pop()
    s.append(ops.match_class(subject, cls, a, names, "called match pattern must be a class"))


def MATCH_KEYS(f, s, a):
    s.append(ops.match_keys(s[-2], s[-1]))


# ---- template strings (3.14+) ----------------------------------------------------------------------

_CONVERSION_CHARS = (None, "s", "r", "a")


_template_types: list = []


def _template_type(which):
    # Template and Interpolation as string.templatelib finds them, from a t-string made natively once
    # (not by importing string.templatelib: its own t-string would come back here while it is half made)
    if not _template_types:
        t = eval('t"{0}"')
        _template_types.extend((type(t), type(t.interpolations[0])))
    return _template_types[which]


def BUILD_INTERPOLATION(f, s, a):
    # [value, expression text, format spec if a & 1] -> Interpolation; the conversion is a >> 2
    spec = s.pop() if a & 1 else ""
    text = s.pop()
    s[-1] = _template_type(1)(s[-1], text, _CONVERSION_CHARS[a >> 2], spec)


def BUILD_TEMPLATE(f, s, a):
    # [strings, interpolations] -> Template: the constructor takes them interleaved
    Template = _template_type(0)
    interpolations = s.pop()
    strings = s[-1]
    parts = [strings[0]]
    for interpolation, string in zip(interpolations, strings[1:]):
        parts.append(interpolation)
        parts.append(string)
    s[-1] = Template(*parts)


# ---- intrinsics (3.12+) ----------------------------------------------------------------------------

def _stopiteration_error(f, v):
    if isinstance(v, StopIteration):
        kind = "async generator" if f.pc.kind == 3 else "coroutine" if f.pc.kind == 2 else "generator"
        err = RuntimeError("%s raised StopIteration" % kind)
    elif isinstance(v, StopAsyncIteration) and f.pc.kind == 3:
        err = RuntimeError("async generator raised StopAsyncIteration")
    else:
        return v
    err.__cause__ = v
    err.__context__ = v
    return err


def _typing(name):
    import typing
    return getattr(typing, name)


INTRINSIC1 = {
    "INTRINSIC_PRINT": lambda f, v: ops.PRINT_EXPR(f, [v], 0),
    "INTRINSIC_IMPORT_STAR": lambda f, v: ops.IMPORT_STAR_FROM(f, v),
    "INTRINSIC_STOPITERATION_ERROR": _stopiteration_error,
    "INTRINSIC_ASYNC_GEN_WRAP": lambda f, v: coroutines.AsyncGenWrapped(v),
    "INTRINSIC_UNARY_POSITIVE": lambda f, v: +v,
    "INTRINSIC_LIST_TO_TUPLE": lambda f, v: tuple(v),
    "INTRINSIC_TYPEVAR": lambda f, v: _type_param("TypeVar", v),
    "INTRINSIC_PARAMSPEC": lambda f, v: _type_param("ParamSpec", v),
    "INTRINSIC_TYPEVARTUPLE": lambda f, v: _type_param("TypeVarTuple", v),
    "INTRINSIC_SUBSCRIPT_GENERIC": lambda f, v: _typing("Generic")[v],
    "INTRINSIC_TYPEALIAS": lambda f, v: _typing("TypeAliasType")(v[0], v[2]() if callable(v[2]) else v[2],
                                                                  type_params=v[1] or ()),
}

INTRINSIC2 = {
    "INTRINSIC_PREP_RERAISE_STAR": lambda f, a, b: prep_reraise_star(a, b),
    "INTRINSIC_TYPEVAR_WITH_BOUND": lambda f, a, b: _type_param("TypeVar", a, bound=_evaluate(b)),
    "INTRINSIC_TYPEVAR_WITH_CONSTRAINTS": lambda f, a, b: _type_param("TypeVar", a, *_evaluate(b)),
    "INTRINSIC_SET_FUNCTION_TYPE_PARAMS": lambda f, a, b: _set_type_params(a, b),
    "INTRINSIC_SET_TYPEPARAM_DEFAULT": lambda f, a, b: _with_default(a, _evaluate(b)),
}


def _type_param(kind, name, *constraints, **kw):
    # PEP 695 type parameters infer their variance (TypeVarTuple takes the flag from 3.15 on)
    cls = _typing(kind)
    try:
        return cls(name, *constraints, infer_variance=True, **kw)
    except TypeError:
        return cls(name, *constraints, **kw)


def _evaluate(evaluator):
    # The compiler's function for a bound, constraints or default (3.14+: an annotate function taking the
    # format).  CPython calls it on first use; the VM has no way to give a TypeVar a lazy bound, so calls it now.
    return evaluator(1) if evaluator.__code__.co_argcount else evaluator()


def _with_default(param, default):
    # a type parameter cannot be given a default after it is made: make it again with one
    kw = {"default": default}
    if getattr(param, "__bound__", None) is not None:
        kw["bound"] = param.__bound__
    return _type_param(type(param).__name__, param.__name__, *(getattr(param, "__constraints__", None) or ()), **kw)


def _set_type_params(func, params):
    func.__type_params__ = params
    return func


def CALL_INTRINSIC_1(f, s, a):
    s[-1] = a(f, s[-1])


def CALL_INTRINSIC_2(f, s, a):
    b = s.pop()
    s[-1] = a(f, s[-1], b)
