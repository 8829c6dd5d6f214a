"""Value branches: a condition whose arms leave values on the stack instead of running statements
(``x or y``, ``a if c else b``, ``a < b < c``); the values are merged into one expression where the
arms meet, also where 3.10+ copied the small exit they meet at into each arm."""
from typing import TYPE_CHECKING, List, Optional, Set, Tuple

from antioch.analysis.cfg import Block
from antioch.decompile.conditions import Cond, conjoin
from antioch.decompile.copied_exits import FUSED_LOADS, Tail, instr_key, tail_start, value_end
from antioch.decompile.expr import OR, TEST, BoolOp, Expr, Marker, Unsupported, wrap
from antioch.decompile.simulate import Stack, same_stack
from antioch.decompile.stmts import Stmt

if TYPE_CHECKING:
    from antioch.decompile.structure import Structurer

#: what ends the copies of a function's exit that a value's arms may run into
RETURNS = ("RETURN_VALUE", "RETURN_CONST")

#: the implicit ``return None`` (3.8-3.11)
_RETURN_NONE = [("LOAD_CONST", None), ("RETURN_VALUE", None)]

#: what ends a small exit the compiler copies into each arm of a value's branch: a return, or a raise
#: (``raise E(a if c else b)``: Python/flowgraph.c, basicblock_exits_scope)
_COPIED_EXITS = RETURNS + ("RAISE_VARARGS",)

_STATEMENT_INSTRS = frozenset(("POP_BLOCK", "POP_EXCEPT", "RERAISE", "FOR_ITER", "GET_ITER", "SEND", "END_FOR",
                               "PUSH_EXC_INFO", "WITH_EXCEPT_START", "GET_AWAITABLE", "END_FINALLY"))


def one_value_returned(st: "Structurer", cond: Cond, stack: Stack, out: List[Stmt]) -> bool:
    """``return 0 <= f(x) <= 127`` (or ``return a or b``): 3.12+ copies the RETURN_VALUE that the
    arms of a value's branch meet at into each arm (Python/flowgraph.c, duplicate_exits_without_lineno),
    so the arms leave instead of meeting.  Each arm only computes its value (no statement), and both
    copies have the one position of the return: the value is merged as where the arms meet, and
    returned once."""
    arms = (cond.then, cond.other)
    if cond.then is cond.other or _shared_return(st, arms) or any(
            st.flow.succs[a] or a in st.done or a.instrs[-1].name != "RETURN_VALUE" for a in arms) \
            or arms[0].instrs[-1].position is None \
            or arms[0].instrs[-1].position != arms[1].instrs[-1].position:
        return False
    stacks = [list(stack), list(stack) + ([cond.kept] if cond.kept is not None else [])]
    saved = st.sim.line
    try:
        for arm, arm_stack in zip(arms, stacks):
            trial: List[Stmt] = []
            st.sim.stack = arm_stack
            for instr in arm.instrs[:-1]:
                st.sim.step(instr, arm_stack, trial)
            if trial:
                return False
        merged = merge(st, cond, stacks[0], stacks[1])
    except Unsupported:
        return False
    finally:
        st.sim.line = saved
    if same_stack(stacks[0], stack) or same_stack(stacks[1], stack):
        return False
    if not all(_adds_one_value(st, s, stack) for s in stacks):
        # an arm that uses what was on the stack before the test runs more than a value: what
        # uses the value was copied into the arms with the return (`return f(a if c else b)`)
        return False
    st.done.update(arms)
    st.sim.stack = merged
    st.sim.finish(arms[0], arms[0].instrs[-1], merged, out)
    return True


def value_into_copies(st: "Structurer", cond: Cond, stack: Stack, out: List[Stmt], line: Optional[int],
                       start: Optional[int]) -> bool:
    """``return a or 1 <= f(x) <= 7``, ``x = a and b < c < d`` at a function's end: 3.10+ copy the
    small exit the arms of a value's branch meet at into the arms (Python/flowgraph.c,
    duplicate_exits_without_lineno and inline_small_exit_blocks), also into those of a value's
    branch nested in them, so no arm meets another.  The copies end with the same instructions at
    the same positions (what uses the value and leaves): each arm is placed up to that tail, only
    computing its value (no statement), the values are merged as where the arms meet, and the
    tail runs once on the merged value."""
    if not st.facts.copies_small_exits or st.value_tail is not None or cond.then is cond.other:
        return False
    then_blocks, other_blocks = _value_blocks(st, cond.then), _value_blocks(st, cond.other)
    if then_blocks is None or other_blocks is None:
        return False
    reached = [then_blocks, other_blocks]
    exits = [x for x in reached[0] | reached[1] if not st.flow.succs[x]]
    if len(exits) < 2 or any(st.flow.succs[x] for x in reached[0] & reached[1]) \
            or not all(any(x in r for x in exits) for r in reached):
        return False
    keys = [[instr_key(i) for i in x.instrs] for x in exits]
    size = 0
    while size < min(len(k) for k in keys) and len({k[-1 - size] for k in keys}) == 1:
        size += 1
    for x, k in zip(exits, keys):
        # a copy may start with a load that 3.13+ fused into the last of an arm's own loads elsewhere
        if size < len(k) and k[-1 - size][0] not in FUSED_LOADS \
                and all(value_end(y, tuple(k[-1 - size:]))[0] >= 0 for y in exits):
            exits, keys, size = [x] + [y for y in exits if y is not x], [k] + [j for j in keys if j is not k], size + 1
            break
    if not size or keys[0][-1][2] is None or keys[0][-1][0] not in _COPIED_EXITS:
        return False
    if any(_statement_instr(i.name) for x in reached[0] | reached[1]
           for i in x.instrs[:len(x.instrs) - size if x in exits else len(x.instrs)]):
        return False  # (only values are computed before the copied exit: a trial of no consequence)
    # the arms meet where each has added one value to the stack before the test: a common tail
    # may start earlier, in what the arms compute alike (`f(a) if c else f(b)`, 3.10's lines)
    for length in range(size, 0, -1):
        tail = tuple(keys[0][len(keys[0]) - length:])
        merged = _value_merged_before(st, cond, stack, tail, line, start)
        if merged is not None:
            break
    else:
        return False
    st.sim.line = line  # the statement the value belongs to began before the test
    copy = exits[0]
    st.sim.run_block(copy, merged, out, tail_start(copy, tail))
    return True


