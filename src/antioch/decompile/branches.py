"""Branches placed in the structure: a condition opens an ``if``/``elif``/``else`` whose arms run
until the branch's immediate post-dominator (its follow), or, where the arms leave values on the stack
instead of statements, an expression (``x or y``, ``a if c else b``) merged at the follow
(value_branches.py); an arm that leaves the loop or the function ends there, and ``assert`` is a
branch that raises."""
from typing import TYPE_CHECKING, List, Optional, Set, Tuple

from antioch.analysis.cfg import Block
from antioch.decompile import loops, value_branches
from antioch.decompile.conditions import Cond, condition, copied_past_cleanup, value_condition
from antioch.decompile.except_clauses import exception_handled
from antioch.decompile.except_star import ExceptionStarMatch
from antioch.decompile.expr import OR, TEST, Compare, Expr, Marker, Unsupported, folded_not, negate, wrap
from antioch.decompile.facts import CONDITIONAL_JUMPS, UNCONDITIONAL_JUMPS
from antioch.decompile.graph import ONLY_MOVES
from antioch.decompile.leaving import End
from antioch.decompile.loops import Loop
from antioch.decompile.regions import inserted_jump, jump_back_inserted
from antioch.decompile.simulate import Stack, same_stack
from antioch.decompile.stmts import Stmt

if TYPE_CHECKING:
    from antioch.decompile.structure import Structurer

#: the data of the ``continue`` that stands for a 3.10+ while loop's copied test, the way round again
ROUND_AGAIN = "round again"


