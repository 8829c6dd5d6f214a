"""Loops placed in the structure: ``while`` (its test at the top, at the bottom too on 3.10+, or
none: ``while True``), ``for`` and ``async for``, each with its ``else`` clause; arriving at the
loop's head is ``continue``, at its exit ``break``."""
from typing import TYPE_CHECKING, List, NamedTuple, Optional, Set, Tuple

from antioch.analysis.cfg import Block
from antioch.decompile import inlined
from antioch.decompile.async_for import async_for_exit, async_for_loop, opens_async_for
from antioch.decompile.comprehension import close_inlined
from antioch.decompile.conditions import Cond, chain_opened, condition, trial_run
from antioch.decompile.copied_exits import else_end_copied, for_break_tail, handlers_break_tail
from antioch.decompile.dead_ends import LEAVING
from antioch.decompile.endless_breaks import plain_break_tail
from antioch.decompile.expr import TEST, Expr, Marker, Unsupported, negate, wrap
from antioch.decompile.finally_table import copy_form
from antioch.decompile.graph import ONLY_MOVES as _ONLY_MOVES
from antioch.decompile.graph import FlowGraph
from antioch.decompile.loop_exits import break_past_else, loop_exit
from antioch.decompile.loop_heads import while_true_heads
from antioch.decompile.simulate import Stack, same_stack
from antioch.decompile.stmts import ENDLESS, Stmt, trim_tail
from antioch.decompile.threaded_jumps import drop_continues_before_continue, else_for_continued_try
from antioch.ir import Instr

if TYPE_CHECKING:
    from antioch.decompile.structure import Structurer


class Loop(NamedTuple):
    header: Block
    exit: Optional[Block]
    body: Set[Block]
    #: 3.10+: the text of the test the body ends with (a copy of the one before the loop)
    bottom_test: Optional[str]
    #: the blocks that jump back to the head found to be the bottom test (each must be): two or
    #: more for a compound test (``while a or b``: each test that holds jumps back)
    found: Set[Block]
    #: 3.10+ with a ``continue`` (which jumps to the test at the top): where the test at the bottom
    #: jumps back to, the start of the body
    body_start: Optional[Block] = None
    #: ``while ... else``: where the test goes when it fails, the else clause (the breaks go to ``exit``)
    orelse: Optional[Block] = None
    #: ``while True`` with two heads (decompile/loop_heads.py): the NOP that only a written ``continue`` reaches
    continued_at: Optional[Block] = None
    #: ``while True`` left only by except clauses' breaks into copies of the statement after it: that
    #: statement's instructions (decompile/copied_exits.py, handlers_break_tail)
    break_tail: Optional[List[Instr]] = None


_TESTS = frozenset({"POP_JUMP_IF_FALSE", "POP_JUMP_IF_TRUE", "POP_JUMP_FORWARD_IF_FALSE", "POP_JUMP_FORWARD_IF_TRUE",
                    "POP_JUMP_BACKWARD_IF_FALSE", "POP_JUMP_BACKWARD_IF_TRUE", "POP_JUMP_IF_NONE",
                    "POP_JUMP_IF_NOT_NONE", "POP_JUMP_FORWARD_IF_NONE", "POP_JUMP_FORWARD_IF_NOT_NONE",
                    "POP_JUMP_BACKWARD_IF_NONE", "POP_JUMP_BACKWARD_IF_NOT_NONE"})


