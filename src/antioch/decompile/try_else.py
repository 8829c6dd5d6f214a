"""An ``else`` clause, or the statements after a ``try`` whose ``except`` clauses all leave?

``try: A`` / ``except E: return`` / ``else: B`` and the same statement with ``B`` after it run
alike, and from 3.12, which moves the handlers after everything else (``push_cold_blocks_to_end``
in ``Python/flowgraph.c``), their instructions are laid out alike too.  What tells them apart is
the order of the names: the compiler numbers each name where it first compiles it, and it
compiles an ``else`` clause before the handlers (``compiler_try_except`` in ``Python/compile.c``),
the statements after the ``try`` after them.  So when a name the handlers bring in is numbered
before the first name the code after the body brings in, that code came after the statement.
The constants True and False tell it the same way.  The handlers of the try and with statements
in that code tell it too: they are laid out in the order the compiler wrote them, so when they
come after the statement's handler, the code was compiled after it.

On 3.14 the loads of locals tell it as well: the statements after such a ``try`` are never reached
by the walk that lets a load borrow its reference (``optimize_load_fast`` in ``Python/flowgraph.c``
goes from the entry along jumps and fall-throughs), so their LOAD_FAST stay plain where an
``else`` clause's, reached from the body, borrow (3.15 walks both).  A load that borrows is then
in an else clause even where the names say the code was compiled after the handlers: those of
the statements after the clause (``else: if x is None: return`` and then ``f(x)``); unless a jump
of the body goes there, or the optimiser copied it in place of the body's jump to it.
"""
from typing import TYPE_CHECKING, Any, Dict, Iterable, List, Optional, Set, Tuple

from antioch.analysis.cfg import Block, ControlFlowGraph
from antioch.decompile.borrows import BORROWS, would_borrow
from antioch.decompile.copied_exits import MAX_COPY_SIZE
from antioch.ir import Instr

if TYPE_CHECKING:
    from antioch.decompile.structure import Structurer

#: the instructions whose argument is one of ``co_names``
_NAMED = frozenset({
    "LOAD_GLOBAL", "LOAD_NAME", "STORE_NAME", "DELETE_NAME", "STORE_GLOBAL", "DELETE_GLOBAL", "LOAD_ATTR",
    "STORE_ATTR", "DELETE_ATTR", "LOAD_METHOD", "LOAD_SUPER_ATTR", "IMPORT_NAME", "IMPORT_FROM",
    "LOAD_FROM_DICT_OR_GLOBALS",
})
#: the instructions that load a constant of the pool
_CONST_LOADS = ("LOAD_CONST", "RETURN_CONST")
#: the instructions that leave the code
_SCOPE_EXITS = ("RETURN_VALUE", "RETURN_CONST", "RAISE_VARARGS", "RERAISE")
#: the tests ``is None`` and ``is not None`` become
_NONE_TESTS = ("POP_JUMP_IF_NONE", "POP_JUMP_IF_NOT_NONE")


