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
from antioch.decompile.copied_exits import MAX_COPY_SIZE, copied_loop_exit
from antioch.decompile.dead_ends import always_leaves
from antioch.decompile.facts import CONDITIONAL_JUMPS
from antioch.decompile.regions import inserted_jump
from antioch.decompile.stmts import first_line, lines_of
from antioch.ir import Instr

if TYPE_CHECKING:
    from antioch.decompile.loops import Loop
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


def else_break_line(st: Any, handler: Block, loop: Any) -> Optional[int]:
    """3.8-3.10, a try statement in a loop: the line of the ``break`` that is its else clause, when
    the body's last statement reads as that break.  ``try: A`` / ``except E: B`` / ``else: break``
    and ``try: A; break`` / ``except E: B`` compile alike but for the break's line: the else clause's
    comes after the handler's.  3.8-3.9 point the body's jump to the else clause at the loop's exit
    (Python/peephole.c), which leaves the clause's own jump there, dead, right after the handler's
    END_FINALLY (RERAISE); 3.10 keeps the break's NOP on its line before the loop's exit, which it
    copies into the body's way out (Python/compile.c, extend_block).  None when nothing says so."""
    if st.facts.structures_exception_table or loop is None or loop.exit is None:
        return None
    first = next((i.lineno for i in handler.instrs if i.lineno is not None), None)
    if first is None:
        return None
    exit_to = st.through_jumps(loop.exit)
    if st.facts.copies_small_exits:
        region = st.protected(handler)
        outs = {x for r in region for x in st.flow.succs[r] if x not in region}
        lines = {x.instrs[0].lineno for x in outs if (x.instrs[0].name == "NOP" or _took_break_line(st, x, handler))
                 and x.index < handler.index and (x.instrs[0].lineno or 0) > first and len(st.flow.succs[x]) <= 1
                 and (st.through_jumps(x) is exit_to or copied_loop_exit(st, x, loop))}
        return lines.pop() if len(lines) == 1 else None
    handled = st.flow.reach([handler])
    blocks = st.flow.cfg.blocks
    k = handler.index
    while k < len(blocks) and blocks[k] in handled:
        k += 1  # (the handler's blocks, laid out in a run)
    if k == handler.index or k >= len(blocks) or blocks[k - 1].instrs[-1].name not in ("END_FINALLY", "RERAISE"):
        return None
    dead = blocks[k]
    jump = dead.instrs[0]
    if dead in st.flow.reachable or jump.name not in ("JUMP_ABSOLUTE", "JUMP_FORWARD") \
            or jump.lineno is None or jump.lineno <= first \
            or [st.through_jumps(e.target) for e in dead.edges if e.kind != "exception"][:1] != [exit_to]:
        return None
    return jump.lineno


def _took_break_line(st: Any, x: Block, handler: Block) -> bool:
    """3.10: ``x``, a way out of a try body, is the function's implicit ``return None`` copied into an
    else clause's ``break`` on a line after every line of the handler (its blocks only exceptions
    reach): a copy without a line of its own takes the line of the jump it replaces, the break's,
    whose NOP is then dropped (Python/compile.c, duplicate_exits_without_lineno); a break in the
    body gives its POP_BLOCK and so the copy a line of the body, before the handler's."""
    if [(i.name, i.arg) for i in x.instrs] != [("LOAD_CONST", None), ("RETURN_VALUE", None)]:
        return False
    lines = [i.lineno for b in st.flow.reach([handler]) if b not in st.flow.reachable
             for i in b.instrs if i.lineno is not None]
    return bool(lines) and x.instrs[0].lineno is not None and x.instrs[0].lineno > max(lines)


def else_end_past_handler(st: "Structurer", handler: Block, else_start: Optional[Block],
                          loop: Optional["Loop"]) -> Optional[Block]:
    """Where an else clause ends when every except clause leaves (3.11): the compiler writes the
    else clause, a jump to the statement's end, then the handlers and the end
    (``compiler_try_except`` in Python/compile.c), so the one place past the handler's blocks that
    the clause jumps forward to is the statement after the ``try`` (not the exit of the loop
    around: a ``break``); None when there is none."""
    if else_start is not None and st.facts.structures_exception_table and not st.facts.handlers_inline:
        return else_ends_at_jump_nop(st, handler, else_start)
    if else_start is None or not (st.facts.handlers_inline and st.facts.structures_exception_table):
        return None
    handled = st.flow.reach([handler])
    last = max(x.index for x in handled)
    targets = set()
    for x in st.flow.reach([else_start]):
        if x.index >= handler.index or not x.instrs or x.instrs[-1].name != "JUMP_FORWARD":
            continue
        for e in x.edges:
            if e.kind == "jump" and e.target.index > last:
                targets.add(e.target)
    if len(targets) != 1:
        return None
    target = targets.pop()
    if loop is not None and (target not in loop.body or target is loop.exit or (
            loop.exit is not None and st.through_jumps(target) is st.through_jumps(loop.exit))):
        return None  # (a break)
    return target


