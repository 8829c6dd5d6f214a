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
"""
from typing import Callable, Dict, FrozenSet, List, NamedTuple, Optional, Set, Tuple

from antioch.analysis.cfg import Block
from antioch.decompile import finally_table, inlined
from antioch.decompile.async_for import async_for_exit, async_for_loop, opens_async_for
from antioch.decompile.blockstack import handler_entry
from antioch.decompile.blockstack_ops import AsyncManager
from antioch.decompile.comprehension import close_inlined
from antioch.decompile.copied_exits import copied_loop_exit
from antioch.decompile.except_star import ExceptionStarMatch, except_star_clauses
from antioch.decompile.expr import OR, TEST, BoolOp, Compare, Expr, Marker, Unsupported, negate, wrap
from antioch.decompile.facts import Facts
from antioch.decompile.finally_clause import finally_statement, is_finally_handler, leaves_through_finally
from antioch.decompile.graph import ONLY_MOVES as _ONLY_MOVES
from antioch.decompile.graph import FlowGraph
from antioch.decompile.loop_heads import while_true_heads
from antioch.decompile.match import match_statement
from antioch.decompile.openings import outer_try
from antioch.decompile.regions import before_last_exit, fill_holes, inserted_jump, returns_from_body
from antioch.decompile.simulate import End, ExceptionMatch, Simulator, Stack
from antioch.decompile.stmts import Stmt, trim_tail
from antioch.decompile.try_else import written_after


class Loop(NamedTuple):
    header: Block
    exit: Optional[Block]
    body: Set[Block]
    #: 3.10+: the text of the test the body ends with (a copy of the one before the loop)
    bottom_test: Optional[str]
    #: how many times the bottom test was found (each must be, see Structurer.loop)
    found: List[int]
    #: 3.10+ with a ``continue`` (which jumps to the test at the top): where the test at the bottom
    #: jumps back to, the start of the body
    body_start: Optional[Block] = None
    #: ``while ... else``: where the test goes when it fails, the else clause (the breaks go to ``exit``)
    orelse: Optional[Block] = None
    #: ``while True`` with two heads (decompile/loop_heads.py): the NOP that only a written ``continue`` reaches
    continued_at: Optional[Block] = None


class Cond(NamedTuple):
    """A (possibly compound) condition: ``then`` is reached when ``expr`` holds, ``other`` when not."""

    expr: Expr
    then: Block
    other: Block
    #: the blocks it was read from, the last one in code order last
    blocks: List[Block]
    #: a single test: the value tested and whether the flow reaches ``then`` when it is true
    value: Optional[Expr]
    then_if_true: bool
    #: the stack after the tests (a chained comparison's tests drop the copy of its middle operand)
    stack: Stack


class Structurer:
    def __init__(self, flow: FlowGraph, sim: Simulator, facts: Facts) -> None:
        self.flow = flow
        self.sim = sim
        self.facts = facts
        self.done: Set[Block] = set()
        #: the blocks of the try bodies being placed, innermost last (None inside a handler)
        self.regions: List[Optional[Set[Block]]] = []
        self.region_exits: List[List[Block]] = []
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
        self._handler_at: Dict[Block, Optional[Block]] = {}

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
                    return out, stack
                final = finally_table.finally_starts(self, b, stack)
                outer = outer_try(self, b, stack, final)
                if outer is not None:  # (a try/except around the statement that opens here)
                    b, next_stack = self.try_statement(b, stack, loop, out, stop, outer)
                    if next_stack is None:
                        return out, None
                    stack = next_stack
                    continue
                if final is not None:
                    _, next_stack = finally_table.finally_statement(self, b, final, stack, loop, out, stop)
                    return out, next_stack
                if self.try_starts(b, stack):
                    b, next_stack = self.try_statement(b, stack, loop, out, stop)
                    if next_stack is None:
                        return out, None
                    stack = next_stack
                    continue
                if loop is not None and (b is loop.header or (b is loop.body_start and b in self.done)):
                    # (an except clause's `continue` jumps straight to the head; see Facts)
                    written = self._dead_after(came_from) or b is loop.continued_at or (
                        self.facts.except_continue_shows and came_from is not None
                        and came_from.instrs[-1].name in _ONLY_MOVES
                        and any(i.name == "POP_EXCEPT" for i in came_from.instrs))
                    out.append(Stmt("continue", "continue", None, "explicit" if written else None))
                    self.sim.line = None  # (the jump's line is the continue's, not the next statement's)
                    return out, None
                if loop is not None and loop.exit is not None and (
                        b is loop.exit or self.through_jumps(b) is self.through_jumps(loop.exit)
                        or copied_loop_exit(self, b, loop)):
                    # (or where the exit only moves on to: a break out of an inner loop that ends
                    # the outer loop's body, threaded to the outer loop's head; or a copy of the exit)
                    if b is not loop.exit and not self.flow.succs[b]:
                        self.done.add(b)
                    for x in self.moves(b)[:-1]:
                        if x is loop.exit:
                            break
                        self.done.add(x)
                    out.append(Stmt("break", "break", None))
                    self.sim.line = None
                    return out, None
                if self.regions and self.regions[-1] is not None and b not in self.regions[-1] and not (
                        loop is not None and (self.through_jumps(b) in (loop.header, loop.exit)
                                              or loop.body_start in self.moves(b))):
                    if not (self._leaves_with(b, stack, loop) or leaves_through_finally(self, b, stack, loop)
                            or finally_table.leaves_through_cleanup(self, b, loop)
                            or returns_from_body(self.regions[-1], self.flow, b)):
                        self.region_exits[-1].append(b)  # the end of a try statement's body
                        return out, stack
                    left = True  # (a way out of the body: its continue reaches the loop's head, maybe the stop)
                if b in self.flow.loops and not (loop is not None and b in (loop.header, loop.body_start)):
                    b, next_stack = self.loop(b, stack, loop, out)
                    if next_stack is None:
                        return out, None
                    stack = next_stack
                    continue
            if not entering and b not in self.done and b not in self.flow.loops \
                    and opens_async_for(b, self.facts.structures_exception_table):
                line = self.sim.line  # an async for loop whose body never comes back
                self.sim.line = None
                b, next_stack = self._async_for(b, stack, loop, out, line, None)
                if next_stack is None:
                    return out, None
                stack = next_stack
                continue
            if not entering and b.instrs[0].name == "FOR_ITER" and len(b.instrs) == 1 and b not in self.done:
                # a for loop whose body never comes back (it always returns or breaks): no back edge
                line = self.sim.line
                self.sim.line = None
                b, next_stack = self.for_loop(b, stack, self._straight_body(b), out, line)
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
            if b in self.done and not self._leaves(b):
                raise Unsupported("a block is reached from two places that Python cannot share")
            self.done.add(b)
            self.sim.value_waits = b in self.finally_exits
            end = self.sim.run_block(b, stack, out, start)
            start = 0
            if end.kind == "leave":
                return out, None
            if end.kind in ("fall", "jump"):
                came_from, b = b, end.then
                continue
            if end.kind == "for":  # a for loop with no back edge, its FOR_ITER after the code before it
                line = self.sim.line
                self.sim.line = None
                b, next_stack = self.for_loop(b, stack, self._straight_body(b), out, line, simulated=True)
                if next_stack is None:
                    return out, None
                stack = next_stack
                continue
            b, next_stack = self.branch(b, end, stack, loop, out, stop)
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

    def try_starts(self, b: Block, stack: Stack) -> bool:
        """``b`` opens a try statement: it is protected by a handler that starts with PUSH_EXC_INFO,
        at the depth of the statement, and no enclosing try statement owns that handler."""
        handler = self.handler_of(b)
        if handler is None or handler in self.handled or (b, handler) in self.try_heads:
            return False
        r = b.try_range
        if r is None or not self._opens_try(handler):
            return False
        if _is_with_handler(handler):  # the body of a with: its __exit__ and the value entered below
            top = stack[-1] if stack else None
            return r.depth == len(stack) - 1 and isinstance(top, Marker) and top.kind == "with_value"
        return r.depth == len(stack) and not r.lasti

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

    def _dead_after(self, b: Optional[Block]) -> bool:
        """``b`` jumps and code that nothing reaches follows it: what 3.8-3.9 leave after a
        ``continue`` written in the source (3.10+ remove such code)."""
        if b is None or b.instrs[-1].name not in _ONLY_MOVES or b.index + 1 >= len(self.flow.cfg.blocks):
            return False
        after = self.flow.cfg.blocks[b.index + 1]
        # (a lone jump left dead is the peephole optimiser's: it threaded the jumps to it)
        # (nor the re-raise that ends a chain of except clauses after a bare one, nor the end of a
        # try body after an endless loop)
        return after not in self.flow.analysed and not all(
            i.name in _ONLY_MOVES or i.name in ("RERAISE", "END_FINALLY", "POP_BLOCK") for i in after.instrs)

    def _leaves_with(self, b: Block, stack: Stack, loop: Optional[Loop]) -> bool:
        """``b`` calls ``__exit__(None, None, None)`` and then returns, breaks or continues: the
        ``return``/``break``/``continue`` of a with body, which stays in the body (3.8-3.10)."""
        if self.facts.structures_exception_table or b in self.done or not any(
                isinstance(v, Marker) and v.kind == "with_exit" for v in stack[-2:]):
            return False
        trial_stack = list(stack)
        trial: List[Stmt] = []
        saved = self.sim.line
        x: Optional[Block] = b
        ran: List[Block] = []
        try:
            for _ in range(4):  # a few blocks: each with cleanup of nested with statements
                assert x is not None
                ran.append(x)
                end = self.sim.run_block(x, trial_stack, trial)
                if end.kind == "leave":
                    # (`return None` reads as the function's end copied, unless the body ends after it)
                    return all(s.kind in ("return", "return_none") for s in trial) and not (
                        self.facts.copies_small_exits and self._copied_return(trial, ran) and not (
                            trial and trial[-1].kind == "return_none"
                            and before_last_exit(self.regions[-1] if self.regions else None, self.flow, b)))
                if end.kind not in ("fall", "jump") or end.then is None:
                    return False
                x = end.then
                if loop is not None and self.through_jumps(x) in (loop.header, loop.exit):
                    return not trial and not any(
                        isinstance(v, Marker) and v.kind == "with_exit" for v in trial_stack[-2:])
            return False
        except Unsupported:
            return False
        finally:
            self.sim.line = saved

    def _copied_return(self, trial: List[Stmt], blocks: List[Block]) -> bool:
        """3.10+: the return after a with or try statement, copied to the end of its body: ``return
        None``, or a return on a line after every line of the body and of the finally clause's copy
        (one inside the body is on the with's line, or on the finally clause's last)."""
        if not trial or trial[-1].kind == "return_none":
            return True
        region = self.regions[-1] if self.regions else None
        ran = [i for blk in blocks for i in blk.instrs]
        # the lines of the body, and of what runs before the return's own value and RETURN_VALUE
        lines = [i.lineno for blk in (region or ()) for i in blk.instrs if i.lineno is not None]
        lines += [i.lineno for i in ran[:-2] if i.lineno is not None]
        line = ran[-1].lineno if ran else None
        return line is not None and bool(lines) and line > max(lines)

    def protected(self, handler: Block) -> Set[Block]:
        """The blocks a handler protects, with those of the statements nested in them: every block
        whose chain of handlers (its handler, that handler's own, ...) reaches ``handler``."""
        out: Set[Block] = set()
        for b in self.flow.cfg.blocks:
            h = self.handler_of(b)
            seen = 0
            while h is not None and h is not handler and seen < 64:
                h = self.handler_of(h)
                seen += 1
            if h is handler:
                out.add(b)
        return fill_holes(self.flow, out)

    def handler_end(self, handler: Block, loop: Optional[Loop] = None,
                    stack: Optional[Stack] = None) -> Optional[Block]:
        """Where the handler's clauses go on after POP_EXCEPT (None: they all leave)."""
        ends: Set[Block] = set()
        seen: Set[Block] = set()
        work = [handler]
        while work:
            b = work.pop()
            if b in seen:
                continue
            seen.add(b)
            if any(i.name == "POP_EXCEPT" for i in b.instrs):
                # (not where a value computed in the clause is returned: `return x` in it)
                ends.update(s for s in self.flow.succs[b]
                            if [i.name for i in self.through_jumps(s).instrs] != ["RETURN_VALUE"] and not (
                                stack is not None and leaves_through_finally(self, s, stack, loop, True)))
                continue
            work.extend(self.flow.succs[b])
        # the clauses go on to one place, or to blocks that only move on to it (a jump, the NOP
        # that holds the next statement's line): the end is where they meet
        before = set(ends)
        meeting = self.meeting(list(ends))
        ends = {meeting} if meeting is not None else {self.through_jumps(x) for x in ends}
        if loop is not None and len(ends) == 1 and not ends & self.heads(loop) and all(
                x in self.heads(loop) for x in before):
            ends = before  # (not past the head of the loop around, where the clauses continue)
        if loop is not None:  # a clause that ends in continue or break says so itself
            ends = {x for x in ends if not self._breaks(x, loop)} if len(ends) > 1 or any(
                x is not loop.header and x is not loop.exit and self._breaks(x, loop) for x in ends) else ends
        if len(ends) > 1:
            raise Unsupported("a try statement whose handlers go on to different places")
        return next(iter(ends), None)

    def try_statement(self, b: Block, stack: Stack, loop: Optional[Loop], out: List[Stmt], stop: Optional[Block] = None,
                      handler: Optional[Block] = None) -> Tuple[Optional[Block], Optional[Stack]]:
        handler = handler or self.handler_of(b)
        assert handler is not None
        if _is_with_handler(handler):
            return self.with_statement(b, handler, stack, loop, out)
        if not self.facts.structures_exception_table and is_finally_handler(handler):
            return finally_statement(self, b, handler, stack, loop, out, stop)
        line = self.sim.line
        self.sim.line = None
        end = self.handler_end(handler, loop, stack)
        if loop is not None and (end in self.heads(loop) or end is loop.exit):
            end = None  # the clauses end in continue or break: they say so themselves
        body, _, exits = self.protected_body(b, handler, stack, loop, end, len(stack))
        if end is None and exits:  # every clause leaves: the body's way out is what follows the statement
            end = exits[0]
            enclosing = self.regions[-1] if self.regions else None
            if self.through_jumps(end).index < handler.index and (enclosing is None or end in enclosing) \
                    and end is not stop and not written_after(self.sim.cfg, handler, self.through_jumps(end)):
                # ... unless the compiler put it before the handler: an else clause (compiler_try_except);
                # not when it leaves the body of a statement around this one (its finally's copy), nor
                # where the statement around ends (the arms of an if meet there), nor when the order of
                # the names says it was compiled after the handlers (try_else.py)
                end = None
        else_start: Optional[Block] = None
        for x in exits:
            chain = self.moves(x)
            if end is not None and end in chain:  # the body moves on to where the clauses go on
                self.done.update(chain[:chain.index(end)])
                continue
            target = chain[-1]
            if x is not end and target is not end and not self._copies(x, end):
                # the body goes on somewhere the handlers do not: an else clause
                if else_start is not None and target is not else_start:
                    raise Unsupported("a try body that goes on to different places")
                else_start = target
                self.done.update(chain[:-1])
            elif x is not end:
                self.done.update(self._past_pop_blocks(x))
        clauses_out, _ = self.run_handler(handler, stack, loop, end)
        clauses = except_clauses(clauses_out)
        if else_start is not None:
            else_out, _ = self.run(else_start, list(stack), loop, end)
            # (except* clauses cannot return: a lone `return None` there is the function's end, copied)
            if not (clauses[0][0] or "").startswith("except*") or [x.kind for x in else_out] != ["return_none"]:
                clauses.append(("else:", else_out))
        out.append(Stmt("try", "try:", line, None, [(None, body)] + clauses))
        if end is None:
            return None, None
        return end, stack

    def run_handler(self, handler: Block, stack: Stack, loop: Optional[Loop],
                    end: Optional[Block]) -> Tuple[List[Stmt], Optional[Stack]]:
        """The statements of a handler (the exception on the stack), its cleanups accounted for."""
        before = set(self.done)
        self.regions.append(None)
        self.region_exits.append([])
        try:
            result = self.run(handler, handler_entry(stack, not self.facts.structures_exception_table), loop, end)
        finally:
            self.regions.pop()
            self.region_exits.pop()
        for placed in self.done - before:  # the cleanups that protect the handler's own blocks
            cleanup = self.handler_of(placed)
            if cleanup is not None:
                self.handled.add(cleanup)
                for c in self.flow.cfg.blocks:
                    if self.handler_of(c) is cleanup and c not in self.done:
                        self.handled.add(c)
        return result

    def protected_body(self, b: Block, handler: Block, stack: Stack, loop: Optional[Loop], end: Optional[Block],
                       depth: int) -> Tuple[List[Stmt], Optional[Stack], List[Block]]:
        """The statements of the blocks ``handler`` protects, from ``b``: the body of a try or with,
        the stack it ends with (None: it leaves) and the blocks outside it that it goes on to."""
        self.handled.add(handler)
        self.try_heads.add((b, handler))
        self.regions.append(self.protected(handler))
        self.region_exits.append([])
        try:
            body, body_stack = self.run(b, list(stack), loop, end)
        finally:
            self.regions.pop()
            exits = self.region_exits.pop()
        if body_stack is not None and len(body_stack) > depth:
            # `return f()` in the body: the value is computed inside, returned outside the range
            if len(exits) != 1 or exits[0] in self.done:
                raise Unsupported("a protected body that ends with a value on the stack")
            self.sim.line = None
            # through a finally clause, its body is copied before the return (compiler_try_finally),
            # then the bodies of the finally clauses around it, each in the blocks their ranges protect
            through_finally = finally_table.finally_handler(self, handler)
            self.sim.finally_depth += through_finally
            try:
                finally_table.run_return(self, exits[0], body_stack, body, loop)
            finally:
                self.sim.finally_depth -= through_finally
            body_stack, exits = None, []
        return body, body_stack, exits

    def with_statement(self, b: Block, handler: Block, stack: Stack, loop: Optional[Loop],
                       out: List[Stmt]) -> Tuple[Optional[Block], Optional[Stack]]:
        """``with m as x:`` (3.11+): BEFORE_WITH, then a body the handler protects whose first statement
        stores or drops what ``__enter__`` gave; the body's way out calls ``__exit__(None, None, None)``."""
        line = self.sim.line
        self.sim.line = None
        body, body_stack, exits = self.protected_body(b, handler, stack, loop, None, len(stack) - 1)
        if not body or body[0].kind not in ("with_as", "with_bare"):
            raise Unsupported("a with statement whose body does not start by taking the entered value")
        first = body.pop(0)
        header = "%swith %s" % ("async " if isinstance(first.data, AsyncManager) else "", wrap(first.data, TEST))
        if first.kind == "with_as":
            header += " as %s" % first.text
        # the handler's own blocks (only exceptions reach them) and their cleanups
        seen: Set[Block] = set()
        work = [handler]
        while work:
            x = work.pop()
            if x in seen or x in self.flow.reachable:
                continue
            seen.add(x)
            cleanup = self.handler_of(x)
            if cleanup is not None:
                self.handled.add(cleanup)
            work.extend(self.flow.succs[x])
        inner = body[0] if len(body) == 1 else None
        if inner is not None and inner.kind == "with" and inner.line is not None and inner.line == line \
                and inner.text.startswith("async ") == header.startswith("async "):
            # `with a as x, b as y:` is nested with statements on one line (Python/compile.c, compiler_with)
            header += ", " + inner.text[len("async with ") if header.startswith("async ") else len("with "):-1]
            body = inner.bodies[0][1]
        out.append(Stmt("with", header + ":", line, None, [(None, body)]))
        if body_stack is None or not exits:
            return None, None
        if len(set(exits)) != 1:
            raise Unsupported("a with statement whose body goes on to different places")
        return exits[0], body_stack

    def _copies(self, a: Block, b: Optional[Block]) -> bool:
        """Two small blocks that leave the same way (the compiler copies a function's end), after
        the POP_BLOCKs that close the try statements they leave (3.10)."""
        if b is None:
            return False
        a, b = self._past_pop_blocks(a)[-1], self._past_pop_blocks(b)[-1]
        return self._leaves(a) and self._leaves(b) and \
            [(i.name, repr(i.arg)) for i in a.instrs] == [(i.name, repr(i.arg)) for i in b.instrs]

    def _past_pop_blocks(self, b: Block) -> List[Block]:
        """``b`` and the blocks it falls to while they only close try statements (POP_BLOCK)."""
        chain = [b]
        while all(i.name == "POP_BLOCK" for i in b.instrs) and len(self.flow.succs[b]) == 1 and len(chain) < 8:
            b = self.flow.succs[b][0]
            chain.append(b)
        return chain

    def unstructured_handlers(self) -> List[Block]:
        """Handlers of the exception table that no try statement accounts for."""
        return [h for h in (self.handler_of(b) for b in self.flow.cfg.blocks
                            if b.try_range is not None and b in self.flow.analysed)
                if h is not None and h not in self.handled]

    def _leaves(self, b: Block) -> bool:
        """A small block that returns or raises: the compiler copies these, so may we."""
        return not self.flow.succs[b] and len(b.instrs) <= 4

    # -- conditions ----------------------------------------------------------------------------

    def condition(self, b: Block, end: End, stack: Stack) -> Cond:
        assert end.expr is not None and end.then is not None and end.other is not None
        if end.kept is not None:
            return Cond(end.expr, end.then, end.other, [b], end.raw, end.fall_if_true, stack)
        expr, then, other = end.expr, end.then, end.other
        blocks = [b]
        merged = True
        while merged:
            merged = False
            for s in (then, other):
                if (s is then and s is other) or s in self.done or s in self.flow.loops:
                    continue
                if not all(p in blocks for p in self.flow.preds[s]):
                    continue
                trial_stack = list(stack)
                trial_out: List[Stmt] = []
                saved_line = self.sim.line
                try:
                    e = self.sim.run_block(s, trial_stack, trial_out)
                except Unsupported:
                    e = End("none")
                self.sim.line = saved_line
                if trial_out or e.kind != "cond" or e.kept is not None or not self._copies_dropped(trial_stack, stack):
                    continue
                assert e.expr is not None and e.then is not None and e.other is not None
                # a chained comparison's test drops the copy of its middle operand; the way that skips
                # it drops the copy in a block of its own (POP_TOP, then on)
                dropped = len(stack) - len(trial_stack)
                t_then, t_other = self._past_cleanup(then, dropped), self._past_cleanup(other, dropped)
                # (a chained comparison's last test may fall into a jump past the cleanup of its copy)
                onward = self.through_jumps if dropped else _stays
                found = _short_circuit(s is then, expr, e.expr, e.then, e.other, t_then, t_other, onward)
                inner: List[Block] = [s]
                if found is None and not dropped:
                    # a test whose own tests nest (`a or (b and c)`): the condition they make
                    # together, merged as one test
                    sub = self.condition(s, e, trial_stack)
                    found = _short_circuit(s is then, expr, sub.expr, sub.then, sub.other, t_then, t_other,
                                           _stays) if len(sub.blocks) > 1 and _same(sub.stack, stack) \
                        else None
                    if found is None:
                        self.done.difference_update(sub.blocks[1:])
                        continue
                    inner = sub.blocks
                if found is None:
                    continue
                expr, then, other = found
                if dropped:
                    self._cleanups_done(blocks, dropped)
                stack = trial_stack
                blocks.extend(inner)
                self.done.add(s)
                merged = True
                break
        value = end.raw if len(blocks) == 1 else None
        then_if_true = end.fall_if_true
        # the arm the last test falls into is the `if` body, as the compiler lays it out
        last = max(blocks, key=lambda x: x.index)
        fall = next((e.target for e in last.edges if e.kind == "fall"), None)
        if other is fall and then is not fall:
            expr, then, other = negate(expr), other, then
            then_if_true = not then_if_true
        return Cond(expr, then, other, blocks, value, then_if_true, stack)

    def _copies_dropped(self, after: Stack, before: Stack) -> bool:
        """``after`` is ``before`` less some copies made by DUP_TOP/COPY on its top."""
        n = len(after)
        return n <= len(before) and _same(after, before[:n]) and \
            all(id(v) in self.sim.copies for v in before[n:])

    def _is_cleanup(self, b: Block, dropped: int) -> bool:
        names = [i.name for i in b.instrs]
        return (dropped > 0 and names.count("POP_TOP") == dropped and len(self.flow.succs[b]) == 1
                and all(n == "POP_TOP" or n in _ONLY_MOVES for n in names))

    def _past_cleanup(self, b: Block, dropped: int) -> Block:
        return self.flow.succs[b][0] if self._is_cleanup(b, dropped) else b

    def _cleanups_done(self, blocks: List[Block], dropped: int) -> None:
        for blk in blocks:
            for s in self.flow.succs[blk]:
                if self._is_cleanup(s, dropped):
                    self.done.add(s)

    # -- branches ------------------------------------------------------------------------------

    def branch(self, b: Block, end: End, stack: Stack, loop: Optional[Loop], out: List[Stmt],
               outer_stop: Optional[Block] = None) -> Tuple[Optional[Block], Optional[Stack]]:
        line = self.sim.line
        self.sim.line = None
        cond = self.condition(b, end, stack)
        stack = cond.stack
        if loop is not None and loop.bottom_test is not None and end.kept is None:
            then, other = self.through_jumps(cond.then), self.through_jumps(cond.other)
            heads = (loop.header, loop.body_start) if loop.body_start is not None else (loop.header,)
            if (then in heads and self._is_exit(other, loop) and cond.expr.text == loop.bottom_test) or \
                    (other in heads and self._is_exit(then, loop)
                     and negate(cond.expr).text == loop.bottom_test):
                loop.found[0] += 1  # the copied test that closes a 3.10+ while loop
                for arm in (cond.then, cond.other):
                    while arm not in heads and arm is not loop.exit and arm is not loop.orelse:
                        self.done.add(arm)
                        if len(self.flow.succs[arm]) != 1:
                            break
                        arm = self.flow.succs[arm][0]
                return None, None
        guarded = cond.then
        if guarded in self.flow.loops and guarded not in self.done and end.kept is None \
                and cond.other not in self.flow.loops[guarded]:
            self.sim.line = line
            return self.loop(guarded, stack, loop, out, guard=cond)
        follow: Optional[Block]
        if isinstance(cond.expr, ExceptionStarMatch) and len(self.flow.succs[cond.other]) == 1:
            follow = self.flow.succs[cond.other][0]  # except*: the next clause starts after the no-match arm
        elif loop is not None and (cond.blocks[0] in loop.body or cond.blocks[0] not in self.flow.reachable):
            # where the arms meet before the loop goes round again or is left (not in a break's own
            # statements, laid out inside the loop but not of its body: see _past_break_arms)
            follow, again = self.flow.follow(cond.blocks[0], loop.body, self.heads(loop))
            if again:  # they meet only at the next iteration
                follow = loop.header
            elif follow is None:  # a block that leaves, which both arms reach, is still their join
                leaving = self.flow.ipdom(cond.blocks[0])
                if leaving is not None and leaving not in loop.body and leaving is not loop.exit \
                        and not self.flow.succs[leaving] and leaving in self._reach(cond.then, loop.header) \
                        and leaving in self._reach(cond.other, loop.header):
                    follow = leaving
        else:
            follow, _ = self.flow.follow(cond.blocks[0])
            if follow is None:  # (an endless loop after the branch)
                follow = self._join(cond, b)
        if follow is cond.then and cond.other is not cond.then:
            # the other way leaves, and the way the test falls into is the if's body, never empty:
            # `if c: <the rest> else: <leave>`, whose arms run on to where the statement around ends
            follow = None
        then_stack = list(stack)
        other_stack = list(stack)
        if end.kept is not None:
            other_stack.append(end.kept)
        # with no join inside, the arms still end where the statement around them does
        arm_stop = follow if follow is not None else outer_stop
        exits_before = len(self.region_exits[-1]) if self.region_exits else 0
        then_out, then_end = self.run(cond.then, then_stack, loop, arm_stop)
        other_out, other_end = self.run(cond.other, other_stack, loop, arm_stop)
        # an except clause ends its handling: it leaves the stack without the exception it had
        handled = [e for e in (then_end, other_end) if e is not None and _handled(e, stack)]
        if handled:
            if any(e is not None and not _same(e, handled[0]) for e in (then_end, other_end)):
                raise Unsupported("except clauses that end on different stacks")
            then_end = other_end = stack = handled[0]
        if then_end is not None and other_end is not None and not (_same(then_end, stack)
                                                                     and _same(other_end, stack)):
            if then_out or other_out:
                raise Unsupported("a branch that both computes a value and runs statements")
            return follow, self.merge(cond, then_end, other_end)
        if (then_end is not None and not _same(then_end, stack)) or \
                (other_end is not None and not _same(other_end, stack)):
            raise Unsupported("a branch that leaves the stack changed")
        if loop is not None and follow is loop.header and not then_out and other_out and then_end is not None:
            if (self.regions and self.regions[-1] is not None and cond.blocks[-1] in self.regions[-1]
                    and inserted_jump(self.flow, cond.blocks[-1], cond.then)) \
                    or _jump_on_test_line(cond.then, line):  # `if c: ...` ending the loop's body
                cond = cond._replace(expr=negate(cond.expr), then=cond.other, other=cond.then)
                then_out, other_out, then_end, other_end = other_out, then_out, other_end, then_end
            else:
                then_out, then_end = [Stmt("continue", "continue", None, "explicit")], None
                follow = None
        joined = self._return_choice(cond, then_out, other_out, line)
        if joined is not None:
            out.append(joined)
            return None, None
        # where the flow goes on: the join, or the end of the statement around (an arm reached it), or nowhere
        if then_end is None and other_end is None:
            next_block = None
        else:
            next_block = follow if follow is not None else outer_stop
        assert_stmt = self._assertion(cond, then_out, other_out, line)
        if assert_stmt is not None:
            out.append(assert_stmt)
            out.extend(other_out)
        else:
            bodies: List[Tuple[Optional[str], List[Stmt]]] = [(None, then_out)]
            if other_out:
                both_end = self.facts.copies_small_exits and _ends_returning_none(then_out) \
                    and _ends_returning_none(other_out)
                if then_end is None and follow is None and not both_end:
                    # the `if` body leaves: what the test skips to is simply what comes next
                    out.append(Stmt("if", "if %s:" % cond.expr.text, line, cond.expr, bodies))
                    out.extend(other_out)
                    return self._after_branch(next_block, stack, exits_before)
                bodies.append(("else:", other_out))
            out.append(Stmt("if", "if %s:" % cond.expr.text, line, cond.expr, bodies))
        return self._after_branch(next_block, stack, exits_before)

    def _after_branch(self, next_block: Optional[Block], stack: Stack,
                      exits_before: int) -> Tuple[Optional[Block], Optional[Stack]]:
        """Where the flow goes on after an ``if``; (None, stack) when it goes on only where an arm left
        the protected body around it (the body ends there), (None, None) when it leaves."""
        if next_block is not None:
            return next_block, stack
        if self.region_exits and len(self.region_exits[-1]) > exits_before:
            return None, stack
        return None, None

    def _join(self, cond: Cond, b: Block, loop: Optional[Loop] = None) -> Optional[Block]:
        """The first block after the test that both arms reach, when some paths leave the function
        (not through the head of the loop around: what comes round again is no join)."""
        head = loop.header if loop is not None else None
        both = self._reach(cond.then, head) & self._reach(cond.other, head)
        later = [x for x in both if x.index > b.index]
        return min(later, key=lambda x: x.index) if later else None

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

    def _return_choice(self, cond: Cond, then_out: List[Stmt], other_out: List[Stmt],
                       line: Optional[int]) -> Optional[Stmt]:
        """3.12+ copies ``return a if c else b``'s return into both arms; a constant arm that still
        loads its constant (instead of RETURN_CONST) shows the copy, and from 3.14 (no RETURN_CONST)
        both returns on the condition's line."""
        if len(then_out) != 1 or len(other_out) != 1:
            return None
        a, b = then_out[0], other_out[0]
        if a.kind not in ("return", "return_none") or b.kind not in ("return", "return_none"):
            return None
        if self.facts.has_return_const:
            if a.data != "loaded" and b.data != "loaded":
                return None
        elif not (self.facts.version >= (3, 14) and a.line is not None and a.line == b.line == line):
            return None  # 3.14+ has no RETURN_CONST: only the lines tell the copy (one line for both)
        x, y = a.text[len("return "):], b.text[len("return "):]
        value = Expr("%s if %s else %s" % (_operand(x, OR + 1), wrap(cond.expr, OR + 1), _operand(y, TEST)), TEST)
        return Stmt("return", "return %s" % value.text, line, value)

    @staticmethod
    def heads(loop: Loop) -> FrozenSet[Block]:
        """The blocks that arriving at goes round ``loop`` again."""
        return frozenset((loop.header,) if loop.body_start is None else (loop.header, loop.body_start))

    def _is_exit(self, b: Block, loop: Loop) -> bool:
        """``b`` is the loop's exit, or a copy the compiler made of it (a small block that leaves)."""
        exit_block = loop.exit
        if b is exit_block or b is loop.orelse or (
                exit_block is not None and self.through_jumps(b) is self.through_jumps(exit_block)):
            return True
        if exit_block is None or self.flow.succs[b] or self.flow.succs[exit_block] or len(b.instrs) > 4:
            return False
        return [(i.name, repr(i.arg)) for i in b.instrs] == [(i.name, repr(i.arg)) for i in exit_block.instrs]

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

    def _assertion(self, cond: Cond, then_out: List[Stmt], other_out: List[Stmt],
                   line: Optional[int]) -> Optional[Stmt]:
        if len(then_out) != 1 or then_out[0].kind != "raise" or not isinstance(then_out[0].data, tuple):
            return None
        message = then_out[0].data[1]
        test = negate(cond.expr)
        text = "assert %s" % wrap(test, TEST)
        if message is not None:
            text += ", %s" % message
        return Stmt("assert", text, line)

    def merge(self, cond: Cond, then_stack: Stack, other_stack: Stack) -> Stack:
        if len(then_stack) != len(other_stack):
            raise Unsupported("branches meet with different stack depths")
        merged: Stack = []
        for x, y in zip(then_stack, other_stack):
            merged.append(x if x is y else self.combine(cond, x, y))
        return merged

    def combine(self, cond: Cond, x: Expr, y: Expr) -> Expr:
        """The value that is ``x`` when the condition holds and ``y`` when it does not."""
        value = cond.value
        if value is not None:
            when_true, when_false = (x, y) if cond.then_if_true else (y, x)
            if when_false is value:
                return conjoin(value, when_true)
            if when_true is value:
                return BoolOp("or", [value, when_false])
        for v in (x, y, cond.expr):
            if isinstance(v, Marker):
                raise Unsupported("a %s value in a conditional expression" % v.kind)
        return Expr("%s if %s else %s" % (wrap(x, OR), wrap(cond.expr, OR), wrap(y, TEST)), TEST)

    # -- loops ---------------------------------------------------------------------------------

    def loop(self, h: Block, stack: Stack, outer: Optional[Loop], out: List[Stmt],
             guard: Optional[Cond] = None) -> Tuple[Optional[Block], Optional[Stack]]:
        body_blocks = self.flow.loops[h]
        line = self.sim.line
        self.sim.line = None
        first = h.instrs[0]
        if first.name == "FOR_ITER" and guard is None:
            return self.for_loop(h, stack, body_blocks, out, line, outer=outer)
        if guard is None and opens_async_for(h, self.facts.structures_exception_table):
            return self._async_for(h, stack, outer, out, line, body_blocks)
        if guard is not None:
            # `while ... else`: a break jumps past the else clause, which starts where the test
            # goes when it fails
            past = self.break_past_else(h, guard.other)
            loop = Loop(h, guard.other if past is None else past, body_blocks, guard.expr.text, [0],
                        orelse=guard.other if past is not None else None)
            body, _ = self.run(h, list(stack), loop, None, entering=True)
            latches = [p for p in self.flow.preds[h] if p in body_blocks]
            if loop.found[0] != len(latches):
                raise Unsupported("a loop whose test at the bottom differs from the one at the top")
            trim_tail(body, ("continue",))
            bodies: List[Tuple[Optional[str], List[Stmt]]] = [(None, body)]
            if past is not None:
                else_out, _ = self.run(guard.other, list(stack), outer, past)
                bodies.append(("else:", else_out))
            out.append(Stmt("while", "while %s:" % guard.expr.text, line, None, bodies))
            return guard.other if past is None else past, stack
        exit_block = self._loop_exit(h, body_blocks)
        if h.instrs[-1].name in _TESTS:
            trial: List[Stmt] = []
            trial_stack = list(stack)
            saved = self.sim.line
            try:
                end = self.sim.run_block(h, trial_stack, trial)
            except Unsupported:
                end = End("none")
            self.sim.line = saved
            if not trial and end.kind == "cond" and end.kept is None and _same(trial_stack, stack):
                self.done.add(h)
                cond = self.condition(h, end, trial_stack)
                expr, inside, outside = cond.expr, cond.then, cond.other
                if inside not in body_blocks and outside in body_blocks:
                    expr, inside, outside = negate(expr), outside, inside
                if inside in body_blocks and outside not in body_blocks:
                    inner = self.flow.loops.get(inside)
                    latches = [p for p in self.flow.preds[inside] if inner is not None and p in inner and p is not h]
                    if inner is not None and inside is not h and self.facts.while_test_at_bottom and latches and \
                            all(p.instrs[-1].name in _TESTS or all(i.name in _ONLY_MOVES for i in p.instrs)
                                for p in latches):
                        # 3.10+: `continue` jumps to this test, the copy at the bottom to the body
                        loop = Loop(h, outside, body_blocks | inner, expr.text, [0], inside)
                        body, _ = self.run(inside, list(stack), loop, None, entering=True)
                        if loop.found[0] != len(latches):
                            raise Unsupported("a loop whose test at the bottom differs from the one at the top")
                    else:
                        past = self.break_past_else(h, outside)  # `while ... else` (3.8-3.9)
                        loop = Loop(h, outside if past is None else past, body_blocks, None, [0])
                        body, _ = self.run(inside, list(stack), loop, None)
                    trim_tail(body, ("continue",))
                    clauses: List[Tuple[Optional[str], List[Stmt]]] = [(None, body)]
                    if loop.exit is not outside and loop.exit is not None:
                        else_out, _ = self.run(outside, list(stack), outer, loop.exit)
                        clauses.append(("else:", else_out))
                    out.append(Stmt("while", "while %s:" % expr.text, line or h.instrs[0].lineno, None, clauses))
                    return loop.exit, stack
                self.done.discard(h)
                for blk in cond.blocks[1:]:
                    self.done.discard(blk)
        body_blocks, other_head = while_true_heads(self, h, body_blocks)
        if other_head is not None:
            exit_block = self._loop_exit(h, body_blocks)
        loop = Loop(h, exit_block, body_blocks, None, [0], other_head,
                    continued_at=None if other_head is None else h if h.index < other_head.index else other_head)
        self.sim.line = line
        body, _ = self.run(h, list(stack), loop, None, entering=True)
        trim_tail(body, ("continue",))
        out.append(Stmt("while", "while True:", body[0].line if body else line, None, [(None, body)]))
        return exit_block, (stack if exit_block is not None else None)

    def for_loop(self, h: Block, stack: Stack, body_blocks: Set[Block], out: List[Stmt],
                 line: Optional[int], simulated: bool = False,
                 outer: Optional[Loop] = None) -> Tuple[Optional[Block], Optional[Stack]]:
        """``for`` at the FOR_ITER that ends ``h`` (``simulated``: the instructions before it have run;
        ``outer``: the loop around it)."""
        top = stack[-1] if stack else None
        if isinstance(top, Marker) and top.kind == "iter":
            iterator = top.data
        elif self.sim.comprehension and top is not None and top.text == ".0":
            iterator = top  # a comprehension's function loops over its argument, already an iterator
            stack = stack[:-1] + [Marker("iter", top)]
        else:
            raise Unsupported("FOR_ITER without an iterator from GET_ITER")
        jump = next((e.target for e in h.edges if e.kind == "jump"), None)
        fall = next((e.target for e in h.edges if e.kind == "fall"), None)
        if jump is None or fall is None or (len(h.instrs) != 1 and not simulated):
            raise Unsupported("a FOR_ITER block of an unusual shape")
        exit_block = jump
        break_target = jump
        if self.facts.for_exit_keeps_iterator:
            # 3.12+: the exit is END_FOR (3.13: END_FOR, POP_TOP; 3.14: END_FOR, POP_ITER); a break jumps past it
            names = [i.name for i in jump.instrs]
            if names in (["END_FOR"], ["END_FOR", "POP_TOP"], ["END_FOR", "POP_ITER"]) and self.flow.succs[jump]:
                break_target = self.flow.succs[jump][0]
        else_start = None
        past = self.break_past_else(h, exit_block)
        if past is not None and past is not break_target:  # `for ... else`: a break jumps past the else clause
            else_start, break_target = exit_block, past
        self.done.add(h)
        loop = Loop(h, break_target, body_blocks, None, [0])
        line = line if line is not None else h.instrs[0].lineno
        body, _ = self.run(fall, stack + [Marker("next")], loop, None)
        if not body or body[0].kind != "for_target":
            raise Unsupported("a for loop whose target is not stored first")
        target = body.pop(0).text
        _loop_body_end(body)
        bodies: List[Tuple[Optional[str], List[Stmt]]] = [(None, body)]
        if else_start is not None:
            # (3.12+: the else clause starts at END_FOR, which drops the exhausted iterator)
            else_stack = stack + [Marker("exhausted")] if self.facts.for_exit_keeps_iterator else stack[:-1]
            else_out, _ = self.run(else_start, else_stack, outer, break_target)
            bodies.append(("else:", else_out))
            out.append(Stmt("for", "for %s in %s:" % (target, wrap(iterator, TEST)), line, (target, iterator), bodies))
            return break_target, stack[:-1]
        stmt = Stmt("for", "for %s in %s:" % (target, wrap(iterator, TEST)), line, (target, iterator), bodies)
        if close_inlined(stmt, stack) is not None:  # 3.12+: the loop of a comprehension, now an expression
            cleanup = self.handler_of(h)
            if cleanup is not None and inlined.cleanup_handler(cleanup):
                self.handled.add(cleanup)
        else:
            out.append(stmt)
        if self.facts.for_exit_keeps_iterator:
            return exit_block, stack + [Marker("exhausted")]
        return exit_block, stack[:-1]

    def _async_for(self, h: Block, stack: Stack, outer: Optional[Loop], out: List[Stmt], line: Optional[int],
                   body_blocks: Optional[Set[Block]]) -> Tuple[Optional[Block], Optional[Stack]]:
        """``async for`` at ``h``; ``body_blocks`` None: a loop whose body never comes back."""
        handler, after = async_for_exit(self, h, stack)
        past_else = self.break_past_else(h, after)  # `async for ... else`
        past_else = past_else if past_else is not after else None
        if body_blocks is None:
            body_blocks = self._straight_body(h, (handler, after))
        return async_for_loop(self, Loop(h, past_else or after, body_blocks, None, [0]), handler, past_else,
                              stack, out, line, outer)

    def break_past_else(self, h: Block, exit_block: Block) -> Optional[Block]:
        """Where the breaks of a for loop with an else clause go: past the clause, whose start is
        the loop's exit.  The compiler lays the loop out between its head and its exit, so a jump
        from there to beyond the exit is a break (after dropping the iterator, and leaving the
        try and with statements it is in); without an else clause a break jumps to the exit."""
        targets: Set[Block] = set()
        for b in self.flow.cfg.blocks[h.index + 1:exit_block.index]:
            if b.instrs[-1].name in _ONLY_MOVES:
                for x in self.flow.succs[b]:
                    if x.index > exit_block.index:
                        targets.add(x)
        if len(targets) != 1:
            return None
        target = next(iter(targets))
        return target if target in self._reach(exit_block) else None

    def _straight_body(self, h: Block, exits: Tuple[Optional[Block], ...] = ()) -> Set[Block]:
        """The blocks of a for loop at ``h`` that has no back edge: what its body reaches before the
        exit (FOR_ITER's jump, or ``exits``)."""
        exits = exits or (next((e.target for e in h.edges if e.kind == "jump"), None),)
        falls = [e.target for e in h.edges if e.kind == "fall"]
        return {h} | self.flow.reach(falls, stop={h, *(x for x in exits if x is not None)})

    def _loop_exit(self, h: Block, body: Set[Block]) -> Optional[Block]:
        outside = sorted({s for b in body for s in self.flow.succs[b] if s not in body}, key=lambda x: x.index)
        # (not the re-raise of an exception no except clause matched, which only a handler reaches)
        outside = [s for s in outside if s in self.flow.reachable or s.instrs[-1].name != "RERAISE"]
        # (nor the return of a value computed in a try statement's body, outside the range it protects)
        outside = [s for s in outside if s.instrs[0].name != "RETURN_VALUE"]
        # (nor a return or raise inside a loop nested in this one: no break leaves two loops)
        inner = [self.flow.loops[x] for x in body if x is not h and x in self.flow.loops]
        outside = [s for s in outside if self.flow.succs[s] or not inner or not all(
            any(p in i for i in inner) for p in self.flow.preds[s] if p in body)]
        if not outside:
            return None
        last = max(b.index for b in body)
        after = [s for s in outside if s.index > last]
        if after:
            return after[0]
        # (a break that only jumps stands for the exit: it may lead out of a with statement around the loop)
        past = _past_break_arms(self.flow, outside, body, last)
        if past is not None and not any(self.through_jumps(s) is past for s in outside):
            return past
        if all(s not in self.flow.reachable for s in outside) and h in self.flow.reachable:
            return None  # only except clauses leave, each by a copy of the function's end (a break there)
        return outside[0]

    def unplaced(self) -> List[Block]:
        """Blocks of the normal flow that no statement came from (a decompiler defect if any)."""
        return [b for b in self.flow.cfg.blocks if b in self.flow.reachable and b not in self.done]


_TESTS = frozenset({"POP_JUMP_IF_FALSE", "POP_JUMP_IF_TRUE", "POP_JUMP_FORWARD_IF_FALSE", "POP_JUMP_FORWARD_IF_TRUE",
                    "POP_JUMP_BACKWARD_IF_FALSE", "POP_JUMP_BACKWARD_IF_TRUE", "POP_JUMP_IF_NONE",
                    "POP_JUMP_IF_NOT_NONE", "POP_JUMP_FORWARD_IF_NONE", "POP_JUMP_FORWARD_IF_NOT_NONE",
                    "POP_JUMP_BACKWARD_IF_NONE", "POP_JUMP_BACKWARD_IF_NOT_NONE"})


def _is_with_handler(handler: Block) -> bool:
    """3.11+: PUSH_EXC_INFO, WITH_EXCEPT_START; 3.9-3.10: WITH_EXCEPT_START; 3.8: WITH_CLEANUP_START."""
    names = [i.name for i in handler.instrs[:2]]
    return names[0] in ("WITH_EXCEPT_START", "WITH_CLEANUP_START") or names[1:] == ["WITH_EXCEPT_START"]


def except_clauses(stmts: List[Stmt]) -> List[Tuple[Optional[str], List[Stmt]]]:
    """``except T as e:`` clauses from what a handler decompiles to: a chain of ``if <matches T>``
    whose last ``else`` re-raises, or one bare body; POP_EXCEPT and the ``e = None; del e`` the
    compiler adds after a named clause are dropped."""
    if stmts and stmts[0].kind == "if" and isinstance(stmts[0].data, ExceptionStarMatch):
        return except_star_clauses(stmts)
    clauses: List[Tuple[Optional[str], List[Stmt]]] = []
    while True:
        if len(stmts) == 1 and stmts[0].kind == "reraise" and clauses:
            return clauses
        if stmts and stmts[0].kind == "if" and isinstance(stmts[0].data, ExceptionMatch):
            test = stmts[0]
            then = list(test.bodies[0][1])
            rest = test.bodies[1][1] if len(test.bodies) > 1 else []
            rest = rest + stmts[1:]
            header = "except %s" % wrap(test.data.type, TEST)
            name = None
            if then and then[0].kind == "exception_as":
                name = then.pop(0).text
                header += " as %s" % name
            elif then and then[0].kind == "exception_dropped":
                then.pop(0)
            else:
                raise Unsupported("an except clause that neither names nor drops its exception")
            clauses.append((header + ":", _clause_body(then, name)))
            stmts = rest
            continue
        if stmts and stmts[0].kind == "exception_dropped":
            clauses.append(("except:", _clause_body(stmts[1:], None)))
            return clauses
        raise Unsupported("a handler that is not a chain of except clauses (finally, with, except*)")


def _clause_body(stmts: List[Stmt], name: Optional[str]) -> List[Stmt]:
    out: List[Stmt] = []
    found = 0
    skip = 0
    for s in stmts:
        if skip:
            skip -= 1
            continue
        if s.kind == "pop_except":
            found += 1
            if name is not None and _drops_name(out[-2:], name):  # 3.8: `name = None; del name` first
                del out[-2:]
            else:
                skip = 2 if name is not None else 0  # `name = None; del name`
            continue
        if s.bodies:
            found += 1 if any(_has_pop_except(b) for _, b in s.bodies) else 0
            s.bodies = [(h, _clause_body(b, name) if _has_pop_except(b) else b) for h, b in s.bodies]
        out.append(s)
    if not found and not (out and out[-1].kind in ("reraise", "raise")):
        raise Unsupported("an except clause that does not end its handling")
    return out


def _drops_name(stmts: List[Stmt], name: str) -> bool:
    return [s.text for s in stmts] == ["%s = None" % name, "del %s" % name]


def _has_pop_except(stmts: List[Stmt]) -> bool:
    return any(s.kind == "pop_except" or any(_has_pop_except(b) for _, b in s.bodies) for s in stmts)


def _ends_returning_none(stmts: List[Stmt]) -> bool:
    """Whether every way through ``stmts`` ends in ``return None`` (a copy of the function's implicit end)."""
    if not stmts:
        return False
    last = stmts[-1]
    if last.kind == "return_none":
        return True
    return last.kind == "if" and len(last.bodies) == 2 and all(_ends_returning_none(b) for _, b in last.bodies)


def _jump_on_test_line(b: Block, line: Optional[int]) -> bool:
    """A block that only jumps back, on the line of the test before it: 3.12+ copy the jump at the
    end of a loop's body into the arm of an ``if`` that ends it with its test's line, where a
    written ``continue`` has a line of its own (Python/flowgraph.c); read as ``if not c: continue``
    the test would flip ``in`` and ``is``, which the compiler folds ``not`` into."""
    return line is not None and bool(b.instrs) and all(i.name in _ONLY_MOVES for i in b.instrs) \
        and b.instrs[-1].lineno == line


def _loop_body_end(body: List[Stmt]) -> None:
    """The end of a for loop's body as the source wrote it: without the ``continue`` that closes it,
    and ``if c: break`` (or ``return x``) where 3.12+ lay it out as ``if not c: continue`` then
    ``break`` (the break's block moved after the jump back, Python/flowgraph.c)."""
    trim_tail(body, ("continue",))
    if len(body) >= 2 and body[-1].kind in ("break", "return") and body[-2].kind == "if" \
            and len(body[-2].bodies) == 1 and [s.kind for s in body[-2].bodies[0][1]] == ["continue"] \
            and isinstance(body[-2].data, Expr):
        test = negate(body[-2].data)
        body[-2:] = [Stmt("if", "if %s:" % test.text, body[-2].line, test, [(None, [body[-1]])])]


def _past_break_arms(flow: FlowGraph, outside: List[Block], body: Set[Block], last: int) -> Optional[Block]:
    """Where a loop's ways out go on when each of them runs statements of its own first (``if c:
    x(); break``): those statements are laid out inside the loop, before its last block, and jump
    past it; the first block so reached after the loop is the exit."""
    seen: Set[Block] = set()
    work = list(outside)
    found: List[Block] = []
    while work:
        x = work.pop()
        if x in seen or x in body:
            continue
        seen.add(x)
        if x.index > last:
            found.append(x)
        else:
            work.extend(flow.succs[x])
    return min(found, key=lambda x: x.index) if found else None


def _stays(b: Block) -> Block:
    return b


def _short_circuit(at_then: bool, expr: Expr, test: Expr, test_then: Block, test_other: Block,
                   then: Block, other: Block, onward: Callable[[Block], Block]) -> Optional[Tuple[Expr, Block, Block]]:
    """``expr`` (which goes to ``then`` when it holds, else to ``other``) followed by ``test`` at
    its ``then`` (``at_then``) or its ``other``: one condition, by the rules of short-circuit
    evaluation, when the test goes on to where ``expr`` does on the other side (or to a block
    that only moves on there: ``onward`` says where, as after ``not a < b < c``'s last test)."""
    def same(a: Block, b: Block) -> bool:
        return a is b or onward(a) is b
    if at_then and same(test_other, other):
        return conjoin(expr, test), test_then, test_other
    if at_then and same(test_then, other):
        return conjoin(expr, negate(test)), test_other, test_then
    if not at_then and same(test_then, then):
        return BoolOp("or", [expr, test]), test_then, test_other
    if not at_then and same(test_other, then):
        return BoolOp("or", [expr, negate(test)]), test_other, test_then
    return None


def conjoin(x: Expr, y: Expr) -> Expr:
    """``x and y``; ``a < b < c`` when ``y`` compares on from ``x``'s last operand (the same value)."""
    if isinstance(x, Compare) and isinstance(y, Compare) and y.operands[0] is x.operands[-1]:
        return Compare(x.operands + y.operands[1:], x.ops + y.ops)
    return BoolOp("and", [x, y])


def _operand(text: str, prec: int) -> str:
    """Return-value text as an operand of a conditional expression (parenthesised unless a plain atom)."""
    simple = text.replace("_", "").replace(".", "").isalnum() or text in ("None", "True", "False")
    return text if simple else "(%s)" % text


#: what a handler's stack holds above the statement's: the exception (3.11+: and the previous one;
#: 3.8-3.10: the traceback, value and type of each; except*: the part of the group a clause matched)
_EXCEPTION_VALUES = frozenset({"exception", "previous_exception", "exc_type", "exc_traceback", "eg_match"})


def _handled(after: Stack, before: Stack) -> bool:
    """``after`` is ``before`` less the exception markers a handler pushed (POP_EXCEPT took them)."""
    n = len(after)
    return n < len(before) and _same(after, before[:n]) and all(
        isinstance(v, Marker) and v.kind in _EXCEPTION_VALUES for v in before[n:])


def _same(a: Stack, b: Stack) -> bool:
    return len(a) == len(b) and all(x is y for x, y in zip(a, b))