def _value_merged_before(st: "Structurer", cond: Cond, stack: Stack, tail: Tail, line: Optional[int],
                         start: Optional[int]) -> Optional[Stack]:
    """The stack where the arms of a value's branch meet, each placed up to the copy of ``tail``
    that ends it (None: they do not both add one value to ``stack`` there, or they run statements)."""
    before = set(st.done)
    st.value_tail = tail
    try:
        then_out, then_end = st.run(cond.then, list(stack), None, None)
        other_out, other_end = st.run(cond.other, list(stack) + ([cond.kept] if cond.kept is not None else []),
                                      None, None)
        if then_out or other_out or then_end is None or other_end is None \
                or not (_adds_one_value(st, then_end, stack) and _adds_one_value(st, other_end, stack)):
            raise Unsupported("not a value's branch")
        return merge(st, cond, then_end, other_end, start)
    except Unsupported:
        st.done.intersection_update(before)
        st.sim.line = line
        return None
    finally:
        st.value_tail = None


def _shared_return(st: "Structurer", arms: Tuple[Block, Block]) -> bool:
    """3.8-3.9: an arm that returns None and that other ways reach too is no copy of the value's
    return but the implicit ``return None`` after an ``if`` that returns, on the line of the
    statement before it: the peephole optimizer's copy of a RETURN_VALUE replaces the jump of one arm
    to it (Python/peephole.c), and only the drop of a chained comparison's copy is shared (by each
    of its tests) on the way there."""
    return not st.facts.copies_small_exits and any(
        len(st.flow.preds[a]) > 1 and [(i.name, i.arg) for i in a.instrs] == _RETURN_NONE for a in arms)


def _adds_one_value(st: "Structurer", end: Stack, stack: Stack) -> bool:
    """``end`` is ``stack`` and one value more, less the copies a chained comparison made on its top
    (which its tests use up): an arm of a value's branch."""
    n = len(end) - 1
    return 0 <= n <= len(stack) and same_stack(end[:n], stack[:n]) and all(id(v) in st.sim.copies for v in stack[n:])


def _value_blocks(st: "Structurer", arm: Block, limit: int = 12) -> Optional[Set[Block]]:
    """The few blocks ``arm`` reaches, under the handler that protects it and in no loop (None: more)."""
    handler = st.handler_of(arm)
    seen: Set[Block] = set()
    work = [arm]
    while work:
        x = work.pop()
        if x in seen:
            continue
        if len(seen) >= limit or x in st.flow.loops or st.handler_of(x) is not handler:
            return None
        seen.add(x)
        work.extend(st.flow.succs[x])
    return seen


def _statement_instr(name: str) -> bool:
    """An instruction that belongs to a statement (stores, returns, blocks, iteration), not to a value."""
    return name.startswith(("STORE_", "DELETE_", "SETUP_", "IMPORT_", "RETURN_", "RAISE_", "YIELD_", "BEFORE_")) \
        or name in _STATEMENT_INSTRS


def merge(st: "Structurer", cond: Cond, then_stack: Stack, other_stack: Stack,
          start: Optional[int] = None) -> Stack:
    """The stack where the arms meet; a value they differ in starts on ``start`` (lines.py)."""
    if len(then_stack) != len(other_stack):
        raise Unsupported("branches meet with different stack depths")
    merged: Stack = []
    for x, y in zip(then_stack, other_stack):
        if x is y:
            merged.append(x)
            continue
        value = combine(st, cond, x, y)
        if value.line is None:
            value.line = start
        merged.append(value)
    return merged


def combine(st: "Structurer", cond: Cond, x: Expr, y: Expr) -> Expr:
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
