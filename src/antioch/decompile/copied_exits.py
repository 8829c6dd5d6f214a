"""Blocks the compiler copied where Python source writes one statement.

From 3.10 the compiler copies a small block that leaves the function (at most four
instructions ending in a return or raise, without a line of its own or reached by a jump) into
each block that jumps to it (``Python/flowgraph.c``, ``inline_small_exit_blocks`` and
``duplicate_exits_without_lineno``; 3.10-3.11 in ``Python/compile.c``).  A ``break`` out of a
``while`` loop whose exit is such a block becomes a copy of the exit: the ``break`` statement's
NOP (its line, when it has one of its own) and then the instructions after the loop.  A
``return`` written inside the loop has the same instructions, but on a line inside the loop;
the copy keeps the lines of the statement after the loop, below every line of the loop's body.
"""
from typing import TYPE_CHECKING, List, Tuple

from antioch.analysis.cfg import Block

if TYPE_CHECKING:
    from antioch.decompile.structure import Loop, Structurer

#: the largest block the compiler copies (Python/flowgraph.c, MAX_COPY_SIZE)
MAX_COPY_SIZE = 4


def _shape(b: Block) -> List[Tuple[str, str]]:
    return [(i.name, repr(i.arg)) for i in b.instrs if i.name != "NOP"]


def copied_loop_exit(s: "Structurer", b: Block, loop: "Loop") -> bool:
    """``b`` is a copy of ``loop``'s exit that a ``break`` jumped to: the same instructions (but
    the break's NOP), leaving the function, on a line after the loop's body."""
    exit_block = loop.exit
    if not s.facts.copies_small_exits or exit_block is None or b is exit_block or b in loop.body \
            or s.flow.succs[b] or s.flow.succs[exit_block]:
        return False
    shape = _shape(b)
    if not shape or len(shape) > MAX_COPY_SIZE or shape != _shape(exit_block):
        return False
    last = b.instrs[-1].lineno
    body_lines = [i.lineno for x in loop.body for i in x.instrs if i.lineno is not None]
    return last is not None and bool(body_lines) and last > max(body_lines)
