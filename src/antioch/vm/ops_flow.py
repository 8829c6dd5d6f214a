"""Handlers of jumps, iteration, returns, raising, imports, class bodies and pattern matching shared by every version:
``HANDLER(frame, stack, arg)``.
"""
import builtins as _builtins
import sys
from typing import Any

from antioch.vm import calls, classes, coroutines, ops
from antioch.vm.decode import NULL
from antioch.vm.frame import RETURN, STATE, YIELD

# ---- control -----------------------------------------------------------------------------------

def JUMP(f, s, a):
    return a


def POP_JUMP_IF_FALSE(f, s, a):
    if not s.pop():
        return a
    return None


def POP_JUMP_IF_TRUE(f, s, a):
    if s.pop():
        return a
    return None


def POP_JUMP_IF_NONE(f, s, a):
    if s.pop() is None:
        return a
    return None


def POP_JUMP_IF_NOT_NONE(f, s, a):
    if s.pop() is not None:
        return a
    return None


def JUMP_IF_FALSE_OR_POP(f, s, a):
    if not s[-1]:
        return a
    s.pop()
    return None


def JUMP_IF_TRUE_OR_POP(f, s, a):
    if s[-1]:
        return a
    s.pop()
    return None


def GET_ITER(f, s, a):
    s[-1] = iter(s[-1])


def GET_YIELD_FROM_ITER(f, s, a):
    s[-1] = yield_from_iter(f, s[-1])


def yield_from_iter(f: Any, v: Any) -> Any:
    """What ``yield from v`` delegates to: a generator or (in a coroutine) a coroutine as it is, else iter(v)."""
    if coroutines.is_coroutine(v):
        if not f.pc.flags & 0x180:  # CO_COROUTINE | CO_ITERABLE_COROUTINE
            raise TypeError("cannot 'yield from' a coroutine object in a non-coroutine generator")
        return v
    if isinstance(v, calls.GeneratorType):
        return v
    return iter(v)


def FOR_ITER_POP(f, s, a):
    # 3.8-3.11: on exhaustion the iterator is popped and the jump taken
    for v in s[-1]:
        s.append(v)
        return None
    s.pop()
    return a


def RETURN_VALUE(f, s, a):
    f.retval = s.pop()
    return RETURN


def RETURN_CONST(f, s, a):
    f.retval = a
    return RETURN


def YIELD_VALUE(f, s, a):
    return YIELD


def GET_LEN(f, s, a):
    s.append(len(s[-1]))


# ---- exceptions --------------------------------------------------------------------------------

def LOAD_ASSERTION_ERROR(f, s, a):
    s.append(AssertionError)


def RAISE_VARARGS(f, s, a):
    if a == 0:
        exc = STATE.exc
        if exc is None:
            raise RuntimeError("No active exception to reraise")
        f.reraise_tb = exc.__traceback__
        f.reraise_context = exc.__context__
        raise exc
    cause = s.pop() if a == 2 else NULL
    exc = s.pop()
    if isinstance(exc, type) and issubclass(exc, BaseException):
        exc = _instantiated(exc)
    elif not isinstance(exc, BaseException):
        raise TypeError("exceptions must derive from BaseException")
    if cause is not NULL:
        if isinstance(cause, type) and issubclass(cause, BaseException):
            # 3.13 checks what the cause's class made as it checks the exception's (3.12 took None for none)
            cause = _instantiated(cause) if f.pc.table.version >= (3, 13) else cause()
        elif cause is not None and not isinstance(cause, BaseException):
            raise TypeError("exception causes must derive from BaseException")
        exc.__cause__ = cause
        exc.__suppress_context__ = True
    raise exc


def _instantiated(cls):
    """``raise cls``: an instance of it, which must be an exception (Python/ceval.c, do_raise)."""
    value = cls()
    if not issubclass(type(value), BaseException):
        raise TypeError("calling %r should have returned an instance of BaseException, not %r" % (cls, type(value)))
    return value


def _check_except_type(t):
    types = t if isinstance(t, tuple) else (t,)
    for x in types:
        if not (isinstance(x, type) and issubclass(x, BaseException)):
            raise TypeError("catching classes that do not inherit from BaseException is not allowed")


def _check_except_star_type(t):
    _check_except_type(t)
    types = t if isinstance(t, tuple) else (t,)
    for x in types:
        if issubclass(x, BaseExceptionGroup):  # noqa: F821  (only reached on 3.11+)
            raise TypeError("catching ExceptionGroup with except* is not allowed. Use except instead.")


def exception_matches(exc, t):
    _check_except_type(t)
    return given_exception_matches(type(exc), t)


_is_subclass = type.__subclasscheck__


def given_exception_matches(cls, t):
    """Whether exception class ``cls`` matches ``t``, a class or a tuple of them (Python/errors.c,
    PyErr_GivenExceptionMatches): by the MRO (PyType_IsSubtype), never a metaclass's ``__subclasscheck__``
    or ``__instancecheck__``."""
    if isinstance(t, tuple):
        return any(given_exception_matches(cls, x) for x in t)
    return _is_subclass(t, cls)


