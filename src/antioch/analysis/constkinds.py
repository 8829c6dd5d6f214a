"""The kind of a constant that LOAD_CONST pushes: a str, a constant tuple, a code object (and
whether it is a comprehension's, which must only be called with an iterator), or a plain object."""
from typing import Any, List, Optional, Sequence, Tuple

from antioch.analysis.kindlattice import Kind
from antioch.analysis.signatures import ALIASES
from antioch.codeobj import CO_ASYNC_GENERATOR, CO_COROUTINE, CO_GENERATOR
from antioch.errors import AntiochError
from antioch.ir import Bytecode
from antioch.lift import lift

#: The first version whose comprehensions take the iterable and call GET_ITER themselves (3.15's
#: generator expressions start LOAD_FAST .0, GET_ITER); before, the caller passes an iterator.
COMPREHENSION_TAKES_ITERABLE = (3, 15)
#: Constant types whose kind is plain ``obj`` (see const_kind)
PLAIN_CONSTANTS = frozenset({int, float, complex, bool, type(None), bytes, type(Ellipsis), frozenset})


def dot0_is_async(flags: int, instrs: Sequence[Any]) -> bool:
    """Whether a comprehension's ``.0`` is the async iterator of ``async for`` rather than an iterator.

    ``[v async for v in agen()]`` is called with GET_AITER's result, checked only to have
    ``am_anext``, not ``tp_iternext``; its ``.0`` is read by GET_ANEXT, which raises TypeError on an
    object without ``am_anext``, while FOR_ITER calls ``tp_iternext`` unchecked, so a NULL one
    crashes (Python/ceval.c 3.8-3.11, Python/bytecodes.c 3.12+: GET_AITER, GET_ANEXT, FOR_ITER).
    ``[await f(x) for x in xs]`` is async too but FOR_ITERs ``.0``.  Decided by the code, not its
    flags alone: some load of ``.0`` straight into GET_ANEXT (past 3.8-3.10's SETUP_FINALLY).  The
    caller and the comprehension's own analysis decide alike, so crafted code stays refused: its
    ``.0`` is then "aiter", and a FOR_ITER on it is a stack-kind finding in the comprehension."""
    if not flags & (CO_COROUTINE | CO_ASYNC_GENERATOR) or flags & CO_GENERATOR:
        return False
    for k, instr in enumerate(instrs):
        if instr[1] == ".0" and ALIASES.get(instr[0], instr[0]) == "LOAD_FAST":  # by index: see _step
            after = [x[0] for x in instrs[k + 1:k + 3]]
            if after[:1] == ["GET_ANEXT"] or after == ["SETUP_FINALLY", "GET_ANEXT"]:
                return True
    return False


def _instrs_of(value: Any, version: Tuple[int, int]) -> Optional[List[Any]]:
    """The instructions of a code constant as its own verification lifts them (None when not known:
    another version, or it does not lift, and is refused on its own)."""
    if isinstance(value, Bytecode):
        return value.instructions() if value.version == version else None
    try:
        ir = lift(value)
    except AntiochError:
        return None
    return ir.instructions() if ir.version == version else None


def const_kind(value: Any, version: Tuple[int, int]) -> Kind:
    t = type(value)
    if t is str:
        return "str"
    if t is tuple:
        return ("ctuple", len(value), all(type(x) is str for x in value))
    fields = value.fields if isinstance(value, Bytecode) else value
    if t.__name__ in ("code", "CodeFields", "Bytecode"):
        # a live code object's co_* attributes, or a CodeFields' own names
        freevars, varnames, argcount, flags = (_field(fields, name) for name in (
            "freevars", "varnames", "argcount", "flags"))
        if argcount == 1 and varnames[:1] == (".0",):  # a comprehension; "gen": a generator expression
            comp: Any = "gen" if flags & CO_GENERATOR else True
            if flags & (CO_COROUTINE | CO_ASYNC_GENERATOR):  # rare: lift it to look
                instrs = _instrs_of(value, version)
                if instrs is not None and dot0_is_async(flags, instrs):
                    comp = "async"
            return ("code", len(freevars), comp)
        return ("code", len(freevars), False)
    return "obj"



def _field(fields: Any, name: str) -> Any:
    value = getattr(fields, "co_" + name, None)
    return getattr(fields, name) if value is None else value