def written_after(cfg: ControlFlowGraph, handler: Block, start: Block, loads_show_walk: bool = False,
                  none_placed: bool = False) -> bool:
    """Whether the code from ``start`` (laid out before ``handler``) was compiled after the
    handler's: a name first used in the handler has a lower number than every name first used
    from ``start`` on, up to the handler; with ``loads_show_walk`` (3.14), also when the body's
    loads borrow and one at ``start`` that would does not; with ``none_placed`` (3.14+, where no
    function keeps its first constant for None), None tells it as True and False do."""
    if loads_show_walk:
        if any(i.name in BORROWS for i in start.instrs) and not _small_exit(start) and not _jumped_to(cfg, start):
            # (the walk reached it: an else clause, whatever names the code after it brings in; not
            # where a jump of the body goes there, nor for a small exit the optimiser copies in place
            # of the body's jump to it)
            return False
        if _unwalked_after_walked(cfg, handler, start):
            return True
    if _pools_in_handler_order(cfg, handler, start):
        return True
    order = {name: i for i, name in enumerate(cfg.ir.fields.names)}
    first: Dict[str, int] = {}  # name -> the index of the block that uses it first
    for b in cfg.blocks:
        for instr in b.instrs:
            if instr.name in _NAMED and isinstance(instr.arg, str):
                first.setdefault(instr.arg, b.index)
    region = _with_nested_handlers(cfg, _reached(handler))
    by_handler = [order[n] for n, at in first.items() if at in region and n in order]
    by_rest = [order[n] for n, at in first.items() if start.index <= at < handler.index and n in order]
    if by_handler and by_rest:
        return min(by_handler) < min(by_rest)
    # the constants True and False tell the same (the pool keeps the order in which the compiler
    # met each: _PyCompile_AddConst; no folding makes them), and so does None where the compiler
    # adds it as it meets it, a test ``is None`` too (which the optimiser makes a jump,
    # POP_JUMP_IF_NONE, keeping the constant: Python/flowgraph.c, optimize_basic_block)
    consts = cfg.ir.fields.consts
    none_index = next((k for k, c in enumerate(consts) if c is None), None) if none_placed else None
    const_first: Dict[int, int] = {}  # pool index -> the index of the block that loads it first
    for b in cfg.blocks:
        for instr in b.instrs:
            if instr.name in _CONST_LOADS and (isinstance(instr.arg, bool) or (none_placed and instr.arg is None)) \
                    and instr.index is not None:
                const_first.setdefault(instr.index, b.index)
            elif none_index is not None and instr.name in _NONE_TESTS:
                const_first.setdefault(none_index, b.index)
    by_handler = [k for k, at in const_first.items() if at in region]
    by_rest = [k for k, at in const_first.items() if start.index <= at < handler.index]
    if by_handler and by_rest:
        return min(by_handler) < min(by_rest)
    if none_placed and _first_constant_says(cfg, region, start.index, handler.index) == "after":
        return True
    # the handlers of the statements that lie wholly in the code from ``start`` to the handler, as
    # the flow reaches it (3.12+ lay the handlers of earlier statements out there too, cold)
    protects: Dict[Block, List[Block]] = {}
    for b in cfg.blocks:
        for e in b.edges:
            if e.kind == "exception":
                protects.setdefault(e.target, []).append(b)
    rest = _reached(start, handler.index)
    inner = [h for h, blocks in protects.items() if h is not handler and all(b.index in rest for b in blocks)]
    return bool(inner) and min(h.index for h in inner) > handler.index


def _jumped_to(cfg: ControlFlowGraph, start: Block) -> bool:
    """A jump goes to ``start``, or to NOPs that run on into it: the walk of optimize_load_fast
    follows it there (a jump of the try body's last ``if``)."""
    into = {start}
    grown = True
    while grown:
        grown = False
        for b in cfg.blocks:
            if b not in into and b.instrs and all(i.name == "NOP" for i in b.instrs) \
                    and any(e.kind == "fall" and e.target in into for e in b.edges):
                into.add(b)
                grown = True
    return any(e.kind == "jump" and e.target in into for b in cfg.blocks for e in b.edges)


def _small_exit(b: Block) -> bool:
    """``b`` is a block the optimiser copies in place of a jump to it: it leaves the code in at most
    MAX_COPY_SIZE instructions (Python/flowgraph.c, inline_small_or_no_lineno_blocks)."""
    return bool(b.instrs) and b.instrs[-1].name in _SCOPE_EXITS and len(b.instrs) <= MAX_COPY_SIZE