def else_ends_at_jump_nop(st: "Structurer", handler: Block, else_start: Block) -> Optional[Block]:
    """Where an else clause that ends with an ``if`` ends when every except clause leaves (3.12+):
    the clause's jump to the statement's end has no position of its own, so it takes that of the
    test that alone jumps to it (Python/flowgraph.c, propagate_line_numbers); with the handlers laid
    out after everything, that jump goes to the next instruction and is left as a NOP of the test's
    position, kept where the next instruction is on another line.  No statement of the clause
    compiles to such a NOP (a ``pass`` has its own position): the statements from it on follow the
    ``try``, those before it are the clause, whatever order the names say the rest was compiled in
    (3.13 keeps it where 3.12 drops it).  None when there is none (3.12+)."""
    if not st.facts.structures_exception_table or st.facts.handlers_inline:
        return None
    for x in sorted(st.flow.reach([else_start]), key=lambda b: b.index):
        if x is else_start or x.index >= handler.index or len(x.instrs) < 2 or x.instrs[0].name != "NOP":
            # (the body's own jump to the clause, left the same way where the body ends with an if)
            continue
        nop = x.instrs[0]
        preds = st.flow.preds[x]
        if nop.position is None or x.instrs[1].lineno == nop.lineno or len(preds) != 1 or not preds[0].instrs:
            continue
        test = preds[0].instrs[-1]
        if test.name in CONDITIONAL_JUMPS and test.position == nop.position \
                and any(e.kind == "jump" and e.target is x for e in preds[0].edges) \
                and _handlers_of(preds[0]) == _handlers_of(x):
            # (the NOP stands where the jump was, with the test, unless the test ends the body of a
            # try statement nested in the clause: that NOP follows the nested statement)
            return x
    return _else_ends_after_body_nop(st, handler, else_start) if st.facts.else_if_body_keeps_nop else None


def _else_ends_after_body_nop(st: "Structurer", handler: Block, else_start: Block) -> Optional[Block]:
    """3.12: the same clause ends where the body of that ``if`` falls, through a NOP of the line
    before it (the clause's jump to the statement's end, which takes the line of the body that
    alone falls into it and goes to the next instruction), into the statement after the ``try``,
    which the test jumps to as well.  A statement of the clause after the ``if`` leaves no NOP."""
    for x in sorted(st.flow.reach([else_start]), key=lambda b: b.index):
        if x.index >= handler.index or len(x.instrs) < 2 or x.instrs[-1].name != "NOP" or st.flow.succs[x] == []:
            continue
        nop, before = x.instrs[-1], x.instrs[-2]
        after = [e.target for e in x.edges if e.kind == "fall"]
        if nop.lineno is None or nop.lineno != before.lineno or len(after) != 1 or len(st.flow.succs[x]) != 1 \
                or after[0].index >= handler.index or len(st.flow.preds[after[0]]) < 2 \
                or after[0].instrs[0].lineno in (None, nop.lineno):
            continue
        return after[0]
    return None


def _handlers_of(b: Block) -> Set[Block]:
    """The handlers that protect ``b``."""
    return {e.target for e in b.edges if e.kind == "exception"}


#: the statements after which an except clause does not run on into what follows the ``try``
_LEAVING = ("return", "return_none", "raise", "break", "continue")


