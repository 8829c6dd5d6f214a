"""Where the arms of an ``if`` meet when the graph alone does not say: past a ``continue`` arm, past an
``else`` that always leaves or that the optimizer threaded a jump past, where a statement around
the ``if`` stops, and where the arms of an ``if`` at the end of a loop body go round again."""
from operator import attrgetter
from typing import TYPE_CHECKING, List, Optional, Set

from antioch.analysis.cfg import Block
from antioch.decompile import finally_table
from antioch.decompile.conditions import Cond
from antioch.decompile.facts import CONDITIONAL_JUMPS, UNCONDITIONAL_JUMPS
from antioch.decompile.graph import ONLY_MOVES
from antioch.decompile.loops import Loop
from antioch.decompile.regions import jump_back_inserted

if TYPE_CHECKING:
    from antioch.decompile.structure import Structurer

#: a block's place in the code
_INDEX = attrgetter("index")


def continue_after_cleanup(st: "Structurer", cond: Cond, follow: Optional[Block], loop: Loop) -> bool:
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


def ends_protected_body(st: "Structurer", cond: Cond, leaving: Block, loop: Loop) -> bool:
    """3.11+: the arms of an ``if`` in a try body in a loop meet at ``leaving``, which does not come
    back to the loop's head (``try: ...; if c: f(); break`` / ``except E: ...``): a statement of the
    body that runs on to its way out, or that way out, the body's ``break`` outside the range the
    handler protects (compiler_unwind_fblock pops the try block before a ``break``)."""
    region = st.regions[-1] if st.regions else None
    if not st.facts.structures_exception_table or region is None or cond.blocks[0] not in region \
            or leaving in loop.body or leaving is loop.exit or leaving in st.heads(loop) or not (
                leaving in region or (st._breaks(leaving, loop) and st.handler_of(leaving) is None)):
        return False
    handler = st.handler_of(cond.blocks[0])
    if handler is None or [i.name for i in handler.instrs[:2]] in (["PUSH_EXC_INFO", "WITH_EXCEPT_START"], []) \
            or handler.instrs[0].name != "PUSH_EXC_INFO" or finally_table.finally_handler(st, handler):
        return False  # (an except clause's handler: not a with's, nor a finally's, whose copies a break runs)
    heads = st.heads(loop)
    return leaving in st.flow.reach([cond.then], stop=heads) and leaving in st.flow.reach([cond.other], stop=heads)


def ends_loop_body(st: "Structurer", cond: Cond, loop: Loop) -> bool:
    """The test ``cond`` comes on every way round ``loop`` but its own jumps back: the ``if`` it
    opens ends the loop's body, so that its failing way needs no ``continue``.  A ``continue``
    statement laid out before the test (a block of its jump alone, on a line of its own) belongs
    to a statement before the ``if``, and so does a way back laid out before it that the test
    never reaches: the arm of an ``if`` whose ``elif`` or ``else`` holds the test; the jump back
    inserted after a test that comes before it on every way (an ``if`` around it, which ends the
    loop's body too: ``if d: f()`` / ``if a and b: return``) is that ``if``'s."""
    mine = {st.flow.succs[b][0] for b in st.flow.cfg.blocks if len(st.flow.succs[b]) == 1
            and jump_back_inserted(st.flow, b) is not None and st.flow.preds[b][0] in cond.blocks}
    first = cond.blocks[0].index
    # (an elif or else arm is where a test before jumps when it fails: compiler_if in Python/compile.c)
    ways = st.flow.reach(cond.blocks, stop=st.heads(loop)) if _jumped_to(st, cond.blocks[0]) else None
    latches = [p for p in st.flow.preds[loop.header] if p in loop.body and p not in mine
               and not (p.index < first and ((ways is not None and p not in ways) or _continue_statement(st, p)))
               and not (p.index < first and jump_back_inserted(st.flow, p) is not None
                        and st.flow.dominates(st.flow.preds[p][0], cond.blocks[0]))]
    # (an elif's test, whose if body goes round by a jump back of its own: no way from the test
    # reaches that jump)
    after = st.flow.reach([cond.blocks[0]], stop=st.heads(loop))
    return all(st.flow.dominates(cond.blocks[0], p) or p not in after for p in latches)


def arm_runs_off_loop_body(st: "Structurer", cond: Cond, loop: Optional[Loop]) -> bool:
    """3.12+: a test inside the ``if`` body fails back to the loop's head by the jump the compiler
    inserted (it has the test's position: no ``continue`` of the source, see
    regions.jump_back_inserted), so the body runs on to the end of the ``if`` statement, which ends
    the loop's body: what the ``if``'s own test skips to is its ``else`` clause (``if a: (if b:
    return)`` / ``elif c: return``), not a statement after it, which that test would fail to."""
    if loop is None or not st.facts.tests_jump_back:
        return False
    heads = st.heads(loop)
    arm = st.flow.reach([cond.then], stop=heads) - st.flow.reach([cond.other], stop=heads)
    return any(jump_back_inserted(st.flow, b) in heads and st.flow.preds[b][0] not in cond.blocks for b in arm)


