"""Conditions read from the blocks that test: a single test, or chains of tests merged into one
``and``/``or`` expression (a chained comparison among them) by the rules of short-circuit evaluation,
before the statement or expression that the condition chooses between is placed."""
from operator import itemgetter
from typing import TYPE_CHECKING, Callable, List, NamedTuple, Optional, Tuple

from antioch.analysis.cfg import Block
from antioch.decompile.arm_targets import (
    back_to_head,
    continue_threaded,
    exit_copies,
    implicit_return_copies,
    never,
    one_jump,
    only_moves,
    stays,
)
from antioch.decompile.expr import BoolOp, Compare, Expr, Marker, Unsupported, boolean, negate
from antioch.decompile.facts import CONDITIONAL_JUMPS, UNCONDITIONAL_JUMPS
from antioch.decompile.finally_table import copy_form
from antioch.decompile.graph import ONLY_MOVES as _ONLY_MOVES
from antioch.decompile.leaving import End
from antioch.decompile.regions import jump_back_inserted
from antioch.decompile.simulate import Stack, same_stack
from antioch.decompile.stmts import Stmt
from antioch.decompile.ternary_tests import ternary_test

if TYPE_CHECKING:
    from antioch.decompile.structure import Structurer

#: how the blocks end that no trial run could read as a test: they leave or jump for good (the
#: trial would end in ``jump``, ``leave`` or ``for``: Simulator.finish)
_NEVER_TESTS = UNCONDITIONAL_JUMPS | {"RETURN_VALUE", "RETURN_CONST", "RAISE_VARARGS", "RERAISE", "FOR_ITER"}
#: the only jumps whose test keeps its value on the stack (3.8-3.11), what _kept_tests looks for
_KEEPING_TESTS = frozenset(name for name, (_, keep) in CONDITIONAL_JUMPS.items() if keep)
#: an instruction's name (its field 0, see ir.INSTR_FIELDS), read at C speed
_NAME = itemgetter(0)
#: what the stack may hold below a block that makes no function (no MAKE_FUNCTION's marker)
_INERT_MARKERS = frozenset({"null", "exception", "previous_exception", "exc_type", "exc_traceback", "iter",
                            "begin_finally", "with_exit"})


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
    #: the value that stays on the stack on the way to ``other`` (JUMP_IF_TRUE_OR_POP and the like)
    kept: Optional[Expr] = None
    #: blocks merged in that only drop a chained comparison's copy or jump on
    absorbed: Tuple[Block, ...] = ()


