"""Where a loop is left: the block after it, where its ``break`` statements go, and the ways out of
its body that are statements of the body (a ``return`` or ``raise``) rather than the loop's exit."""
from typing import TYPE_CHECKING, List, Optional, Set, Tuple

from antioch.analysis.cfg import Block
from antioch.decompile.copied_exits import (
    MAX_COPY_SIZE,
    copy_first_line,
    instr_key,
    no_match_reraise,
    popped_except,
    tail_start,
)
from antioch.decompile.facts import CONDITIONAL_JUMPS, UNCONDITIONAL_JUMPS
from antioch.decompile.graph import ONLY_MOVES as _ONLY_MOVES
from antioch.decompile.graph import FlowGraph

if TYPE_CHECKING:
    from antioch.decompile.loops import Loop
    from antioch.decompile.structure import Structurer


def break_past_else(st: "Structurer", h: Block, exit_block: Block) -> Optional[Block]:
    """Where the breaks of a for loop with an else clause go: past the clause, whose start is
    the loop's exit.  The compiler lays the loop out between its head and its exit, so a jump
    from there to beyond the exit is a break (after dropping the iterator, and leaving the
    try and with statements it is in); without an else clause a break jumps to the exit."""
    targets: Set[Block] = set()
    back: Set[Block] = set()
    for b in st.flow.cfg.blocks[h.index + 1:exit_block.index]:
        # (not a jump left dead, 3.8-3.9: the else clause's ``break`` of an ``if`` whose test was
        # pointed past it by the peephole optimizer)
        if b.instrs[-1].name in _ONLY_MOVES and b in st.flow.analysed:
            for x in st.flow.succs[b]:
                if x.index > exit_block.index:
                    targets.add(x)
                elif x.index < h.index and x in st.flow.loops and h in st.flow.loops[x]:
                    back.add(x)
    targets |= _breaks_from_handlers(st, h, exit_block)
    if not targets and len(back) == 1 and st.through_jumps(exit_block) not in back:
        # the breaks jump to the head of the loop around, where the statement after this one (a
        # jump back there) sent them: the peephole optimiser threads jumps to jumps
        # (Python/peephole.c); from the loop's body nothing else goes there, not even a continue
        targets = back
    if len(targets) != 1:
        return None
    target = next(iter(targets))
    if target in st.flow.loops.get(h, ()):  # (a for loop whose body never comes back has no back edge)
        return None  # (a jump within the loop's body, which goes on round it: no break leaves there)
    if copy_of_exit(st, target, exit_block):
        return None  # (the breaks go to a copy of the exit: no else clause between)
    reached = st._reach(exit_block)
    # (an else clause that always leaves, by raise or return, never reaches where the breaks go:
    # it is what lies between the exit and there, or after the exit when they go back to the head
    # of the loop around)
    if target in reached or all(exit_block.index <= x.index < target.index for x in reached) or (
            target.index < h.index and all(exit_block.index <= x.index for x in reached)):
        return target
    return None


def copy_of_exit(st: "Structurer", target: Block, exit_block: Block) -> bool:
    """3.10+: ``target`` is a copy of ``exit_block``, which leaves the function: the compiler copies an
    exit whose first instruction has no line (a POP_BLOCK closing the statements around, their
    cleanup and the return after them) into each jump to it, the copy taking the jump's line
    (Python/compile.c, duplicate_exits_without_lineno)."""
    if not st.facts.copies_small_exits or no_match_reraise(st, target):
        return False
    if target is not exit_block and st.sim.pool_returns.get(id(target.instrs[-1])) == "explicit":
        return False  # (``return`` in the loop, same instructions: its None entered the pool there)
    mine = leaving_run(st, target)
    if mine is None:  # (most blocks of a loop's body go on: the exit's own run is not asked)
        return False
    theirs = leaving_run(st, exit_block)
    if st.facts.structures_exception_table and not st.facts.threads_jumps_back \
            and len({i.position for x in mine[0] for i in x.instrs if i.name != "NOP"}) > 1:
        return False  # (3.11: a copy has the jump's position throughout; a statement has its own spans)
    if theirs is not None and st.facts.threads_jumps_back and _written_before(mine[0][-1], theirs[0][-1]):
        return False
    return theirs is not None and mine[1] == theirs[1] and not set(mine[0]) & set(theirs[0])


