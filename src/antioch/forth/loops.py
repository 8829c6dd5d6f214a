"""DO loops in the code generator: LOOP and +LOOP on an index and a limit kept in locals (Forth-2012 6.1.1240)."""
import copy
from typing import TYPE_CHECKING, Callable, Optional, Set

from antioch.forth.kernel import HALF
from antioch.forth.ranges import SIGNED, Item, Range, norm, range_of

if TYPE_CHECKING:  # pragma: no cover
    from antioch.forth.codegen import CodeGen


class Loop:
    """One DO loop of a definition: its index and limit locals, its head and exit labels."""

    def __init__(self, n: int) -> None:
        self.index = "_i%d" % n
        self.lim = "_l%d" % n
        self.end = "_e%d" % n     # the limit itself while ``lim`` is MAX-INT+1 (see counted_index)
        self.wraps = False        # the index may pass MAX-INT: LOOP runs in two phases
        self.head = "D%d" % n
        self.exit = "X%d" % n
        self.for_exit = "E%d" % n   # where FOR_ITER leaves an upward +LOOP (upward_step)
        self.iterating = False       # this pass runs the loop by FOR_ITER over _upward_range
        self.head_at = 0             # the index of the head's line in the pass's output
        self.step: Optional[str] = None   # the step FOR_ITER runs it by (iterated_step)
        self.slow: Optional[str] = None   # versioned: the label of its copy for a start not below the limit


def begin_do(cg: "CodeGen", loop: Loop, qdo: bool) -> None:
    lim, start = cg.popn(2)
    lim, start = cg.prepare(norm(lim)), cg.prepare(norm(start))
    cg.value(lim)
    cg.value(start)
    cg.instr("STORE_FAST %s" % cg.local(loop.index))
    cg.instr("STORE_FAST %s" % cg.local(loop.lim))
    cg.canon()
    cg.branch_to(loop.exit)
    if qdo:
        cg.instr("LOAD_FAST %s" % loop.index)
        cg.instr("LOAD_FAST %s" % loop.lim)
        cg.compare("==")
        cg.instr("%s %s" % (cg.spelling["jump_if_true"], loop.exit))
    step = iterated_step(cg, loop)
    loop.iterating = step is not None
    loop.step = step
    start_range, limit_range = range_of(start), range_of(lim)
    loop.slow = versioned(cg, loop, start_range, limit_range)
    if loop.slow is not None:
        cg.index_ranges[loop.index] = (start_range[0], limit_range[1] - 1)    # type: ignore[index]
    elif step == "=1":      # LOOP: 1 +LOOP; from a start below the limit, the index stays below it
        loop.wraps = False
        below = start_range is not None and limit_range is not None and start_range[1] < limit_range[0]
        cg.index_ranges[loop.index] = (start_range[0], limit_range[1] - 1) if below else SIGNED  # type: ignore[index]
    else:
        cg.index_ranges[loop.index] = counted_index(cg, loop, start_range, limit_range)
    cg.pinned.add(loop.index)
    iterated_head(cg, loop)


def iterated_head(cg: "CodeGen", loop: Loop) -> None:
    """The head of a loop: for a loop that FOR_ITER runs, the iterator over its indexes before it."""
    step = loop.step
    if loop.iterating and step is not None:
        cg.call_begin("_upward_range")
        cg.instr("LOAD_FAST %s" % loop.index)
        cg.instr("LOAD_FAST %s" % loop.lim)
        cg.instr("LOAD_CONST %s" % step[1:] if step.startswith("=") else "LOAD_FAST %s" % step)
        cg.call_end(3)
        cg.instr(cg.spelling["get_iter"])
    cg.place(loop.head, loop_head=True)
    loop.head_at = len(cg.out)
    if loop.iterating:
        cg.branch_to(loop.for_exit)
        cg.instr("FOR_ITER %s" % loop.for_exit)
        cg.instr("STORE_FAST %s" % loop.index)


#: the tokens that name a label of the definition
LABEL_TOKENS = ("0branch", "branch", "label", "begin", "until", "again")


def loop_end(cg: "CodeGen", loop: Loop) -> Optional[int]:
    """The position of the LOOP or +LOOP token that closes ``loop``, from the token being compiled."""
    return next((n for n in range(cg.pos, len(cg.tokens))
                 if cg.tokens[n][0] in ("loop", "+loop") and cg.tokens[n][1] is loop), None)


