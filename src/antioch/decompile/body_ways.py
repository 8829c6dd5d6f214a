"""Where a way out of the protected body being placed goes: on past the try statement (its body's
end), a ``return`` of the body, or the copy of a finally body that the body's end runs into.

The structurer asks these of a block outside the body (``st.regions[-1]``) that the walk of the body
reaches; the handler that protects the body is ``st.region_entries[id(region)][1]``.
"""
from typing import TYPE_CHECKING, Optional, Set

from antioch.analysis.cfg import Block
from antioch.decompile.copied_exits import break_into_copied_exit
from antioch.decompile.regions import returns_from_body

if TYPE_CHECKING:
    from antioch.decompile.loops import Loop
    from antioch.decompile.structure import Structurer


def out_of_body(st: "Structurer", b: Block, came_from: Optional[Block]) -> bool:
    """3.8-3.10: ``b`` is the jump by which the try body being placed goes on after its
    POP_BLOCK (to the statement after the try, or its else clause: compiler_try_except), not a
    ``break`` of the body, whose POP_BLOCK shares the block of the jump out (compiler_unwind_fblock),
    a JUMP_ABSOLUTE before 3.10; from 3.10 a JUMP_FORWARD too, but the POP_BLOCK then has the line
    of the ``break``, the body's own that of the statement before it."""
    return not st.facts.structures_exception_table and came_from is not None \
        and bool(st.regions) and st.regions[-1] is not None and b not in st.regions[-1] \
        and came_from in st.regions[-1] and came_from.instrs[-1].name == "POP_BLOCK" \
        and [i.name for i in b.instrs] == ["JUMP_FORWARD"] and not (
            st.facts.copies_small_exits and (len(came_from.instrs) < 2
                                             or came_from.instrs[-1].lineno != came_from.instrs[-2].lineno))


def continues_after(st: "Structurer", b: Block, came_from: Optional[Block]) -> bool:
    """3.10: ``b`` is the jump by which the try body being placed goes on after its POP_BLOCK
    (:func:`out_of_body`), to a jump back on a line after every line of the try statement: a
    ``continue`` written after it, which keeps its line and so its jump (eliminate_jump_to_jump in
    Python/compile.c threads a jump to a jump only on one line); the loop's own jump back has
    the line of its head or of the last statement of its body."""
    if not out_of_body(st, b, came_from):
        return False
    target = st.flow.succs[b][0] if len(st.flow.succs[b]) == 1 else None
    if target is None or [i.name for i in target.instrs] != ["JUMP_ABSOLUTE"] or target.instrs[0].lineno is None:
        return False
    region = st.regions[-1] or set()
    handlers = {h for h in (st.handler_of(x) for x in region) if h is not None}
    blocks = set(region) | {x for x in st.flow.reach(handlers) if x not in st.flow.reachable}
    lines = [i.lineno for x in blocks for i in x.instrs if i.lineno is not None]
    return bool(lines) and target.instrs[0].lineno > max(lines)


def past_handler(st: "Structurer", b: Block) -> bool:
    """3.11: ``b`` is laid out after the handler of the try body being placed, which the compiler
    writes right after the body and its else clause (compiler_try_except), on a line after the
    handler's: the statement after the ``try``, even where it only goes round the loop again (a
    ``continue``; the loop's own jump back has the line of its ``while`` or none)."""
    if not (st.facts.handlers_inline and st.facts.structures_exception_table) or not st.regions:
        return False
    region = st.regions[-1]
    entry = st.region_entries.get(id(region))
    return entry is not None and region is not None and b.index > entry[1].index \
        and _after_handlers(st, region, b)


def jumps_past_handler(st: "Structurer", b: Block) -> bool:
    """3.11: ``b``, only a forward jump, takes the try body being placed over its handler to what
    follows the try statement (:func:`past_handler`): the body's end (compiler_try_except), though
    what follows leaves the loop (a ``break`` after the statement).  A ``break`` written in the body
    unwinds right where it stands, before the handler, with no jump to it."""
    if not (st.facts.handlers_inline and st.facts.structures_exception_table) or not st.regions \
            or [i.name for i in b.instrs] != ["JUMP_FORWARD"] or len(st.flow.succs[b]) != 1:
        return False
    entry = st.region_entries.get(id(st.regions[-1]))
    if entry is None:
        return False
    handler = entry[1]
    cleanup = st.handler_of(handler)
    # (the handler's blocks: it and those its cleanup protects, then the cleanup; laid out in a row)
    last = max([handler.index] + [x.index for x in st.flow.cfg.blocks
                                  if cleanup is not None and (x is cleanup or st.handler_of(x) is cleanup)])
    return st.flow.succs[b][0].index > last


def returns_in_body(st: "Structurer", b: Block) -> bool:
    """``b`` is a ``return`` written in the body being placed (regions.returns_from_body), not a
    copy of the one after the statement."""
    region = st.regions[-1]
    entry = st.region_entries.get(id(region)) if st.facts.structures_exception_table else None
    return region is not None and returns_from_body(region, st.flow, b, entry[1] if entry is not None else None) \
        and not _after_handlers(st, region, b)


def _after_handlers(st: "Structurer", region: Set[Block], b: Block) -> bool:
    """``b`` is on a line after every line of ``region``'s handlers: no return of the body, whose
    lines come before its except clauses', but a copy of the one after the statement (3.10+ copy
    a small exit into each way that reaches it, with its position)."""
    line = b.instrs[-1].lineno
    if line is None or not st.facts.copies_small_exits:
        return False
    handlers = {h for h in (st.handler_of(x) for x in region) if h is not None}
    lines = [i.lineno for x in st.flow.reach(handlers) for i in x.instrs if i.lineno is not None]
    return bool(lines) and line > max(lines)


def opens_finally_copy(st: "Structurer", b: Block) -> bool:
    """3.11+: ``b``, outside the body of a try/finally being placed, opens a try statement of the
    finally body's copy on the body's normal way out (``finally: try: ...`` whose ``try:`` shares
    its line, so no NOP before it): where the body ends, not a statement of it."""
    region = st.regions[-1] if st.regions else None
    return bool(st.finally_lines) and region is not None and b not in region and b not in st.leaving_copies


def handler_placed(st: "Structurer") -> Optional[Block]:
    """3.8: the handler of the protected body being placed.  A with body's normal way out falls
    into it (POP_BLOCK, BEGIN_FINALLY, then the handler's WITH_CLEANUP_START: compiler_with in
    Python/compile.c), where a ``return``, ``break`` or ``continue`` in the body calls ``__exit__``
    by a copy of its own ending in POP_FINALLY (compiler_unwind_fblock): a way through the handler
    is no way out of the body but its end."""
    if not st.facts.finally_by_call or not st.regions:
        return None
    entry = st.region_entries.get(id(st.regions[-1]))
    return entry[1] if entry is not None else None


def breaks_out_of_body(st: "Structurer", b: Block, loop: "Loop") -> bool:
    """3.10: ``b``, after the POP_BLOCK of the try body being placed, opens a ``break`` of that body
    into a copy of the statement after the for loop (copied_exits.break_into_copied_exit: the
    break's POP_TOP first), on a line before the handler's: a break of the else clause, written
    after the except clauses, runs the same instructions on a line after theirs."""
    if st.facts.structures_exception_table or b in st.done or not st.regions or st.regions[-1] is None \
            or b in st.regions[-1]:
        return False
    broken, line = break_into_copied_exit(st, b, loop)
    handler = st.region_entries[id(st.regions[-1])][1]
    first = handler.instrs[0].lineno
    return broken == 0 and line is not None and first is not None and line < first
