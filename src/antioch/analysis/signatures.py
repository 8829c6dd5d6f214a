"""What each opcode pops and pushes, per version: the *kinds* of stack values, not only how many.

Hand-written from CPython's interpreter loop: ``Python/ceval.c`` (3.8-3.10: the ``TARGET(...)``
cases; 3.11: the same, plus ``PRECALL``/``CALL``) and ``Python/bytecodes.c`` (3.12-3.15: each
``inst(NAME, (inputs -- outputs))`` line gives the stack picture used here).  The counts follow the
*compiler's* stack effect (``antioch.opcodes``), which tests/test_signatures.py checks for every
opcode and many arguments; where the compiler counts virtual slots (3.8's ``BEGIN_FINALLY`` and
``END_FINALLY`` count 6 for the one ``NULL`` really pushed, 3.11's ``PRECALL`` pops the arguments
that ``CALL`` really pops) so do these signatures.

:func:`signature` returns ``(pops, pushes)``, both listed bottom to top.  A pop is a
*requirement* (see :func:`antioch.analysis.kindlattice.satisfies`): ``any`` (even NULL), ``obj`` (any object, never
NULL), or one specific kind (``iter``, ``list``, ``set``, ``dict``, ``tuple``, ``str``, ``exc``,
``exc?`` (an exception slot that may hold NULL), ``lasti``, ``fin`` (3.8's finally marker),
``code``, ``module``, ``func``, ``callee``).  A push is a kind, or an ``int``: the kind of that
popped value, unchanged (values an instruction only peeks at or moves).
"""
from typing import Dict, Optional, Sequence, Tuple, Union

Push = Union[str, int, tuple]
Signature = Tuple[Tuple[str, ...], Tuple[Push, ...]]

#: The 6 values an exception handler of 3.8-3.10 starts with: the previous exception
#: (traceback, value, type; NULL when there was none) and the new one (traceback, value, type).
OLD_HANDLER = ("exc?", "exc?", "exc?", "exc", "exc", "exc")

_O = "obj"


def _fixed(text: str) -> Signature:
    pops, _, pushes = text.partition("--")
    return tuple(pops.split()), tuple(int(p) if p.isdigit() else p for p in pushes.split())


