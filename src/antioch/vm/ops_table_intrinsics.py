"""Handlers of the 3.11+ family that make things: functions (MAKE_FUNCTION, SET_FUNCTION_ATTRIBUTE), class
bodies, match patterns, template strings (3.14+) and CALL_INTRINSIC_1/2 (3.12+): ``HANDLER(frame, stack, arg)``.
"""
from antioch.vm import calls, coroutines, ops_flow, ops_table
from antioch.vm.decode import NULL

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


# ---- classes -------------------------------------------------------------------------------------

def LOAD_SUPER_ATTR(f, s, a):
    # 3.12+: [global super, class, self] -> attribute (a = (name, is_method, two-arg call?))
    name, method, two_args = a
    self_ = s.pop()
    cls = s.pop()
    sup = s.pop()
    if sup is super:
        obj = super(cls, self_)
    else:  # a global named super that is not the builtin: called as written, super() or super(C, self)
        obj = calls.call(f, sup, [cls, self_] if two_args else [], None)
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
    s.append(ops_flow.match_class(subject, cls, a, names, "called match pattern must be a class"))


def MATCH_KEYS(f, s, a):
    s.append(ops_flow.match_keys(s[-2], s[-1]))


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
    "INTRINSIC_PRINT": lambda f, v: ops_flow.PRINT_EXPR(f, [v], 0),
    "INTRINSIC_IMPORT_STAR": lambda f, v: ops_flow.IMPORT_STAR_FROM(f, v),
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
    "INTRINSIC_PREP_RERAISE_STAR": lambda f, a, b: ops_table.prep_reraise_star(a, b),
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