def loop(st: "Structurer", h: Block, stack: Stack, outer: Optional[Loop], out: List[Stmt],
         guard: Optional[Cond] = None) -> Tuple[Optional[Block], Optional[Stack]]:
    body_blocks = st.flow.loops[h]
    line = st.sim.line
    st.sim.line = None
    first = h.instrs[0]
    if first.name == "FOR_ITER" and guard is None:
        return for_loop(st, h, stack, body_blocks, out, line, outer=outer)
    if guard is None and opens_async_for(h, st.facts.structures_exception_table):
        return async_for_statement(st, h, stack, outer, out, line, body_blocks)
    if guard is not None:
        # `while ... else`: a break jumps past the else clause, which starts where the test
        # goes when it fails
        past = break_past_else(st, h, guard.other)
        loop = Loop(h, guard.other if past is None else past, body_blocks, guard.expr.text, set(),
                    orelse=guard.other if past is not None else None)
        body, _ = st.run(h, list(stack), loop, None, entering=True)
        latches = [p for p in st.flow.preds[h] if p in body_blocks]
        if not loop.found.issuperset(latches):
            raise Unsupported("a loop whose test at the bottom differs from the one at the top")
        _loop_body_end(body, not st.facts.copies_small_exits, st.facts.while_test_at_top)
        bodies: List[Tuple[Optional[str], List[Stmt]]] = [(None, body)]
        if past is not None:
            else_out, _ = st.run(guard.other, list(stack), outer, past)
            bodies.append(("else:", else_out))
        out.append(Stmt("while", "while %s:" % guard.expr.text, line, None, bodies))
        return guard.other if past is None else past, stack
    exit_block = loop_exit(st, h, body_blocks)
    test = None if _folded_test(st, h) else h if h.instrs[-1].name in _TESTS else _test_in_hole(st, h, body_blocks)
    if test is not None and not _after_endless_nop(st, h, body_blocks):
        end, trial_stack, trial = trial_run(st, h, stack)
        if test is not h and not trial and end.kind == "fall" and end.then is test:
            end, trial_stack, trial = trial_run(st, test, trial_stack)
        # (a chained comparison's first test keeps a copy of its middle operand for the next, read here
        # where the test is at the top only: 3.8-3.9 and 3.14+)
        if not trial and end.kind == "cond" and end.kept is None and (
                same_stack(trial_stack, stack) or (test is h and chain_opened(st, stack, trial_stack) and (
                    not st.facts.while_test_at_bottom or st.facts.while_test_at_top))):
            st.done.update((h, test))
            cond = condition(st, test, end, trial_stack)
            expr, inside, outside = cond.expr, cond.then, cond.other
            if inside not in body_blocks and outside in body_blocks:
                expr, inside, outside = negate(expr), outside, inside
            if inside in body_blocks and outside not in body_blocks and same_stack(cond.stack, stack) \
                    and not _body_after_exit(st, h, body_blocks, outside) and not _test_to_itself(st, h, inside):
                inner = st.flow.loops.get(inside)
                latches = [p for p in st.flow.preds[inside] if inner is not None and p in inner and p is not h]
                if inner is not None and inside is not h and st.facts.while_test_at_bottom and latches and \
                        all(p.instrs[-1].name in _TESTS or all(i.name in _ONLY_MOVES for i in p.instrs)
                            for p in latches):
                    # 3.10+: `continue` jumps to this test, the copy at the bottom to the body
                    loop = Loop(h, outside, body_blocks | inner, expr.text, set(), inside)
                    body, _ = st.run(inside, list(stack), loop, None, entering=True)
                    if not loop.found.issuperset(latches):
                        raise Unsupported("a loop whose test at the bottom differs from the one at the top")
                else:
                    past = break_past_else(st, h, outside)  # `while ... else` (3.8-3.9)
                    loop = Loop(h, outside if past is None else past, body_blocks, None, set())
                    body, _ = st.run(inside, list(stack), loop, None)
                _loop_body_end(body, not st.facts.copies_small_exits, st.facts.while_test_at_top)
                clauses: List[Tuple[Optional[str], List[Stmt]]] = [(None, body)]
                if loop.exit is not outside and loop.exit is not None:
                    else_out, _ = st.run(outside, list(stack), outer, loop.exit)
                    clauses.append(("else:", else_out))
                out.append(Stmt("while", "while %s:" % expr.text, line or h.instrs[0].lineno, None, clauses))
                return loop.exit, stack
            st.done.discard(h)
            st.done.discard(test)
            for blk in cond.blocks[1:] + list(cond.absorbed):
                st.done.discard(blk)
    body_blocks, other_head = while_true_heads(st, h, body_blocks)
    if other_head is not None:
        exit_block = loop_exit(st, h, body_blocks, other_head)
    tail = handlers_break_tail(st, h, body_blocks) or plain_break_tail(st, h, body_blocks) \
        if exit_block is None else None
    loop = Loop(h, exit_block, body_blocks, None, set(), other_head,
                continued_at=None if other_head is None else h if h.index < other_head.index else other_head,
                break_tail=tail)
    st.sim.line = line
    body, _ = st.run(h, list(stack), loop, None, entering=True)
    _loop_body_end(body, not st.facts.copies_small_exits, st.facts.while_test_at_top)
    endless = st.sim.endless_test
    if st.sim.endless_tests is not None:
        endless = st.sim.endless_tests(h.instrs[0]) or endless
    if st.sim.first_one_line is not None and h.instrs[0].lineno is not None \
            and h.instrs[0].lineno > st.sim.first_one_line:
        endless = "True"  # (a 1 loaded before the loop put it in the pool)
    out.append(Stmt("while", "while %s:" % endless, body[0].line if body else line, ENDLESS, [(None, body)]))
    if tail is not None:
        st.sim.line = None  # (the statement the breaks went to, written once after the loop)
        st.sim.steps(tail, list(stack), out)
    return exit_block, (stack if exit_block is not None else None)