def _jumped_to(st: "Structurer", b: Block) -> bool:
    """Every way into ``b`` is the jump of a test (no test falls into it)."""
    preds = st.flow.preds[b]
    return bool(preds) and all(p.instrs and p.instrs[-1].name in CONDITIONAL_JUMPS
                               and any(e.kind == "jump" and e.target is b for e in p.edges)
                               and not any(e.kind == "fall" and e.target is b for e in p.edges) for p in preds)


def _continue_statement(st: "Structurer", b: Block) -> bool:
    """``b`` is a ``continue`` statement's jump back alone, on a line none of the ways to it ends on."""
    instrs = [i for i in b.instrs if i.name not in ("NOP", "NOT_TAKEN")]
    if len(instrs) != 1 or instrs[0].name not in UNCONDITIONAL_JUMPS or instrs[0].lineno is None:
        return False
    return all(p.instrs and p.instrs[-1].lineno != instrs[0].lineno for p in st.flow.preds[b])


def joined_inside_arm(st: "Structurer", cond: Cond, loop: Loop) -> Optional[Block]:
    """``if c: A`` / ``B`` where every way through ``A`` and ``B`` goes back to the loop's head (``A``
    ends in an ``if`` whose body continues, ``B`` ends the loop's body): the arms meet only at the
    next iteration, yet a test inside ``A`` jumps, where it fails, to where ``B`` starts (the end of
    the if statement, compiler_if in Python/compile.c).  An else clause is reached only from the
    test before it, so a block of the body's own arm that jumps to the other arm makes it the join."""
    other = cond.other
    heads = st.heads(loop)
    if other is cond.then or other in heads or other not in loop.body:
        return None
    arm = st.flow.reach([cond.then], stop=heads | {other})
    if any(b in arm for b in cond.blocks):
        return None
    return other if any(other in st.flow.succs[x] for x in arm) else None


def joined_past_continue(st: "Structurer", cond: Cond, loop: Loop) -> Optional[Block]:
    """``if c: (if d: A / else: B; continue)`` / ``else: C`` / ``D``: a ``continue`` nested in one arm
    goes back to the loop's head, so the arms meet only at the next iteration, yet the other ways
    of both arms run on to ``D``.  The compiler lays the if body out first, then the else clause,
    then the statements after the ``if`` (compiler_if in Python/compile.c): the first block of the
    loop's body that both arms reach is their join when everything the arms run before it comes
    before it, the if body's before the else clause."""
    heads = st.heads(loop)
    then, other = cond.then, cond.other
    if then is other or then in heads or other in heads:
        return None
    common = st.flow.reach([then], stop=heads) & st.flow.reach([other], stop=heads)
    join = min((x for x in common if x in loop.body), key=_INDEX, default=None)
    if join is None or join is then or join is other:
        return None
    then_arm = st.flow.reach([then], stop=heads | {join})
    other_arm = st.flow.reach([other], stop=heads | {join})
    if any(x in then_arm or x in other_arm for x in cond.blocks) or then_arm & other_arm:
        return None
    if max(x.index for x in then_arm) > other.index or max(x.index for x in other_arm) > join.index:
        return None
    return join


def runs_to_stop(st: "Structurer", cond: Cond, loop: Loop, outer_stop: Optional[Block]) -> bool:
    """The arms meet only at the next iteration, but one runs on to ``outer_stop``, where the
    statement around the ``if`` ends (the body of an ``if`` that :func:`joined_inside_arm` found):
    with no join of their own, the arms end there, not at the loop's head."""
    heads = st.heads(loop)
    return outer_stop is not None and outer_stop in loop.body and outer_stop not in heads \
        and outer_stop in st.flow.reach([cond.then, cond.other], stop=heads)