def condition(st: "Structurer", b: Block, end: End, stack: Stack, any_line: bool = False) -> Cond:
    """The condition that opens with ``b``'s test (``end``), the stack ``stack`` before it.
    ``any_line``: copies of the implicit ``return None`` are one exit whatever their lines (see
    :func:`_shared_arm_condition`)."""
    assert end.expr is not None and end.then is not None and end.other is not None
    if end.kept is not None:
        return _kept_chain(st, Cond(end.expr, end.then, end.other, [b], end.raw, end.fall_if_true, stack, end.kept))
    if isinstance(end.raw, Compare) and stack and stack[-1] is end.raw:
        chain = _copied_chain(st, Cond(end.expr, end.then, end.other, [b], end.raw, end.fall_if_true, stack))
        if len(chain.blocks) > 1:
            return chain
    expr, then, other = end.expr, end.then, end.other
    blocks = [b]
    #: the blocks that drop a chained comparison's copy, and the jumps past them, merged in too
    absorbed: List[Block] = []
    twins = exit_copies(st)
    implicit_twins = implicit_return_copies(st)
    one_line_twins = implicit_return_copies(st, one_line=True)
    # (not from a loop's head that only tests: ``while a:`` / ``if b: break``, the loop's own test,
    # where statements before the test open the body of a ``while True``)
    threaded = continue_threaded(st, breaks=b not in st.flow.loops or b.instrs[0].lineno != b.instrs[-1].lineno)
    ternary = ternary_test(st, b, expr, then, other, stack, _test_run)
    if ternary is not None:
        expr, then, other, tests, jumps = ternary
        blocks.extend(tests)
        absorbed.extend(jumps)
        st.done.update(tests + jumps)
    merged = True
    while merged:
        merged = False
        for at in (then, other):
            s = at
            if absorbed and only_moves(st, at):
                # a chained comparison's last test goes on to the next test through a jump, to
                # where the way that skips it, after dropping the copy, goes on too
                s = st.flow.succs[at][0]
                if s is st.through_jumps(then if at is other else other):
                    continue
            if (s is then and s is other) or s in st.done or s in st.flow.loops \
                    or id(s.instrs[0]) in st.sim.statement_nops:  # (a statement opens an if's body)
                continue
            if not all(p in blocks or p in absorbed or p is at for p in st.flow.preds[s]):
                continue
            e, trial_stack, trial_out, split = _test_run(st, s, stack)
            if trial_out or e.kind != "cond" or e.kept is not None:
                continue
            # (a chained comparison opening here keeps a copy of its middle operand for its next test)
            opens_chain = _copies_dropped(st, stack, trial_stack) and len(trial_stack) > len(stack)
            if not opens_chain and not _copies_dropped(st, trial_stack, stack) \
                    and not _copy_passed_on(st, stack, trial_stack, e.expr):
                continue
            assert e.expr is not None and e.then is not None and e.other is not None
            # a chained comparison's test drops the copy of its middle operand; the way that skips
            # it drops the copy in a block of its own (POP_TOP, then on)
            dropped = max(0, len(stack) - len(trial_stack))
            t_then, t_other = (_past_cleanup(st, x, dropped, (e.then, e.other)) for x in (then, other))
            if s is not at:
                t_then, t_other = (s, t_other) if at is then else (t_then, s)
            # (a chained comparison's last test may fall into a jump past the cleanup of its copy)
            onward = st.through_jumps if dropped else back_to_head(st)
            # (a while loop's tests fail into copies of the implicit `return None`, one for each)
            copies = twins if dropped else implicit_twins \
                if b in st.flow.loops or any(x in st.flow.loops for x in st.moves(e.then) + st.moves(e.other)) \
                else one_line_twins if b.instrs[-1].lineno not in st.flow.handler_lines else never
            if any_line and copies is one_line_twins:
                copies = implicit_twins
            found = None if opens_chain else _short_circuit(at is then, expr, e.expr, e.then, e.other, t_then,
                                                            t_other, onward, not dropped, copies,
                                                            one_jump(st) if dropped else threaded)
            inner: List[Block] = [s] + split
            if found is None and not dropped:
                # a test whose own tests nest (`a or (b and c)`): the condition they make
                # together, merged as one test
                sub = condition(st, inner[-1], e, trial_stack, any_line)
                # (a chained comparison among them may end in a jump past the drop of its copy)
                onward = st.through_jumps if sub.absorbed else back_to_head(st)
                found = _short_circuit(at is then, expr, sub.expr, sub.then, sub.other, t_then, t_other,
                                       onward, not sub.absorbed, copies, threaded) \
                    if len(sub.blocks) > 1 and same_stack(sub.stack, stack) else None
                if found is None:
                    st.done.difference_update(sub.blocks[1:])
                    st.done.difference_update(sub.absorbed)
                    # (that reading's arms are blocks the flow reaches from its test; where every edge goes
                    # forward, none of them is the arm the outer test takes laid out before it: no reading
                    # to make, a walk of every test after it, in each of the tests before it, an elif chain)
                    if copies is one_line_twins and not any_line and (
                            st.flow.back_edges or (t_other if at is then else t_then).index >= inner[-1].index):
                        sub = condition(st, inner[-1], e, trial_stack, any_line=True)
                        found = _shared_arm_condition(at is then, expr, sub, t_then, t_other, stack)
                        if found is None:
                            st.done.difference_update(sub.blocks[1:])
                            st.done.difference_update(sub.absorbed)
                if found is None:
                    continue
                inner = inner[:-1] + sub.blocks
                trial_stack = sub.stack  # (a chained comparison among them dropped its copy)
                absorbed.extend(sub.absorbed)
            if found is None:
                continue
            arms = (then, other)
            expr, then, other = found
            for old in arms:
                if old is not then and old is not other and old is not at and old not in inner \
                        and (jump_back_inserted(st.flow, old) is not None  # one of the jumps back the tests share
                             or ((_both_go_on(then, old, threaded) or _both_go_on(other, old, threaded))
                                 and all(p in blocks for p in st.flow.preds[old]))  # an earlier test's break
                             or ((copies(old, then) or copies(old, other))  # a copy of their exit
                                 and all(p in blocks or p in inner for p in st.flow.preds[old]))):
                    absorbed.append(old)
                    st.done.add(old)
            if dropped:
                absorbed.extend(_cleanups_done(st, blocks, dropped, (e.then, e.other)))
            if s is not at:
                absorbed.append(at)
                st.done.add(at)
            stack = trial_stack
            blocks.extend(inner)
            st.done.update(inner[:1 + len(split)])
            merged = True
            break
    value = end.raw if len(blocks) == 1 else None
    then_if_true = end.fall_if_true
    # the arm the last test falls into is the `if` body, as the compiler lays it out
    last = max(blocks, key=lambda x: x.index)
    fall = next((e.target for e in last.edges if e.kind == "fall"), None)
    if fall is not None and fall is not then and fall is not other and fall in absorbed:
        # (a chained comparison's last test falls into a jump to its arm, past the drop of its copy)
        fall = one_jump(st)(fall)
    if other is fall and then is not fall:
        expr, then, other = negate(expr), other, then
        then_if_true = not then_if_true
    return Cond(expr, then, other, blocks, value, then_if_true, stack, absorbed=tuple(absorbed))