def _after_endless_nop(st: "Structurer", h: Block, body: Set[Block]) -> bool:
    """3.10-3.13: the loop is entered only from right after a NOP on a line before ``h``'s: the NOP
    of a ``while True:`` whose constant test the compiler folded away (a ``while`` loop's own test
    is copied before the loop and entered by a guard), so a test that ``h`` starts with is an
    ``if`` opening its body (``while True: if c: ...; break``), never ``while not c:``.  (3.14+
    test at the top only, and jump back to that NOP.)"""
    if not st.facts.while_test_at_bottom or st.facts.while_test_at_top:
        return False
    entries = [p for p in st.flow.preds[h] if p not in body]
    if len(entries) != 1 or not entries[0].instrs or entries[0].instrs[-1].name != "NOP" \
            or entries[0].try_range is not h.try_range:
        return False  # (nor the NOP of a `try:` before the loop it protects)
    line, first = entries[0].instrs[-1].lineno, h.instrs[0].lineno
    if line is None or first is None or not line < first:
        return False
    # (a while loop's test is copied at the bottom of its body: no copy, no test of the loop's)
    key = _test_key(h)
    return not any(b is not h and b.instrs[-1].name in _TESTS and _test_key(b)[-len(key):] == key
                   for b in body) if key else True


def _folded_test(st: "Structurer", h: Block) -> bool:
    """3.11+: the loop's head starts with the NOP left where the compiler folded the constant test of
    ``while True:`` (codegen_while, Python/codegen.c), on its line, and a statement of the body on a line
    of its own follows it: ``while True: if c: break``, not ``while not c: pass``, whose test has no NOP."""
    first = h.instrs[0]
    return st.facts.nops_are_statements and first.name == "NOP" and len(h.instrs) > 1 \
        and first.lineno is not None and h.instrs[1].lineno is not None and h.instrs[1].lineno != first.lineno


def _test_to_itself(st: "Structurer", h: Block, inside: Block) -> bool:
    """3.8-3.9: the test at the loop's head jumps back to itself to stay in the loop, so it is no while
    loop's test, whose body follows it (compiler_while in Python/compile.c), but an ``if`` that ends
    ``while True:``'s body and leaves it, the other way: ``while True: if c: break``, whose jump back
    after the break is dead (``while not c: pass`` jumps back by a JUMP_ABSOLUTE of its own)."""
    return not st.facts.while_test_at_bottom and inside is h


def _body_after_exit(st: "Structurer", h: Block, body: Set[Block], outside: Block) -> bool:
    """3.8-3.10: a block of the loop's body lies after where its test goes when it fails (forward: not
    the head of a loop around), so the test is no while loop's: compiler_while (Python/compile.c) lays
    the body out between the test and its exit, but an ``if`` at the top of a ``while True`` body
    whose other arms leave jumps over them."""
    return not st.facts.structures_exception_table and outside.index > h.index \
        and any(x.index > outside.index for x in body)


