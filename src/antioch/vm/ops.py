"""Opcode handlers shared by every version, of the stack, constants, locals, globals, names and cells:
``HANDLER(frame, stack, arg)``.

The argument arrives resolved by the decoder (:mod:`antioch.vm.versions`).  The other shared
handlers are in :mod:`antioch.vm.ops_objects` (attributes, items, operators),
:mod:`antioch.vm.ops_containers` (building, unpacking, formatting) and :mod:`antioch.vm.ops_flow`
(jumps, iteration, returns, raising, imports, class bodies, pattern matching).  Version differences
live in :mod:`antioch.vm.ops_blocks` (3.8-3.10) and :mod:`antioch.vm.ops_table` (3.11+); what
differs only in a message comes from :data:`MESSAGES`.
"""
import sys
from typing import Any, Dict

from antioch.vm import calls
from antioch.vm.decode import NULL
from antioch.vm.frame import fresh

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
        # await of what has no __await__ (Objects/genobject.c, _PyCoro_GetAwaitableIter; 3.14 reworded it)
        "not_awaitable": ("'%s' object can't be awaited" if version >= (3, 14)
                          else "object %s can't be used in 'await' expression"),
        # an __await__ that returns a coroutine or no iterator (3.15 names the type, %T, and says it alike)
        "await_coroutine": ("%(type)s.__await__() must return an iterator, not coroutine" if version >= (3, 15)
                            else "__await__() returned a coroutine"),
        "await_non_iterator": ("%(type)s.__await__() must return an iterator, not %(result)s" if version >= (3, 15)
                               else "__await__() returned non-iterator of type '%(result_name)s'"),  # tp_name
    }


MESSAGES = messages_for(HOST)


def type_name(t: type) -> str:
    """The %T of PyErr_Format: the qualified name, with its module unless builtins or __main__."""
    module = t.__module__
    if module in ("builtins", "__main__"):
        return t.__qualname__
    return "%s.%s" % (module, t.__qualname__)


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