def _written_before(target: Block, exit_block: Block) -> bool:
    """3.12+: ``target`` leaves on a line before the one ``exit_block`` leaves on: a statement written
    in the loop, no copy.  A copy of an exit that has a line of its own keeps its positions
    (Python/flowgraph.c, inline_small_exit_blocks); one of an exit without a line takes the line
    of the jump it replaces, inside the loop, where the exit itself took the line of the loop's
    head before it (propagate_line_numbers), which no line of the body comes before."""
    mine, theirs = target.instrs[-1].lineno, exit_block.instrs[-1].lineno
    return mine is not None and theirs is not None and mine < theirs


def leaving_run(st: "Structurer", b: Block) -> Optional[Tuple[List[Block], List[Tuple[str, str]]]]:
    """The blocks from ``b`` that each only fall into the next, up to one that leaves, and their
    instructions (but NOPs); None when ``b`` goes on otherwise.  (Asked of the loop's exit at each
    block of its body: found once per block, the graph does not change.)"""
    runs = st.leaving_runs
    if b in runs:
        return runs[b]
    found = runs[b] = _leaving_run(st, b)
    return found


def _leaving_run(st: "Structurer", b: Block) -> Optional[Tuple[List[Block], List[Tuple[str, str]]]]:
    blocks = [b]
    while st.flow.succs[b]:
        if len(st.flow.succs[b]) != 1 or len(blocks) >= 4 or any(e.kind != "fall" for e in b.edges
                                                                 if e.kind != "exception"):
            return None
        b = st.flow.succs[b][0]
        blocks.append(b)
    return blocks, [(i.name, repr(i.arg)) for x in blocks for i in x.instrs if i.name != "NOP"]


def _breaks_from_handlers(st: "Structurer", h: Block, exit_block: Block) -> Set[Block]:
    """3.11+: where the breaks written in except clauses of the loop at ``h`` go past its exit.  The
    handlers are laid out after the code they protect, 3.12+ after everything else
    (Python/flowgraph.c, push_cold_blocks_to_end): the jump of such a break goes back from there to
    beyond the exit, not forward from between the loop's head and its exit."""
    if not st.facts.structures_exception_table:
        return set()
    body = st.flow.loops.get(h, ())
    around = st.handler_of(h)  # (the handler of a statement around the loop is no clause of its body)
    handlers = {x for x in (st.handler_of(b) for b in body)
                if x is not None and x is not around and x.index > exit_block.index}
    if not handlers:
        return set()
    first = min(x.index for x in handlers)
    cold = st.flow.reach(handlers, stop={b for b in st.flow.cfg.blocks if b.index < first})
    return {x for b in cold if b.index >= first and b.instrs[-1].name in _ONLY_MOVES
            for x in st.flow.succs[b] if exit_block.index < x.index < first}


