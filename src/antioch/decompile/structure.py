"""Statements from the control-flow graph: sequences, ``if``/``elif``/``else``, loops, ``break``
and ``continue``, short-circuit conditions and value-producing branches.

The structure comes from the graph, not from instruction patterns:

- a conditional jump opens an ``if`` whose arms run until the branch's immediate
  post-dominator (its *follow*); a follow outside the enclosing loop means the arms leave it;
- chains of blocks that only test (``a and b or c``) are merged into one condition by the
  rules of short-circuit evaluation before the ``if`` is placed;
- where the arms leave values on the stack instead of statements, the branch was an expression
  (``x or y``, ``a if c else b``, ``a < b < c``) and the values are merged at the follow;
- a block that dominates one of its predecessors heads a natural loop: ``for`` when it starts
  with FOR_ITER, ``while cond`` when it only tests, ``while True`` otherwise; a loop entered
  through a copy of its test (3.10+ compilers put the test at the bottom too) is a ``while``
  whose bottom test must say the same, or the function is not decompiled.
Arriving at the loop's head is ``continue``, at its exit ``break``.  Every block reachable in the
normal flow must be placed exactly once (small blocks that leave the function may be repeated);
anything else is :class:`~antioch.decompile.expr.Unsupported`, never a guess.

This module walks a sequence of blocks and answers the questions every statement asks of the graph
(which handler protects a block, where a try body ends, where jumps lead); each kind of statement
is placed by a module of its own: :mod:`~antioch.decompile.conditions`,
:mod:`~antioch.decompile.branches`, :mod:`~antioch.decompile.loops` and
:mod:`~antioch.decompile.try_statement`, whose functions take the :class:`Structurer` as ``st``;
so do :mod:`~antioch.decompile.threaded_jumps`, :mod:`~antioch.decompile.with_exits` and
:mod:`~antioch.decompile.body_ways`, which tell the walk where a ``break`` or ``continue`` was
written, where a with body leaves and where a way out of a protected body goes.
"""
from typing import Dict, FrozenSet, List, Optional, Set, Tuple

from antioch.analysis.cfg import Block
from antioch.decompile import (
    body_ways,
    branches,
    finally_table,
    loop_exits,
    loops,
    threaded_jumps,
    try_statement,
    with_exits,
)
from antioch.decompile.async_for import opens_async_for
from antioch.decompile.blockstack import counted_depth, handler_entry
from antioch.decompile.copied_exits import Tail, break_into_copied_exit, copied_loop_end, copied_loop_exit, value_end
from antioch.decompile.expr import Marker, Unsupported
from antioch.decompile.facts import Facts
from antioch.decompile.finally_clause import leaves_through_finally
from antioch.decompile.graph import ONLY_MOVES as _ONLY_MOVES
from antioch.decompile.graph import FlowGraph
from antioch.decompile.loops import Loop
from antioch.decompile.match import MATCH_OPENERS, match_statement
from antioch.decompile.openings import outer_try
from antioch.decompile.regions import fill_holes
from antioch.decompile.simulate import Simulator, Stack
from antioch.decompile.stmts import Stmt
from antioch.ir import TryRange