def branch(st: "Structurer", b: Block, end: End, stack: Stack, loop: Optional[Loop], out: List[Stmt],
           outer_stop: Optional[Block] = None) -> Tuple[Optional[Block], Optional[Stack]]:
    line = st.sim.line
    st.sim.line = None
    start = _first_tested_line(end)
    cond = value_condition(st, condition(st, b, end, stack))
    if len(cond.blocks) > 1 and cond.kept is None and st.facts.while_test_at_bottom:
        cond = _if_around_loop(st, b, end, stack, cond)
    stack = cond.stack
    if loop is not None and loop.bottom_test is not None and cond.kept is None:
        heads = (loop.header, loop.body_start) if loop.body_start is not None else (loop.header,)
        # (the way back goes to the head, which may itself only move on: the NOP of a try that
        # starts the body, which through_jumps goes past)
        then = next((x for x in st.moves(cond.then) if x in heads), st.through_jumps(cond.then))
        other = next((x for x in st.moves(cond.other) if x in heads), st.through_jumps(cond.other))
        if (then in heads and st._is_exit(other, loop) and cond.expr.text == loop.bottom_test) or \
                (other in heads and st._is_exit(then, loop)
                 and negate(cond.expr).text == loop.bottom_test):
            # the copied test that closes a 3.10+ while loop: each of its tests that goes round
            # again jumps back from a block of its own (3.12+: a JUMP_BACKWARD after each)
            ran = set(cond.blocks) | set(cond.absorbed)
            for arm in (cond.then, cond.other):
                while arm not in heads and arm is not loop.exit and arm is not loop.orelse:
                    st.done.add(arm)
                    ran.add(arm)
                    if len(st.flow.succs[arm]) != 1:
                        break
                    arm = st.flow.succs[arm][0]
            loop.found.update(p for x in heads for p in st.flow.preds[x] if p in ran)
            # (the way round again, which the body's end drops: an arm that ends here is no arm that leaves)
            out.append(Stmt("continue", "continue", None, ROUND_AGAIN))
            return None, None
    if value_branches.one_value_returned(st, cond, stack, out) \
            or value_branches.value_into_copies(st, cond, stack, out, line, start):
        return None, None
    if st.facts.tests_jump_back and cond.kept is None and cond.other in st.flow.loops \
            and cond.then not in st.flow.loops and jump_back_inserted(st.flow, cond.then) is not None:
        # 3.12+: a while loop's test at the top that fails to the head of a loop around (the end of its
        # body) jumps into the loop and falls into the jump back the compiler added (Python/flowgraph.c)
        cond = cond._replace(expr=negate(cond.expr), then=cond.other, other=cond.then)
    # (a chained comparison's last test falls into a jump to the loop, past the drop of its copy;
    # a jump elsewhere, or a NOP on the way, is a statement: the break before a `while True:`)
    guarded = cond.then
    if cond.absorbed and guarded not in st.flow.loops and guarded.instrs[-1].name in UNCONDITIONAL_JUMPS \
            and len(guarded.instrs) == 1 and len(st.flow.succs[guarded]) == 1:
        guarded = st.flow.succs[guarded][0]
    if guarded in st.flow.loops and guarded not in st.done and cond.kept is None \
            and cond.other not in st.flow.loops[guarded] and _tested_at_bottom(st, guarded, cond.other):
        st.sim.line = line
        if guarded is not cond.then:
            st.done.add(cond.then)
        return loops.loop(st, guarded, stack, loop, out, guard=cond)
    follow: Optional[Block]
    if isinstance(cond.expr, ExceptionStarMatch) and len(st.flow.succs[cond.other]) == 1:
        follow = st.flow.succs[cond.other][0]  # except*: the next clause starts after the no-match arm
    elif loop is not None and (cond.blocks[0] in loop.body or cond.blocks[0] not in st.flow.reachable):
        # where the arms meet before the loop goes round again or is left (not in a break's own
        # statements, laid out inside the loop but not of its body: see loops._past_break_arms)
        follow, again = st.flow.follow(cond.blocks[0], loop.body, st.heads(loop))
        if follow in cond.blocks:
            # (a test of the condition threaded straight to the loop's head, 3.8-3.9: where the
            # arms meet is seen from the last test, the others going on to it or to the head)
            follow, again = st.flow.follow(max(cond.blocks, key=lambda x: x.index), loop.body, st.heads(loop))
        if not again and _continue_after_cleanup(st, cond, follow, loop):
            again = True
        if again:  # they meet only at the next iteration
            follow = _past_continue_arm(st, cond, loop) or loop.header
        elif follow is None:  # a block that leaves, which both arms reach, is still their join
            leaving = st.flow.ipdom(cond.blocks[0])
            if leaving is not None and leaving not in loop.body and leaving is not loop.exit \
                    and not st.flow.succs[leaving] and leaving in st._reach(cond.then, loop.header) \
                    and leaving in st._reach(cond.other, loop.header):
                follow = leaving
            elif cond.blocks[0] not in loop.body:
                # a handler's test (3.8-3.10: handlers are outside the loop's body, which only the
                # normal flow makes): its arms meet where they do in the whole code, unless only
                # at the loop's head or exit (a continue or break)
                follow, _ = st.flow.follow(cond.blocks[0])
                if follow in st.heads(loop) or follow is loop.exit:
                    follow = None
        if st.facts.tests_jump_back and follow is not None and follow not in st.heads(loop) \
                and cond.kept is None and jump_back_inserted(st.flow, cond.then) in st.heads(loop):
            # the arm that jumps back with the test's position is no ``continue``: 3.12+ write it
            # for an ``if`` that ends the loop's body (the other arm runs on to its end, or leaves)
            follow = loop.header
    else:
        follow, _ = st.flow.follow(cond.blocks[0])
        if follow is None:  # (an endless loop after the branch)
            follow = _join(st, cond, b)
        elif outer_stop is not None and follow is not outer_stop and follow in (cond.then, cond.other) \
                and not st.flow.succs[follow]:
            # an arm that leaves is no join when the other never reaches it but goes on to where the
            # statement around ends: an endless loop there has no post-dominator (an except clause
            # that runs into `while True:` after its try statement)
            arm = cond.other if follow is cond.then else cond.then
            if outer_stop in st.flow.reach([arm], stop={follow}):
                follow = outer_stop
        if follow is None:
            follow = _past_leaving_else(st, cond) or _past_else_after_threaded_test(st, cond)
        elif outer_stop is not None and follow is not outer_stop and _after_stop(st, cond, follow, outer_stop):
            follow = outer_stop
    if (follow is None or follow is cond.then) and loop is not None and (
            cond.blocks[0] in loop.body or cond.blocks[0] not in st.flow.reachable):
        # (nor `if not c: continue` when the body jumps over the continue: an else clause)
        follow = _past_continue_arm(st, cond, loop) or follow
    if follow is cond.then and cond.other is not cond.then:
        # the other way leaves, and the way the test falls into is the if's body, never empty:
        # `if c: <the rest> else: <leave>`, whose arms run on to where the statement around ends
        follow = None
    then_stack = list(stack)
    other_stack = list(stack)
    if cond.kept is not None:
        other_stack.append(cond.kept)
    # with no join inside, the arms still end where the statement around them does
    arm_stop = follow if follow is not None else outer_stop
    exits_before = len(st.region_exits[-1]) if st.region_exits else 0
    arm_line = st.sim.line
    then_out, then_end = st.run(cond.then, then_stack, loop, arm_stop)
    # (each arm starts where the test left the line: the jump that ends the first has its last
    # statement's line, no line of the second's first statement)
    st.sim.line = arm_line
    other_out, other_end = st.run(cond.other, other_stack, loop, arm_stop)
    # an except clause ends its handling: it leaves the stack without the exception it had
    handled = [e for e in (then_end, other_end) if e is not None and exception_handled(e, stack)]
    if handled:
        if any(e is not None and not same_stack(e, handled[0]) for e in (then_end, other_end)):
            raise Unsupported("except clauses that end on different stacks")
        then_end = other_end = stack = handled[0]
    if then_end is not None and other_end is not None and not (same_stack(then_end, stack)
                                                                 and same_stack(other_end, stack)):
        if then_out or other_out:
            raise Unsupported("a branch that both computes a value and runs statements")
        st.sim.line = line  # the statement the value belongs to began before the test
        return follow, value_branches.merge(st, cond, then_end, other_end, start)
    if (then_end is not None and not same_stack(then_end, stack)) or \
            (other_end is not None and not same_stack(other_end, stack)):
        raise Unsupported("a branch that leaves the stack changed")
    if loop is not None and follow is loop.header and not then_out and other_out and then_end is not None:
        if (st.regions and st.regions[-1] is not None and cond.blocks[-1] in st.regions[-1]
                and inserted_jump(st.flow, cond.blocks[-1], cond.then)) \
                or loops.jump_on_test_line(st.flow, cond.then, line) \
                or (st.facts.tests_jump_back and jump_back_inserted(st.flow, cond.then) in st.heads(loop)):
            # (`if c: ...` ending the loop's body)
            cond = cond._replace(expr=negate(cond.expr), then=cond.other, other=cond.then)
            then_out, other_out, then_end, other_end = other_out, then_out, other_end, then_end
        else:
            then_out, then_end = [Stmt("continue", "continue", None, "explicit")], None
            follow = None
    elif loop is not None and st.facts.tests_jump_back and follow is None \
            and other_end is None and other_out and (other_out[-1].kind in ("raise", "return") or (
                other_out[-1].kind == "break" and (loop.header.instrs[0].name == "FOR_ITER"
                                                   or st.facts.while_test_at_top))) \
            and (([s.kind for s in then_out] == ["continue"] and _ends_body(st, cond, loop))
                 or (not then_out and outer_stop in st.heads(loop))) \
            and jump_back_inserted(st.flow, cond.then) in st.heads(loop):
        # `if c: A; raise` (or return, or break) ending a loop's body (or an elif's): the jump back
        # where the test fails is the compiler's (it has the test's position), no `continue` of the source
        cond = cond._replace(expr=negate(cond.expr), then=cond.other, other=cond.then)
        then_out, other_out, then_end, other_end = other_out, [], other_end, then_end
    joined = _return_choice(st, cond, then_out, other_out, line)
    if joined is not None:
        out.append(joined)
        return None, None
    # where the flow goes on: the join, or the end of the statement around (an arm reached it), or nowhere
    if then_end is None and other_end is None:
        next_block = None
    else:
        next_block = follow if follow is not None else outer_stop
    assert_stmt = _assertion(st, cond, then_out, other_out, line)
    if assert_stmt is not None:
        out.append(assert_stmt)
        out.extend(other_out)
    else:
        bodies: List[Tuple[Optional[str], List[Stmt]]] = [(None, then_out)]
        if other_out:
            both_end = st.facts.copies_small_exits and _ends_returning_none(then_out) \
                and _ends_returning_none(other_out) and not copied_past_cleanup(st, cond)
            if then_out and then_out[-1].kind == "continue" and then_out[-1].data == ROUND_AGAIN:
                then_out.pop()  # (the arm goes round again by the copied test: the other is its else)
            elif then_end is None and follow is None and not both_end:
                # the `if` body leaves: what the test skips to is simply what comes next
                out.append(Stmt("if", "if %s:" % cond.expr.text, line, cond.expr, bodies))
                out.extend(other_out)
                return _after_branch(st, next_block, stack, exits_before)
            bodies.append(("else:", other_out))
        out.append(Stmt("if", "if %s:" % cond.expr.text, line, cond.expr, bodies))
    return _after_branch(st, next_block, stack, exits_before)