def loop_exit(st: "Structurer", h: Block, body: Set[Block], other_head: Optional[Block] = None) -> Optional[Block]:
    outside = sorted({s for b in body for s in st.flow.succs[b] if s not in body}, key=lambda x: x.index)
    # (not the re-raise of an exception no except clause matched, which only a handler reaches)
    outside = [s for s in outside if s in st.flow.reachable or s.instrs[-1].name != "RERAISE"]
    # (nor the return of a value computed in a try statement's body, outside the range it protects)
    outside = [s for s in outside if s.instrs[0].name != "RETURN_VALUE"]
    # (nor a return of a constant through a with statement's __exit__: a return, never a break; nor,
    # 3.10, of a value, kept under the __exit__ the return calls)
    outside = [s for s in outside if not _returns_through_with(st, s) and not _returns_value_through_with(st, s)]
    # (nor a return or raise inside a loop nested in this one: no break leaves two loops; the start
    # of a ``while True:`` body, where its end jumps back while a continue goes to its NOP, heads no
    # loop of its own: see loops.while_true_heads)
    inner = [st.flow.loops[x] for x in body if x is not h and x is not other_head and x in st.flow.loops]
    outside = [s for s in outside if st.flow.succs[s] or not inner or not all(
        any(p in i for i in inner) for p in st.flow.preds[s] if p in body)]
    if not st.facts.structures_exception_table and not st.facts.finally_by_call:
        # (nor a block still inside a try statement of the body, whose break would have closed it by
        # POP_BLOCK first: a raise or return written there, on 3.9-3.10's block stack)
        around = st.handler_of(h)
        outside = [s for s in outside if st.handler_of(s) in (None, around)]
    last = laid_out = max(b.index for b in body)
    if not st.facts.copies_small_exits:
        # (3.8-3.9 lay a loop's body out in the order of the source, up to its jump back, which stays
        # after a return even when dead: a block laid out before it that leaves the function is a
        # return or raise written in the body, never what follows the loop; so is a test whose every
        # way leaves there: ``elif c: raise E`` / ``else: return``)
        end = max([last] + [b.index for b in st.flow.cfg.blocks if b not in st.flow.analysed
                            and any(e.kind == "jump" and e.target is h for e in b.edges)])
        outside = [s for s in outside if s.index > end or any(x.index > end for x in st.flow.reach([s]))]
        outside = [s for s in outside if not _leaves_after_body(st.flow, h, s, body)]
        laid_out = end  # (what lies before the dead jump back is the body's, a break with statements too)
    else:
        # (where another way out is the exit, it is among those that do not leave in the body)
        staying = [s for s in outside if not _leaves_in_body(st, h, s, body, last)]
        outside = staying
    if not outside:
        outside = _handlers_break_to(st, h, body)
    if not outside:
        return None
    after = [s for s in outside if s.index > laid_out]
    if after:
        return after[0]
    outer = _outer_head_broken_to(st, h, outside)
    if outer is not None:
        return outer
    if laid_out > last:
        # (3.8-3.9: every way out, a break with statements of its own, is laid out before the dead jump
        # back; the first block past it that they go on to is where they all break to)
        beyond = [x for x in st.flow.reach(outside) if x.index > laid_out]
        if beyond:
            return min(beyond, key=lambda x: x.index)
    # (a break that only jumps stands for the exit: it may lead out of a with statement around the loop)
    past = _past_break_arms(st.flow, outside, body, last)
    if past is not None and not any(st.through_jumps(s) is past for s in outside):
        return past
    if all(s not in st.flow.reachable for s in outside) and h in st.flow.reachable:
        return None  # only except clauses leave, each by a copy of the function's end (a break there)
    # (a way out that goes on is a break; one that ends the function there may be a return or
    # raise written in the body)
    # (3.10: that break, which only jumps, rather than one laid out before it that runs statements of
    # its own first, ``if c: n += 1; break``, and then jumps past the loop as well)
    jumping = next((s for s in outside if st.through_jumps(s) is past), None) \
        if past is not None and not st.facts.structures_exception_table and st.facts.copies_small_exits else None
    going_on = jumping or next((s for s in outside if st.flow.succs[s]), None)
    if going_on is not None:
        return going_on
    return _bare_exit_copy(st, outside) or outside[0]


def _bare_exit_copy(st: "Structurer", outside: List[Block]) -> Optional[Block]:
    """3.10+: of the ways out that each break into a copy of the loop's exit (see copied_exits.py),
    one that holds nothing but the break's NOP and the copy, when another runs statements of the
    body before its own (``if c: n += 1; break``): the exit that one stands for, whose copy the
    other ends with, is where both break to."""
    if not st.facts.copies_small_exits or len(outside) < 2:
        return None
    for bare in outside:
        if bare.instrs[0].name != "NOP" or len(bare.instrs) < 2:
            continue
        tail = tuple(instr_key(i) for i in bare.instrs[1:])
        if len(tail) > MAX_COPY_SIZE or any(i.name == "NOP" for i in bare.instrs[1:]):
            continue
        if any(x is not bare and tail_start(x, tail) > 0 for x in outside):
            return bare
    return None


