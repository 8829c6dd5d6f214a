"""Where a try statement's else clause ends, where its statements and those after the statement
are laid out alike: the NOP or jump that closes the clause, its last ``if``, the ``break`` that is
the whole clause, and what the clauses' copies of the statement's end say.  Whether there is an
else clause at all, from the order of names and constants, is try_else.py's.
"""
from typing import TYPE_CHECKING, Any, List, Optional, Set, Tuple

from antioch.analysis.cfg import Block
from antioch.decompile.copied_exits import copied_loop_exit
from antioch.decompile.dead_ends import always_leaves
from antioch.decompile.facts import CONDITIONAL_JUMPS
from antioch.decompile.regions import inserted_jump
from antioch.decompile.stmts import first_line, lines_of
from antioch.decompile.try_else import line_evidence

if TYPE_CHECKING:
    from antioch.decompile.loops import Loop
    from antioch.decompile.structure import Structurer


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
    before, after = line_evidence(st, handler, else_start, range(starts[0], last + 1))
    # (not inside a line, which a clause's end cannot split; 3.13: not after an ``if`` whose body
    # leaves that keeps no NOP where an else clause would end)
    nop_kept = st.facts.else_if_end_keeps_nop
    first = next((k for k in range(1, len(starts)) if starts[k] > starts[k - 1] and any(n >= starts[k] for n in after)
                  and not any(n >= starts[k] for n in before)
                  and not (nop_kept and _no_clause_end(st, handler, else_start, else_out[k - 1]))), None)
    if first is None or any(starts[first - 1] <= n < starts[first] for n in after):
        return len(else_out)
    return first


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
