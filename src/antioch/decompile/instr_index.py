"""Where an instruction (that object) stands in its block.

Handlers ask this of the block they run in (a return whether NOPs come before it, a TO_BOOL what
follows it): a walk in Python from the start of the block for each of them made a long block (a
module's, a class body's, a long function's) quadratic.  The instruction asking is most often the
block's last or the one before it (a return, the test before a conditional jump); else the search
runs at C speed, by identity (``list.index`` would call the instructions' ``__eq__``).
"""
from itertools import compress, count, repeat
from operator import is_
from typing import Optional, Sequence

from antioch.ir import Instr


def position_in(instrs: Sequence[Instr], instr: Instr) -> Optional[int]:
    """The index of ``instr`` itself in ``instrs`` (its first), None where it is not there."""
    n = len(instrs)
    if n and instrs[n - 1] is instr:
        # (an instruction is one object, in one place of its block: the last is the first too)
        return n - 1
    if n > 1 and instrs[n - 2] is instr:
        return n - 2
    return next(compress(count(), map(is_, instrs, repeat(instr))), None)


__all__ = ["position_in"]
