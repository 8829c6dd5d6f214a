"""NOPs that open an ``if``'s body as statements of their own.

``pass``, or a constant alone as a statement (a string used as a comment), compiles to a NOP that
carries its line (Python/compile.c, compiler_visit_stmt_expr).  From 3.10 the compiler keeps such a
NOP only where no other instruction has its line (Python/flowgraph.c, remove_redundant_nops), so a
NOP on a line before the next instruction's, first in the block the test of an ``if`` runs into, is a
statement there::

    if a:
        "the form (xyz.a(member)) is an archive"
        if b and c:

The test of ``b`` starts with that NOP: it opens the ``if a:`` body (never a third test of
``a and b and c``, which would lose the NOP), and the NOP is written as ``pass``, which compiles to it.
"""
from typing import FrozenSet

from antioch.decompile.facts import CONDITIONAL_JUMPS
from antioch.decompile.graph import FlowGraph


def arm_statement_nops(flow: FlowGraph) -> FrozenSet[int]:
    """The NOPs (by id) that are statements opening an ``if``'s body: each first in a block that
    only conditional jumps reach (the tests of ``a or b``), under
    the same handler and in the loops they are in, on a line after the tests' and before the line
    of the instruction after it.  (A ``break`` whose jump to the code after its loop became a NOP
    leaves the loop: no statement of the body.)"""
    found = set()
    loops = list(flow.loops.values())
    for b in flow.cfg.blocks:
        instrs = b.instrs
        if len(instrs) < 2 or instrs[0].name != "NOP" or instrs[1].name == "NOP" or b in flow.loops:
            continue
        line, after = instrs[0].lineno, instrs[1].lineno
        preds = flow.preds.get(b, ())
        if not preds or line is None or after is None or not line < after:
            continue
        if all(p.instrs[-1].name in CONDITIONAL_JUMPS and p.try_range is b.try_range
               and p.instrs[-1].lineno is not None and p.instrs[-1].lineno < line
               and all(b in body for body in loops if p in body) for p in preds):
            found.add(id(instrs[0]))
    return frozenset(found)