def loop_test_start(st: "Structurer", tests: List[Block], h: Block) -> int:
    """Where the copy of a while loop's test at ``h`` starts among ``tests``, the blocks of the
    condition read before the loop (in code order): 3.10-3.13 copy the test to the bottom of the
    body (compiler_while in Python/compile.c, Python/codegen.c), so the tests that have no copy
    there, in the same order, belong to an ``if`` around the loop (``if c: while t:``, whose
    ``c`` fails to where ``t`` does and is read as one ``c and t``).  Each test of the copy has
    its instructions (its jump aside: the copy jumps back into the body); the first may share its
    block with the end of the body.  0: all of ``tests`` are the loop's."""
    body = st.flow.loops[h]
    bottom = sorted((b for b in body if b.instrs[-1].name in _TESTS), key=lambda b: b.index)
    if not bottom or h not in [x for s in st.flow.succs[bottom[-1]] for x in st.moves(s)]:
        return 0
    keys = [_test_key(b) for b in bottom]
    for start in range(len(tests)):
        top = [_test_key(b) for b in tests[start:]]
        if len(top) > len(keys):
            continue
        copy = keys[len(keys) - len(top):]
        # (the first test's block may begin with statements before the test, and so may its copy's:
        # the instructions they end with, positions and all, are the test)
        if copy[1:] == top[1:] and top[0] and copy[0] and top[0][-1] == copy[0][-1]:
            return start
    return 0


def _test_key(b: Block) -> List[Tuple[Tuple[str, str], object]]:
    """A test's instructions but its jump, as a copy of them reads, with their positions (which
    the copy keeps)."""
    return [(copy_form(i), i.position) for i in b.instrs[:-1] if i.name != "NOP"]


def _test_in_hole(st: "Structurer", h: Block, body_blocks: Set[Block]) -> Optional[Block]:
    """The test of a ``while`` loop inside a protected region whose failing way jumps back to an
    outer loop's head: 3.12+ turns that conditional jump backward into one forward over a new
    ``JUMP_BACKWARD`` (Python/flowgraph.c, normalize_jumps_in_block), and the new instructions carry
    no handler, so the exception table splits the test's jump from the head it ends (see
    decompile/regions.py): the block ``h`` falls into, holding only that jump, in no range."""
    succs = st.flow.succs[h]
    if h.try_range is None or len(succs) != 1 or h.instrs[-1].name in _ONLY_MOVES:
        return None
    t = succs[0]
    if t.try_range is not None or t not in body_blocks or st.flow.preds[t] != [h] \
            or t.instrs[-1].name not in _TESTS or any(i.name != "NOP" for i in t.instrs[:-1]):
        return None
    return t