def _continue_after_cleanup(st: "Structurer", cond: Cond, follow: Optional[Block], loop: Loop) -> bool:
    """``follow`` is the body of ``if not (a < b < c): ...; continue``: only the chained
    comparison's arm reaches it, by the jump past the drop of its copy and by that drop
    (compiler_jump_if in Python/compile.c), and it goes back to the loop's head without meeting
    the other arm: the arms meet only at the next iteration, no join."""
    if follow is None or not cond.absorbed:
        return False
    arm = {cond.then, *cond.absorbed}
    if not all(p in arm for p in st.flow.preds[follow]):
        return False
    heads = st.heads(loop)
    ways = st.flow.reach([follow], stop=heads)
    return not ways & st.flow.reach([cond.other], stop=heads) \
        and any(h in st.flow.succs[x] for x in ways for h in heads)


def _ends_body(st: "Structurer", cond: Cond, loop: Loop) -> bool:
    """The test ``cond`` comes on every way round ``loop`` but its own jumps back: the ``if`` it
    opens ends the loop's body, so that its failing way needs no ``continue``."""
    mine = {st.flow.succs[b][0] for b in st.flow.cfg.blocks if len(st.flow.succs[b]) == 1
            and jump_back_inserted(st.flow, b) is not None and st.flow.preds[b][0] in cond.blocks}
    latches = [p for p in st.flow.preds[loop.header] if p in loop.body and p not in mine]
    return all(st.flow.dominates(cond.blocks[0], p) for p in latches)