def else_tail(st: "Structurer", handler: Block, else_start: Block, else_out: List[Any],
              clauses: List[Tuple[Optional[str], List[Any]]]) -> int:
    """3.12+: where the statements that follow the ``try`` start among ``else_out``, those its else
    clause was run into (``len(else_out)``: none).  Nothing marks where an else clause ends when
    its last statement is no ``if`` (its jump to the statement's end goes to the next instruction),
    but the compiler numbers each name where it first meets it, the clause before the handlers and
    what follows the statement after them (compiler_try_except); and on 3.14 the walk of
    optimize_load_fast reaches the clause, not what follows the statement (borrows.py).  So the
    statements from the first one that says it came after, where none after it says it came
    before, follow the statement.  Only where every except clause leaves: then
    the two read alike."""
    if not all(body and body[-1].kind in _LEAVING for _, body in clauses):
        return len(else_out)
    found = [first_line(s) for s in else_out]
    if found and found[-1] is None and else_out[-1].kind == "continue":
        found.pop()  # (the jump back to the head of the loop around, no statement of the source)
    starts = [n for n in found if n is not None]
    if len(starts) != len(found) or starts != sorted(starts) or len(starts) < 2:
        return len(else_out)
    last = max(lines_of(else_out))
    before, after = _line_evidence(st, handler, else_start, range(starts[0], last + 1))
    # (not inside a line, which a clause's end cannot split; 3.13: not after an ``if`` whose body
    # leaves that keeps no NOP where an else clause would end)
    nop_kept = st.facts.else_if_end_keeps_nop
    first = next((k for k in range(1, len(starts)) if starts[k] > starts[k - 1] and any(n >= starts[k] for n in after)
                  and not any(n >= starts[k] for n in before)
                  and not (nop_kept and _no_clause_end(st, handler, else_start, else_out[k - 1]))), None)
    if first is None or any(starts[first - 1] <= n < starts[first] for n in after):
        return len(else_out)
    return first


def _line_evidence(st: "Structurer", handler: Block, else_start: Block, lines: range) -> Tuple[Set[int], Set[int]]:
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


def leaving_if_after(st: "Structurer", handler: Block, else_start: Block, else_out: List[Any],
                     clauses: List[Tuple[Optional[str], List[Any]]]) -> int:
    """3.13: where the statements that follow the ``try`` start among ``else_out``, when its last
    statement, an ``if`` whose body leaves, came after the statement (``len(else_out)``: none).  As
    the last statement of an else clause, the test's jump past the body would go to the clause's
    jump to the statement's end, which takes the test's position (propagate_line_numbers: it has one
    way in) and, going to the next instruction, is left as a NOP that 3.13 keeps where the
    instruction at the end is on another line (else_ends_at_jump_nop).  No such NOP: the ``if``
    follows the statement.  Only where every except clause leaves (the two then read alike)."""
    n = len(else_out)
    if not st.facts.else_if_end_keeps_nop or not all(body and body[-1].kind in _LEAVING for _, body in clauses):
        return n
    k = n - 1
    if k > 0 and else_out[k].kind == "continue" and else_out[k].line is None:
        k -= 1  # (the jump back to the head of the loop around, no statement of the source)
    return k if k >= 0 and _no_clause_end(st, handler, else_start, else_out[k]) else n


def _no_clause_end(st: "Structurer", handler: Block, else_start: Block, last: Any) -> bool:
    """3.13: ``last``, an ``if`` among the statements from ``else_start``, is no else clause's last
    statement (see :func:`leaving_if_after`)."""
    if last.kind != "if" or len(last.bodies) != 1 or last.line is None:
        return False
    tests = [x for x in st.flow.reach([else_start]) if x.index < handler.index and x.instrs
             and x.instrs[-1].name in CONDITIONAL_JUMPS and x.instrs[-1].lineno == last.line]
    if any(inserted_jump(st.flow, x, e.target) and e.target.instrs[-1].name == "JUMP_BACKWARD"
           for x in tests for e in x.edges if e.kind == "fall"):
        # (the test fails back over the JUMP_BACKWARD normalize_jumps_in_block writes: as the last
        # statement of an else clause it would jump forward, to the clause's jump to the end)
        return True
    if not always_leaves(last.bodies[0][1]):
        return False
    targets = [e.target for x in tests for e in x.edges if e.kind == "jump"]
    if not targets:
        return False
    past = max(targets, key=lambda b: b.index)
    first = past.instrs[0] if past.instrs else None
    return not (first is None or first.name == "NOP" or first.lineno in (None, last.line))


def body_end_copied(st: "Structurer", handler: Block, else_start: Block) -> bool:
    """3.13: the try body's way out reaches ``else_start`` through a block of one NOP, outside the
    handler's range, that only the body falls into: a copy of the body's end, the POP_BLOCK (a
    NOP) and jump to the statement's end that have no line of their own, which the compiler copies
    into each way there (Python/flowgraph.c, inline_small_or_no_lineno_blocks) and whose NOP takes
    the line before it.  An else clause follows that POP_BLOCK in its block, which is then no such
    copy and drops the NOP: the statements from ``else_start`` follow the ``try``."""
    if not st.facts.else_if_end_keeps_nop:
        return False
    region = st.protected(handler)
    return any(len(p.instrs) == 1 and p.instrs[0].name == "NOP" and p.instrs[0].lineno is not None
               and p not in region and p.index < handler.index and st.flow.preds[p]
               and all(q in region and q.instrs[-1].lineno == p.instrs[0].lineno for q in st.flow.preds[p])
               for p in st.flow.preds[else_start])