def versioned(cg: "CodeGen", loop: Loop, start: Range, limit: Range) -> Optional[str]:
    """Loop versioning: the label of a second copy of a FOR_ITER loop whose start may be at or above its limit,
    entered when it is; None when the loop is not worth two copies.

    From a start below the limit the index stays in [start, limit-1] (Forth-2012 6.1.1800, 6.1.0140 with a step
    of at least 1), so the first copy knows I's range from the start's and the limit's, and an address made from
    I needs no check of its sign; the second copy runs the same body with I any signed cell (the index wraps
    through MAX-INT). Only loops without a DO of their own that use I are copied.
    """
    if not loop.iterating or start is None or limit is None or start[1] < limit[0] \
            or not SIGNED[0] < start[0] <= limit[1] - 1:
        return None
    end = loop_end(cg, loop)
    body = cg.tokens[cg.pos + 1:end]
    if any(tok[0] in ("do", "qdo") for tok in body) or ("i", loop) not in body:
        return None
    slow = loop.head + "v"
    cg.instr("LOAD_FAST %s" % loop.index)
    cg.instr("LOAD_FAST %s" % loop.lim)
    cg.compare(">=")
    cg.branch_to(slow)
    cg.instr("%s %s" % (cg.spelling["jump_if_true"], slow))
    return slow


def second_copy(cg: "CodeGen", loop: Loop) -> None:
    """After the first copy of a versioned loop (:func:`versioned`): the second, its body compiled again with
    its own labels and I a signed cell, leaving to the same exit."""
    start = next(n for n in range(len(cg.tokens)) if cg.tokens[n][0] in ("do", "qdo") and cg.tokens[n][1] is loop)
    end = cg.pos
    other = copy.copy(loop)
    other.head, other.for_exit, other.slow = loop.head + "w", loop.for_exit + "w", None
    own = {tok[1] for tok in cg.tokens[start + 1:end] if tok[0] in ("label", "begin")}
    tokens = cg.tokens
    renamed = list(tokens)
    for n in range(start + 1, end + 1):
        tok = tokens[n]
        if tok[0] in LABEL_TOKENS and tok[1] in own:
            renamed[n] = (tok[0], tok[1] + "v") + tok[2:]
        elif len(tok) > 1 and tok[1] is loop:
            renamed[n] = (tok[0], other) + tok[2:]
    cg.instr("JUMP_FORWARD %s" % loop.exit)
    cg.dead = True
    cg.place(loop.slow)    # type: ignore[arg-type]
    cg.index_ranges[loop.index] = SIGNED
    iterated_head(cg, other)
    cg.tokens = renamed
    try:
        cg.run_tokens(start + 1, end + 1)
    finally:
        cg.tokens = tokens
        cg.pos = end


def iterated_step(cg: "CodeGen", loop: Loop) -> Optional[str]:
    """The step with which FOR_ITER over ``_upward_range`` runs the loop: ``=1`` for LOOP (6.1.1800: the index
    equal to the limit after adding one is ``1 +LOOP``'s crossing), the step of a +LOOP that the pass before
    found invariant and at least 1 (:func:`plus_loop`); None when the loop has an EXIT or a LEAVE of its own,
    which would leave the iterator on the VM stack, or another step."""
    end = loop_end(cg, loop)
    if end is None or any(tok[0] == "exit" or (tok[0] == "leave" and tok[1] is loop) for tok in cg.tokens[cg.pos:end]):
        return None
    if cg.tokens[end][0] == "loop":
        return "=1"
    key = next((entry for entry in cg.hoists if entry[0] == "upward" and entry[1] == loop.head), None)
    return key[2] if key is not None else None