def _outer_head_broken_to(st: "Structurer", h: Block, outside: List[Block]) -> Optional[Block]:
    """3.8-3.9: the head of a loop around this one that every way out only jumps back to: the
    loop ends the outer one's body, and the peephole optimizer pointed each ``break`` (a lone jump)
    at the outer loop's head, past the outer body's dead jump back (Python/peephole.c)."""
    if st.facts.copies_small_exits:
        return None
    targets = {x for s in outside for x in st.flow.succs[s]}
    if len(targets) != 1 or any([i.name for i in s.instrs] != ["JUMP_ABSOLUTE"] for s in outside):
        return None
    head = targets.pop()
    body = st.flow.loops.get(head)
    return head if body is not None and head.index < h.index and h in body else None


def _leaves_after_body(flow: FlowGraph, h: Block, s: Block, body: Set[Block]) -> bool:
    """``s``, a way out of a loop laid out after its body (3.8-3.9), is a ``return`` or ``raise``
    that ends the body of a ``while True:``: only tests in the body jump to it, none at the loop's
    head, and no ``break`` does.  A break is a jump of its own, which stays, dead, where the
    optimizer pointed a test at its target (Python/peephole.c threads jumps to jumps); the
    statement after the loop is reached that way or by the test at its head.  The jump back after
    a return is dead code the optimizer removes, so the body ends at the function's end."""
    if flow.succs[s] or (h in flow.preds[s] and not _statement_before_test(h)):
        return False
    for p in flow.preds[s]:
        if p not in body or p.instrs[-1].name not in CONDITIONAL_JUMPS:
            return False
    return not any(e.kind == "jump" and e.target is s for b in flow.cfg.blocks if b not in flow.analysed
                   for e in b.edges)


def _statement_before_test(h: Block) -> bool:
    """The head of a loop holds a statement before the test that ends it: the test is an ``if`` of
    the body, not the loop's (a value stored or dropped; not a name bound in the test itself)."""
    names = [i.name for i in h.instrs[:-1]]
    return any(n == "POP_TOP" or (n.startswith("STORE_") and (k == 0 or names[k - 1] != "DUP_TOP"))
               for k, n in enumerate(names))


def _leaves_in_body(st: "Structurer", h: Block, s: Block, body: Set[Block], last: int) -> bool:
    """``s``, a way out of a loop (3.10+), leaves the function from blocks laid out inside the loop,
    before its last block, on lines no later than the body's: a ``return`` or ``raise`` written in
    the body.  A ``break`` into a small exit that the compiler copied in its place keeps the lines
    of the statement after the loop, below every line of the body (see copied_exits.py); and from
    3.11 it keeps a NOP with its line before that copy, even ``if c: break`` on one line, in a
    block of its own, or the jump to the exit that took its line (compiler_break in
    Python/compile.c): a test that goes straight on to a way out that leaves holds the return or
    raise itself, wherever its lines.  3.14+ lay that return or raise out after the jump back
    (the test jumps to it, falling into the jump back): for a ``while True`` (its head a NOP on a
    line of its own), whose only ways out are the body's, the layout says nothing; nor in 3.11-3.13
    when it is written last, after a ``continue``, and only tests jump to it."""
    reached = st.flow.reach([s])
    tests_jump_to_it = all(any(e.kind == "jump" and e.target is s for e in p.edges) for p in st.flow.preds[s])
    # (no jump on the way: a break may come after statements of its own, `if c: f(); break`)
    # (3.10 keeps a break's NOP where it has a line of its own: only a break on the line of the test
    # before it, into which the test falls, has none; one that tests jump to has its own line)
    straight = (st.facts.break_keeps_nop or tests_jump_to_it) and s.instrs[0].name != "NOP" \
        and not any(i.name in UNCONDITIONAL_JUMPS for x in reached for i in x.instrs) \
        and all(p in body and p.instrs[-1].name in CONDITIONAL_JUMPS for p in st.flow.preds[s])
    # (3.10-3.13 lay it out where it was written, after the jump back when it ends the body: the
    # tests jump to it, where a ``while`` loop's own test at the bottom falls into its exit)
    laid_after = straight and h.instrs[0].name == "NOP" \
        and (len(h.instrs) == 1 or h.instrs[1].lineno != h.instrs[0].lineno) \
        and (st.facts.while_test_at_top or tests_jump_to_it)
    # (nor through awaits: an async with's __aexit__ on the way out, which a break to the end
    # of the function runs in the same place)
    if any((x.index >= last and not laid_after) or x in body or any(i.name == "SEND" for i in x.instrs)
           for x in reached):
        return False
    lines = [i.lineno for x in reached for i in x.instrs if i.lineno is not None]
    body_lines = [i.lineno for x in body for i in x.instrs if i.lineno is not None]
    return bool(lines) and bool(body_lines) and (max(lines) <= max(body_lines) or straight)


