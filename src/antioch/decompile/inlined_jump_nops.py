"""The NOPs 3.13 leaves where a jump into a copied exit was: no statement of the source.

The optimiser copies a small block that leaves the code (a ``return`` of a constant or a local: at
most MAX_COPY_SIZE instructions) over each unconditional jump to it and turns the jump into a NOP
(``inline_small_or_no_lineno_blocks`` in Python/flowgraph.c).  A jump the compiler wrote without a
position, the jump over an ``else`` (``codegen_if``), is then a NOP without a line, which 3.13 no
longer removes before lines are propagated: it takes the position of the instruction before it
(``propagate_line_numbers``) and stays, for the copy after it is on another line::

    if a:
        if b:
            f()
        else:
            g()      # POP_TOP, then a NOP of g()'s position where the jump over `else: h()` was
    else:
        h()
    return 'x'       # copied after each arm

Read as a statement, it would end the arm of ``g()`` apart from the copies after the others; as the
compiler writes it again from the same source wherever it wrote it, it is taken out before the graph
is built.  Only a NOP whose whole position (lines and columns) is that of the instruction before it,
which no statement's NOP has, after more than one instruction of its block, and which the copy of
an exit follows on another line.
"""
from typing import Any

from antioch.decompile.facts import CONDITIONAL_JUMPS
from antioch.ir import Instr

#: the largest block the compiler copies (Python/flowgraph.c, MAX_COPY_SIZE)
_MAX_COPY_SIZE = 4
#: the instructions that end a copied exit (Python/flowgraph.c, basicblock_exits_scope)
_EXITS = frozenset({"RETURN_VALUE", "RETURN_CONST", "RAISE_VARARGS", "RERAISE"})


def drop_inlined_jump_nops(ir: Any) -> None:
    """Take out of ``ir`` the NOPs that were jumps into a copied exit (see the module's docstring)."""
    items = ir.items
    dropped = [k for k in range(1, len(items) - 1) if _inlined_jump(items, k)]
    if dropped:
        gone = set(dropped)
        ir.items = [item for k, item in enumerate(items) if k not in gone]


def _inlined_jump(items: Any, k: int) -> bool:
    nop, before = items[k], items[k - 1]
    if not isinstance(nop, Instr) or nop.name != "NOP" or nop.position is None or nop.lineno is None \
            or not isinstance(before, Instr) or before.position != nop.position \
            or before.name in CONDITIONAL_JUMPS or k < 2 or not isinstance(items[k - 2], Instr):
        # (after a test the NOP opens the if's body; after an instruction alone at a jump's target,
        # a match's failing case popping its subject, it tells where that statement ends)
        return False
    for item in items[k + 1:k + 1 + _MAX_COPY_SIZE]:
        if not isinstance(item, Instr) or item.lineno is None or item.lineno == nop.lineno:
            return False
        if item.name in _EXITS:
            return True
    return False