def for_loop(st: "Structurer", h: Block, stack: Stack, body_blocks: Set[Block], out: List[Stmt], line: Optional[int],
             simulated: bool = False, outer: Optional[Loop] = None) -> Tuple[Optional[Block], Optional[Stack]]:
    """``for`` at the FOR_ITER that ends ``h`` (``simulated``: the instructions before it have run;
    ``outer``: the loop around it)."""
    top = stack[-1] if stack else None
    if isinstance(top, Marker) and top.kind == "iter":
        iterator = top.data
    elif st.sim.comprehension and top is not None and top.text == ".0":
        iterator = top  # a comprehension's function loops over its argument, already an iterator
        stack = stack[:-1] + [Marker("iter", top)]
    else:
        raise Unsupported("FOR_ITER without an iterator from GET_ITER")
    jump = next((e.target for e in h.edges if e.kind == "jump"), None)
    fall = next((e.target for e in h.edges if e.kind == "fall"), None)
    if jump is None or fall is None or (len(h.instrs) != 1 and not simulated):
        raise Unsupported("a FOR_ITER block of an unusual shape")
    exit_block = jump
    break_target: Optional[Block] = jump
    if st.facts.for_exit_keeps_iterator:
        # 3.12+: the exit is END_FOR (3.13: END_FOR, POP_TOP; 3.14: END_FOR, POP_ITER); a break jumps past it
        names = [i.name for i in jump.instrs]
        if names in (["END_FOR"], ["END_FOR", "POP_TOP"], ["END_FOR", "POP_ITER"]) and st.flow.succs[jump]:
            break_target = st.flow.succs[jump][0]
    else_start: Optional[Block] = None
    past = break_past_else(st, h, exit_block)
    if past is not None and past is not break_target:  # `for ... else`: a break jumps past the else clause
        else_start, break_target = exit_block, past
    tail = for_break_tail(st, h, exit_block, body_blocks) if past is None else None
    if tail is not None:  # (`for ... else` whose breaks each went into a copy of the statement after it)
        else_start, break_target = exit_block, None
    copied_end = else_end_copied(st, h, exit_block, body_blocks) if past is None and tail is None else None
    if copied_end is not None:  # (or into copies of where its else clause ends)
        else_start, break_target = exit_block, copied_end
    st.done.add(h)
    loop = Loop(h, break_target, body_blocks, None, set(), break_tail=tail)
    if (iterator is top or (st.sim.comprehension and iterator.text == ".0")) and h.instrs[-1].lineno is not None:
        # a comprehension's argument is loaded on the line where the comprehension starts (3.15: made
        # an iterator by the GET_ITER before RETURN_GENERATOR), its loop on the line of its first
        # ``for`` clause
        line = h.instrs[-1].lineno
    elif any(inlined.is_inlined_accumulator(v) for v in stack[-3:-1]) and fall.instrs[0].lineno is not None:
        # an inlined comprehension (3.12+; its result under the iterator, and 3.15's index) stores its
        # first ``for`` clause's target on the clause's line (3.12 puts FOR_ITER on the
        # comprehension's), where the statement around may start earlier
        line = fall.instrs[0].lineno
    line = line if line is not None else h.instrs[0].lineno
    body, _ = st.run(fall, stack + [Marker("next")], loop, None)
    if not body or body[0].kind != "for_target":
        raise Unsupported("a for loop whose target is not stored first")
    target = body.pop(0).text
    _loop_body_end(body, not st.facts.copies_small_exits)
    if st.facts.except_continue_shows and not st.facts.threads_jumps_back:
        else_for_continued_try(body)
    bodies: List[Tuple[Optional[str], List[Stmt]]] = [(None, body)]
    if else_start is not None:
        # (3.12+: the else clause starts at END_FOR, which drops the exhausted iterator)
        else_stack = stack + [Marker("exhausted")] if st.facts.for_exit_keeps_iterator else stack[:-1]
        else_out, _ = st.run(else_start, else_stack, outer, break_target)
        bodies.append(("else:", else_out))
        out.append(Stmt("for", "for %s in %s:" % (target, wrap(iterator, TEST)), line, (target, iterator), bodies))
        # (a break drops the iterator, and 3.15's index under it)
        below = stack[-2] if len(stack) >= 2 else None
        index = st.facts.get_iter_pushes_index and isinstance(below, Marker) and below.kind == "iter_index"
        after = stack[:-2] if index else stack[:-1]
        if tail is not None:
            st.sim.line = None  # (the statement the breaks went to, written once after the loop)
            st.sim.steps(tail, list(after), out)
            return None, None
        return break_target, after
    stmt = Stmt("for", "for %s in %s:" % (target, wrap(iterator, TEST)), line, (target, iterator), bodies)
    if close_inlined(stmt, stack) is not None:  # 3.12+: the loop of a comprehension, now an expression
        cleanup = st.handler_of(h)
        if cleanup is not None and inlined.cleanup_handler(cleanup):
            st.handled.add(cleanup)
    else:
        out.append(stmt)
    if st.facts.for_exit_keeps_iterator:
        return exit_block, stack + [Marker("exhausted")]
    return exit_block, stack[:-1]


