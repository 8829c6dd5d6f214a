"""Jumps the compiler threaded, dropped or left dead: the 3.8-3.9 peephole optimizer points jumps
at the end of a chain of jumps (Python/peephole.c) and leaves code after a ``continue`` that nothing
reaches; 3.10+ turn the jump of a ``break`` into a NOP that may be dropped, so the break shares the
line of the test before it."""
from typing import TYPE_CHECKING, List, Optional, Sequence

from antioch.analysis.cfg import Block
from antioch.decompile.facts import CONDITIONAL_JUMPS
from antioch.decompile.graph import ONLY_MOVES as _ONLY_MOVES
from antioch.decompile.stmts import Stmt

if TYPE_CHECKING:
    from antioch.decompile.loops import Loop
    from antioch.decompile.structure import Structurer

#: the jumps a statement's end may be alone in a block with (not JUMP_BACKWARD_NO_INTERRUPT, a with's or
#: an await's way back)
_PLAIN_JUMPS = frozenset(("JUMP_FORWARD", "JUMP_ABSOLUTE", "JUMP_BACKWARD", "JUMP"))
#: a copy of the implicit ``return None`` (3.11; 3.12+), whose line is the break's own, not the test's
_IMPLICIT_RETURNS = ([("LOAD_CONST", None), ("RETURN_VALUE", None)], [("RETURN_CONST", None)])


def line_before(st: "Structurer", b: Block) -> Optional[int]:
    """The line of a ``break`` at ``b``, where only the test before it falls into it and no NOP of
    the break's own line is left (3.10+): the jump of a break to the block after it, or to a
    small exit that was copied in its place, becomes a NOP (Python/compile.c, extend_block),
    which the compiler drops when the instruction before has its line (clean_basic_block),
    so the break shares the test's line (``if x: break``); None where that is not known.  The
    implicit ``return None`` has no line, and its copy takes the break's (duplicate_exits_without_lineno)."""
    if not st.facts.copies_small_exits or b.instrs[0].name in _ONLY_MOVES or b.index == 0 \
            or [(i.name, i.arg) for i in b.instrs] in _IMPLICIT_RETURNS:
        return None
    before = st.flow.cfg.blocks[b.index - 1]
    if st.flow.preds[b] != [before] or before.instrs[-1].name not in CONDITIONAL_JUMPS:
        return None
    return before.instrs[-1].lineno


def threaded_jump(st: "Structurer", b: Optional[Block], out: Sequence[Stmt] = ()) -> bool:
    """``b`` ends by a jump back on the line of the instruction before it: on 3.8-3.9 the jump
    over an ``else`` that ends a loop's body, which the peephole optimizer pointed at the loop's
    head (Python/peephole.c), where a ``continue`` written on a line of its own has that line.
    3.12+ thread a jump to a jump the same way where both have one line or the second none
    (Python/flowgraph.c, jump_thread): the jump over the ``else`` has no position of its own, so it
    takes the line before it; and where the arms of an ``if`` (``b`` None, ``out`` ending with the
    ``if``) went back to the head each by a jump of its own, no ``continue`` after the ``if`` had a
    line, which would have kept its jump for them to jump to; so on 3.11, whose arms each take a
    copy of the jump back, which has no line (``if c: (if d: A else: B)`` / ``else: try: ...`` ending a
    loop's body, whose arms then meet nowhere: the try's handler may re-raise).  3.10 threads no jump
    back: the jump over the ``else`` is a JUMP_FORWARD to the loop's own jump back, which only such
    jumps reach."""
    if b is None:
        return (st.facts.threads_jumps_back or st.facts.except_continue_shows) and bool(out) and out[-1].kind == "if"
    if st.facts.copies_small_exits and not st.facts.structures_exception_table:
        return [i.name for i in b.instrs] == ["JUMP_ABSOLUTE"] and bool(st.flow.preds[b]) and all(
            p.instrs[-1].name == "JUMP_FORWARD" and len(st.flow.succs[p]) == 1 for p in st.flow.preds[b])
    if st.facts.copies_small_exits and not st.facts.threads_jumps_back:
        return False
    if len(b.instrs) < 2:
        return _lone_jump_threaded(st, b)
    jump, before = b.instrs[-1], b.instrs[-2]
    return jump.name in ("JUMP_ABSOLUTE", "JUMP_BACKWARD") and jump.lineno is not None \
        and jump.lineno == before.lineno


