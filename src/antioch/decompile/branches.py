"""Branches placed in the structure: a condition opens an ``if``/``elif``/``else`` whose arms run
until the branch's immediate post-dominator (its follow), or, where the arms leave values on the stack
instead of statements, an expression (``x or y``, ``a if c else b``) merged at the follow
(value_branches.py); an arm that leaves the loop or the function ends there, and ``assert`` is a
branch that raises."""
from typing import TYPE_CHECKING, List, Optional, Tuple

from antioch.analysis.cfg import Block
from antioch.decompile import loop_exits, loops, threaded_jumps, value_branches
from antioch.decompile.branch_joins import (
    after_stop,
    arm_runs_off_loop_body,
    arms_join,
    continue_after_cleanup,
    ends_loop_body,
    ends_protected_body,
    joined_inside_arm,
    joined_past_continue,
    past_continue_arm,
    past_else_after_threaded_test,
    past_leaving_else,
    past_leaving_else_to_body_end,
    runs_to_stop,
)
from antioch.decompile.conditions import Cond, condition, copied_past_cleanup, value_condition
from antioch.decompile.empty_else import empty_else
from antioch.decompile.except_clauses import exception_handled
from antioch.decompile.except_star import ExceptionStarMatch
from antioch.decompile.expr import (
    OR,
    TEST,
    BoolOp,
    Compare,
    Expr,
    Marker,
    Not,
    Unsupported,
    boolean,
    folded_not,
    negate,
    wrap,
)
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
        if (then in heads and loop_exits.is_exit(st, other, loop) and cond.expr.text == loop.bottom_test) or \
                (other in heads and loop_exits.is_exit(st, then, loop)
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
        # statements, laid out inside the loop but not of its body: see loop_exits._past_break_arms)
        follow, again = st.flow.follow(cond.blocks[0], loop.body, st.heads(loop))
        if follow in cond.blocks:
            # (a test of the condition threaded straight to the loop's head, 3.8-3.9: where the
            # arms meet is seen from the last test, the others going on to it or to the head)
            follow, again = st.flow.follow(max(cond.blocks, key=lambda x: x.index), loop.body, st.heads(loop))
        if not again and continue_after_cleanup(st, cond, follow, loop):
            again = True
        if again:  # they meet only at the next iteration
            follow = past_continue_arm(st, cond, loop) or joined_inside_arm(st, cond, loop) \
                or joined_past_continue(st, cond, loop)
            if follow is None and not runs_to_stop(st, cond, loop, outer_stop):
                follow = loop.header
        elif follow is None:  # a block that leaves, which both arms reach, is still their join
            # (or the body's own jump back, past an else clause that leaves: branch_joins.py)
            follow = past_leaving_else_to_body_end(st, cond, loop)
            leaving = st.flow.ipdom(cond.blocks[0]) if follow is None else None
            if leaving is not None and ((
                    leaving not in loop.body and leaving is not loop.exit and not st.flow.succs[leaving]
                    and (loop.exit is None or leaving is not st.through_jumps(loop.exit))
                    and leaving in st._reach(cond.then, loop.header) and leaving in st._reach(cond.other, loop.header))
                    or ends_protected_body(st, cond, leaving, loop)):  # (or the break that ends a try body)
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
            follow = arms_join(st, cond, b)
        elif outer_stop is not None and follow is not outer_stop and follow in (cond.then, cond.other) \
                and not st.flow.succs[follow]:
            # an arm that leaves is no join when the other never reaches it but goes on to where the
            # statement around ends: an endless loop there has no post-dominator (an except clause
            # that runs into `while True:` after its try statement)
            arm = cond.other if follow is cond.then else cond.then
            if outer_stop in st.flow.reach([arm], stop={follow}):
                follow = outer_stop
        if follow is None:
            follow = past_leaving_else(st, cond) or past_else_after_threaded_test(st, cond)
        elif outer_stop is not None and follow is not outer_stop and after_stop(st, cond, follow, outer_stop):
            follow = outer_stop
    if (follow is None or follow is cond.then) and loop is not None and (
            cond.blocks[0] in loop.body or cond.blocks[0] not in st.flow.reachable):
        # (nor `if not c: continue` when the body jumps over the continue: an else clause; nor the
        # rest of the loop's body, where a test in the if body jumps to it too)
        follow = past_continue_arm(st, cond, loop) or joined_inside_arm(st, cond, loop) \
            or past_leaving_else_to_body_end(st, cond, loop) or joined_past_continue(st, cond, loop) \
            or (past_leaving_else(st, cond) if follow is cond.then else None) or follow
        # (or past an else clause that leaves, laid out alone after the if body's jump over it)
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
    then_left = _left_region(st, exits_before)
    # (each arm starts where the test left the line: the jump that ends the first has its last
    # statement's line, no line of the second's first statement)
    st.sim.line = arm_line
    other_out, other_end = st.run(cond.other, other_stack, loop, arm_stop)
    if loop is not None and follow is cond.other and then_end is None and not other_out and other_end is not None \
            and _round_after_if(st, then_out):
        # (3.10: ``if c: (if d: A / else: B)`` / ``else: C`` ending a loop's body: the arms of the inner
        # if jump back by themselves, threaded, where a ``continue`` after it would keep its own jump)
        then_out.pop()
        st.sim.line = arm_line
        other_out, other_end = st.run(cond.other, list(other_stack), loop, loop.header)
        follow = loop.header
    other_left = _left_region(st, exits_before) - then_left
    if arm_stop is None and not st.facts.structures_exception_table and not cond.kept:
        # (3.8-3.10: an arm that runs out of the body of a with statement around, where the other
        # leaves, ends with the stack of that body's way out, its manager's exit left behind by
        # POP_BLOCK: the statement ends there all the same)
        if then_left and other_end is None and then_end is not None and len(then_end) < len(stack):
            then_end = stack
        if other_left and then_end is None and other_end is not None and len(other_end) < len(stack):
            other_end = stack
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
    if loop is not None and follow is loop.header and st.facts.except_continue_shows \
            and not st.facts.threads_jumps_back:
        # (3.11: an arm that goes back by a continue of its own line, though the other joins it there)
        if then_out and then_end is not None and threaded_jumps.arm_continues(st, cond.then, follow):
            then_out.append(Stmt("continue", "continue", None, "explicit"))
            then_end = None
        if other_out and other_end is not None and threaded_jumps.arm_continues(st, cond.other, follow):
            other_out.append(Stmt("continue", "continue", None, "explicit"))
            other_end = None
    if loop is not None and follow is loop.header and st.facts.threads_jumps_back:
        # (3.12+: an arm whose ways meet at a continue of its own line, though the other goes round too)
        if then_out and then_end is not None and threaded_jumps.arm_shared_continue(st, cond.then, loop):
            then_out.append(Stmt("continue", "continue", None, "explicit"))
            then_end, follow = None, None  # (the other arm is what follows the if)
        elif other_out and other_end is not None and threaded_jumps.arm_shared_continue(st, cond.other, loop):
            other_out.append(Stmt("continue", "continue", None, "explicit"))
            other_end = None
    round_again: Optional[Block] = None
    if loop is not None and follow is loop.header and then_out and other_out and then_end is not None \
            and (other_end is not None or (other_out[-1].kind == "continue" and other_out[-1].data == "threaded")) \
            and threaded_jumps.arm_continues_alone(st, cond.then, follow):
        # (3.8-3.9: an arm that goes back by a continue of its own line after a loop nested in it,
        # the other running the rest of the loop's body: no else)
        then_out.append(Stmt("continue", "continue", None, "explicit"))
        then_end, follow = None, None
    if loop is not None and follow is loop.header and not then_out and other_out and then_end is not None:
        if (st.regions and st.regions[-1] is not None and cond.blocks[-1] in st.regions[-1]
                and inserted_jump(st.flow, cond.blocks[-1], cond.then)) \
                or (st.facts.tests_jump_back and loops.jump_on_test_line(st.flow, cond.then, line)) \
                or (st.facts.tests_jump_back and jump_back_inserted(st.flow, cond.then) in st.heads(loop)):
            # (`if c: ...` ending the loop's body)
            cond = cond._replace(expr=negate(cond.expr), then=cond.other, other=cond.then)
            then_out, other_out, then_end, other_end = other_out, then_out, other_end, then_end
        else:
            then_out, then_end = [Stmt("continue", "continue", None, "explicit")], None
            follow = None
            # (the other arm, the statements after the `if`, still goes round again: an arm of an
            # `if` around, which ends there, has nothing after them)
            round_again = loop.header
            if other_end is not None and not st.facts.copies_small_exits:
                # (3.8-3.9: the other arm, run on after the if, goes back to the head too: by a
                # jump the optimizer may have threaded there, which the loop's end reads)
                other_out.append(threaded_jumps.arm_end_continue(st, cond.other, loop.header))
                other_end = None
    elif loop is not None and st.facts.tests_jump_back and follow is None and other_end is None and other_out \
            and (other_out[-1].kind in ("raise", "return", "return_none", "if", "try") or (
                other_out[-1].kind == "break" and (loop.header.instrs[0].name == "FOR_ITER"
                                                   or st.facts.while_test_at_top))) \
            and (([s.kind for s in then_out] == ["continue"] and ends_loop_body(st, cond, loop))
                 or (not then_out and outer_stop in st.heads(loop))) \
            and jump_back_inserted(st.flow, cond.then) in st.heads(loop):
        # `if c: A; raise` (or return, or break, or a try statement whose ways all go back) ending a
        # loop's body (or an elif's): the jump back where the test fails is the compiler's (it has the
        # test's position), no `continue` of the source
        cond = cond._replace(expr=negate(cond.expr), then=cond.other, other=cond.then)
        then_out, other_out, then_end, other_end = other_out, [], other_end, then_end
    elif st.facts.tests_jump_back and not then_out and other_out and then_end is not None \
            and cond.kept is None and inserted_jump(st.flow, cond.blocks[-1], cond.then) \
            and cond.then.instrs[-1].name == "JUMP_BACKWARD":
        # `if c: A` whose test fails to an earlier block: 3.12+ turn that backward conditional jump
        # into a forward one over a JUMP_BACKWARD with the test's position (normalize_jumps_in_block,
        # Python/flowgraph.c); `if not c: pass` / `else: A` jumps there by the JUMP_NO_INTERRUPT over
        # its else on 3.13+ (codegen_if), which stays JUMP_BACKWARD_NO_INTERRUPT (on 3.12 both alike)
        cond = cond._replace(expr=negate(cond.expr), then=cond.other, other=cond.then)
        then_out, other_out, then_end, other_end = other_out, then_out, other_end, then_end
    joined = _return_choice(st, cond, then_out, other_out, line)
    if joined is not None:
        out.append(joined)
        return None, None
    # where the flow goes on: the join, or the end of the statement around (an arm reached it), or nowhere
    if then_end is None and other_end is None:
        next_block = None
    else:
        next_block = follow if follow is not None else round_again or outer_stop
    if then_out and not other_out and then_end is not None:
        other_out = empty_else(st, cond, follow)
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
            elif then_end is None and follow is None and not both_end \
                    and not arm_runs_off_loop_body(st, cond, loop):
                # the `if` body leaves: what the test skips to is simply what comes next
                out.append(Stmt("if", "if %s:" % cond.expr.text, line, cond.expr, bodies))
                out.extend(other_out)
                return _after_branch(st, next_block, stack, exits_before)
            bodies.append(("else:", other_out))
        out.append(Stmt("if", "if %s:" % cond.expr.text, line, cond.expr, bodies))
    return _after_branch(st, next_block, stack, exits_before)


def _round_after_if(st: "Structurer", then_out: List[Stmt]) -> bool:
    """``then_out`` ends with an ``if`` / ``else`` and then a ``continue`` that no jump of its own
    writes (3.10, whose jumps over the else and at the end of the if body go straight back)."""
    return st.facts.tests_meet_in_loops and st.facts.copies_small_exits and len(then_out) >= 2 \
        and then_out[-1].kind == "continue" and then_out[-1].data is None and then_out[-2].kind == "if" \
        and len(then_out[-2].bodies) == 2


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
    exit_block = st.through_jumps(cond.other)
    arms = [outer.then, st.through_jumps(outer.other)]
    if outer.kept is None and tests[start] in arms and all(
            x is tests[start] or x is exit_block or _same_exit(st, x, exit_block) for x in arms) \
            and sorted(outer.blocks, key=lambda x: x.index) == tests[:start]:
        return outer
    st.done.difference_update(outer.blocks[1:])
    st.done.difference_update(outer.absorbed)
    return value_condition(st, condition(st, b, end, stack))


def _same_exit(st: "Structurer", a: Block, b: Block) -> bool:
    """``a`` and ``b`` leave the same way, the same instructions (lines aside): copies of one small
    exit, which 3.10+ write into each jump to it with the jump's line (Python/compile.c,
    duplicate_exits_without_lineno), where an ``if`` around a loop and the loop's test both fail to
    the function's end."""
    return not st.flow.succs[a] and not st.flow.succs[b] \
        and [(i.name, repr(i.arg)) for i in a.instrs] == [(i.name, repr(i.arg)) for i in b.instrs]


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


def _left_region(st: "Structurer", exits_before: int) -> int:
    """How many ways out of the protected body around the arms run so far took."""
    return len(st.region_exits[-1]) - exits_before if st.region_exits else 0


def _after_branch(st: "Structurer", next_block: Optional[Block], stack: Stack,
                  exits_before: int) -> Tuple[Optional[Block], Optional[Stack]]:
    """Where the flow goes on after an ``if``; (None, stack) when it goes on only where an arm left
    the protected body around it (the body ends there), (None, None) when it leaves."""
    if next_block is not None:
        return next_block, stack
    if st.region_exits and len(st.region_exits[-1]) > exits_before:
        return None, stack
    return None, None


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
    elif not (st.facts.copied_returns_on_test_line and a.line is not None and a.line == b.line == line
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
    if isinstance(test, BoolOp) and any(folded_not(v) for v in test.values):
        # `if a in b: assert c`: the tests before the last are the if's, whose `not` an assert
        # of the whole would fold into the comparison
        if isinstance(cond.expr, BoolOp) and cond.expr.op == "and":
            tests = cond.expr.values
        elif isinstance(cond.expr, Not) and isinstance(cond.expr.operand, BoolOp) and cond.expr.operand.op == "or":
            tests = [negate(v) for v in cond.expr.operand.values]
        else:
            return None
        inner = cond._replace(expr=tests[-1])
        nested = _assertion(st, inner, then_out, other_out, then_out[0].line)
        outer = boolean("and", tests[:-1]) if len(tests) > 2 else tests[0]
        if nested is None or folded_not(outer):
            return None
        return Stmt("if", "if %s:" % outer.text, line, outer, [(None, [nested])])
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