def _shared_arm_condition(at_then: bool, expr: Expr, sub: Cond, then: Block, other: Block,
                          stack: Stack) -> Optional[Tuple[Expr, Block, Block]]:
    """``expr`` and the condition ``sub`` at one of its arms, read with the copies of the implicit
    ``return None`` on any line as one exit, as one condition where ``sub`` goes on to the very
    block ``expr`` goes to on its other side.  ``if a:`` / ``if b:`` nested on lines of their own
    end in copies on two lines too (Python/flowgraph.c, duplicate_exits_without_lineno gives each
    the position of its jump), but there no later test goes on to a block an earlier one reaches:
    what both reach is the body of one ``if``, its tests all one condition, spread over lines
    (``if (a or\n b and c):`` ending a function)."""
    if len(sub.blocks) < 2 or not same_stack(sub.stack, stack):
        return None
    if at_then and sub.then is other:
        return conjoin(expr, negate(sub.expr)), sub.other, sub.then
    if at_then and sub.other is other:
        return conjoin(expr, sub.expr), sub.then, sub.other
    if not at_then and sub.then is then:
        return boolean("or", [expr, sub.expr]), sub.then, sub.other
    if not at_then and sub.other is then:
        return boolean("or", [expr, negate(sub.expr)]), sub.other, sub.then
    return None


def _kept_chain(st: "Structurer", cond: Cond) -> Cond:
    """``a < b < c < d`` as a value (3.8-3.11): each test but the last keeps its result on the way
    to one block that drops the copy of the operand under it (JUMP_IF_FALSE_OR_POP, then ROT_TWO or
    SWAP and POP_TOP), and falls into the next, which compares that copy on.  The tests are one
    condition that keeps the whole chain so far: false on the way to the drop, where it is the value."""
    while isinstance(cond.kept, Compare) and cond.kept is cond.value:
        s = cond.then
        if s in st.done or s in st.flow.loops or st.flow.preds[s] != [cond.blocks[-1]]:
            break
        e, trial_stack, trial_out = trial_run(st, s, cond.stack)
        if trial_out or e.kind != "cond" or e.other is not cond.other or e.then is None \
                or e.fall_if_true != cond.then_if_true or not isinstance(e.kept, Compare) \
                or not _copy_passed_on(st, cond.stack, trial_stack, e.kept):
            break
        chain = conjoin(cond.kept, e.kept)
        st.done.add(s)
        cond = cond._replace(expr=chain if cond.then_if_true else negate(chain), then=e.then,
                             blocks=cond.blocks + [s], value=chain, stack=trial_stack, kept=chain)
    return cond