def _lone_jump_threaded(st: "Structurer", b: Block) -> bool:
    """3.8-3.9: ``b`` only jumps back, on the line of the instruction laid out before it: the jump
    over an ``else`` where the arms of an ``if`` nested before it meet (its body's jump to that jump
    kept where the threaded one would need an EXTENDED_ARG it has no room for, Python/peephole.c),
    which the optimizer pointed at the loop's head; a ``continue`` written there has a line of its own."""
    if st.facts.copies_small_exits or b.index == 0 or [i.name for i in b.instrs] != ["JUMP_ABSOLUTE"]:
        return False
    jump, before = b.instrs[0], st.flow.cfg.blocks[b.index - 1].instrs[-1]
    # (after 3.8's CALL_FINALLY, which comes back to it, the jump is the continue's own: it ran the
    # finally body on its line, Python/compile.c compiler_unwind_fblock; no jump over an else does)
    return jump.lineno is not None and jump.lineno == before.lineno and before.name != "CALL_FINALLY"


def own_line(st: "Structurer", b: Optional[Block]) -> bool:
    """``b`` ends by a jump back on a line of its own (3.8-3.9): a ``continue`` the source wrote on
    its line.  The jumps the compiler writes itself (a loop's way back, the jump over an ``else``
    that the peephole optimizer points at the loop's head) take the line of the statement
    compiled before them (``compiler_set_lineno`` in Python/compile.c gives each instruction
    ``u_lineno``, the line of the statement being compiled)."""
    if st.facts.copies_small_exits or b is None or len(b.instrs) < 2:
        return False
    jump, before = b.instrs[-1], b.instrs[-2]
    return jump.name == "JUMP_ABSOLUTE" and jump.lineno is not None and before.lineno is not None \
        and jump.lineno != before.lineno


def continue_line(st: "Structurer", b: Optional[Block]) -> bool:
    """3.11: ``b`` ends by a jump back on a line after the instruction before it: a ``continue``
    written on a line of its own (compiler_continue gives the jump its position), where the
    compiler's own jumps back (the end of a for loop's body, the jump over an ``else``) have none
    and take the line before them (propagate_line_numbers in Python/compile.c), and the jump back of
    ``while True:`` has the line of the ``while``.  3.12+ thread such jumps (see :func:`threaded_jump`)."""
    if b is None or not st.facts.except_continue_shows or st.facts.threads_jumps_back or len(b.instrs) < 2:
        return False
    jump, before = b.instrs[-1], b.instrs[-2]
    return jump.name == "JUMP_BACKWARD" and jump.lineno is not None and before.lineno is not None \
        and jump.lineno > before.lineno


def popped_continue(st: "Structurer", b: Optional[Block], out: Sequence[Stmt]) -> bool:
    """3.10: ``b`` ends an except clause that has statements (``out``) by POP_EXCEPT and a jump back on
    a line after the instruction laid out before them: a ``continue`` written on a line of its own,
    which unwinds the handler on its line (compiler_continue in Python/compile.c); the clause's own
    end takes the line of its last statement.  (A clause of ``pass`` alone compiles alike.)"""
    if b is None or not st.facts.copies_small_exits or st.facts.structures_exception_table \
            or not [s for s in out if s.kind not in ("exception_dropped", "exception_as", "pop_except")]:
        return False
    names = [i.name for i in b.instrs]
    if names[-2:] != ["POP_EXCEPT", "JUMP_ABSOLUTE"]:
        return False
    pop = b.instrs[-2]
    before = b.instrs[-3] if len(b.instrs) > 2 else (
        st.flow.cfg.blocks[b.index - 1].instrs[-1] if b.index > 0 else None)
    return before is not None and pop.lineno is not None and before.lineno is not None \
        and pop.lineno > before.lineno


def arm_continues(st: "Structurer", start: Block, head: Block) -> bool:
    """The arm of an ``if`` from ``start`` goes back to the loop's ``head`` by one jump, a
    ``continue`` written on a line of its own (:func:`continue_line`)."""
    arm = st.flow.reach([start], stop={head})
    last = [p for p in st.flow.preds[head] if p in arm]
    return len(last) == 1 and continue_line(st, last[0])