# ---- imports -----------------------------------------------------------------------------------

def IMPORT_NAME(f, s, a):
    fromlist = s.pop()
    level = s.pop()
    imp = f.builtins["__import__"] if isinstance(f.builtins, dict) else f.builtins.__import__
    s.append(imp(a, f.globals, f.locals if f.locals is not None else None, fromlist, level))


def IMPORT_FROM(f, s, a):
    module = s[-1]
    try:
        s.append(getattr(module, a))
        return
    except AttributeError:
        pass
    # a submodule imported under a circular import: look in sys.modules (ceval.c import_from)
    try:
        pkgname = module.__name__
        s.append(sys.modules["%s.%s" % (pkgname, a)])
        return
    except (AttributeError, KeyError, TypeError):
        pass
    modname = getattr(module, "__name__", "<unknown module name>")
    path = getattr(module, "__file__", None)
    exc = ImportError("cannot import name '%s' from '%s' (%s)" % (a, modname, path or "unknown location"))
    exc.name = modname
    exc.name_from = a
    raise exc


def IMPORT_STAR_FROM(f, module):
    loc = ops._locals_of(f)
    names = getattr(module, "__all__", None)
    if names is None:
        names = [n for n in getattr(module, "__dict__", {}) if not n.startswith("_")]
    for name in names:
        loc[name] = getattr(module, name)


def IMPORT_STAR(f, s, a):
    IMPORT_STAR_FROM(f, s.pop())


# ---- classes, functions, annotations ------------------------------------------------------------

def LOAD_BUILD_CLASS(f, s, a):
    b = f.builtins
    bc = b["__build_class__"] if isinstance(b, dict) else b.__build_class__
    s.append(classes.build_class if bc is _builtins.__build_class__ else bc)


def SETUP_ANNOTATIONS(f, s, a):
    # Python/ceval.c: a dict is asked directly, any other mapping by subscript (a KeyError: none yet)
    loc = ops._locals_of(f)
    if type(loc) is dict:
        if "__annotations__" not in loc:
            loc["__annotations__"] = {}
        return
    try:
        loc["__annotations__"]
    except KeyError:
        loc["__annotations__"] = {}


def PRINT_EXPR(f, s, a):
    v = s.pop()
    sys.displayhook(v)


# ---- pattern matching --------------------------------------------------------------------------

#: Include/object.h: the type flags a class pattern's subject is tested by (set on dict, list, tuple ...,
#: inherited, and given by collections.abc.Mapping/Sequence to the classes registered with them)
Py_TPFLAGS_SEQUENCE = 1 << 5
Py_TPFLAGS_MAPPING = 1 << 6


def MATCH_MAPPING(f, s, a):
    s.append(bool(type(s[-1]).__flags__ & Py_TPFLAGS_MAPPING))


def MATCH_SEQUENCE(f, s, a):
    s.append(bool(type(s[-1]).__flags__ & Py_TPFLAGS_SEQUENCE))


_MISSING = object()


def match_keys(subject, keys):
    if not keys:
        return ()
    seen = set()
    values = []
    get = subject.get
    for k in keys:
        if k in seen:
            raise ValueError("mapping pattern checks duplicate key (%r)" % (k,))
        seen.add(k)
        v = get(k, _MISSING)
        if v is _MISSING:
            return None
        values.append(v)
    return tuple(values)


_MATCH_SELF = (bool, bytearray, bytes, dict, float, frozenset, int, list, set, str, tuple)


def match_class(subject, cls, count, names, type_message):
    if not isinstance(cls, type):
        raise TypeError(type_message)
    if not isinstance(subject, cls):
        return None
    attrs = []
    seen = set()
    if count:
        match_args = getattr(cls, "__match_args__", _MISSING)
        if match_args is _MISSING:
            match_self = any(c in _MATCH_SELF for c in cls.__mro__)
            if match_self:
                if count > 1:
                    raise TypeError("%s() accepts 1 positional sub-pattern (%d given)" % (cls.__name__, count))
                attrs.append(subject)
                positional = []
            else:
                raise TypeError("%s() accepts 0 positional sub-patterns (%d given)" % (cls.__name__, count))
        else:
            if not isinstance(match_args, tuple):
                raise TypeError("%s.__match_args__ must be a tuple (got %s)"
                                % (cls.__name__, type(match_args).__name__))
            if len(match_args) < count:
                raise TypeError("%s() accepts %d positional sub-pattern%s (%d given)" % (
                    cls.__name__, len(match_args), "" if len(match_args) == 1 else "s", count))
            positional = list(match_args[:count])
        for name in positional:
            if not isinstance(name, str):
                raise TypeError("__match_args__ elements must be strings (got %s)" % type(name).__name__)
    else:
        positional = []
    for name in positional + list(names):
        if name in seen:
            raise TypeError("%s() got multiple sub-patterns for attribute '%s'" % (cls.__name__, name))
        seen.add(name)
        try:
            attrs.append(getattr(subject, name))
        except AttributeError:
            return None
    return tuple(attrs)
