"""Opcode handlers shared by every version: ``HANDLER(frame, stack, arg)``.

The argument arrives resolved by the decoder (:mod:`antioch.vm.versions`).  Version
differences live in :mod:`antioch.vm.ops_blocks` (3.8-3.10) and :mod:`antioch.vm.ops_table`
(3.11+); what differs only in a message comes from :data:`MESSAGES`.
"""
import builtins as _builtins
import operator
import sys
from typing import Any, Dict

from antioch.vm import calls, classes, coroutines
from antioch.vm.decode import NULL
from antioch.vm.frame import RETURN, STATE, YIELD, fresh

HOST = sys.version_info[:2]

def messages_for(version: Any) -> Dict[str, str]:
    """Error messages that changed between versions (the VM runs the host's bytecode: :data:`MESSAGES`)."""
    new = version >= (3, 11)
    # f(*x) / f(**x) with a bad x: 3.15 no longer names the function
    star = "Value after" if version >= (3, 15) else "%(func)s argument after"
    return {
        "unbound_local": ("cannot access local variable '%s' where it is not associated with a value"
                          if new else "local variable '%s' referenced before assignment"),
        "unbound_free": ("cannot access free variable '%s' where it is not associated with a value in enclosing scope"
                         if new else "free variable '%s' referenced before assignment in enclosing scope"),
        "star_iterable": star + " * must be an iterable, not %(type)s",
        "star_mapping": star + " ** must be a mapping, not %(type)s",
    }


MESSAGES = messages_for(HOST)


def name_error(name: str) -> NameError:
    exc = NameError("name '%s' is not defined" % name)
    exc.name = name  # 3.10+ reads it for suggestions
    return exc


# ---- stack -------------------------------------------------------------------------------------

def NOP(f, s, a):
    pass


def POP_TOP(f, s, a):
    s.pop()


def PUSH_NULL(f, s, a):
    s.append(NULL)


def COPY(f, s, a):
    s.append(s[-a])


def SWAP(f, s, a):
    s[-1], s[-a] = s[-a], s[-1]


def ROT_TWO(f, s, a):
    s[-1], s[-2] = s[-2], s[-1]


def ROT_THREE(f, s, a):
    s[-3:] = [s[-1], s[-3], s[-2]]


def ROT_FOUR(f, s, a):
    s[-4:] = [s[-1], s[-4], s[-3], s[-2]]


def ROT_N(f, s, a):
    s[-a:] = [s[-1]] + s[-a:-1]


def DUP_TOP(f, s, a):
    s.append(s[-1])


def DUP_TOP_TWO(f, s, a):
    s.extend(s[-2:])


# ---- constants, locals, names --------------------------------------------------------------------

def LOAD_CONST(f, s, a):
    s.append(a)


def LOAD_FAST_CHECKED(f, s, a):
    # LOAD_FAST before 3.12, LOAD_FAST_CHECK after: the local may be unbound
    v = f.fast[a]
    if v is NULL:
        raise UnboundLocalError(MESSAGES["unbound_local"] % f.pc.varnames[a])
    s.append(v)


def LOAD_FAST(f, s, a):
    # 3.12+ LOAD_FAST: the compiler proved the local bound.
    s.append(f.fast[a])


def LOAD_FAST_AND_CLEAR(f, s, a):
    fast = f.fast
    s.append(fast[a])
    fast[a] = NULL


def LOAD_FAST_LOAD_FAST(f, s, a):
    fast = f.fast
    s.append(fast[a[0]])
    s.append(fast[a[1]])


def STORE_FAST(f, s, a):
    f.fast[a] = s.pop()


def STORE_FAST_LOAD_FAST(f, s, a):
    fast = f.fast
    fast[a[0]] = s.pop()
    s.append(fast[a[1]])


def STORE_FAST_STORE_FAST(f, s, a):
    fast = f.fast
    fast[a[0]] = s.pop()
    fast[a[1]] = s.pop()