#: Signatures that do not depend on the argument or the version (where the opcode exists).
FIXED: Dict[str, Signature] = {name: _fixed(text) for name, text in {
    # nothing moves
    "NOP": "--", "RESUME": "--", "EXTENDED_ARG": "--", "CACHE": "--", "SETUP_ANNOTATIONS": "--",
    "KW_NAMES": "--", "MAKE_CELL": "--", "COPY_FREE_VARS": "--", "POP_BLOCK": "--",
    "JUMP_FORWARD": "--", "JUMP_ABSOLUTE": "--", "JUMP_BACKWARD": "--", "JUMP_BACKWARD_NO_INTERRUPT": "--",
    "DELETE_NAME": "--", "DELETE_GLOBAL": "--", "DELETE_FAST": "--", "DELETE_DEREF": "--",
    "RETURN_CONST": "--", "RESERVED": "--", "ENTER_EXECUTOR": "--", "TRACE_RECORD": "--", "INTERPRETER_EXIT": "obj --",
    # loads
    "LOAD_CONST": "-- obj", "LOAD_NAME": "-- obj", "LOAD_DEREF": "-- obj", "LOAD_CLASSDEREF": "-- obj",
    "LOAD_CLOSURE": "-- cell", "LOAD_ASSERTION_ERROR": "-- obj", "LOAD_BUILD_CLASS": "-- obj",
    "LOAD_LOCALS": "-- obj", "PUSH_NULL": "-- null", "LOAD_FROM_DICT_OR_DEREF": "obj -- obj",
    "LOAD_FROM_DICT_OR_GLOBALS": "obj -- obj",
    # stores and one-value consumers
    "POP_TOP": "obj --", "PRINT_EXPR": "obj --", "STORE_NAME": "obj --", "STORE_GLOBAL": "obj --",
    "STORE_DEREF": "obj --", "DELETE_ATTR": "obj --", "STORE_ATTR": "obj obj --", "RETURN_VALUE": "obj --",
    "STORE_SUBSCR": "obj obj obj --", "DELETE_SUBSCR": "obj obj --", "STORE_SLICE": "obj obj obj obj --",
    "IMPORT_STAR": "obj --", "GEN_START": "obj --", "EXIT_INIT_CHECK": "obj --",
    "POP_JUMP_IF_FALSE": "obj --", "POP_JUMP_IF_TRUE": "obj --", "POP_JUMP_IF_NONE": "obj --",
    "POP_JUMP_IF_NOT_NONE": "obj --", "POP_JUMP_FORWARD_IF_FALSE": "obj --",
    "POP_JUMP_FORWARD_IF_TRUE": "obj --", "POP_JUMP_FORWARD_IF_NONE": "obj --",
    "POP_JUMP_FORWARD_IF_NOT_NONE": "obj --", "POP_JUMP_BACKWARD_IF_FALSE": "obj --",
    "POP_JUMP_BACKWARD_IF_TRUE": "obj --", "POP_JUMP_BACKWARD_IF_NONE": "obj --",
    "POP_JUMP_BACKWARD_IF_NOT_NONE": "obj --", "JUMP_IF_NOT_EXC_MATCH": "obj obj --",
    # value to value
    "UNARY_POSITIVE": "obj -- obj", "UNARY_NEGATIVE": "obj -- obj", "UNARY_NOT": "obj -- obj",
    "UNARY_INVERT": "obj -- obj", "TO_BOOL": "obj -- obj", "FORMAT_SIMPLE": "obj -- obj",
    "FORMAT_WITH_SPEC": "obj obj -- obj", "CONVERT_VALUE": "obj -- obj", "YIELD_VALUE": "obj -- obj",
    "GET_AITER": "obj -- aiter", "LIST_TO_TUPLE": "list -- tuple", "ASYNC_GEN_WRAP": "obj -- obj",
    "BINARY_SUBSCR": "obj obj -- obj", "BINARY_OP": "obj obj -- obj", "COMPARE_OP": "obj obj -- obj",
    "IS_OP": "obj obj -- obj", "CONTAINS_OP": "obj obj -- obj", "BINARY_SLICE": "obj obj obj -- obj",
    "IMPORT_NAME": "obj obj -- module",
    # iterators: FOR_ITER, YIELD_FROM (3.8) and SEND call tp_iternext without checking
    "GET_ITER": "obj -- iter", "GET_YIELD_FROM_ITER": "obj -- iter", "GET_AWAITABLE": "obj -- iter",
    "GET_ANEXT": "obj -- 0 iter", "BEFORE_ASYNC_WITH": "obj -- obj iter", "BEFORE_WITH": "obj -- obj obj",
    "YIELD_FROM": "iter obj -- 0", "END_SEND": "obj obj -- obj",
    # IMPORT_FROM trusts the module below it (3.8-3.13 import_from)
    "IMPORT_FROM": "module -- 0 obj",
    # pattern matching: the keys and the attribute names must be tuples (PyTuple_GET_SIZE unchecked)
    "MATCH_MAPPING": "obj -- 0 obj", "MATCH_SEQUENCE": "obj -- 0 obj", "GET_LEN": "obj -- 0 obj",
    "COPY_DICT_WITHOUT_KEYS": "obj tuple -- 0 obj",
    # exceptions (3.11+): PUSH_EXC_INFO, POP_EXCEPT, CHECK_EXC_MATCH assume an exception instance
    "PUSH_EXC_INFO": "exc -- exc exc", "CHECK_EXC_MATCH": "exc obj -- 0 obj",
    "CHECK_EG_MATCH": "exc obj -- exc obj", "PREP_RERAISE_STAR": "exc list -- exc",
    "CLEANUP_THROW": "obj obj exc -- obj obj", "SET_FUNCTION_ATTRIBUTE": "obj func -- 1",
    # 3.8-3.10 block stack
    "SETUP_ASYNC_WITH": "obj -- 0", "POP_FINALLY": "", "END_FINALLY": "fin fin fin fin fin fin --",
    "BEGIN_FINALLY": "-- fin fin fin fin fin fin",
    "WITH_CLEANUP_START": "obj fin fin fin fin fin fin -- fin fin fin fin fin fin fin obj obj",
    "WITH_CLEANUP_FINISH": "fin obj obj --",
    "DUP_TOP": "obj -- 0 0", "DUP_TOP_TWO": "obj obj -- 0 1 0 1", "ROT_TWO": "any any -- 1 0",
    "ROT_THREE": "any any any -- 2 0 1", "ROT_FOUR": "any any any any -- 3 0 1 2",
}.items() if text}