def _copied_chain(st: "Structurer", cond: Cond) -> Cond:
    """``a < b < c < d`` as a value (3.12+): each test but the last tests a copy of its result (COPY 1,
    then the jump pops it) and leaves the result over the copy of the operand under it, which one
    block drops on the way to where the value is used (SWAP 2, POP_TOP); the next test drops the
    result and compares that copy on.  The tests are one condition whose chain so far is the value
    left on the stack: false on the way to the drop."""
    while isinstance(cond.value, Compare) and cond.stack and cond.stack[-1] is cond.value:
        s = cond.then
        if s in st.done or s in st.flow.loops or st.flow.preds[s] != [cond.blocks[-1]]:
            break
        e, trial_stack, trial_out = trial_run(st, s, cond.stack)
        if trial_out or e.kind != "cond" or e.other is not cond.other or e.then is None or e.kept is not None \
                or e.fall_if_true != cond.then_if_true or not isinstance(e.raw, Compare) \
                or not trial_stack or trial_stack[-1] is not e.raw \
                or not _copy_passed_on(st, cond.stack[:-1], trial_stack[:-1], e.raw):
            break
        chain = conjoin(cond.value, e.raw)
        st.sim.copies[id(chain)] = chain  # (what stands for the copy: dropping it is no statement)
        st.done.add(s)
        cond = cond._replace(expr=chain if cond.then_if_true else negate(chain), then=e.then,
                             blocks=cond.blocks + [s], value=chain, stack=trial_stack[:-1] + [chain])
    return cond


def _test_run(st: "Structurer", b: Block, stack: Stack) -> Tuple[End, Stack, List[Stmt], List[Block]]:
    """:func:`trial_run` of ``b`` and of the blocks it falls into that only it reaches: a test split
    in two where the exception table's range ends before its jump (3.12+ writes a conditional jump
    backward as one forward over a new JUMP_BACKWARD, and neither has a handler: see regions.py).
    Also the blocks after ``b`` that the test went through."""
    if _never_a_test(st, b) and _makes_no_function(b, stack):
        return End("none"), stack, [], []
    end, trial_stack, trial_out = trial_run(st, b, stack)
    split: List[Block] = []
    while end.kind == "fall" and end.then is not None and not trial_out and end.then not in st.done \
            and st.flow.preds[end.then] == [b] and end.then.try_range != b.try_range and len(split) < 4 \
            and b.instrs[-1].name != "NOP":  # (a try statement's NOP before its body: the try opens there)
        b = end.then
        split.append(b)
        end, trial_stack, trial_out = trial_run(st, b, trial_stack)
    return end, trial_stack, trial_out, split


def value_condition(st: "Structurer", cond: Cond) -> Cond:
    """A test that goes on into one that keeps its value: ``(x and y) or z`` as a value, where the
    compiler's jump threading sent ``x``'s JUMP_IF_FALSE_OR_POP through ``y``'s JUMP_IF_TRUE_OR_POP
    straight to ``z`` (a POP_JUMP_IF_FALSE); likewise ``(x or y) and z``. The two tests make one
    that keeps ``x and y`` (``not x or y``): it jumps on with that value exactly when the second
    test would, and what it pops falls to where the first test went the other way."""
    if cond.kept is not None:
        return cond
    for s, other, holds in ((cond.then, cond.other, cond.expr), (cond.other, cond.then, negate(cond.expr))):
        # (``holds`` is true on the way to ``s``)
        if s is other or s in st.done or s in st.flow.loops or not all(p in cond.blocks for p in st.flow.preds[s]):
            continue
        tests = _kept_tests(st, s, cond.stack)
        if not tests or tests[-1][1].then is not other:
            continue
        e = tests[-1][1]
        assert e.other is not None
        # the kept tests are `y1 or y2 ...` (JUMP_IF_TRUE_OR_POP, which falls when its value is false
        # and keeps a true value: `holds and (y1 or y2)`), or `y1 and y2 ...` (JUMP_IF_FALSE_OR_POP,
        # which keeps a false one: `not holds or (y1 and y2)`)
        raws = [t.raw for _, t in tests if t.raw is not None]
        kept = raws[0] if len(raws) == 1 else BoolOp("and" if e.fall_if_true else "or", raws)
        value = BoolOp("or", [negate(holds), kept]) if e.fall_if_true else conjoin(holds, kept)
        st.done.update(b for b, _ in tests)
        return Cond(value if e.fall_if_true else negate(value), other, e.other,
                    cond.blocks + [b for b, _ in tests], value, e.fall_if_true, cond.stack, value)
    return cond