def _if_around_loop(st: "Structurer", b: Block, end: End, stack: Stack, cond: Cond) -> Cond:
    """``if c: while t:``, both tests failing to one place, read as one condition ``c and t``
    into the loop: only the tests copied to the bottom of the loop's body are its test (see
    loops.loop_test_start), the others the ``if``'s, read again without them."""
    guarded = cond.then
    if guarded not in st.flow.loops or guarded in st.done or cond.other in st.flow.loops[guarded]:
        return cond
    tests = sorted(cond.blocks, key=lambda x: x.index)
    start = loops.loop_test_start(st, tests, guarded)
    if start == 0 or tests[0] is not b:
        return cond
    st.done.difference_update(cond.blocks[1:])
    st.done.difference_update(cond.absorbed)
    st.done.add(tests[start])
    try:
        outer = value_condition(st, condition(st, b, end, stack))
    finally:
        st.done.discard(tests[start])
    arms = {outer.then, st.through_jumps(outer.other)}
    if outer.kept is None and arms == {tests[start], st.through_jumps(cond.other)} \
            and sorted(outer.blocks, key=lambda x: x.index) == tests[:start]:
        return outer
    st.done.difference_update(outer.blocks[1:])
    st.done.difference_update(outer.absorbed)
    return value_condition(st, condition(st, b, end, stack))


