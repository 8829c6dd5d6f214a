"""``else: pass``, which only a jump to the next instruction (3.8-3.9) or a NOP (3.10+) shows.

``compiler_if`` (Python/compile.c) writes the body, a jump over the ``else``, then the ``else``;
``pass`` compiles to nothing, so that jump goes to the instruction right after it, where the test
also goes when it fails.  The peephole optimizer keeps such a jump (Python/peephole.c threads jumps
to jumps and removes dead code, not a jump to the next instruction), so it is all that tells
``if c: a`` from ``if c: a`` / ``else: pass``.  (From 3.10 the ``pass`` keeps a NOP with its line
and the jump is gone.)

From 3.10 that NOP, which carries the line of the ``pass`` (``remove_redundant_nops`` in
Python/flowgraph.c keeps a NOP whose line no other instruction has), is a block of its own that
only the failing test reaches and that falls into the join, while the body jumps over it: the
``else`` arm, whatever the jump over it became (the compiler writes a jump there only for an
``else``).

Where an ``if`` nested at the end of the body also ends there, the jump is the last instruction of
both bodies: either reading compiles alike, and the innermost ``if``, placed first, takes it.
"""
from typing import TYPE_CHECKING, List, Optional

from antioch.analysis.cfg import Block
from antioch.decompile.conditions import Cond
from antioch.decompile.stmts import Stmt

if TYPE_CHECKING:
    from antioch.decompile.structure import Structurer


def empty_else(st: "Structurer", cond: Cond, follow: Optional[Block]) -> List[Stmt]:
    """``[pass]`` when the body of the ``if`` tested by ``cond``, which joins the way its test fails
    at ``follow``, ends in a jump to ``follow`` that no other ``if`` took and nothing lies between:
    the jump over an empty ``else``; else ``[]``."""
    if follow is not None and _lone_nop_arm(st, cond, follow):
        return [Stmt("pass", "pass", cond.other.instrs[0].lineno)]
    if follow is None or cond.other is not follow or follow.index == 0:
        return []
    jump = st.flow.cfg.blocks[follow.index - 1]
    if jump in st.empty_else_jumps or jump not in st.done or not jump.instrs \
            or jump.instrs[-1].name != "JUMP_FORWARD" \
            or [e.target for e in jump.edges if e.kind == "jump"] != [follow] \
            or jump not in st.flow.reach([cond.then], stop={follow}):
        return []
    st.empty_else_jumps.add(jump)
    return [Stmt("pass", "pass", None)]


def _lone_nop_arm(st: "Structurer", cond: Cond, follow: Block) -> bool:
    """The arm the test of ``cond`` fails to is one NOP with a line of its own that falls into
    ``follow``, reached from nowhere else."""
    other = cond.other
    instrs = other.instrs
    return other is not follow and len(instrs) == 1 and instrs[0].name == "NOP" \
        and instrs[0].lineno is not None and st.flow.succs[other] == [follow] \
        and st.flow.preds[other] == [cond.blocks[-1]] and follow.instrs[0].lineno != instrs[0].lineno