def _returns_through_with(st: "Structurer", b: Block) -> bool:
    """``b`` runs on (calling ``__exit__(None, None, None)`` of with statements) to a return of a
    constant other than None at the position of the with left last: a ``return`` written inside it,
    whose constant is loaded after the with's exit with its position (compiler_return and
    compiler_unwind_fblock in Python/compile.c).  A break out of a loop in a with runs on to
    what follows the loop, whose return keeps a position of its own; only the implicit ``return
    None`` takes that of the instruction before it.  3.10 calls ``__exit__`` after POP_BLOCK by
    DUP_TOP, DUP_TOP, CALL_FUNCTION with the with's line, which the return's constant keeps too
    (3.8-3.9 give each of them the return's line: no such tell)."""
    names: Tuple[str, ...] = ("LOAD_CONST", "CALL", "POP_TOP", "PRECALL", "NOP")
    if st.facts.copies_small_exits and not st.facts.structures_exception_table:
        names += ("POP_BLOCK", "DUP_TOP", "CALL_FUNCTION")
    seen = 0
    while seen < 4 and len(st.flow.succs[b]) == 1 and all(i.name in names for i in b.instrs):
        b = st.flow.succs[b][0]
        seen += 1
    instrs = b.instrs
    if instrs[-1].name == "RETURN_VALUE" and len(instrs) >= 2 and instrs[-2].name == "LOAD_CONST":
        instrs = instrs[:-1]  # (3.11: LOAD_CONST, RETURN_VALUE at the one position)
    if st.flow.succs[b] or len(instrs) < 2:
        return False
    last, before = instrs[-1], instrs[-2]
    return last.name in ("RETURN_CONST", "LOAD_CONST") and last.arg is not None and before.name == "POP_TOP" \
        and last.position is not None and last.position == before.position == b.instrs[-1].position \
        and all(i.name in names for i in instrs[:-1]) and any(i.name.startswith("CALL") for i in instrs)


def _returns_value_through_with(st: "Structurer", b: Block) -> bool:
    """3.10: ``b`` leaves a with statement's body with a value on the stack: POP_BLOCK, then ROT_TWO
    puts the value under the manager's exit, called with three Nones, and the value is returned
    (compiler_unwind_fblock in Python/compile.c): ``return f()`` written in the body.  A ``break``
    carries no value out of the loop."""
    if not st.facts.copies_small_exits or st.facts.structures_exception_table:
        return False
    seen = 0
    while seen < 2 and len(st.flow.succs[b]) == 1 and b.instrs[-1].name == "POP_BLOCK":
        b = st.flow.succs[b][0]
        seen += 1
    names = [i.name for i in b.instrs]
    return seen > 0 and not st.flow.succs[b] and names[:1] == ["ROT_TWO"] and names[-1:] == ["RETURN_VALUE"] \
        and "CALL_FUNCTION" in names


def _handlers_break_to(st: "Structurer", h: Block, body: Set[Block]) -> List[Block]:
    """Where the except clauses of the try statements in a loop that the normal flow never leaves
    go when they end by a jump out of the loop (``while True: try: ... except E: break``): the
    exit, when they all go to one place; none else.  An except clause ends by POP_EXCEPT and a
    jump (Python/compile.c, compiler_try_except); handlers of statements around the loop are
    those of the blocks that enter it."""
    around = {st.handler_of(p) for p in st.flow.preds[h] if p not in body}
    handlers = {x for x in (st.handler_of(b) for b in body) if x is not None} - around
    if not handlers:
        return []
    # (not past the first such jump: the loop's exit may end an except clause around the loop too)
    targets: Set[Block] = set()
    seen: Set[Block] = set()
    work = list(handlers)
    while work:
        b = work.pop()
        if b in seen or b in body:
            continue
        seen.add(b)
        if b.instrs[-1].name in UNCONDITIONAL_JUMPS and _ends_handling(st, b):
            targets.update(s for s in st.flow.succs[b] if s not in body)
        elif _breaks_into_copy(st, b, body):
            targets.update(st.flow.succs[b])
        else:
            work.extend(st.flow.succs[b])
    return list(targets) if len(targets) == 1 else []


