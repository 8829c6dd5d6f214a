"""The statement after a ``while True`` loop that only breaks leave, each into a copy of it.

``while True:`` has no test (the compiler folds it away, codegen_while in Python/codegen.c), so
the loop is left only by its ``break`` statements.  Each break is a NOP on its line
(compiler_break) and a jump to the statement after the loop; when that statement is a small exit
(at most four instructions ending in a return or raise) the compiler copies it into each jump
(Python/flowgraph.c, inline_small_or_no_lineno_blocks; Python/compile.c before 3.12), and
nothing else reaches it, so no block of its own is left after the loop.  The copy keeps the
lines of that statement, after every line of the loop's body; a ``return`` written in the loop
after a ``pass`` has a line inside it.
"""
from typing import TYPE_CHECKING, List, Optional, Set

from antioch.analysis.cfg import Block
from antioch.decompile.copied_exits import Tail, copy_first_line, instr_key
from antioch.ir import Instr

if TYPE_CHECKING:
    from antioch.decompile.structure import Structurer


def plain_break_tail(s: "Structurer", h: Block, body: Set[Block]) -> Optional[List[Instr]]:
    """3.11+: the statement the breaks of the ``while True`` loop at ``h`` (whose body is ``body``)
    went to, copied after each break's NOP in blocks that leave the function; None when no block
    is such a copy, or two copies differ."""
    if not s.facts.structures_exception_table or not s.facts.copies_small_exits:
        return None
    body_lines = [i.lineno for x in body for i in x.instrs if i.lineno is not None]
    if not body_lines:
        return None
    last = max(body_lines)
    tails: Set[Tail] = set()
    found: List[Instr] = []
    for b in sorted({x for p in body for x in s.flow.succs[p]} - body, key=lambda x: x.index):
        if s.flow.succs[b] or not b.instrs or b.try_range is not h.try_range:
            continue
        k = len(b.instrs)
        while k > 0 and b.instrs[k - 1].name != "NOP" and (b.instrs[k - 1].lineno or 0) > last:
            k -= 1
        tail = b.instrs[k:]
        nop = b.instrs[k - 1] if k > 0 else None
        first = copy_first_line(tail)
        if not tail or nop is None or nop.name != "NOP" or nop.lineno is None or first is None \
                or not nop.lineno < first:
            continue
        tails.add(tuple(instr_key(i) for i in tail))
        found = tail
    return found if len(tails) == 1 else None