#: 3.14's borrowing loads pop and push what the plain ones do (Python/bytecodes.c 3.14: LOAD_FAST_BORROW
#: is LOAD_FAST without taking a reference, no more checked): the analysis treats them as those.
ALIASES = {"LOAD_FAST_BORROW": "LOAD_FAST", "LOAD_FAST_BORROW_LOAD_FAST_BORROW": "LOAD_FAST_LOAD_FAST"}

#: Signatures that changed, by the first version with the change (Python/bytecodes.c of 3.14 and 3.15;
#: the counts are the interpreters' own dis.stack_effect, checked by tests/test_signatures.py).
SINCE: Tuple[Tuple[Tuple[int, int], Dict[str, Signature]], ...] = (
    ((3, 14), {name: _fixed(text) for name, text in {
        "LOAD_SMALL_INT": "-- obj", "LOAD_COMMON_CONSTANT": "-- obj", "NOT_TAKEN": "--",
        "POP_ITER": "iter --", "BUILD_TEMPLATE": "obj obj -- obj",
        "POP_TOP": "any --",  # PyStackRef_XCLOSE: a `with` pops its __exit__'s self or NULL with it
        # `with`: __exit__ and its self (or NULL) stay below the body's values (BEFORE_WITH is gone)
        "LOAD_SPECIAL": "obj -- obj null?", "WITH_EXCEPT_START": "obj any any any exc -- 0 1 2 3 4 obj",
        # func, self or NULL, the argument tuple, the keyword dict or NULL (no argument any more)
        "CALL_FUNCTION_EX": "callee any obj any -- obj",
        # the compiler counts the returned value as still there (effect 0)
        "RETURN_VALUE": "obj -- 0",
    }.items()}),
    # 3.15: an iterator takes two slots, the iterator (or the sequence) and an index or NULL
    ((3, 15), {name: _fixed(text) for name, text in {
        "GET_ITER": "obj -- iter null?", "FOR_ITER": "iter any -- 0 1 obj", "POP_ITER": "iter any --",
        "SEND": "obj any obj -- 0 1 obj", "END_SEND": "obj any obj -- 2",
        "CLEANUP_THROW": "obj any obj exc -- obj 1 obj",
    }.items()}),
)

_BINARY_FAMILIES = ("BINARY_", "INPLACE_")


def signature(name: str, arg: int, version: Tuple[int, int], jump: bool = False,
              intrinsic: str = "") -> Optional[Signature]:
    """``(pops, pushes)`` of one instruction (``arg`` as :func:`~antioch.analysis.stackdepth.effect_arg`
    gives it; ``intrinsic`` names a CALL_INTRINSIC's function), or None for an opcode not described."""
    name = ALIASES.get(name, name)
    for since, changed in reversed(SINCE):
        if version >= since and name in changed:
            return changed[name]
    special = _special(name, arg, version, jump, intrinsic)
    if special is not None:
        return special
    fixed = FIXED.get(name)
    if fixed is not None:
        return fixed
    if name.startswith(_BINARY_FAMILIES):
        return (_O, _O), (_O,)
    return None


def _n(kind: str, n: int) -> Tuple[str, ...]:
    return (kind,) * max(n, 0)


def _keep(pops: Sequence[str], keep: int, *pushes: Push) -> Signature:
    """Pop ``pops``; push back the lowest ``keep`` of them unchanged, then ``pushes``."""
    return tuple(pops), tuple(range(keep)) + tuple(pushes)