def DELETE_FAST(f, s, a):
    if f.fast[a] is NULL:
        raise UnboundLocalError(MESSAGES["unbound_local"] % f.pc.varnames[a])
    f.fast[a] = NULL


def LOAD_GLOBAL(f, s, a):
    g = f.globals
    if a in g:
        s.append(g[a])
        return
    b = f.builtins
    try:
        s.append(b[a])
    except KeyError:
        raise fresh(name_error(a)) from None


def STORE_GLOBAL(f, s, a):
    f.globals[a] = s.pop()


def DELETE_GLOBAL(f, s, a):
    try:
        del f.globals[a]
    except KeyError:
        raise fresh(name_error(a)) from None


def _locals_of(f):
    loc = f.locals
    if loc is None:
        raise SystemError("no locals found")
    return loc


def LOAD_NAME(f, s, a):
    loc = f.locals
    if loc is not None:
        try:
            s.append(loc[a])
            return
        except KeyError:
            pass
    LOAD_GLOBAL(f, s, a)


def STORE_NAME(f, s, a):
    _locals_of(f)[a] = s.pop()


def DELETE_NAME(f, s, a):
    try:
        del _locals_of(f)[a]
    except KeyError:
        raise fresh(name_error(a)) from None


def LOAD_LOCALS(f, s, a):
    s.append(_locals_of(f))


def LOAD_FROM_DICT_OR_GLOBALS(f, s, a):
    mapping = s.pop()
    try:
        s.append(mapping[a])
    except KeyError:
        LOAD_GLOBAL(f, s, a)


# ---- cells -------------------------------------------------------------------------------------

def _unbound_deref(f, a):
    pc = f.pc
    if a >= pc.free_start:
        return NameError(MESSAGES["unbound_free"] % pc.slot_names[a])
    return UnboundLocalError(MESSAGES["unbound_local"] % pc.slot_names[a])


def LOAD_DEREF(f, s, a):
    try:
        s.append(f.fast[a].cell_contents)
    except ValueError:
        raise fresh(_unbound_deref(f, a)) from None


def STORE_DEREF(f, s, a):
    f.fast[a].cell_contents = s.pop()


def DELETE_DEREF(f, s, a):
    try:
        del f.fast[a].cell_contents
    except ValueError:
        raise fresh(_unbound_deref(f, a)) from None


def LOAD_CLOSURE(f, s, a):
    s.append(f.fast[a])


def MAKE_CELL(f, s, a):
    fast = f.fast
    v = fast[a]
    fast[a] = calls.CellType() if v is NULL else calls.CellType(v)


def COPY_FREE_VARS(f, s, a):
    pass  # the frame was made with its closure already in place (calls.make_frame)


def LOAD_CLASSDEREF(f, s, a):
    name = f.pc.slot_names[a]
    loc = f.locals
    if loc is not None:
        try:
            s.append(loc[name])
            return
        except KeyError:
            pass
    LOAD_DEREF(f, s, a)


def LOAD_FROM_DICT_OR_DEREF(f, s, a):
    mapping = s.pop()
    try:
        s.append(mapping[f.pc.slot_names[a]])
    except KeyError:
        LOAD_DEREF(f, s, a)


# ---- attributes and items ------------------------------------------------------------------------

def LOAD_ATTR(f, s, a):
    s[-1] = getattr(s[-1], a)


_object_getattribute = object.__getattribute__


def _vm_method(obj, name):
    """The VM function ``name`` of obj's class when ``obj.name`` would bind it, else None.

    Like CPython's LOAD_METHOD: no bound method object when the attribute is a plain function
    found on the type and the instance does not shadow it.
    """
    tp = type(obj)
    if tp.__getattribute__ is not _object_getattribute:
        return None
    for klass in tp.__mro__:
        d = klass.__dict__
        if name in d:
            v = d[name]
            if type(v) is not calls.Function:
                return None
            inst = getattr(obj, "__dict__", None)
            if inst is not None and name in inst:
                return None
            return v
    return None


