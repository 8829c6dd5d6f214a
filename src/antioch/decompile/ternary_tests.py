"""A conditional expression tested for its truth: ``if (a if c else b):``, or the same as a
comprehension's ``if`` clause.  The compiler tests ``c`` first and then tests one of ``a`` and ``b``
where their jumps go, each to the same two places (compiler_jump_if in Python/compile.c, its
``IfExp_kind`` case): ``c`` falls into the test of ``a``, which falls into a jump past the test of
``b`` to the arm the condition takes when it holds, where that test falls too; ``c`` jumps to the
test of ``b`` when it fails.  No ``and``/``or`` of the three tests has this shape: ``c``'s two ways
lead to tests that meet nowhere but in both of their own arms.  In a loop's body 3.12+ write a jump
back to the loop's head after each test that fails to it (regions.jump_back_inserted), so the test of
``a`` falls into that jump and jumps to the jump past the test of ``b`` instead."""
from typing import TYPE_CHECKING, Callable, List, Optional, Tuple

from antioch.analysis.cfg import Block
from antioch.decompile.expr import OR, TEST, Expr, Not, folded_not, negate, wrap
from antioch.decompile.graph import ONLY_MOVES
from antioch.decompile.leaving import End
from antioch.decompile.regions import jump_back_inserted
from antioch.decompile.simulate import Stack, same_stack
from antioch.decompile.stmts import Stmt

if TYPE_CHECKING:
    from antioch.decompile.structure import Structurer

#: what runs one test from a block: its end, the stack after it, the statements it left, the blocks
#: it went on into (conditions._test_run)
TestRun = Callable[["Structurer", Block, Stack], Tuple[End, Stack, List[Stmt], List[Block]]]


def ternary_test(st: "Structurer", b: Block, expr: Expr, then: Block, other: Block, stack: Stack,
                 test_run: TestRun) -> Optional[Tuple[Expr, Block, Block, List[Block], List[Block]]]:
    """The condition ``a if c else b`` whose test ``c`` (``expr``, true on the way to ``then``, false
    to ``other``) ends ``b``: the expression, where it goes when it holds and when not, the blocks of
    the two tests and the jump over the second; None when the tests after ``c`` have another shape."""
    fall = next((e.target for e in b.edges if e.kind == "fall"), None)
    if fall is other:
        expr, then, other = negate(expr), other, then
    if fall is not then or then is other:
        return None
    # (3.12+ write a jump back to the loop's head after a test that fails to it: regions.py)
    back = (lambda x: jump_back_inserted(st.flow, x)) if st.facts.tests_jump_back else (lambda x: None)
    tests: List[Tuple[Expr, Block, Block]] = []
    runs: List[List[Block]] = []
    # (the shapes of both arms first: they are cheap, the trial runs are not)
    if any(s in st.done or s in st.flow.loops or st.flow.preds[s] != [b] for s in (then, other)):
        return None
    for s in (then, other):
        end, after, out, split = test_run(st, s, stack)
        if out or end.kind != "cond" or end.kept is not None or not same_stack(after, stack):
            return None
        assert end.expr is not None and end.then is not None and end.other is not None
        tests.append((end.expr, end.then, end.other))
        runs.append([s] + split)
    (first, first_then, first_other), (second, second_then, second_other) = tests
    first_end, second_end = runs[0][-1], runs[1][-1]
    # the test of ``a`` goes on to the jump past the test of ``b``: one block that only jumps, which
    # it falls into (3.8-3.11) or jumps to over the jump back it falls into (3.12+)
    fall = next((e.target for e in first_end.edges if e.kind == "fall"), None)
    back_jumps: List[Block] = []
    jump: Optional[Block] = fall
    if fall is not None and back(fall) is not None:
        back_jumps.append(fall)
        jump = first_other if first_then is fall else first_then
    if jump is None or jump in st.done or st.flow.preds[jump] != [first_end] or len(st.flow.succs[jump]) != 1 \
            or not all(i.name in ONLY_MOVES for i in jump.instrs) or not jump.instrs or back(jump) is not None:
        return None
    holds = st.flow.succs[jump][0]
    fails = first_other if first_then is jump else first_then
    if back_jumps:
        fails = back(fails) or fails
    second_fall = next((e.target for e in second_end.edges if e.kind == "fall"), None)
    if second_fall is not None and second_fall is not holds and back(second_fall) is not None:
        back_jumps.append(second_fall)
    onward = {x: back(x) or x for x in back_jumps}
    if holds is fails or fails is jump or {onward.get(second_then, second_then),
                                           onward.get(second_other, second_other)} != {holds, fails} \
            or (second_fall is not holds and second_fall not in back_jumps) \
            or any(x in st.done for x in back_jumps):
        return None
    a = first if first_then is jump else negate(first)
    c = second if onward.get(second_then, second_then) is holds else negate(second)
    text: Expr = Expr("%s if %s else %s" % (wrap(a, OR), wrap(expr, OR), wrap(c, TEST)), TEST)
    if (folded_not(a) or folded_not(c)) and not (folded_not(negate(a)) or folded_not(negate(c))):
        # (``not a in b`` as an arm is folded into ``a not in b``, Python/ast_opt.c: the ``not`` of
        # the whole expression turns the jumps of both arms round and leaves the comparison alone)
        text = Not(Expr("%s if %s else %s" % (wrap(negate(a), OR), wrap(expr, OR), wrap(negate(c), TEST)), TEST))
    if second_fall in back_jumps:
        # (the jump back the test of ``b`` falls into stands for the arm, as after any one test)
        assert second_fall is not None
        back_jumps.remove(second_fall)
        fails = second_fall
    return text, holds, fails, runs[0] + runs[1], [jump] + back_jumps