def _special(name: str, arg: int, v: Tuple[int, int], jump: bool, intrinsic: str) -> Optional[Signature]:
    # pylint: disable=too-many-return-statements,too-many-branches
    old = v < (3, 11)
    if name in ("BUILD_TUPLE", "BUILD_TUPLE_UNPACK"):
        return _n(_O, arg), ("tuple",)
    if name == "BUILD_TUPLE_UNPACK_WITH_CALL":  # error path reads the function at PEEK(1 + oparg)
        return (_O,) + _n(_O, arg), (0, "tuple")
    if name in ("BUILD_LIST", "BUILD_LIST_UNPACK"):
        return _n(_O, arg), ("list",)
    if name in ("BUILD_SET", "BUILD_SET_UNPACK"):
        return _n(_O, arg), ("set",)
    if name in ("BUILD_MAP_UNPACK",):
        return _n(_O, arg), ("dict",)
    if name == "BUILD_MAP_UNPACK_WITH_CALL":  # format_kwargs_error(PEEK(2 + oparg))
        return (_O, "any") + _n(_O, arg), (0, 1, "dict")
    if name == "BUILD_MAP":
        return _n(_O, 2 * arg), ("dict",)
    if name == "BUILD_CONST_KEY_MAP":
        return _n(_O, arg + 1), ("dict",)
    if name == "BUILD_STRING":
        return _n(_O, arg), (_O,)
    if name == "BUILD_SLICE":  # the compiler counted 2 for anything but 3 until 3.14
        return _n(_O, arg if v >= (3, 14) else 3 if arg == 3 else 2), (_O,)
    if name in ("LIST_APPEND", "LIST_EXTEND", "SET_ADD", "SET_UPDATE", "DICT_UPDATE", "MAP_ADD"):
        # the container is PEEK(oparg) after the pops, cast without a check
        container = {"LIST": "list", "SET_": "set", "DICT": "dict", "MAP_": "dict"}[name[:4]]
        values = 2 if name == "MAP_ADD" else 1
        if arg < 1:
            return None
        return _keep((container,) + _n("any", arg - 1) + _n(_O, values), max(arg, 0))
    if name == "DICT_MERGE":  # the function is at PEEK(2 + oparg) for format_kwargs_error
        if arg < 1:
            return None
        return _keep(("any", "any", "dict") + _n("any", arg - 1) + (_O,), arg + 2)
    if name == "UNPACK_SEQUENCE":
        return (_O,), _n(_O, arg)
    if name == "UNPACK_EX":
        return (_O,), _n(_O, (arg & 0xFF) + (arg >> 8) + 1)
    if name == "RAISE_VARARGS":
        return _n(_O, arg), ()
    if name == "BUILD_INTERPOLATION":  # 3.14 t-strings: value, its text, and a format spec when arg & 1
        return _n(_O, 3 if arg & 1 else 2), (_O,)
    if name == "FORMAT_VALUE":
        return _n(_O, 2 if arg & 4 else 1), (_O,)
    if name in ("MATCH_CLASS",):
        return ((_O, _O, "tuple"), (_O, _O)) if old else ((_O, _O, "tuple"), (_O,))
    if name == "MATCH_KEYS":
        return ((_O, "tuple"), (0, 1, _O, _O)) if old else ((_O, "tuple"), (0, 1, _O))
    if name in ("JUMP_IF_FALSE_OR_POP", "JUMP_IF_TRUE_OR_POP"):
        return ((_O,), (0,)) if jump else ((_O,), ())
    if name == "FOR_ITER":
        if jump and v < (3, 12):
            return ("iter",), ()
        return ("iter",), (0, _O)  # 3.12+: the jump lands on END_FOR, which the exhausted loop skips
    if name == "END_FOR":
        return (_O, _O) if v < (3, 13) else (_O,), ()
    if name == "SEND":
        if v < (3, 12) and jump:
            return ("obj", _O), (_O,)
        return (_O, _O), (0, _O)
    if name in ("LOAD_FAST", "LOAD_FAST_CHECK", "LOAD_FAST_AND_CLEAR"):
        return (), ("local",)
    if name == "LOAD_FAST_LOAD_FAST":
        return (), ("local", "local")
    if name == "STORE_FAST":
        return ("any",), ()
    if name == "STORE_FAST_LOAD_FAST":
        return ("any",), ("local",)
    if name == "STORE_FAST_STORE_FAST":
        return ("any", "any"), ()
    if name == "LOAD_GLOBAL":
        if v >= (3, 11) and arg & 1:
            return (), (("obj", "null") if v >= (3, 13) else ("null", "obj"))
        return (), (_O,)
    if name == "LOAD_METHOD":
        return (_O,), ("null?", _O)
    if name == "LOAD_ATTR":
        if v >= (3, 12) and arg & 1:
            return (_O,), ((_O, "null?") if v >= (3, 13) else ("null?", _O))
        return (_O,), (_O,)
    if name == "LOAD_SUPER_ATTR":
        if arg & 1:
            return (_O, _O, _O), ((_O, "null?") if v >= (3, 13) else ("null?", _O))
        return (_O, _O, _O), (_O,)
    if name in ("CALL_FUNCTION", "CALL_FUNCTION_KW", "CALL_METHOD", "CALL", "PRECALL", "CALL_KW"):
        return _call(name, arg, v)
    if name == "CALL_FUNCTION_EX":
        kwargs = (_O,) if arg & 1 else ()
        if old:
            return ("callee", _O) + kwargs, (_O,)
        if v >= (3, 13):
            return ("callee", "any", _O) + kwargs, (_O,)
        return ("any", "callee", _O) + kwargs, (_O,)
    if name == "MAKE_FUNCTION":
        if v >= (3, 13):
            return ("code",), ("func",)
        extras = tuple(kind for bit, kind in ((1, "tuple"), (2, "dict"), (4, "dict" if v < (3, 10) else _O),
                                              (8, "closure")) if arg & bit)
        return extras + ("code",) + (("str",) if old else ()), ("func",)
    if name == "CALL_INTRINSIC_1":
        need = {"INTRINSIC_STOPITERATION_ERROR": "exc", "INTRINSIC_LIST_TO_TUPLE": "list",
                "INTRINSIC_TYPEALIAS": "tuple"}.get(intrinsic, _O)
        out = {"exc": "exc", "list": "tuple"}.get(need, _O)
        return (need,), (out,)
    if name == "CALL_INTRINSIC_2":
        if intrinsic == "INTRINSIC_PREP_RERAISE_STAR":
            return ("exc", "list"), ("exc",)
        if intrinsic == "INTRINSIC_SET_FUNCTION_TYPE_PARAMS":
            return ("func", _O), (0,)
        return (_O, _O), (_O,)
    if name == "COPY":
        if arg < 1:
            return None
        return _keep((_O,) + _n("any", arg - 1), arg, 0)
    if name == "SWAP":
        if arg < 2:
            return _n("any", arg), tuple(range(arg))
        return _n("any", arg), (arg - 1,) + tuple(range(1, arg - 1)) + (0,)
    if name == "ROT_N":
        if arg < 2:
            return _n("any", arg), tuple(range(arg))
        return _n("any", arg), (arg - 1,) + tuple(range(arg - 1))
    if name == "RETURN_GENERATOR":
        return ((), (_O,)) if v >= (3, 13) else ((), ())
    return _exceptions(name, arg, v, jump)


