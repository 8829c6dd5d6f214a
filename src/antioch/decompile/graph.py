"""Dominators, post-dominators and natural loops over the normal edges of a control-flow graph.

Exception edges are left out: what they reach is a handler, structured from the exception
table, not a successor in the flow of statements.  Sets are Python ints used as bit sets
(block ``i`` is bit ``i``), which keeps the iterative data flow fast on large functions.
"""
from functools import cached_property
from operator import attrgetter
from typing import Collection, Dict, FrozenSet, Iterable, List, NamedTuple, Optional, Set, Tuple

from antioch.analysis.cfg import Block, ControlFlowGraph
from antioch.analysis.stackdepth import analyse
from antioch.decompile.dominators import dominators, postdominators
from antioch.decompile.facts import CONDITIONAL_JUMPS, facts_for
from antioch.decompile.inlined import cleanup_handler
from antioch.decompile.meeting_solve import solve
from antioch.decompile.natural_loops import natural_loops

#: instructions that only move on to another block
ONLY_MOVES = frozenset({"NOP", "JUMP_FORWARD", "JUMP_ABSOLUTE", "JUMP_BACKWARD", "JUMP_BACKWARD_NO_INTERRUPT", "JUMP"})

FLOW_EDGES = ("fall", "jump")
#: a block's place in its graph
_INDEX = attrgetter("index")


class _Ways(NamedTuple):
    """What :meth:`FlowGraph._meeting_sets` works over (see :meth:`FlowGraph._ways`)."""

    blocks: List[Block]
    blocks_set: Set[Block]
    succs: Dict[Block, List[Block]]
    back: Set[Block]


