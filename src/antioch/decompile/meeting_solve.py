"""The iteration that gives :meth:`FlowGraph.follow` its meeting sets: post-dominator sets over a
body's blocks, with the two virtual blocks after the real ones (AGAIN, where the ways round a loop
go, and OUT, where returns, raises and edges out of the body go), as Python ints used as bit sets.
"""
from typing import TYPE_CHECKING, Dict, FrozenSet, List, Set, Tuple

from antioch.analysis.cfg import Block
from antioch.opcodes import table_for

if TYPE_CHECKING:
    from antioch.decompile.graph import FlowGraph


def solve(flow: "FlowGraph", blocks: List[Block], succs: Dict[Block, List[Block]], heads: FrozenSet[Block],
           sinks: Set[Block], by_sinks: bool, ending_free: bool, asserts_free: bool = False) -> Dict[Block, int]:
    """The iteration of :meth:`FlowGraph._meeting_sets`: ``by_sinks``, the blocks that end every way are
    ``sinks``, else those without successors."""
    n = len(flow.cfg.blocks)
    again, out = 1 << n, 1 << (n + 1)
    everything = (1 << (n + 2)) - 1
    ends = everything if ending_free else out
    pdom = dict.fromkeys(blocks, everything)
    # (what stays the same from pass to pass, worked out once per block: the bits its edges to
    # the heads and out of ``body`` and its own end leave, and the successors whose sets it takes)
    plan: List[Tuple[Block, int, List[Block], int]] = []
    back = not flow.one_pass  # some block takes the set of itself or of a block before it
    for x in reversed(blocks):
        fixed = everything
        takes = []
        for s in succs[x]:
            if s in heads:
                fixed &= everything if ending_free else (again | out)
            elif s in pdom:
                takes.append(s)
                back = back or s.index <= x.index
            elif not (asserts_free and not flow.succs[s] and _asserts(flow, s)):
                fixed &= ends
        if x in sinks if by_sinks else not succs[x] and not (ending_free and _reraises_from_with(flow, x)):
            fixed &= out
        plan.append((x, fixed, takes, 1 << x.index))
    if not back:
        # (every block takes only the sets of blocks after it, worked out before it in this
        # order: one pass gives what the two below give, with no need to tell the blocks from
        # which no way ends apart; most graphs, those of code without loops)
        for x, new, takes, bit in plan:
            for s in takes:
                new &= pdom[s]
            pdom[x] = new | bit
        return pdom
    # A block from which no way ends (an endless loop, with what only leads into it) is met by
    # every way into it: its set is what every way from it passes through, the least solution
    # from none (from everything, such blocks would end every way, as a return does, and the arms
    # of an `if` before an endless loop would not meet at it).  Those blocks take only each
    # other's sets: they are solved first, alone.
    ending = {x for x, fixed, takes, _ in plan if fixed != everything or len(takes) < len(succs[x])
              or (x in sinks if by_sinks else not succs[x])}
    taken_by: Dict[Block, List[Block]] = {}
    for x, _, takes, _ in plan:
        for s in takes:
            taken_by.setdefault(s, []).append(x)
    work = list(ending)
    while work:
        for p in taken_by.get(work.pop(), ()):
            if p not in ending:
                ending.add(p)
                work.append(p)
    endless = [step for step in plan if step[0] not in ending]
    for x, _, _, _ in endless:
        pdom[x] = 0
    for steps in (endless, [step for step in plan if step[0] in ending]):
        changed = True
        while changed:
            changed = False
            for x, new, takes, bit in steps:
                for s in takes:
                    new &= pdom[s]
                new |= bit
                if new != pdom[x]:
                    pdom[x] = new
                    changed = True
            # (without such a block, the sets each block took were final: a pass to confirm
            # them would change nothing)
            changed = changed and back
    return pdom


def _asserts(flow: "FlowGraph", x: Block) -> bool:
    """``x`` is the raise of an ``assert`` statement: it loads AssertionError by the opcode only an
    assert uses (LOAD_ASSERTION_ERROR, 3.14+ LOAD_COMMON_CONSTANT; 3.8's global is a raise's too)."""
    first = next((i for i in x.instrs if i.name != "NOT_TAKEN"), None)
    if first is None:
        return False
    if first.name == "LOAD_COMMON_CONSTANT":
        names = table_for(flow.cfg.version).common_constants
        return isinstance(first.arg, int) and 0 <= first.arg < len(names) and names[first.arg] == "AssertionError"
    return first.name == "LOAD_ASSERTION_ERROR"

def _reraises_from_with(flow: "FlowGraph", x: Block) -> bool:
    """``x`` re-raises the exception a with statement's ``__exit__`` did not suppress: the test
    after WITH_EXCEPT_START falls into it.  No statement ends there: the way that suppresses
    goes on where the with's body does, so it ends no way of a branch around the with."""
    preds = flow.preds[x]
    return len(x.instrs) == 1 and x.instrs[0][0] == "RERAISE" and len(preds) == 1 \
        and any(i.name == "WITH_EXCEPT_START" for i in preds[0].instrs[:2])