def arm_continues_alone(st: "Structurer", start: Block, head: Block) -> bool:
    """3.8-3.9: the arm of an ``if`` from ``start`` goes back to the loop's ``head`` by a jump alone
    in its block, on a line after the instruction laid out before it, in the arm too (the end of a
    loop nested there): a ``continue`` written on its own line, where the jump over an ``else`` has
    the line of the statement compiled before it (``compiler_set_lineno``), and the peephole
    optimizer would have pointed the ways to it at the head."""
    if st.facts.copies_small_exits:
        return False
    arm = st.flow.reach([start], stop={head})
    # (the tests in the arm whose way to the continue the optimizer pointed at the head go there too)
    last = [p for p in st.flow.preds[head] if p in arm and p.instrs[-1].name not in CONDITIONAL_JUMPS]
    if len(last) != 1 or [i.name for i in last[0].instrs] != ["JUMP_ABSOLUTE"] or last[0].index == 0:
        return False
    before = st.flow.cfg.blocks[last[0].index - 1]
    jump, previous = last[0].instrs[0], before.instrs[-1]
    return before in arm and jump.lineno is not None and previous.lineno is not None \
        and jump.lineno > previous.lineno
def arm_end_continue(st: "Structurer", start: Block, head: Block) -> Stmt:
    """The ``continue`` by which the arm of an ``if`` from ``start`` goes back to the loop's ``head``
    at its end, as its last block jumps there (:func:`threaded_jump`: the jump over an ``else``
    pointed at the head, where the arm is an if body)."""
    arm = st.flow.reach([start], stop={head})
    last = [p for p in st.flow.preds[head] if p in arm]
    return Stmt("continue", "continue", None, "threaded" if len(last) == 1 and threaded_jump(st, last[0]) else None)


def dead_after(st: "Structurer", b: Optional[Block]) -> bool:
    """``b`` jumps and code that nothing reaches follows it: what 3.8-3.9 leave after a
    ``continue`` written in the source (3.10+ remove such code)."""
    if b is None or b.instrs[-1].name not in _ONLY_MOVES or b.index + 1 >= len(st.flow.cfg.blocks):
        return False
    after = st.flow.cfg.blocks[b.index + 1]
    # (a lone jump left dead is the peephole optimiser's: it threaded the jumps to it; unless the
    # jump before it has a line of its own: the loop's way back after a written `continue`)
    # (nor the re-raise that ends a chain of except clauses after a bare one, nor the end of a
    # try body after an endless loop, nor the implicit `return None` after an endless loop that
    # ends the code)
    return after not in st.flow.analysed and (not all(
        i.name in _ONLY_MOVES or i.name in ("RERAISE", "END_FINALLY", "POP_BLOCK") for i in after.instrs)
        or own_line(st, b)) and not (after.index + 1 == len(st.flow.cfg.blocks)
                 and [(i.name, i.arg) for i in after.instrs] in _IMPLICIT_RETURNS)


def continue_ends_body(st: "Structurer", b: Optional[Block], loop: "Loop") -> bool:
    """``b`` ends by a ``continue`` written last in the loop's body (3.8-3.9), in the last arm of the
    ``if`` that ends it: the loop's own jump back stays after it, dead, and nothing of the body
    follows that (:func:`dead_after`).  Where the body goes on after the dead jump, it is the jump over
    an ``else``, and the ``continue`` may as well be the statement after the ``if`` whose arm falls
    into it."""
    if not dead_after(st, b):
        return False
    assert b is not None
    blocks = st.flow.cfg.blocks
    return b.index + 2 >= len(blocks) or blocks[b.index + 2] not in loop.body


def jumps_on(st: "Structurer", b: Block) -> bool:
    """``b`` holds only a jump (3.8-3.9 thread one to a loop's head): nothing to place twice."""
    return len(b.instrs) == 1 and b.instrs[0].name in _PLAIN_JUMPS and len(st.flow.succs[b]) == 1


def drop_continues_before_continue(body: List[Stmt]) -> None:
    """``if c: A`` / ``else: B`` followed by ``continue`` (3.8-3.9), ``A`` ending in an ``if`` of its
    own with no else clause: the jump over ``B`` leads to the continue's jump back, so the peephole
    optimizer points it at the loop's head (Python/peephole.c), on the line of ``A``'s last statement,
    and it reads as a ``continue`` ending the inner if body (``threaded``, see :func:`threaded_jump`).
    Going on to the ``continue`` after the ``if`` does the same, as the source did."""
    for at, s in enumerate(body[:-1]):
        if s.kind != "if" or len(s.bodies) < 2 or s.bodies[-1][0] != "else:" or body[at + 1].kind != "continue":
            continue
        for _, clause in s.bodies[:-1]:
            inner = clause[-1] if clause else None
            if inner is None or inner.kind != "if" or len(inner.bodies) != 1:
                continue
            arm = inner.bodies[0][1]
            if len(arm) >= 2 and arm[-1].kind == "continue" and arm[-1].data == "threaded":
                arm.pop()


