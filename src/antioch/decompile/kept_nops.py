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
    found = clause_end_nops(flow) | before_try_nops(flow)
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


def before_try_nops(flow: FlowGraph) -> FrozenSet[int]:
    """3.11+: the NOPs (by id) that are statements right before a ``try`` statement (``pass``, or
    the test of ``if True:`` folded away), whose NOP comes next on a later line: a ``try:``
    compiles to the NOP of its SETUP pseudo instruction, on its line, right before the protected
    body (Python/flowgraph.c, convert_pseudo_ops), kept where the body's first line is another
    (remove_redundant_nops).  A try statement nested at the start of another's body leaves two
    such NOPs, the outer's first: the inner statement's handler (or the cleanup that protects
    it) is then protected by a handler of the outer one, which does not protect the NOPs."""
    blocks, found = flow.cfg.blocks, set()
    for b, after in zip(blocks, blocks[1:]):
        instrs = b.instrs
        if after.try_range is None or after.try_range is b.try_range or len(instrs) < 3 \
                or instrs[-1].name != "NOP" or instrs[-2].name != "NOP":
            continue
        nop, opening = instrs[-2], instrs[-1]
        if nop.lineno is not None and opening.lineno is not None and nop.lineno < opening.lineno \
                and not _nested_at(flow, after, b):
            found.add(id(nop))
    return frozenset(found)


def _nested_at(flow: FlowGraph, body: Block, before: Block) -> bool:
    """The handler of the range opening at ``body`` (or a cleanup handler protecting it, in
    turn) is protected by the handler of an except or finally clause (it starts with
    PUSH_EXC_INFO) whose range does not hold ``before``: a try statement around this one."""
    r = body.try_range
    for _ in range(16):  # (a chain of cleanups is short)
        at = flow.cfg.label_at.get(r.handler) if r is not None else None
        if at is None:
            return False
        handler = flow.cfg.block_at(at)
        r = handler.try_range if handler is not None else None
        if r is None or r is before.try_range:
            return False
        outer = flow.cfg.label_at.get(r.handler)
        protecting = flow.cfg.block_at(outer) if outer is not None else None
        if protecting is not None and protecting.instrs[0].name == "PUSH_EXC_INFO":
            return True
    return True


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