def counted_index(cg: "CodeGen", loop: Loop, start: Range, lim: Range) -> Range:
    """The range of the index of a loop; for LOOP, an index that stays a signed cell.

    LOOP adds 1 until the index equals the limit, modulo 2**64 (Forth-2012 6.1.1800): from a start at or
    above the limit the index runs up to MAX-INT, then on from MIN-INT to the limit. A start known to be below
    the limit needs nothing; otherwise the loop keeps the limit in ``end`` and, when the start is not below
    it, first runs to MAX-INT+1 (``lim``), then once more from MIN-INT to ``end`` (:func:`end_loop`). Either
    way I is a signed cell, and the loop's step costs what it costs without the wrap.
    +LOOP keeps its index a signed cell (:func:`plus_loop`).
    """
    loop.wraps = False            # the Loop is shared by the compiler's passes, which may see other ranges
    if not any(tok[0] == "loop" and tok[1] is loop for tok in cg.tokens):
        return SIGNED
    if start is not None and lim is not None and start[1] < lim[0]:
        return (start[0], lim[1] - 1)
    loop.wraps = True
    below = cg.label()
    cg.instr("LOAD_FAST %s" % loop.lim)
    cg.instr("STORE_FAST %s" % cg.local(loop.end))
    cg.instr("LOAD_FAST %s" % loop.index)
    cg.instr("LOAD_FAST %s" % loop.lim)
    cg.compare("<")
    cg.instr("%s %s" % (cg.spelling["jump_if_true"], below))
    cg.instr("LOAD_CONST %d" % HALF)
    cg.instr("STORE_FAST %s" % loop.lim)
    cg.place_label(below)
    return SIGNED


def end_loop(cg: "CodeGen", loop: Loop, step: Optional[Item]) -> None:
    cg.canon()
    if step is None and loop.iterating:
        cg.branch_to(loop.head)
        iterate_back(cg, loop)
    elif step is None:
        cg.instr("LOAD_FAST %s" % loop.index)
        cg.instr("LOAD_CONST 1")
        cg.binop("+")
        cg.instr("STORE_FAST %s" % loop.index)
        flag: Item = ("cmp", "==", ("local", loop.index, SIGNED), ("local", loop.lim, SIGNED))
        cg.cond_back(flag, loop.head, False)
        if loop.wraps:
            second_phase(cg, loop)
            return
    else:
        plus_loop(cg, loop, step)
    cg.branch_to(loop.exit)
    if loop.slow is not None:
        second_copy(cg, loop)


def second_phase(cg: "CodeGen", loop: Loop) -> None:
    """At the index's end in a wrapping LOOP: leave if that was the limit (or the limit is MIN-INT, where the
    index arrives after MAX-INT), else go round again from MIN-INT to the limit."""
    jump_if_true = cg.spelling["jump_if_true"]
    cg.branch_to(loop.exit)
    for a, b in ((loop.lim, loop.end), (loop.end, "=%d" % -HALF)):
        cg.instr("LOAD_FAST %s" % a)
        cg.instr("LOAD_FAST %s" % b if not b.startswith("=") else "LOAD_CONST %s" % b[1:])
        cg.compare("==")
        cg.instr("%s %s" % (jump_if_true, loop.exit))
    cg.instr("LOAD_CONST %d" % -HALF)
    cg.instr("STORE_FAST %s" % loop.index)
    cg.instr("LOAD_FAST %s" % loop.end)
    cg.instr("STORE_FAST %s" % loop.lim)
    cg.jump_back(loop.head)


def plus_loop(cg: "CodeGen", loop: Loop, step: Item) -> None:
    """+LOOP: leave when the index crosses the boundary between limit-1 and limit (Forth-2012 6.1.0140).

    With i and the limit in range and n = i + step exact, a step >= 0 crosses exactly when i < limit <= n
    and a step < 0 when n < limit <= i, unless n left the signed range; then ``_ploop`` decides, modulo
    2**64. On the common path that is two comparisons.
    """
    step = cg.prepare(norm(step))
    if step[0] != "const":
        step = cg.materialize(step)
    cg.branch_to(loop.head)
    i, lim = loop.index, loop.lim
    step_operand = step[1] if step[0] == "local" else "=%d" % step[1]   # read before i changes: no copy needed
    n = cg.temp()
    cont, done, slow, negative = cg.label(), cg.label(), cg.label(), cg.label()
    jump_if_true = cg.spelling["jump_if_true"]

    def load(a: str) -> None:
        cg.instr("LOAD_FAST %s" % a if not a.startswith("=") else "LOAD_CONST %s" % a[1:])

    def check(a: str, op: str, b: str, target: str) -> None:
        load(a)
        load(b)
        cg.compare(op)
        cg.instr("%s %s" % (jump_if_true, target))

    r = range_of(step)
    sign = None if r is None or (r[0] < 0 <= r[1]) else r[0] >= 0
    name = step[1] if step[0] == "local" else "=%d" % step[1]
    if r is not None and r[0] >= 1 and name != i and name not in stored_since(cg, loop.head_at):
        cg.hoistable.add(("upward", loop.head, name))     # the next pass runs this loop by FOR_ITER
    if loop.iterating:
        iterate_back(cg, loop)
        return
    if sign is True:
        upward_plus_loop(cg, loop, step_operand)
        return
    load(i)
    load(step_operand)
    cg.binop("+")
    cg.instr("STORE_FAST %s" % n)
    if sign is None:
        check(step_operand, "<", "=0", negative)
    if sign is not False:
        check(n, "<", lim, cont)
        check(i, "<", lim, done)
        check(n, "<", "=%d" % HALF, cont)
        cg.instr("JUMP_FORWARD %s" % slow)
    if sign is not True:
        cg.place_label(negative)
        check(n, ">=", lim, cont)
        check(i, ">=", lim, done)
        check(n, ">=", "=%d" % -HALF, cont)
    cg.place_label(slow)
    call_ploop(cg, lambda: load(i), lim, step_operand, n, done)
    cg.place_label(cont)
    cg.instr("LOAD_FAST %s" % n)
    cg.instr("STORE_FAST %s" % i)
    cg.instr("%s %s" % (cg.spelling["back"], loop.head))
    cg.close_loop(loop.head)
    cg.place_label(done)