def async_for_statement(st: "Structurer", h: Block, stack: Stack, outer: Optional[Loop], out: List[Stmt],
                        line: Optional[int],
                        body_blocks: Optional[Set[Block]]) -> Tuple[Optional[Block], Optional[Stack]]:
    """``async for`` at ``h``; ``body_blocks`` None: a loop whose body never comes back."""
    handler, after = async_for_exit(st, h, stack)
    past_else = break_past_else(st, h, after)  # `async for ... else`
    past_else = past_else if past_else is not after else None
    if body_blocks is None:
        body_blocks = straight_body(st, h, (handler, after))
    return async_for_loop(st, Loop(h, past_else or after, body_blocks, None, set()), handler, past_else,
                          stack, out, line, outer)


def straight_body(st: "Structurer", h: Block, exits: Tuple[Optional[Block], ...] = ()) -> Set[Block]:
    """The blocks of a for loop at ``h`` that has no back edge: what its body reaches before the
    exit (FOR_ITER's jump, or ``exits``)."""
    exits = exits or (next((e.target for e in h.edges if e.kind == "jump"), None),)
    falls = [e.target for e in h.edges if e.kind == "fall"]
    return {h} | st.flow.reach(falls, stop={h, *(x for x in exits if x is not None)})


def jump_on_test_line(flow: FlowGraph, b: Block, line: Optional[int]) -> bool:
    """A block that only jumps back, on the line of the test before it: 3.12+ copy the jump at the
    end of a loop's body into the arm of an ``if`` that ends it with its test's line, where a
    written ``continue`` has a line of its own (Python/flowgraph.c); read as ``if not c: continue``
    the test would flip ``in`` and ``is``, which the compiler folds ``not`` into.  A chained
    comparison's last test falls into a jump forward to that block, past the drop of its copy:
    the line of the block it jumps to is what tells."""
    if b.instrs and b.instrs[-1].name == "JUMP_FORWARD" and len(flow.succs[b]) == 1 \
            and all(i.name in _ONLY_MOVES for i in b.instrs):
        b = flow.succs[b][0]
    return line is not None and bool(b.instrs) and all(i.name in _ONLY_MOVES for i in b.instrs) \
        and b.instrs[-1].lineno == line


def else_for_threaded_continues(body: List[Stmt], peephole: bool, popped: Optional[Set[int]] = None) -> None:
    """``if c: A`` / ``else: B`` ending a loop's body, read as ``if c: A; continue`` then ``B``:
    the arm's jump back has no line of its own (``threaded_jumps.threaded_jump``), so it was the jump
    over the ``else``, and what follows the ``if`` to the end of its statements is that ``else``
    (the jump led to the loop's head, so nothing came after the ``if``).  Not inside nested loops,
    whose bodies were read on their own.  Only where the peephole optimizer threads jumps (3.8-3.9:
    ``peephole``).  ``popped``: the ids of the clauses whose threaded continue was taken off, which
    jumped past the ``else`` of each ``if`` around them that they end (:func:`_threaded_ends`)."""
    popped = set() if popped is None else popped
    for s in body:
        if s.kind in ("if", "try", "with"):
            for _, clause in s.bodies:
                else_for_threaded_continues(clause, peephole, popped)
    if peephole:
        drop_continues_before_continue(body)
    # (a body that ends with a continue of its own, an arm of an if: the else stops before it)
    end = len(body) - 1 if body and body[-1].kind == "continue" else len(body)
    for at, s in enumerate(body[:end - 1]):
        arm = s.bodies[-1][1] if s.kind == "if" and s.bodies[-1][0] != "else:" else []
        nested = _threaded_ends(arm[-1], popped) if arm and arm[-1].kind == "if" else None
        if (len(arm) >= 2 and _threaded(arm[-1])) or nested:
            for clause in nested or [arm]:
                if _threaded(clause[-1]):
                    clause.pop()
            popped.add(id(arm))
            s.bodies.append(("else:", body[at + 1:end]))
            del body[at + 1:end]
            # (an elif chain: its next if does the same)
            else_for_threaded_continues(s.bodies[-1][1], peephole, popped)
            return
        if peephole and s.kind == "try" and _clauses_end_at_head(s):
            for _, clause in s.bodies[1:]:
                if clause[-1].kind == "continue" and clause[-1].data != "explicit":
                    clause[-1:] = [] if len(clause) > 1 else [Stmt("pass", "pass", clause[-1].line)]
            s.bodies.append(("else:", body[at + 1:]))
            del body[at + 1:]
            else_for_threaded_continues(s.bodies[-1][1], peephole, popped)
            return