class FlowGraph:
    """Successors, predecessors, dominators, post-dominators and loops of a CFG's normal flow."""

    #: a data flow whose every block takes only from blocks worked out before it in the same pass
    #: stops after that pass (False: the passes go on until one changes nothing, as a check)
    one_pass = True

    def __init__(self, cfg: ControlFlowGraph) -> None:
        self.cfg = cfg
        blocks = cfg.blocks
        self._try_entries: Optional[Dict[Block, Block]] = None
        #: :meth:`follow`'s sets by its heads and body: where ways meet, and the plain post-dominators
        self._follows: Dict[Tuple[int, ...], Dict[Block, int]] = {}
        self._plain_follows: Dict[Tuple[int, ...], Dict[Block, int]] = {}
        self._round_free_follows: Dict[Tuple[int, ...], Dict[Block, int]] = {}
        #: by the same keys, what those sets are worked out over (:meth:`_ways`): the same for each
        self._ways_by_key: Dict[Tuple[int, ...], _Ways] = {}
        self._jump_only: Optional[List[Block]] = None
        self._pdom: Optional[Dict[Block, int]] = None
        self._dom: Optional[Dict[Block, int]] = None
        #: the blocks' entry depths are set (see :meth:`_meeting_sets`)
        self._depths = False
        #: (SEND's loop, which yields to the caller until the delegation ends, is no statement: only its
        #: exit; nor is the way back to that exit from CLEANUP_THROW, when a StopIteration is thrown in)
        self.succs: Dict[Block, List[Block]] = {}
        self.preds: Dict[Block, List[Block]] = {}
        #: loop header -> the blocks of its natural loop (header included)
        self.loops: Dict[Block, Set[Block]] = {}
        #: some normal edge goes back to its own block or an earlier one: without one, the dominators
        #: and post-dominators are final after one pass in code order (against it for post-dominators)
        self.back_edges = not self.one_pass
        #: one block with no edge (most code objects): no way meets another, none branches or loops
        self.single = len(blocks) == 1 and not blocks[0].edges
        if self.single:
            # (most code objects: one block with no way out but its end; what the general case works out)
            only = blocks[0]
            self.succs[only], self.preds[only] = [], []
            self.reachable = self.analysed = {only}
            self.roots = [only]
            self._dom, self._pdom = {only: 1}, {only: 1}
            return
        succs = self.succs
        preds = self.preds = {b: [] for b in blocks}
        handlers: List[Block] = []  # (the targets of exception edges, in order)
        back_edges = self.back_edges
        for b in blocks:
            instrs = b.instrs
            edges = b.edges
            if instrs[0][0] == "CLEANUP_THROW":  # (an instruction's name is its field 0, see ir.INSTR_FIELDS)
                out = succs[b] = []
            else:
                kinds = ("jump",) if instrs[-1][0] == "SEND" else FLOW_EDGES
                # (an edge unpacked, (target, kind, depth): faster than its fields read by name)
                out = succs[b] = [target for target, kind, _ in edges if kind in kinds]
            for s in out:
                preds[s].append(b)
                if s.index <= b.index:
                    back_edges = True
            if len(out) < len(edges):
                handlers += [target for target, kind, _ in edges if kind == "exception"]
        self.back_edges = back_edges
        #: blocks the normal flow reaches from the entry
        self.reachable = self.reach([cfg.blocks[0]] if cfg.blocks else [])
        #: handlers (targets of exception edges) start flows of their own
        self.roots = [cfg.blocks[0]] if cfg.blocks else []
        self.roots += [h for h in handlers if h not in self.reachable]
        if not handlers:
            self._try_entries = {}  # (no exception edge: no try statement starts anywhere)
        # (the same blocks when no handler starts a flow of its own; neither set changes after)
        # (what the entry's flow reaches is not walked again: the handlers' flows stop where they join it)
        self.analysed = self.reachable | self.reach(self.roots[1:], stop=self.reachable) \
            if len(self.roots) > 1 else self.reachable
        self.loops = natural_loops(self)

    @cached_property
    def handler_lines(self) -> FrozenSet[int]:
        """The lines of what only handlers reach: except clauses, and the copies of finally bodies
        run for an exception (whose lines the copies on the normal way repeat)."""
        return frozenset(i.lineno for b in self.analysed if b not in self.reachable
                         for i in b.instrs if i.lineno is not None)

    def reach(self, roots: Iterable[Block], backward: bool = False,
              stop: Collection[Block] = ()) -> Set[Block]:
        """The blocks the flow reaches from ``roots`` (against it when ``backward``) without passing
        through ``stop``, the roots included unless stopped."""
        edges = self.preds if backward else self.succs
        seen: Set[Block] = set()
        work = list(roots)
        pop, add, extend = work.pop, seen.add, work.extend
        if stop:
            while work:
                b = pop()
                if b in seen or b in stop:
                    continue
                add(b)
                extend(edges[b])
        else:
            while work:
                b = pop()
                if b not in seen:
                    add(b)
                    extend(edges[b])
        return seen

    @property
    def dom(self) -> Dict[Block, int]:
        """Dominator sets, worked out when first asked: a graph whose every edge goes forward and
        that no except clause leads back into has no loop to find by them, and few questions of the
        structure ask them of it (most code objects of more than one block)."""
        if self._dom is None:
            self._dom = dominators(self)
        return self._dom

    @property
    def pdom(self) -> Dict[Block, int]:
        """Post-dominator sets (see :func:`dominators.postdominators`), worked out when first asked: of the code
        objects with more than one block, few ask (:meth:`ipdom`; :meth:`follow` has its own)."""
        if self._pdom is None:
            self._pdom = postdominators(self)
        return self._pdom

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

    def follow(self, b: Block, body: Optional[Set[Block]] = None,
               heads: FrozenSet[Block] = frozenset()) -> Tuple[Optional[Block], bool]:
        """Where the ways out of ``b`` meet again, inside ``body`` (a loop's blocks, whose ``heads``
        are the test at the top and, from 3.10, the start of the body where the copy of the test
        at the bottom jumps; None: the whole code).  (None, True): they meet only when they come
        back to a head, at the loop's next iteration; (None, False): nowhere.

        Post-dominance, but of the statements' flow: a way that ends (a return or raise of its
        own, a ``continue``, a ``break``) does not keep the others from meeting (``if a: return``
        is followed by what comes after it), and a try statement goes on where its handlers do
        (its first block has an edge to its handler).  Only when no block is found that way, the
        plain post-dominator, or whether the ways that come back to a head all do (the arms end
        the loop's body)."""
        key = tuple(sorted(h.index for h in heads)) + (len(body) if body is not None else -1,)
        meeting = self._follows.get(key)
        if meeting is None:
            meeting = self._follows[key] = self._meeting_sets(body, heads, True)
        n = len(self.cfg.blocks)
        found = self._nearest(self._after(b, meeting, heads, True), meeting)
        if found is not None:
            return found, False
        if body is not None and facts_for(self.cfg.version).rounds_end_outer_arms:
            # (a block where ways meet and go round, the ``continue`` after an ``if`` nested in an
            # arm, ends only that arm's way for an ``if`` around it: ``if a: x()`` / ``elif b: (if c:
            # y()); continue`` / ``z()``, whose ways meet at ``z()``)
            round_free = self._round_free_follows.get(key)
            if round_free is None:
                round_free = self._round_free_follows[key] = self._meeting_sets(body, heads, True, rounds_meet=False)
            found = self._nearest(self._after(b, round_free, heads, True), round_free)
            # (where every way from ``b`` may go: not the start of an arm the others go round without)
            if found is not None and all(found in self.reach([s], stop=heads) for s in self.succs[b]):
                return found, False
        # (the plain post-dominators, worked out when first needed: half the calls find a block above)
        plain = self._plain_follows.get(key)
        if plain is None:
            plain = self._plain_follows[key] = self._meeting_sets(body, heads, False)
        strict = self._after(b, plain, heads, False)
        found = self._nearest(strict, plain)
        return found, found is None and bool(strict >> n & 1)

    def _after(self, b: Block, pdom: Dict[Block, int], heads: FrozenSet[Block], ending_free: bool) -> int:
        """What post-dominates every way out of ``b`` (its own edge to a handler left out: a try
        statement that starts at ``b`` holds the branch that ends it)."""
        n = len(self.cfg.blocks)
        everything = (1 << (n + 2)) - 1
        out = everything
        for s in self.succs[b]:
            if s in heads:
                out &= everything if ending_free else 3 << n
            else:
                out &= pdom.get(s, everything if ending_free else 1 << (n + 1))
        return out

    def _nearest(self, strict: int, pdom: Dict[Block, int]) -> Optional[Block]:
        """The real block nearest the start among ``strict``, a set of post-dominators."""
        n = len(self.cfg.blocks)
        if strict == (1 << (n + 2)) - 1:
            return None  # every way ends
        strict &= (1 << n) - 1
        best: Optional[Block] = None
        best_size = -1
        for i in _bits(strict):
            c = self.cfg.blocks[i]
            size = bin(pdom[c]).count("1")
            if size > best_size:
                best, best_size = c, size
        return best

    def jump_only_blocks(self) -> List[Block]:
        """The blocks of the analysed flow that hold nothing but jumps (:func:`only_jumps`), in code
        order (asked for each try statement's region: found once)."""
        if self._jump_only is None:
            self._jump_only = [b for b in self.cfg.blocks if b in self.analysed and only_jumps(b)]
        return self._jump_only

    def try_entries(self) -> Dict[Block, Block]:
        """The first block of each protected run -> its handler: where a try or with statement
        starts, whose handler goes on after it like its body does (not the handler that puts an
        inlined comprehension's variables back and re-raises: no statement of the source)."""
        if self._try_entries is None:
            self._try_entries = {}
            # (a handler has no normal predecessors: the blocks it protects stand for them, so that the
            # handler of a statement nested in a try body is no entry to the try statement)
            raisers: Dict[Block, List[Block]] = {}
            # (each protected block's handlers, in order: most blocks of a try body have a predecessor
            # with the same handler, which carries it without a walk)
            handlers: Dict[Block, List[Block]] = {}
            for b in self.cfg.blocks:
                for e in b.edges:
                    if e.kind == "exception":
                        raisers.setdefault(e.target, []).append(b)
                        handlers.setdefault(b, []).append(e.target)
            for b, targets in handlers.items():
                for h in targets:
                    if cleanup_handler(h):
                        continue  # (an inlined comprehension's, 3.12+: it only re-raises, no statement)
                    if not any(h in handlers.get(p, ()) or self._carries(p, h, set())
                               for p in self.preds[b] or raisers.get(b, [])):
                        self._try_entries[b] = h
        return self._try_entries

    def _carries(self, b: Block, handler: Block, seen: Set[Block]) -> bool:
        """``b`` is protected by ``handler``, or is a hole in its range that only its blocks reach (a
        jump the compiler wrote after labelling the handlers, see decompile/holes.py)."""
        if any(x.kind == "exception" and self._within(x.target, handler) for x in b.edges):
            return True
        if b.try_range is not None or b in seen or not self.preds[b] or not only_jumps(b):
            return False
        seen.add(b)
        return all(self._carries(p, handler, seen) for p in self.preds[b])

    @staticmethod
    def _within(inner: Block, handler: Block) -> bool:
        """``inner`` is ``handler``, or the handler of a statement nested in the range ``handler``
        protects: its own handler, or that one's, ... is ``handler`` (the block after a with or try
        statement that ends inside a try body is no entry to it)."""
        seen = 0
        while seen < 16:
            if inner is handler:
                return True
            up = next((x.target for x in inner.edges if x.kind == "exception"), None)
            if up is None:
                return False
            inner = up
            seen += 1
        return False

    def _ways(self, body: Optional[Set[Block]], heads: FrozenSet[Block]) -> _Ways:
        """The blocks of ``body`` (None: every block) the flow analyses, in code order, as a set too;
        the successors of each (its edge to the handler of a try statement that starts there
        included); and the blocks that only move on to one of ``heads``: what each of
        :meth:`_meeting_sets`'s variants over ``body`` starts from, found once (by :meth:`follow`'s key)."""
        key = tuple(sorted(h.index for h in heads)) + (len(body) if body is not None else -1,)
        ways = self._ways_by_key.get(key)
        if ways is None:
            blocks = [x for x in self.cfg.blocks if x in self.analysed and (body is None or x in body)]
            entries = self.try_entries()
            succs = {x: self.succs[x] + ([entries[x]] if x in entries else []) for x in blocks}
            back = {x for x in blocks if len(succs[x]) == 1 and succs[x][0] in heads
                    and all(i.name in ONLY_MOVES for i in x.instrs)}
            ways = self._ways_by_key[key] = _Ways(blocks, set(blocks), succs, back)
        return ways

    def _meeting_sets(self, body: Optional[Set[Block]], heads: FrozenSet[Block],
                      ending_free: bool, rounds_meet: bool = True) -> Dict[Block, int]:
        """Post-dominator sets for :meth:`follow` over ``body`` (None: every block), with two
        virtual blocks after the real ones: AGAIN (where edges to ``heads`` go) and OUT (returns,
        raises, edges out of ``body``).  ``rounds_meet`` False: no way meets another at a block from
        which every way goes round the loop.  ``ending_free``: a way that ends constrains nothing (its
        edge gives every bit), except at a block that several ways reach (a return the compiler
        did not copy, the jump back at the end of a loop's body: there they meet); a return or
        raise outside loops ends only its own way (the arms of an ``if`` that ends a function,
        3.12+ copying the function's end into each, stay inside the ``if``)."""
        everything = (1 << (len(self.cfg.blocks) + 2)) - 1
        # (decided before the iteration, which stays monotone: a meeting block ends every way through it)
        # (and a while loop's test at the bottom, which leaves the loop or falls into a block that only
        # jumps back, ``back``: 3.12+ has no backward conditional jump)
        blocks, blocks_set, succs, back = self._ways(body, heads)
        # (through what only it leads to: a with's exit on the way back; see Facts)
        facts = facts_for(self.cfg.version)

        def ends_there(x: Block) -> bool:
            for _ in range(8 if facts.meets_through_only_ways else 1):
                if all(s in heads or s not in blocks_set for s in succs[x]):
                    return True
                if len(succs[x]) != 1 or len(self.preds[succs[x][0]]) != 1:
                    return False
                x = succs[x][0]
            return False

        def goes_round(x: Block) -> bool:
            """Every way from ``x`` goes round the loop again: none ends or leaves the body."""
            seen: Set[Block] = set()
            work = [x]
            while work:
                y = work.pop()
                if y in seen or y in heads:
                    continue
                seen.add(y)
                if not succs[y] or any(s not in blocks_set for s in succs[y]):
                    return False
                work.extend(succs[y])
            return True

        kept = blocks_set if rounds_meet else {x for x in blocks if not goes_round(x)}
        sinks = {x for x in kept if len(self.preds[x]) > 1 and ends_there(x)
                 and not (facts.continue_jump_keeps_line and _written_continue(x, heads))} if ending_free else set()
        sinks |= {x for x in blocks if len(self.preds[x]) > 1 and len(succs[x]) == 2
                  and any(s in back for s in succs[x]) and any(s not in blocks_set for s in succs[x])} \
            if ending_free else set()
        # (the plain sets inside a loop's body: an assert's raise ends no way, the statement goes
        # on, so that the arms of an ``if`` whose body asserts still meet at the next iteration,
        # ``for x in y: if a and b: (assert c); z()``, where the failing tests each jump back)
        pdom = solve(self, blocks, succs, heads, sinks, ending_free and body is not None, ending_free,
                           asserts_free=not ending_free and body is not None)
        if ending_free and body is not None:
            # A block that several ways reach, holding statements, whose every way then ends (the
            # last statement of a loop's body is an `if` whose arms each go round again: 3.12+ copy
            # the jump back into each, 3.8-3.9 thread the test's jump to the head) is where those
            # ways meet, as at the one jump back at the end of the body: not a `continue` of each.
            # Some way must come from statements that end there (not only from the tests of one
            # condition, `if a or b:`, whose body that block is: its last test falls into it, where
            # the tests of two statements both jump there, 3.8-3.10); the head of a loop in the body is
            # reached from its own end.
            # Where the values of a conditional expression meet (a value waits on the stack) no
            # statement does: the stack is as deep as at the loop's head.
            while True:
                met = {x for x in kept if pdom[x] == everything and len(self.preds[x]) > 1
                       and not only_jumps(x) and x not in heads and x not in self.loops
                       and not (facts.continue_jump_keeps_line and self._only_written_continues(x, heads))
                       and (any(p.instrs[-1].name not in CONDITIONAL_JUMPS for p in self.preds[x])
                            or (facts.tests_meet_in_loops and not any(
                                e.kind == "fall" and e.target is x for p in self.preds[x] for e in p.edges)))
                       } - sinks
                if met and not self._depths:
                    analyse(self.cfg)  # (the entry depth of each block, worked out only when asked)
                    self._depths = True
                met = {x for x in met if x.start_depth is not None
                       and all(x.start_depth == h.start_depth for h in heads)}
                if not met:
                    break
                # (the last of such blocks on a way first: ``if a: (if b: x()); y()`` / ``elif ...`` /
                # ``z()``, the if body's end is one until the arms meet at ``z()``)
                met = {x for x in met if not any(y in met for y in self.reach([x], stop=heads) if y is not x)} or met
                sinks |= met
                pdom = solve(self, blocks, succs, heads, sinks, True, True)
        return pdom

    def _only_written_continues(self, b: Block, heads: FrozenSet[Block]) -> bool:
        """Every way from ``b`` that goes round the loop again does so by a ``continue`` written on a
        line of its own (3.10, see :func:`_written_continue`), and some does: ``b`` is inside an arm
        that ends so, not at the end of the loop's body, and the ways into it meet there only as the
        arms of an ``if`` nested in that arm do."""
        again = [x for x in self.reach([b], stop=heads) if any(s in heads for s in self.succs[x])]
        return bool(again) and all(_written_continue(x, heads) for x in again)

def _written_continue(b: Block, heads: FrozenSet[Block]) -> bool:
    """``b`` ends by a jump to a loop's head on a line after the instruction before it: a ``continue``
    written on a line of its own (see Facts.continue_jump_keeps_line), which ends its own way; where
    ways meet before it is no end of the loop's body that they all reach."""
    if len(b.instrs) < 2 or b.instrs[-1].name != "JUMP_ABSOLUTE" or not any(
            e.target in heads for e in b.edges if e.kind == "jump"):
        return False
    jump, before = b.instrs[-1], b.instrs[-2]
    return jump.lineno is not None and before.lineno is not None and jump.lineno > before.lineno


def only_jumps(b: Block) -> bool:
    """``b`` holds nothing but jumps (and NOPs): what a compiler adds to the flow without a handler."""
    return all(i.name == "NOP" or i.name.startswith(("JUMP", "POP_JUMP_")) for i in b.instrs)


def _bits(n: int) -> List[int]:
    """The indexes of the bits set in ``n``, lowest first (a step per bit set, not per block)."""
    out = []
    while n:
        low = n & -n
        out.append(low.bit_length() - 1)
        n ^= low
    return out