def iterate_back(cg: "CodeGen", loop: Loop) -> None:
    """The end of a loop that FOR_ITER runs: back to its head, and where the exhausted iterator leaves it."""
    cg.instr("%s %s" % (cg.spelling["back"], loop.head))
    cg.close_loop(loop.head)
    cg.dead = True
    cg.place(loop.for_exit)
    for ins in cg.spelling["for_end"]:
        cg.instr(ins)


def stored_since(cg: "CodeGen", start: int) -> Set[str]:
    """The locals that the instructions from line ``start`` of the pass's output store into."""
    return {line.split()[1] for line in cg.out[start:] if line.split()[:1] == ["STORE_FAST"]}


def call_ploop(cg: "CodeGen", load_index: Callable[[], None], lim: str, step_operand: str, new: str, done: str) -> None:
    """``_ploop`` decides modulo 2**64: the new index into ``new``, and to ``done`` when the boundary was crossed."""
    flag = cg.temp()
    cg.call_begin("_ploop")
    load_index()
    for name in (lim, step_operand):
        cg.instr("LOAD_FAST %s" % name if not name.startswith("=") else "LOAD_CONST %s" % name[1:])
    cg.call_end(3)
    cg.instr("UNPACK_SEQUENCE 2")
    cg.instr("STORE_FAST %s" % flag)
    cg.instr("STORE_FAST %s" % new)
    cg.instr("LOAD_FAST %s" % flag)
    cg.instr("%s %s" % (cg.spelling["jump_if_true"], done))


def upward_plus_loop(cg: "CodeGen", loop: Loop, step_operand: str) -> None:
    """+LOOP of a step known not to be negative: the index moves first, ``i += step; i < limit`` goes round.

    That is :func:`plus_loop`'s first test with the index stored before it rather than after; the index before
    the step, which the rarer tests need, is ``i - step``.
    """
    i, lim = loop.index, loop.lim
    done, cont = cg.label(), cg.label()
    jump_if_true = cg.spelling["jump_if_true"]

    def load(a: str) -> None:
        cg.instr("LOAD_FAST %s" % a if not a.startswith("=") else "LOAD_CONST %s" % a[1:])

    def old_index() -> None:
        load(i)
        load(step_operand)
        cg.binop("-")

    def go_round_if(a: str, b: str) -> None:
        """Back to the head when a < b: forward to a JUMP_BACKWARD (3.11's POP_JUMP_BACKWARD_IF_TRUE after a
        comparison measured slower: the sieve's inner loop 1.5x)."""
        load(a)
        load(b)
        cg.compare("<")
        cg.instr("%s %s" % (jump_if_true, cont))

    load(i)
    load(step_operand)
    cg.binop("+")
    cg.instr("STORE_FAST %s" % i)
    go_round_if(i, lim)
    old_index()                          # the step crossed the limit from below: done
    load(lim)
    cg.compare("<")
    cg.instr("%s %s" % (jump_if_true, done))
    go_round_if(i, "=%d" % HALF)         # at or above the limit, and still a signed cell
    call_ploop(cg, old_index, lim, step_operand, i, done)
    cg.place_label(cont)
    cg.instr("%s %s" % (cg.spelling["back"], loop.head))
    cg.close_loop(loop.head)
    cg.place_label(done)
