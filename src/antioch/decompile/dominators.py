"""Dominator and post-dominator sets of a flow graph's normal edges, by the iterative data flow.

Each set is a Python int used as a bit set (block ``i`` is bit ``i``), which keeps the passes fast on
large functions.  Where no edge goes back, every block takes only from blocks worked out before it
in the same pass, and one pass is final (:attr:`FlowGraph.back_edges`).
"""
from typing import TYPE_CHECKING, Dict, Set

from antioch.analysis.cfg import Block

if TYPE_CHECKING:
    from antioch.decompile.graph import FlowGraph


def dominators(flow: "FlowGraph") -> Dict[Block, int]:
    """Dominator sets of the blocks ``flow`` analyses, each a bit set of block indexes; a root (the
    entry, or a handler that starts a flow of its own) dominates only itself."""
    blocks = [b for b in flow.cfg.blocks if b in flow.analysed]
    everything = (1 << len(flow.cfg.blocks)) - 1
    dom = dict.fromkeys(blocks, everything)
    if not blocks:
        return dom
    roots = set(flow.roots)
    for root in roots:
        dom[root] = 1 << root.index
    # a block the entry reaches is dominated along the entry's flow only: a handler that jumps
    # back into it (an except clause going on after its try statement, CLEANUP_THROW going on
    # after an await) starts a flow of its own and would otherwise hide every loop around it
    preds = {b: [p for p in flow.preds[b] if p in dom and (p in flow.reachable or b not in flow.reachable)]
             for b in blocks}
    changed = True
    while changed:
        changed = False
        for b in blocks:
            if b in roots:
                continue
            new = everything
            for p in preds[b]:
                new &= dom[p]
            new |= 1 << b.index
            if new != dom[b]:
                dom[b] = new
                changed = True
        # (each block's predecessors come before it: they were final when it was worked out)
        changed = changed and flow.back_edges
    return dom

def postdominators(flow: "FlowGraph") -> Dict[Block, int]:
    """Post-dominator sets towards a virtual exit that every block without successors reaches;
    blocks that never reach it (an endless loop) get 0."""
    blocks = [b for b in flow.cfg.blocks if b in flow.analysed]
    reaches: Set[Block] = set()
    work = [b for b in blocks if not flow.succs[b]]
    while work:
        b = work.pop()
        if b in reaches:
            continue
        reaches.add(b)
        work.extend(p for p in flow.preds[b] if p in flow.analysed)
    everything = (1 << len(flow.cfg.blocks)) - 1
    pdom = {b: (everything if b in reaches else 0) for b in blocks}
    changed = True
    order = [b for b in reversed(blocks) if b in reaches]
    # (each block's successors that reach the exit, found once rather than on every pass)
    reaching = {b: [s for s in flow.succs[b] if s in reaches] for b in order}
    while changed:
        changed = False
        for b in order:
            succs = reaching[b]
            new = everything
            for s in succs:
                new &= pdom[s]
            if not succs:
                new = 0
            new |= 1 << b.index
            if new != pdom[b]:
                pdom[b] = new
                changed = True
        # (each block's successors come after it: they were final when it was worked out)
        changed = changed and flow.back_edges
    return pdom
