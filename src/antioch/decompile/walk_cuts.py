"""3.14: where the walk that makes loads borrow stopped at a test the optimiser folded away.

The walk of ``optimize_load_fast`` (Python/flowgraph.c) goes from the entry along jumps and
fall-throughs, but it does not go on from a block left empty: it pushes a block's fall-through
successor only after its last instruction.  The code generator starts a block at each label and
after each jump, so an ``if`` that begins where other code jumps to (after an ``if`` or a loop), or
first in the body of another, has a block of its own for its first test; when that test is a
constant the optimiser folds away (``__debug__`` in ``if __debug__ and x:``), nothing is left in
that block, and the code reached only through it keeps plain LOAD_FAST where it would borrow
(3.15's walk goes on: nothing shows).  So an ``if`` whose test block is such a block, every way
into it walked, and its own loads unwalked, had that constant first in its test: written
``__debug__ and``, which leaves the same empty block.
"""
from typing import TYPE_CHECKING, List, Optional, Set

from antioch.analysis.cfg import Block
from antioch.decompile.borrows import BORROWS, would_borrow

if TYPE_CHECKING:
    from antioch.decompile.structure import Structurer

_PLAIN_LOADS = ("LOAD_FAST", "LOAD_FAST_LOAD_FAST")


def _evidence(b: Block, reverse: bool = False) -> Optional[bool]:
    """The first (``reverse``: the last) load of a local in ``b`` that tells whether the walk reached
    it: True for a borrow, False for a plain load that would borrow; None where none tells."""
    found: Optional[bool] = None
    for k, instr in enumerate(b.instrs):
        if instr.name in BORROWS:
            seen: Optional[bool] = True
        elif instr.name in _PLAIN_LOADS and would_borrow(b.instrs, k):
            seen = False
        else:
            continue
        if not reverse:
            return seen
        found = seen
    return found


def _walked_before(st: "Structurer", b: Block) -> bool:
    """The walk reached the end of ``b``: its last telling load borrows, or, where it has none, that
    of the blocks that fall into it one after the other, up to the entry block, where the walk
    starts (not across a handler's start: 3.14's walk reaches no handler)."""
    blocks = st.flow.cfg.blocks
    x = b
    while True:
        seen = _evidence(x, reverse=True)
        if seen is not None:
            return seen
        if x.index == 0:
            return True
        before = blocks[x.index - 1]
        if not any(e.kind == "fall" and e.target is x for e in before.edges):
            return False
        x = before


def _unwalked_from(st: "Structurer", start: Block) -> bool:
    """Every first telling load on the ways forward from ``start`` is plain, and there is one."""
    seen: Set[int] = set()
    todo: List[Block] = [start]
    found = False
    while todo:
        b = todo.pop()
        if b.index in seen:
            continue
        seen.add(b.index)
        told = _evidence(b)
        if told is True:
            return False
        if told is False:
            found = True
            continue
        todo.extend(e.target for e in b.edges if e.kind in ("fall", "jump") and e.target.index > b.index)
    return found


def folded_first_test(st: "Structurer", test: Block, line: Optional[int]) -> bool:
    """The test of an ``if`` on ``line`` starting at ``test`` began with a constant the optimiser
    folded away, which left an empty block where the walk of optimize_load_fast stopped (see
    above); only where the block starts with the test (the NOT_TAKEN of a test before aside)."""
    if not st.facts.walk_stops_at_empty_blocks:
        return False
    first = next((i.lineno for i in test.instrs if i.name != "NOT_TAKEN"), None)
    if line is None or first != line:
        return False
    preds = [p for p in st.flow.preds[test] if any(e.target is test and e.kind in ("fall", "jump") for e in p.edges)]
    if not preds:
        return False
    return all(_walked_before(st, p) for p in preds) and _unwalked_from(st, test)