def LOAD_METHOD_NULL_FIRST(f, s, a):
    # 3.8-3.12: [method, self] or [NULL, attribute]
    obj = s[-1]
    meth = _vm_method(obj, a)
    if meth is not None:
        s[-1] = meth
        s.append(obj)
    else:
        s[-1] = NULL
        s.append(getattr(obj, a))


def LOAD_METHOD_NULL_AFTER(f, s, a):
    # 3.13: [method, self] or [attribute, NULL]
    obj = s[-1]
    meth = _vm_method(obj, a)
    if meth is not None:
        s[-1] = meth
        s.append(obj)
    else:
        s[-1] = getattr(obj, a)
        s.append(NULL)


def STORE_ATTR(f, s, a):
    obj = s.pop()
    setattr(obj, a, s.pop())


def DELETE_ATTR(f, s, a):
    delattr(s.pop(), a)


def BINARY_SUBSCR(f, s, a):
    key = s.pop()
    s[-1] = s[-1][key]


def STORE_SUBSCR(f, s, a):
    key = s.pop()
    container = s.pop()
    container[key] = s.pop()


def DELETE_SUBSCR(f, s, a):
    key = s.pop()
    del s.pop()[key]


def BINARY_SLICE(f, s, a):
    stop = s.pop()
    start = s.pop()
    s[-1] = s[-1][start:stop]


def STORE_SLICE(f, s, a):
    stop = s.pop()
    start = s.pop()
    container = s.pop()
    container[start:stop] = s.pop()


# ---- operators ---------------------------------------------------------------------------------

def BINARY_OP(f, s, a):
    b = s.pop()
    s[-1] = a(s[-1], b)


def UNARY_OP(f, s, a):
    s[-1] = a(s[-1])


def UNARY_NOT(f, s, a):
    s[-1] = not s[-1]


def TO_BOOL(f, s, a):
    s[-1] = bool(s[-1])


def COMPARE_OP(f, s, a):
    b = s.pop()
    s[-1] = a(s[-1], b)


def COMPARE_OP_BOOL(f, s, a):
    b = s.pop()
    s[-1] = bool(a(s[-1], b))


def IS_OP(f, s, a):
    b = s.pop()
    s[-1] = (s[-1] is not b) if a else (s[-1] is b)


def CONTAINS_OP(f, s, a):
    b = s.pop()
    s[-1] = (s[-1] not in b) if a else (s[-1] in b)


BINARY_OPERATORS = {
    "+": operator.add, "&": operator.and_, "//": operator.floordiv, "<<": operator.lshift,
    "@": operator.matmul, "*": operator.mul, "%": operator.mod, "|": operator.or_, "**": operator.pow,
    ">>": operator.rshift, "-": operator.sub, "/": operator.truediv, "^": operator.xor,
    "+=": operator.iadd, "&=": operator.iand, "//=": operator.ifloordiv, "<<=": operator.ilshift,
    "@=": operator.imatmul, "*=": operator.imul, "%=": operator.imod, "|=": operator.ior, "**=": operator.ipow,
    ">>=": operator.irshift, "-=": operator.isub, "/=": operator.itruediv, "^=": operator.ixor,
    "[]": operator.getitem,
}

# The hottest operators get a handler of their own (no operator-function call); the rest use BINARY_OP.
def ADD(f, s, a):
    b = s.pop()
    s[-1] = s[-1] + b


def SUB(f, s, a):
    b = s.pop()
    s[-1] = s[-1] - b


def MUL(f, s, a):
    b = s.pop()
    s[-1] = s[-1] * b


def MOD(f, s, a):
    b = s.pop()
    s[-1] = s[-1] % b


def FLOORDIV(f, s, a):
    b = s.pop()
    s[-1] = s[-1] // b


def IADD(f, s, a):
    b = s.pop()
    v = s[-1]
    v += b
    s[-1] = v


def ISUB(f, s, a):
    b = s.pop()
    v = s[-1]
    v -= b
    s[-1] = v


