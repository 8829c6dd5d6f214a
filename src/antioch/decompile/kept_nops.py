"""NOPs that open an ``if``'s body, or end an except clause before its ``continue``, as statements of
their own.

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
from itertools import compress
from operator import attrgetter
from typing import FrozenSet, List, Optional

from antioch.analysis.cfg import Block
from antioch.decompile.facts import CONDITIONAL_JUMPS
from antioch.decompile.graph import FlowGraph
from antioch.ir import Instr

#: a block's first instruction, by its index in its graph
_FIRST = attrgetter("first")


def statement_nops(flow: FlowGraph) -> FrozenSet[int]:
    """The NOPs (by id) that are statements of their own: :func:`arm_statement_nops` and
    :func:`join_statement_nops` (the blocks that open with a NOP found once for both)."""
    opening = _opening_nops(flow)
    found = clause_end_nops(flow)
    if not opening:
        return found  # (most code: no block opens with a NOP)
    return arm_statement_nops(flow, opening) | join_statement_nops(flow, opening) | found


def arm_statement_nops(flow: FlowGraph, opening: Optional[List[Block]] = None) -> FrozenSet[int]:
    """The NOPs (by id) that are statements opening an ``if``'s body: each first in a block that
    only conditional jumps reach (the tests of ``a or b``), under
    the same handler and in the loops they are in, on a line after the tests' and before the line
    of the instruction after it.  (A ``break`` whose jump to the code after its loop became a NOP
    leaves the loop: no statement of the body.)"""
    found = set()
    loops = list(flow.loops.values())
    for b in _opening_nops(flow) if opening is None else opening:
        instrs = b.instrs
        if b in flow.loops:
            continue
        if len(instrs) > 1:
            if instrs[1].name == "NOP":
                continue
            after = instrs[1].lineno
        else:
            # an arm of nothing but the NOP (``else: pass``), which runs on into one block where
            # it meets another way; not the NOP of a ``try:`` before the body it protects, nor a
            # ``while True:``'s before the head its jump back skips to (reached from nowhere else)
            succs = flow.succs.get(b, ())
            if len(succs) != 1 or not succs[0].instrs or succs[0].try_range is not b.try_range:
                continue
            loop = flow.loops.get(succs[0])
            if loop is not None and all(p is b or p in loop for p in flow.preds.get(succs[0], ())):
                continue
            after = succs[0].instrs[0].lineno
        line = instrs[0].lineno
        preds = flow.preds.get(b, ())
        if not preds or line is None or after is None or not (line < after or _copied_end(instrs, line)):
            continue
        if all(p.instrs[-1].name in CONDITIONAL_JUMPS and p.try_range is b.try_range
               and p.instrs[-1].lineno is not None and p.instrs[-1].lineno < line
               and all(b in body for body in loops if p in body) for p in preds):
            found.add(id(instrs[0]))
    return frozenset(found)


def join_statement_nops(flow: FlowGraph, opening: Optional[List[Block]] = None) -> FrozenSet[int]:
    """The NOPs (by id) that are statements after an ``if`` whose ways meet (``pass``, a string alone,
    ``if __debug__:`` or another test folded away): each first in a block two ways or more reach, all
    from code of earlier lines under the same handler and in the same loops, on a line before the
    next instruction's in the block.  The compiler keeps the NOP for its line (Python/flowgraph.c,
    remove_redundant_nops) where the ways meet; no loop's head, no ``try:`` (whose body is a block
    of its own) nor ``break`` (out of the loop its ways are in) leaves one so."""
    found = set()
    loops = list(flow.loops.values())
    for b in _opening_nops(flow) if opening is None else opening:
        instrs = b.instrs
        if len(instrs) < 2 or b in flow.loops:
            continue
        line = instrs[0].lineno
        after = next((i.lineno for i in instrs[1:] if i.name != "NOP"), None)
        preds = flow.preds.get(b, ())
        if len(preds) < 2 or line is None or after is None or not line < after:
            continue
        if all(p.instrs and p.try_range is b.try_range and p.instrs[-1].lineno is not None
               and p.instrs[-1].lineno < line and all(b in body for body in loops if p in body) for p in preds):
            found.add(id(instrs[0]))
    return frozenset(found)


def clause_end_nops(flow: FlowGraph) -> FrozenSet[int]:
    """The NOPs (by id) that are the last statement of an except clause left by ``continue``: each
    right before (3.11+: last in the range of the handler) the POP_EXCEPT that the ``continue``
    writes on its own later line when it unwinds the clause (Python/codegen.c, codegen_continue and
    codegen_unwind_fblock), so the compiler keeps the NOP for its line (Python/flowgraph.c,
    remove_redundant_nops): ``except E: pass`` and then ``continue``.  (Where the clause runs on to
    its end, or ``break`` or ``return`` leaves it, the POP_EXCEPT has the NOP's line and takes it.)"""
    names, instrs = flow.cfg.names, flow.cfg.instrs
    found = set()
    k = 0
    while True:
        try:
            k = names.index("POP_EXCEPT", k) + 1  # (looked for at C speed: most code has no except clause)
        except ValueError:
            break
        nop, pop = instrs[k - 2], instrs[k - 1]
        if k > 1 and nop.name == "NOP" and nop.lineno is not None and pop.lineno is not None \
                and nop.lineno < pop.lineno:
            found.add(id(nop))
    return frozenset(found)


def _opening_nops(flow: FlowGraph) -> List[Block]:
    """The blocks of ``flow`` whose first instruction is a NOP, in order (their first instructions'
    names read at C speed: a scan of every instruction's name would cost more than a step per block)."""
    return _opening(flow, "NOP")


def _opening(flow: FlowGraph, name: str) -> List[Block]:
    """The blocks of ``flow`` whose first instruction is named ``name``, in order."""
    blocks = flow.cfg.blocks
    return list(compress(blocks, map(name.__eq__, map(flow.cfg.names.__getitem__, map(_FIRST, blocks)))))


def _copied_end(instrs: List[Instr], line: int) -> bool:
    """After the NOP, the function's implicit ``return None`` copied into the arm, which took the
    NOP's line (Python/compile.c, duplicate_exits_without_lineno; ``else: pass`` that ends the
    function): a ``return None`` written there drops its NOP, on the line of the constant it loads."""
    rest = [(i.name, i.arg, i.lineno) for i in instrs[1:]]
    return rest in ([("LOAD_CONST", None, line), ("RETURN_VALUE", None, line)], [("RETURN_CONST", None, line)])