class Structurer:
    def __init__(self, flow: FlowGraph, sim: Simulator, facts: Facts) -> None:
        self.flow = flow
        self.sim = sim
        self.facts = facts
        self.done: Set[Block] = set()
        #: the blocks of the try bodies being placed, innermost last (None inside a handler)
        self.regions: List[Optional[Set[Block]]] = []
        self.region_exits: List[List[Block]] = []
        #: the stack's depth at a protected body's start and its handler, by id of the body's blocks
        self.region_entries: Dict[int, Tuple[int, Block]] = {}
        #: handlers (and their cleanups) a try statement accounts for
        self.handled: Set[Block] = set()
        #: (first block, handler) of the try statements being placed
        self.try_heads: Set[Tuple[Block, Block]] = set()
        #: where 3.11+ try/finally statements open (computed when first asked)
        self.finally_at: Optional[Dict[Block, List[Block]]] = None
        #: how many 3.11+ try/finally statements are being placed around the current block
        self.finally_nesting = 0
        #: the text of the finally clauses (3.8-3.10) whose bodies are being placed, innermost last
        self.finally_texts: List[str] = []
        #: blocks that run a finally clause's copy on the way out of its body (3.9-3.10), where
        #: a returned value waits on the stack
        self.finally_exits: Set[Block] = set()
        #: the jumps over an empty ``else`` (3.8-3.9) that an ``if`` took as its ``else: pass``
        self.empty_else_jumps: Set[Block] = set()
        #: the blocks of the ways out of a protected body (3.11+) through a copy of its finally body that
        #: branches: placed in the body, as the return, break or continue they end in
        self.leaving_copies: Set[Block] = set()
        #: the lines of the finally handlers (3.11+) around the body being placed, the innermost last
        self.finally_lines: List[Set[int]] = []
        #: while the arms of a value's branch are placed up to the copies of the exit they meet at
        #: (see value_branches.py, value_into_copies): those instructions, which end such an arm
        self.value_tail: Optional[Tail] = None
        self._handler_at: Dict[Block, Optional[Block]] = {}
        self._ranges_to: Dict[Block, List[TryRange]] = {}
        self._chains: Optional[List[Tuple[Block, List[Block]]]] = None
        #: loop_exits.leaving_run's answers by block (asked of a loop's exit at each block of its body)
        self.leaving_runs: Dict[Block, Optional[Tuple[List[Block], List[Tuple[str, str]]]]] = {}
        #: some instruction of the code tests a pattern or copies a value (match.py's first look at
        #: each block, asked of the whole code once)
        self.copies_or_patterns = facts.reads_match and not MATCH_OPENERS.isdisjoint(sim.cfg.names)
        #: some instruction of the code awaits an async iterator's next value: an async for loop may
        #: open at a block (asked of the whole code once, not of each block)
        self.awaits_next = "GET_ANEXT" in sim.cfg.names

    # -- sequences -----------------------------------------------------------------------------

    def run(self, b: Optional[Block], stack: Stack, loop: Optional[Loop], stop: Optional[Block],
            entering: bool = False, start: int = 0) -> Tuple[List[Stmt], Optional[Stack]]:
        """Statements from ``b`` (its instruction ``start``: inside a match statement's case, with
        ``entering``) until ``stop`` (then the stack there) or until the flow leaves (None)."""
        entering = entering or start > 0
        out: List[Stmt] = []
        came_from: Optional[Block] = None
        left = False
        while b is not None:
            if not entering:
                if b is stop and not (left and loop is not None and b is loop.header):
                    if loop is not None and b is loop.header \
                            and threaded_jumps.continue_ends_body(self, came_from, loop):
                        # (an arm that goes round again by a continue written on its own line)
                        out.append(Stmt("continue", "continue", None, "explicit"))
                        self.sim.line = None
                        return out, None
                    return out, stack
                # (most blocks open no try statement: their own look-ups say so before the calls do)
                final = finally_table.finally_starts(self, b, stack) \
                    if self.finally_at is None or b in self.finally_at else None
                outer = outer_try(self, b, stack, final) if b.try_range is not None else None
                if outer is not None:  # (a try/except around the statement that opens here)
                    b, next_stack = try_statement.try_statement(self, b, stack, loop, out, stop, outer)
                    if next_stack is None:
                        return out, None
                    stack = next_stack
                    continue
                if final is not None:
                    _, next_stack = finally_table.finally_statement(self, b, final, stack, loop, out, stop)
                    return out, next_stack
                if b.try_range is not None and self.try_starts(b, stack) \
                        and not body_ways.opens_finally_copy(self, b):
                    b, next_stack = try_statement.try_statement(self, b, stack, loop, out, stop)
                    if next_stack is None:
                        return out, None
                    stack = next_stack
                    continue
                if loop is not None and (b is loop.header or (b is loop.body_start and b in self.done)):
                    # (an except clause's `continue` jumps straight to the head; see Facts)
                    written = threaded_jumps.dead_after(self, came_from) or b is loop.continued_at \
                        or threaded_jumps.continue_line(self, came_from) \
                        or threaded_jumps.popped_continue(self, came_from, out) \
                        or threaded_jumps.except_continue(self, came_from, out) \
                        or threaded_jumps.shared_continue(self, came_from, loop) \
                        or (left and self.facts.structures_exception_table)
                    # (one that left a try or with body, through the copy of a finally body or the call
                    # of __exit__ whose jump back takes the line of what runs before it, was written)
                    out.append(Stmt("continue", "continue", None, "explicit" if written else
                                    "threaded" if threaded_jumps.threaded_jump(self, came_from, out) else None))
                    self.sim.line = None  # (the jump's line is the continue's, not the next statement's)
                    return out, None
                if loop is not None and loop.exit is not None and not body_ways.out_of_body(self, b, came_from) and (
                        b is loop.exit or self.through_jumps(b) is self.through_jumps(loop.exit)
                        or copied_loop_exit(self, b, loop) or loop_exits.copy_of_exit(self, b, loop.exit)
                        or copied_loop_end(self, b, loop)):
                    # (or where the exit only moves on to: a break out of an inner loop that ends
                    # the outer loop's body, threaded to the outer loop's head; or a copy of the exit)
                    if b is not loop.exit and not self.flow.succs[b] and b is not self.through_jumps(loop.exit):
                        self.done.add(b)  # (a copy of the exit; not where the exit, a jump, leads)
                    run = loop_exits.leaving_run(self, b) if b is not loop.exit else None
                    if run is not None and loop_exits.copy_of_exit(self, b, loop.exit):
                        self.done.update(run[0])  # (a copy of a run of blocks that leaves)
                    for x in self.moves(b)[:-1]:
                        if x is loop.exit:
                            break
                        self.done.add(x)
                    out.append(Stmt("break", "break", threaded_jumps.line_before(self, b)))
                    self.sim.line = None
                    return out, None
                if loop is not None and (loop.break_tail is not None or loop.exit is not None) \
                        and body_ways.breaks_out_of_body(self, b, loop):
                    # (3.10: a break out of a try body, after its POP_BLOCK, into a copy of the statement
                    # after the for loop, is the body's: an else clause's would jump there, too big to copy)
                    self.done.add(b)
                    out.append(Stmt("break", "break", break_into_copied_exit(self, b, loop)[1]))
                    self.sim.line = None
                    return out, None
                # (a way out of a try body that moves on through the loop's head, a NOP on the line of
                # the try that starts the loop's body, continues the loop: through_jumps goes past it)
                # (3.10 keeps the body's own jump past the try to a jump back on a line of its own, a
                # continue after the statement: eliminate_jump_to_jump in Python/compile.c)
                if self.regions and self.regions[-1] is not None and b not in self.regions[-1] and not (
                        loop is not None and not body_ways.past_handler(self, b)
                        and (self.through_jumps(b) in (loop.header, loop.exit)
                             or loop.body_start in self.moves(b) or loop.header in self.moves(b))
                        and not (self.facts.copies_small_exits and body_ways.continues_after(self, b, came_from))):
                    if body_ways.out_of_body(self, b, came_from) or body_ways.jumps_past_handler(self, b) or not (
                            with_exits.leaves_with(self, b, stack, loop) or leaves_through_finally(self, b, stack, loop)
                            or finally_table.leaves_through_cleanup(self, b, loop)
                            or body_ways.returns_in_body(self, b)):
                        entry = self.region_entries.get(id(self.regions[-1]))
                        if entry is not None and len(stack) > entry[0] and b not in self.done:
                            # (`return f()` in an arm of the body, before the way out of the body's end;
                            # 3.8-3.10 leave the range by POP_BLOCK with the value on the stack)
                            self.return_from_body(b, stack, entry[1], out, loop)
                            return out, None
                        self.region_exits[-1].append(b)  # the end of a try statement's body
                        return out, stack
                    left = True  # (a way out of the body: its continue reaches the loop's head, maybe the stop)
                if b in self.flow.loops and not (loop is not None and b in (loop.header, loop.body_start)):
                    b, next_stack = loops.loop(self, b, stack, loop, out)
                    if next_stack is None:
                        return out, None
                    stack = next_stack
                    continue
            if self.awaits_next and not entering and b not in self.done and b not in self.flow.loops \
                    and opens_async_for(b, self.facts.structures_exception_table):
                line = self.sim.line  # an async for loop whose body never comes back
                self.sim.line = None
                b, next_stack = loops.async_for_statement(self, b, stack, loop, out, line, None)
                if next_stack is None:
                    return out, None
                stack = next_stack
                continue
            if not entering and b.instrs[0].name == "FOR_ITER" and len(b.instrs) == 1 and b not in self.done:
                # a for loop whose body never comes back (it always returns or breaks): no back edge
                line = self.sim.line
                self.sim.line = None
                b, next_stack = loops.for_loop(self, b, stack, loops.straight_body(self, b), out, line)
                if next_stack is None:
                    return out, None
                stack = next_stack
                continue
            if b not in self.done:
                matched = match_statement(self, b, stack, loop, out, stop, start)
                if matched is not None:
                    b, next_stack, start = matched
                    if next_stack is None or b is None:
                        return out, next_stack
                    stack = next_stack
                    entering = start > 0
                    continue
            entering = False
            value_stop, half = value_end(b, self.value_tail) if self.value_tail is not None else (-1, None)
            if value_stop >= start and not self.flow.succs[b]:
                self.done.add(b)  # (the arm's value is computed: the copied exit runs once, after the merge)
                self.sim.block = b
                self.sim.steps(b.instrs[start:value_stop] + ([half] if half is not None else []), stack, out)
                return out, stack
            broken, break_line = break_into_copied_exit(self, b, loop) if loop is not None else (-1, None)
            if broken >= start and b not in self.done:
                self.done.add(b)  # (statements of the loop's body, then a break into a copy of its exit)
                self.sim.block = b
                self.sim.steps(b.instrs[start:broken], stack, out)
                out.append(Stmt("break", "break", break_line))
                self.sim.line = None
                return out, None
            if b in self.done and not self._leaves(b):
                if threaded_jumps.jumps_on(self, b):
                    # (the jump over an else clause that ends an if body, reached also from the test
                    # of an if nested at its end that fails there: no statement, it moves on)
                    came_from, b = b, self.flow.succs[b][0]
                    continue
                raise Unsupported("a block is reached from two places that Python cannot share")
            self.done.add(b)
            self.sim.value_waits = b in self.finally_exits
            end = self.sim.run_block(b, stack, out, start)
            start = 0
            if end.kind == "leave":
                return out, None
            if end.kind in ("fall", "jump"):
                if end.kind == "jump" and len(b.instrs) == 1 and not self.facts.structures_exception_table:
                    # (3.8-3.10: a lone jump, the way out of a try statement's body over its except
                    # clauses, has its last statement's line, no line of the statement it goes to)
                    self.sim.line = None
                came_from, b = b, end.then
                continue
            if end.kind == "for":  # a for loop with no back edge, its FOR_ITER after the code before it
                line = self.sim.line
                self.sim.line = None
                b, next_stack = loops.for_loop(self, b, stack, loops.straight_body(self, b), out, line, simulated=True)
                if next_stack is None:
                    return out, None
                stack = next_stack
                continue
            b, next_stack = branches.branch(self, b, end, stack, loop, out, stop)
            if next_stack is None or b is None:
                return out, next_stack
            stack = next_stack
        return out, None

    # -- try statements ------------------------------------------------------------------------

    def handler_of(self, b: Block) -> Optional[Block]:
        try:
            return self._handler_at[b]  # (asked of each block many times)
        except KeyError:
            pass
        r = b.try_range
        at = self.flow.cfg.label_at.get(r.handler) if r is not None else None
        handler = self._handler_at[b] = self.flow.cfg.block_at(at) if at is not None else None
        return handler

    def handler_chains(self) -> List[Tuple[Block, List[Block]]]:
        """Each block in a try range, in block order, with its chain of handlers: its handler, that
        handler's own, ... (up to 65, as :meth:`protected` looks), found once per code object: the
        questions about every block a handler protects read these rather than walk the chains again."""
        chains = self._chains
        if chains is None:
            chains = self._chains = []
            for b in self.flow.cfg.blocks:
                if b.try_range is None:  # (no handler: handler_of says None)
                    continue
                chain: List[Block] = []
                h = self.handler_of(b)
                while h is not None:
                    chain.append(h)
                    if len(chain) > 64:
                        break
                    h = self.handler_of(h)
                chains.append((b, chain))
        return chains

    def ranges_to(self, handler: Block) -> List[TryRange]:
        """The try ranges of the blocks ``handler`` protects, in block order (asked at each block
        a statement may open at: found once per handler, not by a walk over every block each time)."""
        ranges = self._ranges_to.get(handler)
        if ranges is None:
            ranges = self._ranges_to[handler] = [c.try_range for c, chain in self.handler_chains()
                                                 if c.try_range is not None and chain and chain[0] is handler]
        return ranges

    def try_starts(self, b: Block, stack: Stack) -> bool:
        """``b`` opens a try statement: it is protected by a handler that starts with PUSH_EXC_INFO,
        at the depth of the statement, and no enclosing try statement owns that handler."""
        handler = self.handler_of(b)
        if handler is None or handler in self.handled or (b, handler) in self.try_heads:
            return False
        r = b.try_range
        if r is None or not self._opens_try(handler):
            return False
        if try_statement.is_with_handler(handler):  # the body of a with: its __exit__ and the value entered below
            top = stack[-1] if stack else None
            return r.depth == counted_depth(stack) - 1 and isinstance(top, Marker) and top.kind == "with_value"
        return r.depth == counted_depth(stack) and not r.lasti

    def _opens_try(self, handler: Block) -> bool:
        """A handler of a try or with statement: one that starts with PUSH_EXC_INFO (3.11+), any
        SETUP's but the cleanup of a named except clause (``name = None; del name``; 3.8-3.10)."""
        if self.facts.structures_exception_table:
            return handler.instrs[0].name == "PUSH_EXC_INFO"
        names = [i.name for i in handler.instrs[:3]]
        return not (len(names) == 3 and names[0] == "LOAD_CONST" and handler.instrs[0].arg is None
                    and names[1].startswith("STORE_") and names[2].startswith("DELETE_"))

    def _breaks(self, b: Block, loop: Loop) -> bool:
        """``b`` is the loop's head or exit, or drops the iterator and jumps to the exit (a break)."""
        if b in self.heads(loop) or b is loop.exit:
            return True
        return len(self.flow.succs[b]) == 1 and self.through_jumps(self.flow.succs[b][0]) is loop.exit and \
            all(i.name == "POP_TOP" or i.name in _ONLY_MOVES for i in b.instrs)

    def protected(self, handler: Block) -> Set[Block]:
        """The blocks a handler protects, with those of the statements nested in them: every block
        whose chain of handlers (its handler, that handler's own, ...) reaches ``handler``."""
        if handler is None:  # (every block whose chain ends)
            return fill_holes(self.flow, {b for b in self.flow.cfg.blocks if self._chain_ends(b)})
        # (``in`` compares by identity: a block defines no equality)
        return fill_holes(self.flow, {b for b, chain in self.handler_chains() if handler in chain})

    def _chain_ends(self, b: Block) -> bool:
        h = self.handler_of(b)
        seen = 0
        while h is not None and seen < 64:
            h = self.handler_of(h)
            seen += 1
        return h is None

    def run_handler(self, handler: Block, stack: Stack, loop: Optional[Loop],
                    end: Optional[Block]) -> Tuple[List[Stmt], Optional[Stack]]:
        """The statements of a handler (the exception on the stack), its cleanups accounted for."""
        before = set(self.done)
        around = set(self.handled)
        self.regions.append(None)
        self.region_exits.append([])
        try:
            result = self.run(handler, handler_entry(stack, not self.facts.structures_exception_table), loop, end)
        finally:
            self.regions.pop()
            self.region_exits.pop()
        for placed in self.done - before:  # the cleanups that protect the handler's own blocks
            cleanup = self.handler_of(placed)
            # (not the handler of a with or try around this statement (3.8-3.10): its body goes on
            # after the statement, with try statements of its own to place)
            if cleanup is not None and cleanup not in around:
                self.handled.add(cleanup)
                for c, chain in self.handler_chains():
                    if chain and chain[0] is cleanup and c not in self.done:
                        self.handled.add(c)
        return result

    def protected_body(self, b: Block, handler: Block, stack: Stack, loop: Optional[Loop], end: Optional[Block],
                       depth: int) -> Tuple[List[Stmt], Optional[Stack], List[Block]]:
        """The statements of the blocks ``handler`` protects, from ``b``: the body of a try or with,
        the stack it ends with (None: it leaves) and the blocks outside it that it goes on to."""
        self.handled.add(handler)
        self.try_heads.add((b, handler))
        region = self.protected(handler)
        self.regions.append(region)
        self.region_exits.append([])
        self.region_entries[id(region)] = (depth, handler)
        try:
            body, body_stack = self.run(b, list(stack), loop, end)
        finally:
            self.regions.pop()
            exits = self.region_exits.pop()
            del self.region_entries[id(region)]
        if body_stack is not None and len(body_stack) > depth:
            # `return f()` in the body: the value is computed inside, returned outside the range
            if len(exits) != 1 or exits[0] in self.done:
                raise Unsupported("a protected body that ends with a value on the stack")
            self.return_from_body(exits[0], body_stack, handler, body, loop)
            body_stack, exits = None, []
        return body, body_stack, exits

    def return_from_body(self, b: Block, stack: Stack, handler: Block, out: List[Stmt], loop: Optional[Loop]) -> None:
        """The way out, from ``b``, of a protected body that returns a value computed inside it."""
        self.sim.line = None
        # through a finally clause, its body is copied before the return (compiler_try_finally),
        # then the bodies of the finally clauses around it, each in the blocks their ranges protect
        # (3.11+: or of a statement around, whose body this one is in)
        through_finally = finally_table.finally_handler(self, handler) or bool(self.finally_lines) or (
            not self.facts.structures_exception_table and bool(self.finally_texts) and self.finally_texts[-1] != "")
        self.sim.finally_depth += through_finally
        try:
            finally_table.run_return(self, b, stack, out, loop)
        finally:
            self.sim.finally_depth -= through_finally

    def unstructured_handlers(self) -> List[Block]:
        """Handlers of the exception table that no try statement accounts for."""
        if not self.flow.cfg.ir.try_ranges:
            return []  # (no block is in a try range: most code objects, without a walk of their blocks)
        return [h for h in (self.handler_of(b) for b in self.flow.cfg.blocks
                            if b.try_range is not None and b in self.flow.analysed)
                if h is not None and h not in self.handled]

    def _leaves(self, b: Block) -> bool:
        """A small block that returns or raises: the compiler copies these, so may we."""
        return not self.flow.succs[b] and len(b.instrs) <= 4

    # -- conditions ----------------------------------------------------------------------------

    # -- branches ------------------------------------------------------------------------------

    def _reach(self, start: Block, stop: Optional[Block] = None) -> Set[Block]:
        """The blocks the flow from ``start`` reaches (not going on past ``stop``), through the
        handlers of the try statements it enters too (they go on after the statement)."""
        seen: Set[Block] = set()
        work = [start]
        entries = self.flow.try_entries()
        while work:
            x = work.pop()
            if x not in seen:
                seen.add(x)
                if x is not stop:
                    work.extend(self.flow.succs[x])
                    if x in entries:
                        work.append(entries[x])
        return seen

    @staticmethod
    def heads(loop: Loop) -> FrozenSet[Block]:
        """The blocks that arriving at goes round ``loop`` again."""
        return frozenset((loop.header,) if loop.body_start is None else (loop.header, loop.body_start))

    def moves(self, b: Block) -> List[Block]:
        """``b`` and the blocks it leads to while they only move on (jumps, NOPs), as far as
        :meth:`through_jumps` goes."""
        chain = [b]
        while all(i.name in _ONLY_MOVES for i in b.instrs) and len(self.flow.succs[b]) == 1 and len(chain) <= 8:
            b = self.flow.succs[b][0]
            chain.append(b)
        return chain

    def meeting(self, blocks: List[Block]) -> Optional[Block]:
        """The first block that every one of ``blocks`` reaches by moving on (see :meth:`moves`)."""
        if not blocks:
            return None
        others = [set(self.moves(x)) for x in blocks[1:]]
        return next((x for x in self.moves(blocks[0]) if all(x in o for o in others)), None)

    def through_jumps(self, b: Block) -> Block:
        """Where a block that only jumps (or falls) on leads; ``b`` itself otherwise."""
        seen = 0
        while all(i.name in _ONLY_MOVES for i in b.instrs) and len(self.flow.succs[b]) == 1 and seen < 8:
            b = self.flow.succs[b][0]
            seen += 1
        return b

    def unplaced(self) -> List[Block]:
        """Blocks of the normal flow that no statement came from (a decompiler defect if any)."""
        return [b for b in self.flow.cfg.blocks if b in self.flow.reachable and b not in self.done]