def LT(f, s, a):
    b = s.pop()
    s[-1] = s[-1] < b


def LE(f, s, a):
    b = s.pop()
    s[-1] = s[-1] <= b


def EQ(f, s, a):
    b = s.pop()
    s[-1] = s[-1] == b


def NE(f, s, a):
    b = s.pop()
    s[-1] = s[-1] != b


def GT(f, s, a):
    b = s.pop()
    s[-1] = s[-1] > b


def GE(f, s, a):
    b = s.pop()
    s[-1] = s[-1] >= b


#: operator symbol -> its own handler, where one exists
FAST_BINARY = {"+": ADD, "-": SUB, "*": MUL, "%": MOD, "//": FLOORDIV, "+=": IADD, "-=": ISUB,
               "[]": BINARY_SUBSCR}  # 3.14+: BINARY_OP [] replaces BINARY_SUBSCR
FAST_COMPARE = {"<": LT, "<=": LE, "==": EQ, "!=": NE, ">": GT, ">=": GE}

COMPARE_OPERATORS = {
    "<": operator.lt, "<=": operator.le, "==": operator.eq, "!=": operator.ne, ">": operator.gt, ">=": operator.ge,
    "in": lambda a, b: a in b, "not in": lambda a, b: a not in b, "is": operator.is_, "is not": operator.is_not,
}


# ---- building ----------------------------------------------------------------------------------

def BUILD_TUPLE(f, s, a):
    if a:
        t = tuple(s[-a:])
        del s[-a:]
        s.append(t)
    else:
        s.append(())


def BUILD_LIST(f, s, a):
    if a:
        t = s[-a:]
        del s[-a:]
        s.append(t)
    else:
        s.append([])


def BUILD_SET(f, s, a):
    if a:
        t = set(s[-a:])
        del s[-a:]
        s.append(t)
    else:
        s.append(set())


def BUILD_MAP(f, s, a):
    d = {}
    if a:
        items = s[-2 * a:]
        del s[-2 * a:]
        for j in range(0, 2 * a, 2):
            d[items[j]] = items[j + 1]
    s.append(d)


def BUILD_CONST_KEY_MAP(f, s, a):
    keys = s.pop()
    values = s[-a:] if a else []
    if a:
        del s[-a:]
    s.append(dict(zip(keys, values)))


def BUILD_STRING(f, s, a):
    if a:
        t = "".join(s[-a:])
        del s[-a:]
        s.append(t)
    else:
        s.append("")


def BUILD_SLICE(f, s, a):
    if a == 3:
        step = s.pop()
        stop = s.pop()
        s[-1] = slice(s[-1], stop, step)
    else:
        stop = s.pop()
        s[-1] = slice(s[-1], stop)


def LIST_APPEND(f, s, a):
    v = s.pop()
    s[-a].append(v)


def SET_ADD(f, s, a):
    v = s.pop()
    s[-a].add(v)


def MAP_ADD(f, s, a):
    v = s.pop()
    k = s.pop()
    s[-a][k] = v


def LIST_EXTEND(f, s, a):
    v = s.pop()
    try:
        s[-a].extend(v)
    except TypeError:
        if not hasattr(v, "__iter__") and not hasattr(v, "__getitem__"):
            raise fresh(TypeError("Value after * must be an iterable, not %s" % type(v).__name__)) from None
        raise


def SET_UPDATE(f, s, a):
    v = s.pop()
    s[-a].update(v)


def DICT_UPDATE(f, s, a):
    v = s.pop()
    try:
        s[-a].update(v)
    except AttributeError:
        raise fresh(TypeError("'%s' object is not a mapping" % type(v).__name__)) from None


