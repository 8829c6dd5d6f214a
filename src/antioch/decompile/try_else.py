"""An ``else`` clause, or the statements after a ``try`` whose ``except`` clauses all leave?

``try: A`` / ``except E: return`` / ``else: B`` and the same statement with ``B`` after it run
alike, and from 3.12, which moves the handlers after everything else (``push_cold_blocks_to_end``
in ``Python/flowgraph.c``), their instructions are laid out alike too.  What tells them apart is
the order of the names: the compiler numbers each name where it first compiles it, and it
compiles an ``else`` clause before the handlers (``compiler_try_except`` in ``Python/compile.c``),
the statements after the ``try`` after them.  So when a name the handlers bring in is numbered
before the first name the code after the body brings in, that code came after the statement.
The handlers of the try and with statements in that code tell it too: they are laid out in the
order the compiler wrote them, so when they come after the statement's handler, the code was
compiled after it.

On 3.14 the loads of locals tell it as well: the statements after such a ``try`` are never reached
by the walk that lets a load borrow its reference (``optimize_load_fast`` in ``Python/flowgraph.c``
goes from the entry along jumps and fall-throughs), so their LOAD_FAST stay plain where an
``else`` clause's, reached from the body, borrow (3.15 walks both).
"""
from typing import Dict, List, Optional, Set, Tuple

from antioch.analysis.cfg import Block, ControlFlowGraph
from antioch.ir import Instr

#: the instructions whose argument is one of ``co_names``
_NAMED = frozenset({
    "LOAD_GLOBAL", "LOAD_NAME", "STORE_NAME", "DELETE_NAME", "STORE_GLOBAL", "DELETE_GLOBAL", "LOAD_ATTR",
    "STORE_ATTR", "DELETE_ATTR", "LOAD_METHOD", "LOAD_SUPER_ATTR", "IMPORT_NAME", "IMPORT_FROM",
    "LOAD_FROM_DICT_OR_GLOBALS",
})


def written_after(cfg: ControlFlowGraph, handler: Block, start: Block, loads_show_walk: bool = False) -> bool:
    """Whether the code from ``start`` (laid out before ``handler``) was compiled after the
    handler's: a name first used in the handler has a lower number than every name first used
    from ``start`` on, up to the handler; with ``loads_show_walk`` (3.14), also when the body's
    loads borrow and one at ``start`` that would does not."""
    if loads_show_walk and _unwalked_after_walked(cfg, handler, start):
        return True
    order = {name: i for i, name in enumerate(cfg.ir.fields.names)}
    first: Dict[str, int] = {}  # name -> the index of the block that uses it first
    for b in cfg.blocks:
        for instr in b.instrs:
            if instr.name in _NAMED and isinstance(instr.arg, str):
                first.setdefault(instr.arg, b.index)
    region = _reached(handler)
    by_handler = [order[n] for n, at in first.items() if at in region and n in order]
    by_rest = [order[n] for n, at in first.items() if start.index <= at < handler.index and n in order]
    if by_handler and by_rest:
        return min(by_handler) < min(by_rest)
    # the handlers of the statements that lie wholly in the code from ``start`` to the handler
    protects: Dict[Block, List[Block]] = {}
    for b in cfg.blocks:
        for e in b.edges:
            if e.kind == "exception":
                protects.setdefault(e.target, []).append(b)
    inner = [h for h, blocks in protects.items()
             if h is not handler and all(start.index <= b.index < handler.index for b in blocks)]
    return bool(inner) and min(h.index for h in inner) > handler.index


def _reached(handler: Block) -> Set[int]:
    """The indexes of the blocks the handler runs through, in the normal flow, from it onwards."""
    seen: Set[int] = set()
    todo: List[Block] = [handler]
    while todo:
        b = todo.pop()
        if b.index in seen or b.index < handler.index:
            continue
        seen.add(b.index)
        todo.extend(e.target for e in b.edges if e.kind in ("fall", "jump"))
    return seen


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
_BORROWS = frozenset({"LOAD_FAST_BORROW", "LOAD_FAST_BORROW_LOAD_FAST_BORROW"})


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
    LOAD_FAST, borrow: its reference is consumed in the block by an instruction that stores it
    nowhere, before its local is stored to.  None where the instructions after it are not modelled
    (or the block ends first: CPython's block may go on where this graph's ends)."""
    local = instrs[k].arg
    above = 0  # the values pushed over the reference since
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


def _unwalked_after_walked(cfg: ControlFlowGraph, handler: Block, start: Block) -> bool:
    """3.14: a load in the body borrows (the walk reached it) and one at ``start`` that would
    borrow if reached does not: ``start`` lies after the statement, which the walk does not reach."""
    body = [b for b in cfg.blocks if any(e.kind == "exception" and e.target is handler for e in b.edges)]
    if not any(i.name in _BORROWS for b in body for i in b.instrs):
        return False
    return any(i.name == "LOAD_FAST" and would_borrow(start.instrs, k) for k, i in enumerate(start.instrs))