def past_continue_arm(st: "Structurer", cond: Cond, loop: Loop) -> Optional[Block]:
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
    if not st.facts.copies_small_exits and any(j is not last and st.flow.succs[j][0] is after for j in jumps):
        # (3.8-3.9: the arms of an if/elif chain in the body that jump there themselves meet there; the
        # jump over an else clause would have been the one to, every other pointed past it as a
        # JUMP_ABSOLUTE by the peephole optimizer: the continue left dead is that chain's else)
        return None
    between = st.flow.cfg.blocks[last.index + 1:after.index]
    inside = after in loop.body or (cond.blocks[0] not in st.flow.reachable and after not in st.flow.reachable)
    # (the else clause starts right after the jump over it; a test threaded to the head left it dead;
    # a jump to the loop's exit is a break's, even where only a handler reaches the loop: the code
    # after a try statement whose body leaves, which the normal flow does not reach)
    if after in heads or after is loop.exit or not inside or not between or not (
            between[0] is cond.other or (cond.other in heads and not any(x in st.flow.analysed for x in between))):
        return None
    # (an else clause that breaks, whose jump the loop's exit may be, leaves where the others go on)
    breaks = {loop.exit, st.through_jumps(loop.exit)} if loop.exit is not None else set()
    for x in between:
        if x not in st.flow.analysed:
            if not all(i.name in ONLY_MOVES for i in x.instrs):
                return None
        elif x not in breaks and any(s not in heads and s is not after and s not in between and s not in breaks
                                     for s in st.flow.succs[x]):
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


def past_leaving_else(st: "Structurer", cond: Cond) -> Optional[Block]:
    """``if c: A`` / ``else: <leave>`` / ``B``: the arms never meet, but the if body ends with the jump
    over the else clause to where ``B`` starts (compiler_if in Python/compile.c), which the
    compiler keeps when the else clause leaves (3.10+ remove the dead code ``if c: A`` / ``<leave>``
    would leave after it).  The else clause is laid out alone between the jump and its target, with
    the handlers of the try statements in it (an endless loop around a try statement)."""
    if cond.kept is not None or cond.then is cond.other:
        return None
    other = st.flow.reach([cond.other])
    arm = st.flow.reach([cond.then], stop=other)
    if not st.facts.copies_small_exits and not st.facts.structures_exception_table:
        # 3.8-3.9: the jump may end a with statement's cleanup, reached only through its handler,
        # when its body leaves (``if c: with x: return y`` / ``else: return z``)
        arm |= {x for x in st._reach(cond.then) if x.index < cond.other.index} - other
    for j in sorted(arm, key=lambda x: x.index):
        if j.instrs[-1].name != "JUMP_FORWARD" or len(st.flow.succs[j]) != 1:
            continue
        after = st.flow.succs[j][0]
        between = st.flow.cfg.blocks[j.index + 1:after.index]
        if after in other or not between or between[0] is not cond.other:
            continue
        laid_out = {x for x in between if x in st.flow.analysed}
        if laid_out != other and laid_out != st._reach(cond.other):
            continue
        return after
    return None


def past_else_after_threaded_test(st: "Structurer", cond: Cond) -> Optional[Block]:
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


def arms_join(st: "Structurer", cond: Cond, b: Block, loop: Optional[Loop] = None) -> Optional[Block]:
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


def after_stop(st: "Structurer", cond: Cond, follow: Block, stop: Block) -> bool:
    """3.11+: where the arms meet lies after the end of the statement around them, which an arm
    reaches (a test of an except clause whose clauses end where the statement after the try
    begins, a with statement laid out before the handlers: its own handler's way out is where
    the post-dominators meet): the arms end where that statement does."""
    if not st.facts.structures_exception_table or follow in (cond.then, cond.other):
        return False
    after = st._reach(stop)
    return follow in after and stop not in st._reach(follow) and \
        any(stop in st._reach(arm, follow) for arm in (cond.then, cond.other))



def past_leaving_else_to_body_end(st: "Structurer", cond: Cond, loop: Loop) -> Optional[Block]:
    """``if c: A`` / ``else: <leave>`` ending the body of a ``while True:`` with two heads (one that
    only a written ``continue`` reaches, loop_heads.py): the if body ends with the jump over the else
    clause (compiler_if in Python/compile.c) to the body's own jump back, to the other head, which a
    ``continue`` never takes.  That jump back is where the arms meet; the else clause, laid out
    between, never comes to it (it returns, raises or breaks)."""
    if loop.continued_at is None or cond.kept is not None or cond.then is cond.other:
        return None
    heads = st.heads(loop)
    arm = st.flow.reach([cond.then], stop=heads | {cond.other})
    jumps = [j for j in arm if j.instrs[-1].name == "JUMP_FORWARD" and len(st.flow.succs[j]) == 1]
    if not jumps or cond.other in arm:
        return None
    last = max(jumps, key=lambda j: j.index)
    after = st.flow.succs[last][0]
    back = st.flow.succs[after]
    if after not in loop.body or not all(i.name in ONLY_MOVES for i in after.instrs) or len(back) != 1 \
            or back[0] not in heads or back[0] is loop.continued_at:
        return None
    between = st.flow.cfg.blocks[last.index + 1:after.index]
    if not between or between[0] is not cond.other \
            or after in st.flow.reach([cond.other], stop=heads | {loop.exit} if loop.exit is not None else heads):
        return None
    return after