def _call(name: str, arg: int, v: Tuple[int, int]) -> Signature:
    """The call family and where each version keeps the callable, self and NULL.

    3.8-3.10 CALL_METHOD and 3.11-3.12 CALL: ``[method or NULL, self or callable, args...]``;
    3.13 CALL: ``[callable, self or NULL, args...]``; 3.11's PRECALL pops the arguments in the
    compiler's count and CALL the two below them."""
    args = _n(_O, arg)
    if name == "CALL_FUNCTION":
        return ("callee",) + args, (_O,)
    if name == "CALL_FUNCTION_KW":
        return ("callee",) + args + ("kwnames",), (_O,)
    if name == "CALL_KW":
        return ("callee", "any") + args + ("kwnames",), (_O,)
    if name == "PRECALL":
        return ("any", "callee") + args, (0, 1)
    if name == "CALL" and v == (3, 11):
        return ("any", "callee"), (_O,)
    if v >= (3, 13):
        return ("callee", "any") + args, (_O,)
    return ("any", "callee") + args, (_O,)  # CALL_METHOD, 3.12 CALL


def _exceptions(name: str, arg: int, v: Tuple[int, int], jump: bool) -> Optional[Signature]:
    old = v < (3, 11)
    if name == "CALL_FINALLY":  # 3.8: pushes the address END_FINALLY returns to
        return ((), ("fin",)) if jump else ((), ())
    if name in ("SETUP_FINALLY",):
        return ((), OLD_HANDLER) if jump else ((), ())
    if name == "SETUP_WITH":
        return ((_O,), (_O,) + OLD_HANDLER) if jump else ((_O,), (_O, _O))
    if name == "SETUP_ASYNC_WITH":
        return ((_O,), OLD_HANDLER) if jump else ((_O,), (0,))
    if name == "POP_EXCEPT":
        return ("exc?", "exc?", "exc?") if old else ("exc",), ()
    if name == "RERAISE":
        if old:
            return ("exc", "exc", "exc"), ()
        if arg <= 0:
            return ("exc",), ()
        return _keep(("lasti",) + _n("any", arg - 1) + ("exc",), arg)
    if name == "WITH_EXCEPT_START":
        if old:
            return _keep((_O,) + OLD_HANDLER, 7, _O)
        return _keep((_O, "any", "any", "exc"), 4, _O)
    if name == "END_ASYNC_FOR":
        return ((_O,) + OLD_HANDLER, ()) if old else ((_O, "exc"), ())
    if name == "POP_FINALLY":
        fin = _n("fin", 6)
        return (fin + (_O,), (6,)) if arg else (fin, ())
    return None