def _first_constant_says(cfg: ControlFlowGraph, region: Set[int], start: int, end: int) -> Optional[str]:
    """3.15 loads True, False and None by LOAD_COMMON_CONSTANT, but the pool keeps the first
    constant the code generator met (remove_unused_consts keeps index 0, Python/flowgraph.c):
    where every constant of the code is loaded in the handler or in the code from ``start``
    (before ``end``), one of these kept though nothing loads it was met in whichever of the two
    was compiled first; "after" when that is the handler, "else" when the other, else None."""
    consts = cfg.ir.fields.consts
    common = cfg.table.common_constants
    if not consts or not (consts[0] is None or isinstance(consts[0], bool)) or repr(consts[0]) not in common:
        return None
    first = common.index(repr(consts[0]))
    pooled = {common.index(c) for c in ("True", "False", "None", "''", "-1") if c in common}
    where: Set[str] = set()  # the places that load the first constant
    loads = {"handler": False, "rest": False}
    for b in cfg.blocks:
        place = "handler" if b.index in region else "rest" if start <= b.index < end else None
        for instr in b.instrs:
            # (the flow graph reads LOAD_COMMON_CONSTANT of these as LOAD_CONST of the value)
            if instr.name in ("LOAD_CONST", "LOAD_SMALL_INT") or (
                    instr.name == "LOAD_COMMON_CONSTANT" and instr.arg in pooled):
                if place is None:
                    return None  # (a constant met elsewhere, maybe first)
                loads[place] = True
                if (instr.name == "LOAD_COMMON_CONSTANT" and instr.arg == first) or (
                        instr.name == "LOAD_CONST" and instr.arg is consts[0]):
                    where.add(place)
    if where == {"handler"} and loads["rest"]:
        return "after"
    if where == {"rest"} and loads["handler"]:
        return "else"
    return None


def _pools_in_handler_order(cfg: ControlFlowGraph, handler: Block, start: Block) -> bool:
    """The names, and the constants, new to the handler and to the code from ``start`` (used
    nowhere else) are numbered as when the handler was compiled first, then that code, and in no
    order an ``else`` clause would give them: its own first, then the handler's, then those of the
    statements after it (the code from ``start`` being the clause and what follows it, split
    anywhere).  This tells where the handler reuses every name it brings in later in that code
    (``raise TypeError`` after ``except TypeError: ... raise``), which the first uses alone do not.
    Constants folded after the compiler numbered the others (tuples: ``fold_tuple_on_constants``
    in Python/flowgraph.c appends them) and None, which the compiler adds where it needs it, are
    left out."""
    region = _reached(handler)
    # (the code from ``start`` as the flow reaches it: the handlers of earlier statements, laid out
    # cold before this one, are no part of it)
    rest = _reached(start, handler.index)
    verdicts = set()
    for key in (_name_key, _const_key):
        in_handler: List[Any] = []
        in_rest: List[Any] = []
        elsewhere: Set[Any] = set()
        for b in cfg.blocks:
            for instr in b.instrs:
                k = key(instr)
                if k is None:
                    continue
                if b.index in region:
                    in_handler.append(k)
                elif b.index in rest:
                    in_rest.append(k)
                else:
                    elsewhere.add(k)
        verdicts.add(_order_says(_firsts(k for k in in_handler if k not in elsewhere),
                                 _firsts(k for k in in_rest if k not in elsewhere), key, cfg))
    return "after" in verdicts and "else" not in verdicts


def _order_says(handler_keys: List[Any], rest_keys: List[Any], key: Any, cfg: ControlFlowGraph) -> Optional[str]:
    """"after" when the pool's order is the one of the handler compiled first, "else" when it is one
    an else clause gives, None when it tells neither."""
    if not handler_keys or not rest_keys:
        return None
    order = _pool_order(key, cfg)
    actual = sorted(set(handler_keys) | set(rest_keys), key=order.__getitem__)
    as_else = any(actual == _firsts(rest_keys[:k] + handler_keys + rest_keys[k:])
                  for k in range(1, len(rest_keys) + 1))
    as_after = actual == _firsts(handler_keys + rest_keys)
    return None if as_else == as_after else "after" if as_after else "else"


def _pool_order(key: Any, cfg: ControlFlowGraph) -> Dict[Any, int]:
    if key is _name_key:
        return {name: i for i, name in enumerate(cfg.ir.fields.names)}
    return {i: i for i in range(len(cfg.ir.fields.consts))}


def _name_key(instr: Instr) -> Optional[str]:
    return instr.arg if instr.name in _NAMED and isinstance(instr.arg, str) else None