def _tested_at_bottom(st: "Structurer", h: Block, exit_block: Block) -> bool:
    """Some way back to ``h`` is a conditional jump (3.12-3.13: a conditional jump over the
    JUMP_BACKWARD alone in its block) whose other way leaves the loop: the copy of a while loop's
    test at the bottom of its body (3.10-3.13), whose test at the top guards the loop like an
    ``if``.  3.8-3.9 and 3.14+ leave the test at the top only, the body going back to it by a plain
    jump: an ``if`` before such a loop is one, and a test of its body that leaves it (a ``break``)
    is no copy unless it goes where the test before the loop goes when it fails (``exit_block``)."""
    body = st.flow.loops[h]
    exit_block = st.through_jumps(exit_block)
    copies = st.facts.while_test_at_bottom and not st.facts.while_test_at_top

    def leaves(b: Block) -> bool:  # a copy of the test before the loop
        return bool(b.instrs) and b.instrs[-1].name in CONDITIONAL_JUMPS and b in body \
            and any(s not in body and (copies or st.through_jumps(s) is exit_block) for s in st.flow.succs[b])

    # (where the test stays at the top only, a jump back from the head's own test is no copy of
    # one: ``while t: pass``)
    return any(p in body and (leaves(p) or (all(i.name in ONLY_MOVES for i in p.instrs) and len(st.flow.preds[p]) == 1
                                            and (copies or st.flow.preds[p][0] is not h)
                                            and leaves(st.flow.preds[p][0])))
               for p in st.flow.preds[h])


def _after_branch(st: "Structurer", next_block: Optional[Block], stack: Stack,
                  exits_before: int) -> Tuple[Optional[Block], Optional[Stack]]:
    """Where the flow goes on after an ``if``; (None, stack) when it goes on only where an arm left
    the protected body around it (the body ends there), (None, None) when it leaves."""
    if next_block is not None:
        return next_block, stack
    if st.region_exits and len(st.region_exits[-1]) > exits_before:
        return None, stack
    return None, None


def _past_continue_arm(st: "Structurer", cond: Cond, loop: Loop) -> Optional[Block]:
    """``if c: A`` / ``else: continue`` / ``B``: the arms meet only at the loop's next iteration, but
    the if body ends with the jump over the else clause (compiler_if in Python/compile.c), to where
    the statements after the ``if`` start.  Between the two lies only the else clause (an ``elif``
    too), whose ways go on there or back to the loop's head (3.8-3.9 leave a ``continue`` dead
    after threading the test's jump straight to the head; in an except clause it follows POP_EXCEPT)."""
    heads = st.heads(loop)
    arm = st.flow.reach([cond.then], stop=heads)
    jumps = [j for j in arm if j.instrs[-1].name == "JUMP_FORWARD" and len(st.flow.succs[j]) == 1]
    if not jumps:
        return _past_threaded_else(st, cond, loop, arm)
    last = max(jumps, key=lambda j: j.index)
    after = st.flow.succs[last][0]
    between = st.flow.cfg.blocks[last.index + 1:after.index]
    inside = after in loop.body or (cond.blocks[0] not in st.flow.reachable and after not in st.flow.reachable)
    # (the else clause starts right after the jump over it; a test threaded to the head left it dead)
    if after in heads or not inside or not between or not (
            between[0] is cond.other or (cond.other in heads and not any(x in st.flow.analysed for x in between))):
        return None
    for x in between:
        if x not in st.flow.analysed:
            if not all(i.name in ONLY_MOVES for i in x.instrs):
                return None
        elif any(s not in heads and s is not after and s not in between for s in st.flow.succs[x]):
            return None
    return after


def _past_threaded_else(st: "Structurer", cond: Cond, loop: Loop, arm: Set[Block]) -> Optional[Block]:
    """``if c: A`` / ``else: B`` ending a loop's body on 3.8-3.9, whose ``A`` ends in an if statement
    of its own: the peephole optimizer (Python/peephole.c) points the jump over ``B`` at the loop's
    head, as the jump to the loop's head that ends the body, and the inner if body's jump to that
    jump at the jump back (JUMP_ABSOLUTE, forward), left alone after the else clause: where the
    statements after the outer ``if`` start.  ``A`` is laid out before ``B``, which runs on there or
    back to the head."""
    if st.facts.copies_small_exits:
        return None
    heads = st.heads(loop)
    jumps = [j for j in arm if j.instrs[-1].name == "JUMP_ABSOLUTE" and len(st.flow.succs[j]) == 1
             and st.flow.succs[j][0].index > cond.other.index > j.index]
    if len(jumps) != 1:
        return None
    after = st.flow.succs[jumps[0]][0]
    if after not in loop.body or [i.name for i in after.instrs] != ["JUMP_ABSOLUTE"] \
            or st.flow.succs[after][0] not in heads:
        return None
    then_blocks = st.flow.cfg.blocks[cond.then.index:cond.other.index]
    between = st.flow.cfg.blocks[cond.other.index:after.index]
    if cond.then.index > cond.other.index or any(x not in arm for x in then_blocks if x in st.flow.analysed) \
            or any(x in arm for x in between):
        return None
    for x in then_blocks + between:
        if x in st.flow.analysed and any(s not in heads and s is not after and s.index >= after.index
                                         for s in st.flow.succs[x]):
            return None
    return after


