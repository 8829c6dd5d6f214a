"""Handlers of attributes, items and operators shared by every version: ``HANDLER(frame, stack, arg)``.

The operators the superinstructions inline (:mod:`antioch.vm.fuse`) have handlers of their own here
(``ADD``, ``LT`` ...), picked by the decoders where the operator is known.
"""
import operator
from typing import Set

from antioch.vm import calls
from antioch.vm.decode import NULL

# ---- attributes and items ------------------------------------------------------------------------

def LOAD_ATTR(f, s, a):
    s[-1] = getattr(s[-1], a)


_object_getattribute = object.__getattribute__


#: Py_TPFLAGS_HEAPTYPE (Include/object.h): a class statement's type, not one of C's static types
_HEAPTYPE = 1 << 9
#: static types met by _vm_method (int, str, list ...)
_STATIC_TYPES: Set[type] = set()


def _vm_method(obj, name):
    """The VM function ``name`` of obj's class when ``obj.name`` would bind it, else None.

    Like CPython's LOAD_METHOD: no bound method object when the attribute is a plain function
    found on the type and the instance does not shadow it.
    """
    tp = type(obj)
    if tp in _STATIC_TYPES:
        return None
    if not tp.__flags__ & _HEAPTYPE:  # a static type's dict is read-only: no VM function can be in it
        _STATIC_TYPES.add(tp)
        return None
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