def DICT_MERGE(f, s, a):
    # a = (oparg, how far below the dict the callable is: ceval's format_kwargs_error argument)
    a, below = a
    v = s.pop()
    d = s[-a]
    if not hasattr(v, "keys"):
        fn = s[-a - below]
        raise TypeError(MESSAGES["star_mapping"] % {"func": calls.func_desc(fn), "type": type(v).__name__})
    for k in v.keys():  # noqa: SIM118  (the mapping protocol is keys() then [])
        if k in d:
            fn = s[-a - below]
            raise TypeError("%s got multiple values for keyword argument '%s'" % (calls.func_desc(fn), k))
        d[k] = v[k]


def LIST_TO_TUPLE(f, s, a):
    s[-1] = tuple(s[-1])


def UNPACK_SEQUENCE(f, s, a):
    seq = s.pop()
    t = type(seq)
    if (t is tuple or t is list) and len(seq) == a:
        s.extend(reversed(seq))
        return
    items = _unpack(seq, a, -1)
    s.extend(reversed(items))


def _unpack(seq, before, after):
    try:
        it = iter(seq)
    except TypeError:
        raise fresh(TypeError("cannot unpack non-iterable %s object" % type(seq).__name__)) from None
    items = []
    for _ in range(before):
        try:
            items.append(next(it))
        except StopIteration:
            if after < 0:
                raise fresh(ValueError("not enough values to unpack (expected %d, got %d)"
                                       % (before, len(items)))) from None
            raise fresh(ValueError("not enough values to unpack (expected at least %d, got %d)"
                             % (before + after, len(items)))) from None
    if after < 0:
        try:
            next(it)
        except StopIteration:
            return items
        if hasattr(seq, "__len__"):
            raise ValueError("too many values to unpack (expected %d, got %d)" % (before, len(seq)))
        raise ValueError("too many values to unpack (expected %d)" % before)
    rest = list(it)
    if len(rest) < after:
        raise ValueError("not enough values to unpack (expected at least %d, got %d)"
                         % (before + after, before + len(rest)))
    if after:
        items.append(rest[:-after])
        items.extend(rest[-after:])
    else:
        items.append(rest)
    return items


def UNPACK_EX(f, s, a):
    seq = s.pop()
    items = _unpack(seq, a & 0xFF, a >> 8)
    s.extend(reversed(items))


# ---- formatting ----------------------------------------------------------------------------------

_CONVERSIONS = (None, str, repr, ascii)


def FORMAT_VALUE(f, s, a):
    spec = s.pop() if a & 4 else ""
    conv = _CONVERSIONS[a & 3]
    v = s[-1]
    if conv is not None:
        v = conv(v)
    s[-1] = v if (type(v) is str and not spec) else format(v, spec)


def CONVERT_VALUE(f, s, a):
    s[-1] = _CONVERSIONS[a](s[-1])


def FORMAT_SIMPLE(f, s, a):
    v = s[-1]
    if type(v) is not str:
        s[-1] = format(v)


def FORMAT_WITH_SPEC(f, s, a):
    spec = s.pop()
    s[-1] = format(s[-1], spec)


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
    v = s[-1]
    if coroutines.is_coroutine(v):
        if not f.pc.flags & 0x180:  # CO_COROUTINE | CO_ITERABLE_COROUTINE
            raise TypeError("cannot 'yield from' a coroutine object in a non-coroutine generator")
    elif not isinstance(v, calls.GeneratorType):
        s[-1] = iter(v)


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
        raise exc
    cause = s.pop() if a == 2 else NULL
    exc = s.pop()
    if isinstance(exc, type) and issubclass(exc, BaseException):
        exc = exc()
    elif not isinstance(exc, BaseException):
        raise TypeError("exceptions must derive from BaseException")
    if cause is not NULL:
        if isinstance(cause, type) and issubclass(cause, BaseException):
            cause = cause()
        elif cause is not None and not isinstance(cause, BaseException):
            raise TypeError("exception causes must derive from BaseException")
        exc.__cause__ = cause
        exc.__suppress_context__ = True
    raise exc


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
    return isinstance(exc, t)


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
    loc = _locals_of(f)
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
    loc = _locals_of(f)
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
