"""One ``while True`` loop that the graph shows with two heads, one NOP falling into the next block.

``while True:`` writes a NOP on its line at the head of the loop (``Python/codegen.c``,
``codegen_while``), and the jump back at the end of the body carries that line too.  A jump to a
NOP on the jump's own line is moved past it (the NOP would only repeat the line event), so from
3.10 the body's end jumps back to the first statement of the body, while a ``continue`` (on a
line of its own, inside the body) still jumps to the NOP.  Both targets are heads of the one
loop, and arriving at either is ``continue``.  In the graph of normal edges the NOP heads a
natural loop around the other's, or, when only an except clause goes back to it, no loop at all
(a handler is reached by no normal edge).

Two ``while True`` loops written one inside the other look the same but for the lines: there the
outer loop's jump back to its NOP carries the outer ``while``'s line, above that NOP's (the inner
``while``'s), where every ``continue`` is below it.
"""
from typing import TYPE_CHECKING, List, Optional, Set, Tuple

from antioch.analysis.cfg import Block

if TYPE_CHECKING:
    from antioch.decompile.structure import Structurer


def while_true_heads(s: "Structurer", h: Block, body: Set[Block]) -> Tuple[Set[Block], Optional[Block]]:
    """The blocks of the ``while True`` loop at ``h`` and its other head (see above), if any:
    the block ``h`` falls into when ``h`` is the NOP, the NOP that falls into ``h`` when ``h``
    is the start of the body."""
    succs = s.flow.succs[h]
    if _is_line_nop(h) and len(succs) == 1 and succs[0] in s.flow.loops and succs[0] is not h:
        start = succs[0]
        if _continues(s, h, [p for p in s.flow.preds[h] if p in body]):
            return body | s.flow.loops[start], start
    outside = [p for p in s.flow.preds[h] if p not in body]
    nop = outside[0] if len(outside) == 1 else None
    if nop is not None and _is_line_nop(nop) and s.flow.succs[nop] == [h]:
        latches = [p for p in s.flow.preds[nop] if p not in s.flow.reachable]
        if _continues(s, nop, latches):
            return body | s.flow.reach(latches, backward=True, stop={nop, h} | body) | {nop}, nop
    return body, None


def _is_line_nop(b: Block) -> bool:
    return len(b.instrs) == 1 and b.instrs[0].name == "NOP" and b.instrs[0].lineno is not None


def _continues(s: "Structurer", nop: Block, latches: List[Block]) -> bool:
    """Every one of ``latches`` jumps to ``nop`` from a line below its own: a ``continue``."""
    line = nop.instrs[0].lineno
    assert line is not None
    return bool(latches) and all(
        p.instrs[-1].lineno is not None and p.instrs[-1].lineno > line and nop in s.flow.succs[p] for p in latches)

