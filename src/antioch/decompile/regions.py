"""The protected regions of try and with statements: the blocks they hold, and their ways out.

The exception table covers the instructions the compiler labelled with a handler; a few it writes
later carry no label and leave a hole in a range although they sit in the middle of the body:

- 3.12+ turns a conditional jump backward into a conditional jump forward over a new
  ``JUMP_BACKWARD`` (``Python/flowgraph.c``, normalize_jumps_in_block); the new instructions have
  no handler, so ``for x in y: if x: f(x)`` inside a ``with`` or ``try`` leaves the test's jump and
  the jump back to the loop's head out of the range;
- the NOP that holds the line of a nested ``try:`` between two blocks of the body (a range of its
  own, or none).

Such a hole holds only jumps (and NOPs), and is part of the region when it is entered only from
the region and goes on only into it: the blocks after a body (the call of ``__exit__``, the copy
of a ``finally`` body) do more, go on outside it or leave; the body of an ``async for``, between
the two runs of its range (GET_ANEXT's await, then the jump back to it), does more.
"""
from typing import List, Optional, Set

from antioch.analysis.cfg import Block
from antioch.decompile.facts import CONDITIONAL_JUMPS
from antioch.decompile.graph import FlowGraph


def fill_holes(flow: FlowGraph, region: Set[Block]) -> Set[Block]:
    """``region`` with the holes of the exception table inside it."""
    uncovered = [b for b in flow.jump_only_blocks() if b not in region
                 and (b.try_range is None or all(i.name == "NOP" for i in b.instrs))]
    candidates = set(uncovered)
    seen: Set[Block] = set()
    out = set(region)
    for start in uncovered:
        if start in seen:
            continue
        component = _component(flow, start, candidates)
        seen.update(component)
        if _enclosed(flow, component, region):
            out.update(component)
    return out


def _component(flow: FlowGraph, start: Block, candidates: Set[Block]) -> List[Block]:
    """The uncovered blocks connected to ``start`` by edges of the flow (either way)."""
    component: List[Block] = []
    found = {start}
    work = [start]
    while work:
        b = work.pop()
        component.append(b)
        for x in flow.succs[b] + flow.preds[b]:
            if x not in found and x in candidates:
                found.add(x)
                work.append(x)
    return component


def _enclosed(flow: FlowGraph, component: List[Block], region: Set[Block]) -> bool:
    """Every block of ``component`` goes on somewhere, and every edge into or out of it is the region's."""
    inside = set(component)
    for b in component:
        succs = flow.succs[b]
        preds = [p for p in flow.preds[b] if p in flow.analysed]
        if not succs or not preds:
            return False
        if any(x not in inside and x not in region for x in succs + preds):
            return False
    return True


def inserted_jump(flow: FlowGraph, test: Block, arm: Block) -> bool:
    """The arm of ``test`` that only jumps back is the jump 3.12+ writes when it turns a conditional
    jump backward into one forward (normalize_jumps_in_block), not a ``continue`` of the source: it
    has the position of the conditional jump, where a ``continue`` has its own.  (Inside a protected
    region the two differ in the exception table: the new jump is a hole, a continue's jump covered
    unless it leaves the statement.)"""
    jump = test.instrs[-1]
    return len(flow.succs[arm]) == 1 and arm.instrs[-1].name in ("JUMP_BACKWARD", "JUMP") \
        and all(i.name == "NOP" for i in arm.instrs[:-1]) and arm.instrs[-1].position == jump.position


def jump_back_inserted(flow: FlowGraph, b: Block) -> Optional[Block]:
    """The loop's head where ``b`` goes when it is the :func:`inserted_jump` of the one test that
    reaches it, which 3.12+ write for each test of an ``if`` that ends a loop's body; else None.
    (The last instruction of a statement that falls into the loop's own jump back may share its
    position too: that jump follows no test.)"""
    preds, succs = flow.preds[b], flow.succs[b]
    if len(preds) == 1 and len(succs) == 1 and succs[0] in flow.loops \
            and preds[0].instrs[-1].name in CONDITIONAL_JUMPS and inserted_jump(flow, preds[0], b):
        return succs[0]
    return None


def before_last_exit(region: Optional[Set[Block]], flow: FlowGraph, b: Block) -> bool:
    """``b`` is a way out of ``region``, and another comes after it in the code: the body's own end,
    which the compiler writes after the body's other statements (so ``b`` is a ``return`` of the
    body where it reads the same as the function's implicit end: ``return None`` after ``__exit__``)."""
    if region is None:
        return False
    exits = {x for r in region for x in flow.succs[r] if x not in region}
    return b in exits and any(x.index > b.index for x in exits)


def returns_from_body(region: Optional[Set[Block]], flow: FlowGraph, b: Block,
                      handler: Optional[Block] = None) -> bool:
    """``b`` returns a value the body computed, or a constant and is a way out of ``region`` before
    the body's end: a ``return`` of the body (the compiler closes the range before a return that
    leaves a try/except, so the return, and a constant's load, are outside it; compiler_unwind_fblock
    in Python/compile.c).  Given the region's ``handler`` (3.11+), also a constant's written return
    that is the one way out, on a line before the handler's (``while True:`` in the try body, left
    only by ``return``; ``try: f(); return`` / ``except E: ...``): a copy of the code after the
    statement has the position of the instruction before it, or a line after the handler's."""
    names = [i.name for i in b.instrs if i.name != "NOP"]
    if flow.succs[b]:
        return False
    while names[:2] == ["ROT_TWO", "POP_TOP"]:
        del names[:2]  # (3.8-3.10: the iterator of a for loop around, popped under the value)
    if names == ["RETURN_VALUE"]:
        return True  # (the value was computed inside: `return f()` in one of several arms)
    pops = 0
    while names[pops:pops + 1] == ["POP_EXCEPT"]:
        pops += 1  # (3.11+: the except clauses around the try statement, each unwound on the way out)
    if names[pops:] not in (["RETURN_CONST"], ["LOAD_CONST", "RETURN_VALUE"]):
        return False
    line = _handler_line(handler) if handler is not None else None
    if line is not None and region is not None and _written_return(flow, b) and b.instrs[-1].lineno is not None \
            and b.instrs[-1].lineno < line and {x for r in region for x in flow.succs[r] if x not in region} == {b}:
        return True
    return before_last_exit(region, flow, b) and (not pops or _written_return(flow, b))


def _written_return(flow: FlowGraph, b: Block) -> bool:
    """The instructions of ``b`` all have the position of a ``return`` of their own: the compiler
    gives the POP_EXCEPT it writes for that return its position (compiler_unwind_fblock in
    Python/compile.c), where a copy of the code after the statement, which has none, takes the
    position of the instruction before it, in each place it is copied to (propagate_line_numbers)."""
    instrs = [i for i in b.instrs if i.name != "NOP"]
    where = instrs[-1].position
    return where is not None and where[0] is not None and all(i.position == where for i in instrs) \
        and all(p.instrs[-1].position != where for p in flow.preds[b])


def _handler_line(handler: Block) -> Optional[int]:
    """The line of a handler's ``except`` (3.11+: the first instruction after PUSH_EXC_INFO)."""
    instrs = handler.instrs
    if len(instrs) < 2 or instrs[0].name != "PUSH_EXC_INFO":
        return None
    return instrs[1].lineno