def _kept_tests(st: "Structurer", s: Block, stack: Stack) -> List[Tuple[Block, End]]:
    """The blocks from ``s`` that each only test a new value and keep it on the way to one same
    block, each falling into the next: ``y1 or y2 or ...`` (or ``and``) as a value."""
    tests: List[Tuple[Block, End]] = []
    while not tests or not (s in st.done or s in st.flow.loops
                            or any(p is not tests[-1][0] for p in st.flow.preds[s])):
        if s.instrs[-1].name not in _KEEPING_TESTS and _makes_no_function(s, stack):
            break
        e, trial_stack, trial_out = trial_run(st, s, stack)
        if trial_out or e.kind != "cond" or e.kept is None or e.then is None or not same_stack(trial_stack, stack) \
                or (tests and (e.other is not tests[0][1].other or e.fall_if_true != tests[0][1].fall_if_true)):
            break
        tests.append((s, e))
        s = e.then
    return tests


def _never_a_test(st: "Structurer", b: Block) -> bool:
    """A trial run of ``b`` could not end in a test, nor fall into one it is split from (what
    :func:`_test_run` asks of the block it falls into holds of the graph alone)."""
    last = b.instrs[-1].name
    if last in _NEVER_TESTS:
        return True
    if last in CONDITIONAL_JUMPS or last == "JUMP_IF_NOT_EXC_MATCH":
        return False
    fall = next((e.target for e in b.edges if e.kind == "fall"), None)  # (Simulator.finish's)
    return fall is None or fall in st.done or st.flow.preds[fall] != [b] or fall.try_range == b.try_range


def _makes_no_function(b: Block, stack: Stack) -> bool:
    """Running ``b`` from ``stack`` defines no function, class or lambda: a trial run of it can be
    left out.  (Each trial that defines one records the function's outcome and listing again,
    which the output keeps.)"""
    return "MAKE_FUNCTION" not in map(_NAME, b.instrs) \
        and all(v.kind in _INERT_MARKERS for v in stack if isinstance(v, Marker))


def trial_run(st: "Structurer", b: Block, stack: Stack) -> Tuple[End, Stack, List[Stmt]]:
    """What block ``b`` does from ``stack``, on copies, the simulator's line left as it was: its end
    (``none`` where it holds what a condition cannot), the stack and the statements it leaves."""
    trial_stack = list(stack)
    trial_out: List[Stmt] = []
    saved_line = st.sim.line
    parallel = list(st.sim.parallel)  # (a trial's stores under a waiting value are no assignment yet)
    try:
        end = st.sim.run_block(b, trial_stack, trial_out)
    except Unsupported:
        end = End("none")
    st.sim.line = saved_line
    st.sim.parallel = parallel
    return end, trial_stack, trial_out


def chain_opened(st: "Structurer", before: Stack, after: Stack) -> bool:
    """``after`` is ``before`` and copies on its top: a chained comparison's first test ran."""
    return len(after) > len(before) and _copies_dropped(st, before, after)


def _copies_dropped(st: "Structurer", after: Stack, before: Stack) -> bool:
    """``after`` is ``before`` less some copies made by DUP_TOP/COPY on its top."""
    n = len(after)
    return n <= len(before) and same_stack(after, before[:n]) and \
        all(id(v) in st.sim.copies for v in before[n:])


def _copy_passed_on(st: "Structurer", before: Stack, after: Stack, test: Optional[Expr]) -> bool:
    """``after`` is ``before`` with the copy on its top replaced by another, the first compared by
    ``test``: the middle test of a chained comparison of three or more (``a < b < c < d``), which
    compares the copy of ``b`` with ``c`` and keeps a copy of ``c`` for the next (compiler_compare
    in Python/compile.c)."""
    n = len(before)
    return n > 0 and len(after) == n and same_stack(after[:-1], before[:-1]) and after[-1] is not before[-1] \
        and id(before[-1]) in st.sim.copies and id(after[-1]) in st.sim.copies \
        and isinstance(test, Compare) and test.operands[0] is before[-1] and test.operands[-1] is after[-1]


def _is_cleanup(st: "Structurer", b: Block, dropped: int) -> bool:
    names = [i.name for i in b.instrs]
    return (dropped > 0 and names.count("POP_TOP") == dropped and len(st.flow.succs[b]) == 1
            and all(n == "POP_TOP" or n in _ONLY_MOVES for n in names))