def except_continue(st: "Structurer", b: Optional[Block], out: Sequence[Stmt] = ()) -> bool:
    """``b`` ends an except clause by POP_EXCEPT and a jump straight to the loop's head on a line of
    its own: a ``continue`` written there (3.11+).  The clause's end reached by the jump back at
    the end of the loop's body has no line, and 3.12+ copy it into each way that reaches it
    (Python/flowgraph.c, inline_small_or_no_lineno_blocks: the ends of a ``with`` or an ``if`` in
    the clause), where it takes the line of the instruction before it, which no ``continue`` of its
    own line has.  3.14+ thread the clause's end straight to the head too, and tell it the same way
    where the clause has statements (``out``): one of ``pass`` alone compiles as one of ``continue``,
    and reads as the more usual ``pass``."""
    if b is None or not st.facts.structures_exception_table or b.instrs[-1].name not in _ONLY_MOVES:
        return False
    if not st.facts.except_continue_shows \
            and not [s for s in out if s.kind not in ("exception_dropped", "exception_as", "pop_except")]:
        return False
    at = next((k for k, i in enumerate(b.instrs) if i.name == "POP_EXCEPT"), None)
    if at is None:
        return False
    line = b.instrs[at].lineno
    before = [b.instrs[at - 1]] if at else [p.instrs[-1] for p in st.flow.preds[b]]
    return line is not None and all(i.lineno != line for i in before)


def shared_continue(st: "Structurer", b: Optional[Block], loop: "Loop") -> bool:
    """3.12+: ``b`` is a lone jump back that two ways or more reach, on a line none of them ends on,
    nor the loop's own: a ``continue`` written after an ``if`` whose arms meet there (``if c: f()``
    then ``continue``).  The compiler's own jumps back have no position (a ``while True:``'s, the
    line of its ``while``) and, where ways meet at one, each way takes a copy with the line before it
    (Python/flowgraph.c, inline_small_or_no_lineno_blocks); a jump to a jump of a line of its own
    is not threaded (jump_thread)."""
    if b is None or not st.facts.threads_jumps_back or [i.name for i in b.instrs] != ["JUMP_BACKWARD"]:
        return False
    line, preds = b.instrs[0].lineno, st.flow.preds[b]
    head = next((i.lineno for i in loop.header.instrs if i.lineno is not None), None)
    return line is not None and line != head and len(preds) >= 2 \
        and all(p.instrs and p.instrs[-1].lineno is not None and p.instrs[-1].lineno < line for p in preds)


def arm_shared_continue(st: "Structurer", start: Block, loop: "Loop") -> bool:
    """3.12+: the arm of an ``if`` from ``start`` goes back to the loop's head by one jump, a
    ``continue`` where ways of the arm meet (:func:`shared_continue`)."""
    arm = st.flow.reach([start], stop={loop.header})
    last = [p for p in st.flow.preds[loop.header] if p in arm]
    return len(last) == 1 and all(p in arm for p in st.flow.preds[last[0]]) and shared_continue(st, last[0], loop)


def else_for_continued_try(body: List[Stmt]) -> None:
    """3.11: ``if c: A`` / ``else: B`` ending a loop's body, ``A`` ending in a try statement: read as
    ``if c: A`` then ``B``, each way out of the try (its except clauses, its else clause or else
    its body) ending in a ``continue`` with no line of its own, the jump over ``B`` that the
    compiler threaded to the loop's head (optimize_basic_block in Python/compile.c).  What follows
    the ``if`` is its ``else``, and those continues are the end of the loop's body.  A clause that
    is only the continue is left alone (it may be a ``pass``)."""
    end = len(body) - 1 if body and body[-1].kind == "continue" else len(body)
    for at, s in enumerate(body[:end - 1]):
        arm = s.bodies[-1][1] if s.kind == "if" and s.bodies[-1][0] != "else:" else []
        last = arm[-1] if arm else None
        if last is None or last.kind != "try" or any(h == "finally:" for h, _ in last.bodies):
            continue
        ends = [c for h, c in last.bodies[1:] if h != "else:"]
        ends.append(last.bodies[-1][1] if last.bodies[-1][0] == "else:" else last.bodies[0][1])
        if not all(len(c) >= 2 and c[-1].kind == "continue" and c[-1].data is None for c in ends):
            continue
        for c in ends:
            c.pop()
        s.bodies.append(("else:", body[at + 1:end]))
        del body[at + 1:end]
        return