def _breaks_into_copy(st: "Structurer", b: Block, body: Set[Block]) -> bool:
    """3.11+: ``b`` ends an except clause by a ``break`` and falls into a copy of the statement after
    the loop (a small block that leaves, see copied_exits.py), on lines after the break's, which
    POP_EXCEPT has (compiler_break in Python/compile.c), and after every line of the body."""
    succs = st.flow.succs[b]
    if not st.facts.structures_exception_table or len(succs) != 1 or st.flow.succs[succs[0]] \
            or any(e.kind == "jump" for e in b.edges):
        return False
    pop = popped_except(b.instrs, len(b.instrs))
    first = copy_first_line(succs[0].instrs)
    body_lines = [i.lineno for x in body for i in x.instrs if i.lineno is not None]
    if pop < 0 or first is None or not body_lines:
        return False
    line = b.instrs[pop].lineno
    return line is not None and line < first and max(body_lines) < first


def _ends_handling(st: "Structurer", b: Block) -> bool:
    """``b`` ends the handling of an exception: POP_EXCEPT in it, or in each block that falls into
    it when it only jumps: the jump of a ``break`` out of a try statement around the except clause
    follows that statement's POP_BLOCK, out of its range, in a block of its own (3.8-3.10; 3.11+
    leave no POP_BLOCK, the clause's POP_EXCEPT still in the range: Python/compile.c,
    compiler_unwind_fblock)."""
    if any(i.name == "POP_EXCEPT" for i in b.instrs):
        return True
    preds = st.flow.preds[b]
    return len(b.instrs) == 1 and bool(preds) and all(
        p.instrs[-1].name in ("POP_BLOCK", "POP_EXCEPT") and any(i.name == "POP_EXCEPT" for i in p.instrs)
        for p in preds)


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


def is_exit(st: "Structurer", b: Block, loop: "Loop") -> bool:
    """``b`` is the loop's exit, or a copy the compiler made of it (a small block that leaves)."""
    exit_block = loop.exit
    if b is exit_block or b is loop.orelse or (
            exit_block is not None and st.through_jumps(b) is st.through_jumps(exit_block)):
        return True
    if exit_block is None:
        return False
    if st.facts.copies_small_exits and _copied_whole_exit(st, b, exit_block):
        return True
    if st.flow.succs[b] or st.flow.succs[exit_block] or len(b.instrs) > 4:
        return False
    # (3.13 keeps a NOP with the line of the test before a copy that a test jumps to)
    return [(i.name, repr(i.arg)) for i in b.instrs if i.name != "NOP"] == \
        [(i.name, repr(i.arg)) for i in exit_block.instrs if i.name != "NOP"]

def _copied_whole_exit(st: "Structurer", b: Block, exit_block: Block) -> bool:
    """``b`` starts a copy of the exit at ``exit_block`` that leaves, whatever its size: 3.10 copies
    an exit whose first instruction has no line of its own (duplicate_exits_without_lineno in
    Python/compile.c: the POP_BLOCK and the exit of a ``with`` around a loop), positions and all."""
    for _ in range(8):
        if b is exit_block or len(b.instrs) != len(exit_block.instrs) or not all(
                instr_key(i) == instr_key(j) for i, j in zip(b.instrs, exit_block.instrs)):
            return False
        succs, exit_succs = st.flow.succs[b], st.flow.succs[exit_block]
        if not succs and not exit_succs:
            return True
        if len(succs) != 1 or len(exit_succs) != 1:
            return False
        b, exit_block = succs[0], exit_succs[0]
    return False