def _past_cleanup(st: "Structurer", b: Block, dropped: int, targets: Tuple[Block, ...] = ()) -> Block:
    """Where ``b`` goes on after dropping a chained comparison's copy: the block after it, or the one
    of ``targets`` whose small exit the compiler copied into it after the POP_TOP (Python/flowgraph.c,
    duplicate_exits_without_lineno)."""
    if _is_cleanup(st, b, dropped):
        return st.flow.succs[b][0]
    names = [i.name for i in b.instrs]
    if dropped and names[:dropped] == ["POP_TOP"] * dropped and not st.flow.succs[b]:
        copied = [copy_form(i) for i in b.instrs[dropped:]]
        for t in targets:
            # (the exit the last test falls into may open with a NOP that keeps the test's line, 3.12+
            # `if not (a < b < c): return`: the copy is of what follows it)
            kept = [copy_form(i) for i in t.instrs if i.name != "NOP"]
            if not st.flow.succs[t] and len(kept) <= 4 and kept == copied:
                return t
    return b


def copied_past_cleanup(st: "Structurer", cond: Cond) -> bool:
    """A chained comparison's drop of its copy that goes on into a copy of the exit ``cond.other``
    (3.12: inline_small_exit_blocks in Python/flowgraph.c copies the small exit after the POP_TOP
    when that exit is reached by a jump): the exit is the statement after an ``if`` whose body
    leaves, no ``else`` clause, which the drop would fall into as laid out after it."""
    for x in cond.absorbed:
        dropped = next((n for n, i in enumerate(x.instrs) if i.name != "POP_TOP"), 0)
        if dropped and not st.flow.succs[x] and _past_cleanup(st, x, dropped, (cond.other,)) is cond.other:
            return True
    return False


def _cleanups_done(st: "Structurer", blocks: List[Block], dropped: int, targets: Tuple[Block, ...]) -> List[Block]:
    out = []
    for blk in blocks:
        for s in st.flow.succs[blk]:
            if s not in blocks and _past_cleanup(st, s, dropped, targets) is not s:
                st.done.add(s)
                out.append(s)
    return out


def _short_circuit(at_then: bool, expr: Expr, test: Expr, test_then: Block, test_other: Block, then: Block,
                   other: Block, onward: Callable[[Block], Block],
                   alike: bool = False,
                   twins: Callable[[Block, Block], bool] = never,
                   threaded: Callable[[Block], Block] = stays) -> Optional[Tuple[Expr, Block, Block]]:
    """``expr`` (which goes to ``then`` when it holds, else to ``other``) followed by ``test`` at
    its ``then`` (``at_then``) or its ``other``: one condition, by the rules of short-circuit
    evaluation, when the test goes on to where ``expr`` does on the other side (or to a block
    that only moves on there: ``onward`` says where, as after ``not a < b < c``'s last test; with
    ``alike``, also two blocks that both move on to one place; ``threaded``: where the test's own
    arm goes on, as ``onward``)."""
    def same(a: Block, b: Block) -> bool:
        return a is b or onward(a) is b or threaded(a) is b or (alike and onward(a) is onward(b)) \
            or twins(onward(a), onward(b)) or _both_go_on(a, b, threaded)
    if at_then and same(test_other, other):
        return conjoin(expr, test), test_then, test_other
    if at_then and same(test_then, other):
        return conjoin(expr, negate(test)), test_other, test_then
    if not at_then and same(test_then, then):
        return boolean("or", [expr, test]), test_then, test_other
    if not at_then and same(test_other, then):
        return boolean("or", [expr, negate(test)]), test_other, test_then
    return None


def _both_go_on(a: Block, b: Block, threaded: Callable[[Block], Block]) -> bool:
    """``a`` is threaded on to a block that, like ``b``, is threaded on to one place: a ``break``
    out of a loop nested in another goes to a ``continue`` of the outer loop, and the earlier test
    that the peephole optimizer pointed past the break to another one (Python/peephole.c)."""
    onward = threaded(a)
    return onward is not a and threaded(b) is not b and threaded(onward) is threaded(b) is not onward


def conjoin(x: Expr, y: Expr) -> Expr:
    """``x and y``; ``a < b < c`` when ``y`` compares on from ``x``'s last operand (the same value)."""
    if isinstance(x, Compare) and isinstance(y, Compare) and y.operands[0] is x.operands[-1]:
        return Compare(x.operands + y.operands[1:], x.ops + y.ops)
    return boolean("and", [x, y])
