"""3.14+: which loads of locals the walk of ``optimize_load_fast`` (Python/flowgraph.c) makes borrow.

The walk goes from the entry along jumps and fall-throughs; in each block it reaches, a LOAD_FAST
becomes LOAD_FAST_BORROW when every reference it pushes is consumed in the block by an instruction
that stores it nowhere, before its local is stored to.  A load that would borrow and does not was
never reached by the walk: 3.14 does not reach the statements after a ``try`` whose except
clauses all leave (try_else.py).
"""
from typing import Any, Dict, List, Optional, Tuple

from antioch.ir import Instr

#: what the walk of optimize_load_fast pops and pushes for each instruction that consumes all its
#: inputs (its default case, Python/flowgraph.c), by name: (pops, pushes) or, for those whose
#: counts hang on the argument, a function of it; what is not here is not modelled
_ARITY: Dict[str, Tuple[int, int]] = {
    "LOAD_CONST": (0, 1), "LOAD_SMALL_INT": (0, 1), "LOAD_NAME": (0, 1), "LOAD_DEREF": (0, 1),
    "LOAD_COMMON_CONSTANT": (0, 1), "PUSH_NULL": (0, 1),
    "POP_TOP": (1, 0), "RETURN_VALUE": (1, 0), "YIELD_VALUE": (1, 1), "TO_BOOL": (1, 1),
    "UNARY_NOT": (1, 1), "UNARY_NEGATIVE": (1, 1), "UNARY_INVERT": (1, 1), "GET_ITER": (1, 1),
    "FORMAT_SIMPLE": (1, 1), "FORMAT_WITH_SPEC": (2, 1), "CONVERT_VALUE": (1, 1),
    "CALL_INTRINSIC_1": (1, 1), "CALL_INTRINSIC_2": (2, 1), "GET_AWAITABLE": (1, 1),
    "BINARY_OP": (2, 1), "COMPARE_OP": (2, 1), "CONTAINS_OP": (2, 1), "IS_OP": (2, 1),
    "BINARY_SLICE": (3, 1), "STORE_ATTR": (2, 0), "STORE_SUBSCR": (3, 0), "DELETE_SUBSCR": (2, 0),
    "STORE_SLICE": (4, 0), "STORE_NAME": (1, 0), "STORE_GLOBAL": (1, 0), "STORE_DEREF": (1, 0),
    "POP_JUMP_IF_FALSE": (1, 0), "POP_JUMP_IF_TRUE": (1, 0), "POP_JUMP_IF_NONE": (1, 0),
    "POP_JUMP_IF_NOT_NONE": (1, 0), "RESUME": (0, 0), "NOP": (0, 0),
}
_ARITY_BY_ARG = {
    "CALL": lambda n: (n + 2, 1), "CALL_KW": lambda n: (n + 3, 1), "BUILD_LIST": lambda n: (n, 1),
    "BUILD_TUPLE": lambda n: (n, 1), "BUILD_SET": lambda n: (n, 1), "BUILD_STRING": lambda n: (n, 1),
    "BUILD_MAP": lambda n: (2 * n, 1), "BUILD_SLICE": lambda n: (n, 1), "RAISE_VARARGS": lambda n: (n, 0),
}
#: the instructions that store into a local or kill it
_STORES_LOCAL = frozenset({"STORE_FAST", "DELETE_FAST", "STORE_FAST_LOAD_FAST", "STORE_FAST_STORE_FAST",
                           "LOAD_FAST_AND_CLEAR", "STORE_FAST_MAYBE_NULL"})
BORROWS = frozenset({"LOAD_FAST_BORROW", "LOAD_FAST_BORROW_LOAD_FAST_BORROW"})


def _arity(instr: Instr) -> Optional[Tuple[int, int]]:
    if instr.name in _ARITY:
        return _ARITY[instr.name]
    if instr.name in _ARITY_BY_ARG and isinstance(instr.arg, int):
        return _ARITY_BY_ARG[instr.name](instr.arg)
    if instr.name == "LOAD_GLOBAL":
        return (0, 2 if instr.flags & 1 else 1)
    return None


def would_borrow(instrs: List[Instr], k: int) -> Optional[bool]:
    """Whether the walk of optimize_load_fast (3.14+), reaching this block, makes ``instrs[k]``, a
    LOAD_FAST or LOAD_FAST_LOAD_FAST, borrow: each reference it pushes is consumed in the block by an
    instruction that stores it nowhere, before its local is stored to.  None where the instructions
    after it are not modelled (or the block ends first: CPython's block may go on where this
    graph's ends)."""
    if instrs[k].name == "LOAD_FAST_LOAD_FAST" and isinstance(instrs[k].arg, tuple) and len(instrs[k].arg) == 2:
        first, second = instrs[k].arg
        below, top = _consumed(instrs, k, first, 1), _consumed(instrs, k, second, 0)
        return None if below is None or top is None else below and top
    return _consumed(instrs, k, instrs[k].arg, 0)


def _consumed(instrs: List[Instr], k: int, local: Any, above: int) -> Optional[bool]:
    """:func:`would_borrow` of one reference to ``local`` that ``instrs[k]`` pushed, ``above`` values
    under the top."""
    for instr in instrs[k + 1:]:
        if instr.name in _STORES_LOCAL:
            # a store of the reference itself (STORED_AS_LOCAL) or of its local (SUPPORT_KILLED)
            stored = instr.arg if isinstance(instr.arg, tuple) else (instr.arg,)
            if above == 0 or local in stored or instr.name != "STORE_FAST":
                return False
            above -= 1
            continue
        if instr.name in ("LOAD_FAST", "LOAD_FAST_BORROW", "LOAD_FAST_CHECK"):
            above += 1
            continue
        if instr.name in ("LOAD_FAST_LOAD_FAST", "LOAD_FAST_BORROW_LOAD_FAST_BORROW"):
            above += 2
            continue
        if instr.name == "LOAD_ATTR":
            if instr.flags & 1:  # a method: the walk puts the object back above the method
                above += 1 if above else 0
                continue
            if above == 0:
                return True
            continue
        arity = _arity(instr)
        if arity is None:
            return None
        pops, pushes = arity
        if pops > above:
            return True
        above += pushes - pops
    return None