def _past_leaving_else(st: "Structurer", cond: Cond) -> Optional[Block]:
    """``if c: A`` / ``else: <leave>`` / ``B``: the arms never meet, but the if body ends with the jump
    over the else clause to where ``B`` starts (compiler_if in Python/compile.c), which the
    compiler keeps when the else clause leaves (3.10+ remove the dead code ``if c: A`` / ``<leave>``
    would leave after it).  The else clause is laid out alone between the jump and its target."""
    if cond.kept is not None or cond.then is cond.other:
        return None
    other = st.flow.reach([cond.other])
    arm = st.flow.reach([cond.then], stop=other)
    for j in arm:
        if j.instrs[-1].name != "JUMP_FORWARD" or len(st.flow.succs[j]) != 1:
            continue
        after = st.flow.succs[j][0]
        between = st.flow.cfg.blocks[j.index + 1:after.index]
        if after in other or not between or between[0] is not cond.other or \
                {x for x in between if x in st.flow.analysed} != other:
            continue
        return after
    return None


def _past_else_after_threaded_test(st: "Structurer", cond: Cond) -> Optional[Block]:
    """3.8-3.9: ``if c: A`` / ``else: <leave>`` where ``A`` ends in an ``if`` whose test jumps past the
    else clause: the optimizer pointed it at the target of the jump over the else clause, then
    removed that jump after the ``return`` before it (Python/peephole.c).  The if body is laid out
    before the else clause, alone between them, and the target after it."""
    if st.facts.copies_small_exits or st.facts.structures_exception_table or cond.kept is not None \
            or cond.then.index > cond.other.index:
        return None
    other = st.flow.reach([cond.other])
    arm = st.flow.reach([cond.then], stop=other)
    inside = {x for x in arm if cond.then.index <= x.index < cond.other.index}
    past = {s for x in inside for s in st.flow.succs[x] if s.index > cond.other.index}
    if len(past) != 1:
        return None
    after = past.pop()
    if after in other or not arm - inside <= st.flow.reach([after]):
        return None
    between = st.flow.cfg.blocks[cond.other.index:after.index]
    return after if {x for x in between if x in st.flow.analysed} == other else None


def _join(st: "Structurer", cond: Cond, b: Block, loop: Optional[Loop] = None) -> Optional[Block]:
    """The first block after the test that both arms reach, when some paths leave the function
    (not through the head of the loop around: what comes round again is no join), and that goes on
    as statements do: not a handler of a statement around the branch, nor what follows it, nor a
    block whose every way re-raises."""
    head = loop.header if loop is not None else None
    both = st._reach(cond.then, head) & st._reach(cond.other, head)
    # (through the handlers of the try statements in the arms, `_reach` gets to what no arm goes on
    # to: the handlers of the statements around the branch, and what they go on to after those
    # statements; a handler that only re-raises, a cleanup or a finally clause's copy for the exception)
    around: List[Block] = []
    h = st.handler_of(b)
    while h is not None and h not in around:
        around.append(h)
        h = st.handler_of(h)
    outside = st.flow.reach(around)
    for x in sorted(both, key=lambda x: x.index):
        ends = [y for y in st.flow.reach([x]) if not st.flow.succs[y]]
        # (an endless loop, which nothing leaves, goes on as statements do)
        if x.index > b.index and x not in outside and not (ends and all(y.instrs[-1].name == "RERAISE" for y in ends)):
            return x
    return None


