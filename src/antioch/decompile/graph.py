"""Dominators, post-dominators and natural loops over the normal edges of a control-flow graph.

Exception edges are left out: what they reach is a handler, structured from the exception
table, not a successor in the flow of statements.  Sets are Python ints used as bit sets
(block ``i`` is bit ``i``), which keeps the iterative data flow fast on large functions.
"""
from typing import Dict, FrozenSet, List, Optional, Set, Tuple

from antioch.analysis.cfg import Block, ControlFlowGraph

FLOW_EDGES = ("fall", "jump")


class FlowGraph:
    """Successors, predecessors, dominators, post-dominators and loops of a CFG's normal flow."""

    def __init__(self, cfg: ControlFlowGraph) -> None:
        self.cfg = cfg
        blocks = cfg.blocks
        #: (SEND's loop, which yields to the caller until the delegation ends, is no statement: only its
        #: exit; nor is the way back to that exit from CLEANUP_THROW, when a StopIteration is thrown in)
        self.succs: Dict[Block, List[Block]] = {
            b: [e.target for e in b.edges if e.kind in FLOW_EDGES
                and not (e.kind == "fall" and b.instrs[-1].name == "SEND")] if b.instrs[0].name != "CLEANUP_THROW"
            else [] for b in blocks}
        self.preds: Dict[Block, List[Block]] = {b: [] for b in blocks}
        for b in blocks:
            for s in self.succs[b]:
                self.preds[s].append(b)
        #: blocks the normal flow reaches from the entry
        self.reachable = self._reachable([cfg.blocks[0]] if cfg.blocks else [])
        #: handlers (targets of exception edges) start flows of their own
        self.roots = [cfg.blocks[0]] if cfg.blocks else []
        self.roots += [e.target for b in cfg.blocks for e in b.edges
                       if e.kind == "exception" and e.target not in self.reachable]
        self.analysed = self._reachable(self.roots)
        self.dom = self._dominators()
        self.pdom = self._postdominators()
        #: loop header -> the blocks of its natural loop (header included)
        self.loops: Dict[Block, Set[Block]] = self._loops()
        self._loop_pdoms: Dict[Tuple[int, ...], Dict[Block, int]] = {}

    def _reachable(self, roots: List[Block]) -> Set[Block]:
        seen: Set[Block] = set()
        work = list(roots)
        while work:
            b = work.pop()
            if b in seen:
                continue
            seen.add(b)
            work.extend(self.succs[b])
        return seen

    def _dominators(self) -> Dict[Block, int]:
        blocks = [b for b in self.cfg.blocks if b in self.analysed]
        everything = (1 << len(self.cfg.blocks)) - 1
        dom = dict.fromkeys(blocks, everything)
        if not blocks:
            return dom
        roots = set(self.roots)
        for root in roots:
            dom[root] = 1 << root.index
        # a block the entry reaches is dominated along the entry's flow only: a handler that jumps
        # back into it (an except clause going on after its try statement, CLEANUP_THROW going on
        # after an await) starts a flow of its own and would otherwise hide every loop around it
        preds = {b: [p for p in self.preds[b] if p in dom and (p in self.reachable or b not in self.reachable)]
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
        return dom

    def _postdominators(self) -> Dict[Block, int]:
        """Post-dominator sets towards a virtual exit that every block without successors reaches;
        blocks that never reach it (an endless loop) get 0."""
        blocks = [b for b in self.cfg.blocks if b in self.analysed]
        reaches: Set[Block] = set()
        work = [b for b in blocks if not self.succs[b]]
        while work:
            b = work.pop()
            if b in reaches:
                continue
            reaches.add(b)
            work.extend(p for p in self.preds[b] if p in self.analysed)
        everything = (1 << len(self.cfg.blocks)) - 1
        pdom = {b: (everything if b in reaches else 0) for b in blocks}
        changed = True
        order = [b for b in reversed(blocks) if b in reaches]
        while changed:
            changed = False
            for b in order:
                succs = [s for s in self.succs[b] if s in reaches]
                new = everything
                for s in succs:
                    new &= pdom[s]
                if not succs:
                    new = 0
                new |= 1 << b.index
                if new != pdom[b]:
                    pdom[b] = new
                    changed = True
        return pdom

    def dominates(self, a: Block, b: Block) -> bool:
        return bool(self.dom.get(b, 0) >> a.index & 1)

    def ipdom(self, b: Block) -> Optional[Block]:
        """The nearest block every path from ``b`` to the exit passes through (None: only the exit)."""
        strict = self.pdom.get(b, 0) & ~(1 << b.index)
        best: Optional[Block] = None
        best_size = -1
        for i in _bits(strict):
            c = self.cfg.blocks[i]
            size = bin(self.pdom[c]).count("1")
            if size > best_size:
                best, best_size = c, size
        return best

    def loop_ipdom(self, b: Block, body: Set[Block], heads: FrozenSet[Block]) -> Tuple[Optional[Block], bool]:
        """The nearest block every path from ``b`` passes through before it leaves a loop's ``body``
        or comes back to one of its ``heads`` (the test at the top, and from 3.10 the start of the
        body where the copy of the test at the bottom jumps).  (None, True): every path comes back
        to a head first (the paths meet at the next iteration); (None, False): some leave.

        The same post-dominance as :meth:`ipdom`, over the loop alone: the back edges do not make
        the blocks of the body post-dominate each other, and an endless loop has a follow too."""
        key = tuple(sorted(h.index for h in heads)) + (len(body),)
        pdom = self._loop_pdoms.get(key)
        if pdom is None:
            pdom = self._loop_pdoms[key] = self._region_postdominators(body, heads)
        strict = pdom.get(b, 0) & ~(1 << b.index)
        nblocks = len(self.cfg.blocks)
        best: Optional[Block] = None
        best_size = -1
        for i in _bits(strict):
            if i >= nblocks:
                continue
            c = self.cfg.blocks[i]
            size = bin(pdom[c]).count("1")
            if size > best_size:
                best, best_size = c, size
        return best, best is None and bool(strict >> (nblocks + _AGAIN) & 1)

    def _region_postdominators(self, body: Set[Block], heads: FrozenSet[Block]) -> Dict[Block, int]:
        """Post-dominator sets over ``body`` with two virtual blocks after the last real one:
        AGAIN (the edges to ``heads``) and OUT (every other way out, AGAIN too)."""
        n = len(self.cfg.blocks)
        again, out = 1 << (n + _AGAIN), 1 << (n + _OUT)
        blocks = [x for x in self.cfg.blocks if x in body and x in self.analysed]
        inner = {x: [s for s in self.succs[x] if s in body and s not in heads] for x in blocks}
        leaves = {x: [s for s in self.succs[x] if s not in body or s in heads] for x in blocks}
        everything = (1 << (n + 2)) - 1
        pdom = dict.fromkeys(blocks, everything)
        changed = True
        order = list(reversed(blocks))
        while changed:
            changed = False
            for x in order:
                new = everything
                for s in inner[x]:
                    new &= pdom[s]
                for s in leaves[x]:
                    new &= (again | out) if s in heads else out
                if not self.succs[x]:
                    new &= out
                new |= 1 << x.index
                if new != pdom[x]:
                    pdom[x] = new
                    changed = True
        return {x: (0 if v == everything else v) for x, v in pdom.items()}

    def _loops(self) -> Dict[Block, Set[Block]]:
        loops: Dict[Block, Set[Block]] = {}
        for b in self.cfg.blocks:
            if b not in self.analysed:
                continue
            for h in self.succs[b]:
                if self.dominates(h, b):
                    body = loops.setdefault(h, {h})
                    work = [b]
                    while work:
                        x = work.pop()
                        if x in body:
                            continue
                        body.add(x)
                        work.extend(p for p in self.preds[x] if p in self.analysed)
        return loops


#: the virtual blocks of :meth:`FlowGraph._region_postdominators`, numbered after the real ones
_AGAIN, _OUT = 0, 1


def _bits(n: int) -> List[int]:
    out = []
    i = 0
    while n:
        if n & 1:
            out.append(i)
        n >>= 1
        i += 1
    return out
