"""Where the arms of a test go on, and which of their targets are copies of one another: what lets
:mod:`antioch.decompile.conditions` merge tests into one condition where the compiler threaded a
jump, wrote a jump back after each test, or copied a small exit into each way that reaches it."""
from typing import TYPE_CHECKING, Callable, List, Optional, Tuple

from antioch.analysis.cfg import Block
from antioch.decompile.copied_exits import MAX_COPY_SIZE, instr_key
from antioch.decompile.facts import CONDITIONAL_JUMPS
from antioch.decompile.graph import ONLY_MOVES as _ONLY_MOVES
from antioch.decompile.regions import jump_back_inserted

if TYPE_CHECKING:
    from antioch.decompile.structure import Structurer

#: the implicit ``return None`` at the end of a function (3.8-3.11, 3.12+)
_IMPLICIT_RETURNS = ([("LOAD_CONST", None), ("RETURN_VALUE", None)], [("RETURN_CONST", None)])


def only_moves(st: "Structurer", b: Block) -> bool:
    return len(st.flow.succs[b]) == 1 and all(i.name in _ONLY_MOVES for i in b.instrs)


def back_to_head(st: "Structurer") -> Callable[[Block], Block]:
    """Where a block goes on: a loop's head, for the jump back that 3.12-3.13 write after each test of
    an ``if`` that ends the loop's body (regions.jump_back_inserted: no ``continue`` of the
    source), else the block itself."""
    def onward(b: Block) -> Block:
        return jump_back_inserted(st.flow, b) or _jump_over_else(st, b) or b
    return onward if st.facts.tests_jump_back else stays


def _jump_over_else(st: "Structurer", b: Block) -> Optional[Block]:
    """Where ``b`` jumps, when it is a lone JUMP_FORWARD that only one test falls into: the jump over
    an ``else`` after an ``if`` body ending in a while loop, whose last test at the bottom falls
    into it (3.12+ have no backward conditional jump: the test jumps forward over a JUMP_BACKWARD,
    Python/flowgraph.c normalize_jumps_in_block), where the loop's other tests jump straight past
    it (jump threading)."""
    preds, succs = st.flow.preds[b], st.flow.succs[b]
    if [i.name for i in b.instrs] != ["JUMP_FORWARD"] or len(preds) != 1 or len(succs) != 1 \
            or preds[0].instrs[-1].name not in CONDITIONAL_JUMPS:
        return None
    latch = [x for x in st.flow.succs[preds[0]] if x is not b]
    if len(latch) != 1 or [i.name for i in latch[0].instrs] != ["JUMP_BACKWARD"]:
        return None
    return succs[0]


def continue_threaded(st: "Structurer", breaks: bool = True) -> Callable[[Block], Block]:
    """Where a later test's arm goes on: the loop's head, for a ``continue`` alone in its block that
    an earlier test jumps past straight to the head (3.8-3.9: the peephole optimizer points a jump to
    a jump at its target, Python/peephole.c: ``if a or b: continue``), with ``breaks`` the loop's
    exit for a ``break`` likewise, else the block itself."""
    def threaded(b: Block) -> Block:
        # (not laid out inside a loop nested in that loop: a jump to the outer loop's head is a break)
        if [i.name for i in b.instrs] != ["JUMP_ABSOLUTE"] or len(st.flow.succs[b]) != 1:
            return b
        head = st.flow.succs[b][0]
        if head.index > b.index:  # (forward: a break, to the exit)
            return head if breaks and _breaks_out(st, b, head) else b
        if head not in st.flow.loops or b not in st.flow.loops[head] or any(
                h is not head and h in st.flow.loops[head] and h.index <= b.index <= max(x.index for x in body)
                for h, body in st.flow.loops.items()):
            return b
        return head
    return stays if st.facts.copies_small_exits else threaded


def _breaks_out(st: "Structurer", b: Block, exit: Block) -> bool:
    """``b``, a lone jump forward to ``exit``, is a ``break`` out of a while loop that ``b`` is laid
    out in and ``exit`` after: a test that falls into the break, as the last of ``a or b``, has an
    earlier test whose jump to the break the peephole optimizer pointed at the exit itself
    (Python/peephole.c: ``if a or b: break``)."""
    return any(head.index < b.index < exit.index and exit.index > max(x.index for x in body)
               for head, body in st.flow.loops.items())


def one_jump(st: "Structurer") -> Callable[[Block], Block]:
    """Where a chained comparison's last test goes on through one block that only jumps: the drop
    of the copy falls into the jump back that ends ``if not (a < b < c): continue``, which the
    test's arm jumps to too (through_jumps would go on past it, to the loop's head)."""
    def onward(b: Block) -> Block:
        return st.flow.succs[b][0] if only_moves(st, b) else b
    return onward


def stays(b: Block) -> Block:
    return b


def exit_copies(st: "Structurer") -> Callable[[Block, Block], bool]:
    """Whether two blocks are copies of one small exit (3.10+: the compiler copies a block of at
    most four instructions that returns or raises into each block that jumps to it, positions and
    all: Python/flowgraph.c, inline_small_exit_blocks), as where the tests of a chained comparison
    fail at the bottom of ``while a < b < c:``'s body: the last into a copy of the exit, the first
    into the drop of the middle operand and then the exit.  Only there: the arms of ``if a: pass``
    / ``elif b: ...`` may each end in a copy of one return too."""
    def twins(a: Block, b: Block) -> bool:
        if a is b or st.flow.succs[a] or st.flow.succs[b] or len(a.instrs) > MAX_COPY_SIZE:
            return False
        # (3.13 keeps a NOP before a copy, with the line of the test that jumps to it)
        return _copy_key(a) == _copy_key(b)
    return twins if st.facts.copies_small_exits else never


def implicit_return_copies(st: "Structurer", one_line: bool = False) -> Callable[[Block, Block], bool]:
    """Whether two blocks are copies of the implicit ``return None``, which has no line of its own:
    3.10+ copy it into each jump to it, each copy with the position of the jump
    (Python/flowgraph.c, duplicate_exits_without_lineno), as where the tests of ``while a and b:``
    fail at the end of a function.  Where no test goes on into a loop or is its head (3.14+ test at
    the top only), only ``one_line``: the copies of tests on one line, ``if a or b and c:`` ending
    a function; the arms of ``if a:`` / ``if b:`` nested on lines of their own each end in a copy too
    (and not on the lines of a handler: the copies of a finally body, each read alike, may end in
    other exits, which are no copies of the return)."""
    if not st.facts.copies_small_exits:
        return never

    def copied(b: Block) -> bool:
        preds = st.flow.preds[b]
        return not st.flow.succs[b] and len(preds) == 1 and _names(b) in _IMPLICIT_RETURNS \
            and preds[0].instrs[-1].name in CONDITIONAL_JUMPS \
            and b.instrs[-1].position == preds[0].instrs[-1].position

    def twins(a: Block, b: Block) -> bool:
        return a is not b and copied(a) and copied(b) and _names(a) == _names(b) and (
            not one_line or a.instrs[-1].lineno == b.instrs[-1].lineno)
    return twins


def _names(b: Block) -> List[Tuple[str, object]]:
    return [(i.name, i.arg) for i in b.instrs if i.name != "NOP"]


def _copy_key(b: Block) -> List[Tuple[str, str, object]]:
    return [instr_key(i) for i in b.instrs if i.name != "NOP"]


def never(a: Block, b: Block) -> bool:
    return False