def _return_choice(st: "Structurer", cond: Cond, then_out: List[Stmt], other_out: List[Stmt],
                   line: Optional[int]) -> Optional[Stmt]:
    """3.12+ copies ``return a if c else b``'s return into both arms; a constant arm that still
    loads its constant (instead of RETURN_CONST) shows the copy, and from 3.14 (no RETURN_CONST)
    both returns on the condition's line."""
    if len(then_out) != 1 or len(other_out) != 1:
        return None
    a, b = then_out[0], other_out[0]
    if a.kind not in ("return", "return_none") or b.kind not in ("return", "return_none"):
        return None
    if st.facts.has_return_const:
        if a.data != "loaded" and b.data != "loaded":
            return None
    elif not (st.facts.version >= (3, 14) and a.line is not None and a.line == b.line == line
              and _return_line(st, cond.then) == _return_line(st, cond.other) == line):
        # 3.14+ has no RETURN_CONST: only the lines tell the copy (one line for both, the returns'
        # own too: a statement's first line may be a NOP kept for the line of the test before it)
        return None
    x, y = a.text[len("return "):], b.text[len("return "):]
    value = Expr("%s if %s else %s" % (_operand(x, OR + 1), wrap(cond.expr, OR + 1), _operand(y, TEST)), TEST)
    return Stmt("return", "return %s" % value.text, line, value)


def _return_line(st: "Structurer", b: Block) -> Optional[int]:
    """The line of the RETURN_VALUE that ``b`` runs on to alone, if any."""
    seen = set()
    while b not in seen:
        seen.add(b)
        last = b.instrs[-1] if b.instrs else None
        if last is not None and last.name == "RETURN_VALUE":
            return last.lineno
        if len(st.flow.succs[b]) != 1:
            return None
        b = st.flow.succs[b][0]
    return None


def _assertion(st: "Structurer", cond: Cond, then_out: List[Stmt], other_out: List[Stmt],
               line: Optional[int]) -> Optional[Stmt]:
    if len(then_out) != 1 or then_out[0].kind != "raise" or not isinstance(then_out[0].data, tuple):
        return None
    message = then_out[0].data[1]
    test = negate(cond.expr)
    if folded_not(test):
        # (`assert not a in b` compiles as `assert a not in b`: 3.8's raise of the global AssertionError
        # under `if a in b:` stays that statement)
        return None
    text = "assert %s" % wrap(test, TEST)
    if message is not None:
        text += ", %s" % message
    return Stmt("assert", text, line)


def _first_tested_line(end: End) -> Optional[int]:
    """The line where the first value a branch tests starts: where a value chosen by it starts."""
    value = end.kept or end.raw
    if value is None and isinstance(end.expr, Compare):  # (x is None: the operand tested)
        value = end.expr.operands[0]
    return value.line if value is not None and not isinstance(value, Marker) else None


def _ends_returning_none(stmts: List[Stmt]) -> bool:
    """Whether every way through ``stmts`` ends in ``return None`` (a copy of the function's implicit end)."""
    if not stmts:
        return False
    last = stmts[-1]
    if last.kind == "return_none":
        return True
    return last.kind == "if" and len(last.bodies) == 2 and all(_ends_returning_none(b) for _, b in last.bodies)


def _operand(text: str, prec: int) -> str:
    """Return-value text as an operand of a conditional expression (parenthesised unless a plain atom)."""
    simple = text.replace("_", "").replace(".", "").isalnum() or text in ("None", "True", "False")
    return text if simple else "(%s)" % text


def _after_stop(st: "Structurer", cond: Cond, follow: Block, stop: Block) -> bool:
    """3.11+: where the arms meet lies after the end of the statement around them, which an arm
    reaches (a test of an except clause whose clauses end where the statement after the try
    begins, a with statement laid out before the handlers: its own handler's way out is where
    the post-dominators meet): the arms end where that statement does."""
    if not st.facts.structures_exception_table or follow in (cond.then, cond.other):
        return False
    after = st._reach(stop)
    return follow in after and stop not in st._reach(follow) and \
        any(stop in st._reach(arm, follow) for arm in (cond.then, cond.other))