def _threaded(s: Stmt) -> bool:
    return s.kind == "continue" and s.data == "threaded"


def _threaded_ends(s: Stmt, popped: Set[int]) -> Optional[List[List[Stmt]]]:
    """The clauses of ``s``, an if/else (and of each if/else ending one of them), that end with a
    threaded ``continue`` (:func:`else_for_threaded_continues`) or had it taken off (``popped``),
    where every other clause leaves: the jumps over an ``else`` around ``s`` that the compiler
    pointed at the loop's head.  An arm that went on would fall into what follows, so ``s``
    ended the loop's body and what follows it was that ``else``.  None where a clause goes on
    or none ends so."""
    if len(s.bodies) < 2 or s.bodies[-1][0] != "else:":
        return None
    found: List[List[Stmt]] = []
    for _, clause in s.bodies:
        last = clause[-1] if clause else None
        if id(clause) in popped or (last is not None and _threaded(last) and len(clause) >= 2):
            found.append(clause)
        elif last is not None and last.kind == "if":
            inner = _threaded_ends(last, popped)
            if inner is None:
                return None
            found.extend(inner)
        elif last is None or last.kind not in LEAVING:
            return None
    return found or None


def _clauses_end_at_head(s: Stmt) -> bool:
    """``s``, a try statement with except clauses only, each of which leaves, one at least by a jump
    back that no dead code follows: the jump over the ``else`` clause after its end (POP_EXCEPT,
    JUMP_FORWARD), pointed at the loop's head by the optimizer, where a ``continue`` written there
    leaves that jump after it, dead (``threaded_jumps.dead_after``).  The try statement ended the
    loop's body, and the statements after it are its ``else`` clause."""
    clauses = s.bodies[1:]
    return bool(clauses) and all((h or "").startswith("except") for h, _ in clauses) and all(
        body and body[-1].kind in LEAVING for _, body in clauses) and any(
        body[-1].kind == "continue" and body[-1].data != "explicit" for _, body in clauses)


def _loop_body_end(body: List[Stmt], peephole: bool, breaks_moved: bool = True) -> None:
    """The end of a for or while loop's body as the source wrote it: without the ``continue`` that
    closes it, and ``if c: break`` (or ``return x``) where 3.12+ lay it out as ``if not c: continue``
    then ``break`` (the break's block moved after the jump back, Python/flowgraph.c); in a while
    loop only where its test is at the top alone (3.14+: ``breaks_moved``; 3.12-3.13's are not read
    that way yet: a generated program of 3.12 turns inexact)."""
    else_for_threaded_continues(body, peephole)
    trim_tail(body, ("continue",))
    if breaks_moved:
        _moved_breaks(body)


def _moved_breaks(body: List[Stmt]) -> None:
    """``if c: break`` back where it ends ``body`` as ``if not c: continue`` then ``break``, and
    where it ends an arm of the if/else that ends ``body`` (each arm ends the loop's body too)."""
    # (a break out of a module's last loop reads as the module's end, copied into it: ``return_none``)
    if len(body) >= 2 and body[-1].kind in ("break", "return", "return_none") \
            and body[-2].kind == "if" \
            and len(body[-2].bodies) == 1 and [s.kind for s in body[-2].bodies[0][1]] == ["continue"] \
            and isinstance(body[-2].data, Expr):
        test = negate(body[-2].data)
        body[-2:] = [Stmt("if", "if %s:" % test.text, body[-2].line, test, [(None, [body[-1]])])]
    elif body and body[-1].kind == "if" and len(body[-1].bodies) > 1:
        for _, arm in body[-1].bodies:
            _moved_breaks(arm)