def _const_key(instr: Instr) -> Optional[int]:
    # (3.14+'s constant slices too: the code generator enters them as it meets them, Python/codegen.c)
    if instr.name in _CONST_LOADS and type(instr.arg) in (str, bytes, int, float, complex, bool, slice):
        return instr.index
    return None


def _firsts(names: Iterable[str]) -> List[str]:
    """``names`` without repeats, each where it first comes."""
    return list(dict.fromkeys(names))


def _with_nested_handlers(cfg: ControlFlowGraph, region: Set[int]) -> Set[int]:
    """``region`` (block indexes) and the handlers of the try statements nested in it, whose blocks
    all lie in it (compiled with it: the except clauses of a try statement inside an except clause)."""
    protects: Dict[Block, List[Block]] = {}
    for b in cfg.blocks:
        for e in b.edges:
            if e.kind == "exception":
                protects.setdefault(e.target, []).append(b)
    grown = True
    while grown:
        grown = False
        for h, blocks in protects.items():
            if h.index not in region and all(b.index in region for b in blocks):
                region = region | _reached(h)
                grown = True
    return region


def _reached(handler: Block, end: Optional[int] = None) -> Set[int]:
    """The indexes of the blocks the handler runs through, in the normal flow, from it onwards (and
    before the block ``end``)."""
    seen: Set[int] = set()
    todo: List[Block] = [handler]
    while todo:
        b = todo.pop()
        if b.index in seen or b.index < handler.index or (end is not None and b.index >= end):
            continue
        seen.add(b.index)
        todo.extend(e.target for e in b.edges if e.kind in ("fall", "jump"))
    return seen


def _unwalked_after_walked(cfg: ControlFlowGraph, handler: Block, start: Block) -> bool:
    """3.14: a load in the body borrows (the walk reached it) and one at ``start`` that would
    borrow if reached does not: ``start`` lies after the statement, which the walk does not reach."""
    body = [b for b in cfg.blocks if any(e.kind == "exception" and e.target is handler for e in b.edges)]
    if not any(i.name in BORROWS for b in body for i in b.instrs):
        return False
    return any(i.name in ("LOAD_FAST", "LOAD_FAST_LOAD_FAST") and would_borrow(start.instrs, k)
               for k, i in enumerate(start.instrs))


def line_evidence(st: "Structurer", handler: Block, else_start: Block, lines: range) -> Tuple[Set[int], Set[int]]:
    """The ``lines`` of the code from ``else_start`` up to ``handler`` compiled before the handlers
    (a name first met there numbered before every name the handlers bring in; 3.14, a load that
    borrows) and those compiled after them (a name numbered after one of theirs; 3.14, a load
    that would borrow and does not)."""
    cfg = st.sim.cfg
    order = {name: i for i, name in enumerate(cfg.ir.fields.names)}
    first: Dict[str, Tuple[int, Optional[int]]] = {}  # name -> (block index, line) of its first use
    for b in cfg.blocks:
        for instr in b.instrs:
            if instr.name in _NAMED and isinstance(instr.arg, str) and instr.arg in order:
                first.setdefault(instr.arg, (b.index, instr.lineno))
    region = _with_nested_handlers(cfg, _reached(handler))
    handler_names = [order[n] for n, (at, _) in first.items() if at in region]
    before: Set[int] = set()
    after: Set[int] = set()
    reached = {x.index for x in st.flow.reach([else_start]) if x.index < handler.index}
    if handler_names:
        lowest = min(handler_names)
        for name, (at, line) in first.items():
            if at in reached and line is not None and line in lines:
                (before if order[name] < lowest else after).add(line)
    if st.facts.after_try_unwalked:
        for x in st.flow.reach([else_start]):
            if x.index not in reached:
                continue
            for k, instr in enumerate(x.instrs):
                line = instr.lineno
                if line is None or line not in lines:
                    continue
                if instr.name in BORROWS:
                    before.add(line)
                elif instr.name in ("LOAD_FAST", "LOAD_FAST_LOAD_FAST") and would_borrow(x.instrs, k):
                    after.add(line)
    return before, after
