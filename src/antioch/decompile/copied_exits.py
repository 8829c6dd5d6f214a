"""Blocks the compiler copied where Python source writes one statement.

From 3.10 the compiler copies a small block that leaves the function (at most four
instructions ending in a return or raise, without a line of its own or reached by a jump) into
each block that jumps to it (``Python/flowgraph.c``, ``inline_small_exit_blocks`` and
``duplicate_exits_without_lineno``; 3.10-3.11 in ``Python/compile.c``).  A ``break`` out of a
``while`` loop whose exit is such a block becomes a copy of the exit: the ``break`` statement's
NOP (its line, when it has one of its own) and then the instructions after the loop.  A
``return`` written inside the loop has the same instructions, but on a line inside the loop;
the copy keeps the lines of the statement after the loop, below every line of the loop's body.
"""
from typing import TYPE_CHECKING, Dict, List, Optional, Set, Tuple

from antioch.analysis.cfg import Block
from antioch.decompile.facts import UNCONDITIONAL_JUMPS
from antioch.decompile.stmts import Stmt, fell_to_end, lines_of
from antioch.ir import Instr

if TYPE_CHECKING:
    from antioch.decompile.graph import FlowGraph
    from antioch.decompile.structure import Loop, Structurer

#: the largest block the compiler copies (Python/flowgraph.c, MAX_COPY_SIZE)
MAX_COPY_SIZE = 4

#: instructions told apart by name, argument and position (a copy has all three the same)
Tail = Tuple[Tuple[str, str, object], ...]


def _shape(b: Block) -> List[Tuple[str, str]]:
    return [(i.name, repr(i.arg)) for i in b.instrs if i.name != "NOP"]


def copied_loop_exit(s: "Structurer", b: Block, loop: "Loop") -> bool:
    """``b`` is a copy of ``loop``'s exit that a ``break`` jumped to: the same instructions (but
    the break's NOP), leaving the function, on a line after the loop's body."""
    exit_block = loop.exit
    if not s.facts.copies_small_exits or exit_block is None or b is exit_block or b in loop.body \
            or s.flow.succs[b] or s.flow.succs[exit_block] or no_match_reraise(s, b):
        return False
    shape = _shape(b)
    if not shape or len(shape) > MAX_COPY_SIZE or shape != _shape(exit_block):
        return False
    last = b.instrs[-1].lineno
    body_lines = [i.lineno for x in loop.body for i in x.instrs if i.lineno is not None]
    return last is not None and bool(body_lines) and last > max(body_lines)


def no_match_reraise(st: "Structurer", b: Block) -> bool:
    """``b`` is the ``RERAISE`` where no except clause matched (3.11+: the test after CHECK_EXC_MATCH
    fails to it), no copy of an exit, though a loop in a finally body, whose exit re-raises the
    exception being handled, ends in the same instruction."""
    preds = st.flow.preds[b]
    return b.instrs[0].name == "RERAISE" and bool(preds) and all(
        len(p.instrs) >= 2 and p.instrs[-2].name in ("CHECK_EXC_MATCH", "CHECK_EG_MATCH") for p in preds)


def break_into_copied_exit(s: "Structurer", b: Block, loop: "Loop") -> Tuple[int, Optional[int]]:
    """Where the ``break`` starts in ``b``, which runs statements of the loop's body and then a copy
    of the loop's exit (``if c: x = 1; break``, the exit ``return x``), and its line: the index of
    the break's NOP, or after an except clause's POP_EXCEPT (which has the break's line); -1 when
    ``b`` is no such block.  The copy has the exit's instructions and positions, whose lines come
    after the loop's body; a ``return`` written in the loop has its own, and in an except clause
    computes its value before POP_EXCEPT."""
    exit_block = loop.exit
    in_clause = False
    if loop.break_tail is not None and exit_block is None and b not in loop.body and not s.flow.succs[b]:
        tail = tuple(instr_key(i) for i in loop.break_tail)  # (no block of the exit's own is left)
    elif not s.facts.copies_small_exits or exit_block is None or b is exit_block or b in loop.body \
            or s.flow.succs[b] or s.flow.succs[exit_block]:
        return -1, None
    else:
        kept = [i for i in exit_block.instrs if i.name != "NOP"]
        # (3.10: a for loop in an except clause, whose exit ends the clause by POP_EXCEPT on the for's
        # line; the break drops the iterator and ends the clause on its own line, then the copy follows)
        in_clause = not s.facts.structures_exception_table and len(kept) > 1 and kept[0].name == "POP_EXCEPT"
        tail = tuple(instr_key(i) for i in (kept[1:] if in_clause else kept))
    if not tail or len(tail) > MAX_COPY_SIZE:
        return -1, None
    k = tail_start(b, tail)
    last = b.instrs[-1].lineno
    body_lines = [i.lineno for x in loop.body for i in x.instrs if i.lineno is not None]
    if k < 1 or last is None or not body_lines or last <= max(body_lines):
        return -1, None
    before = b.instrs[k - 1]
    if in_clause:
        if k < 2 or b.instrs[k - 2].name != "POP_TOP" or before.name != "POP_EXCEPT" or before.lineno is None:
            return -1, None
        return k, before.lineno
    if before.name == "NOP" and (k >= 2 or (exit_block is None and loop.break_tail is not None)):
        return k - 1, before.lineno
    if before.name == "POP_TOP" and before.lineno is not None and loop.header.instrs[0].name == "FOR_ITER" \
            and (loop.break_tail is not None or (k == 1 and not s.facts.structures_exception_table)):
        # (the break drops the iterator: for_break_tail; 3.10's for loops keep no iterator at their
        # exit, so the copy of the exit follows that POP_TOP too, where it opens the block after
        # a try body's POP_BLOCK)
        return k - 1, before.lineno
    pop = popped_except(b.instrs, k)
    if pop >= 0 and s.facts.structures_exception_table:
        return k, b.instrs[pop].lineno
    return -1, None


def copy_first_line(instrs: List[Instr]) -> Optional[int]:
    """The first line of ``instrs`` (NOPs aside), a copy of a small exit, each of whose instructions
    has a line; None when they are no such copy."""
    lines = [i.lineno for i in instrs if i.name != "NOP"]
    known = [n for n in lines if n is not None]
    return min(known) if known and len(known) == len(lines) <= MAX_COPY_SIZE else None


def popped_except(instrs: List[Instr], k: int) -> int:
    """Where the POP_EXCEPT is that ends an except clause right before ``instrs[k]``, past the
    clause's name cleared and deleted (``except E as e``: Python/compile.c, compiler_try_except);
    -1 when there is none."""
    names = [i.name for i in instrs[max(0, k - 4):k]]
    if names[-1:] == ["POP_EXCEPT"]:
        return k - 1
    if len(names) == 4 and names[0] == "POP_EXCEPT" and names[1] == "LOAD_CONST" and instrs[k - 3].arg is None \
            and names[2] in ("STORE_FAST", "STORE_NAME", "STORE_DEREF") \
            and names[3] in ("DELETE_FAST", "DELETE_NAME", "DELETE_DEREF") and instrs[k - 2].arg == instrs[k - 1].arg:
        return k - 4
    return -1


def handlers_break_tail(s: "Structurer", h: Block, body: Set[Block]) -> Optional[List[Instr]]:
    """3.11+: the statement after a ``while True`` loop at ``h`` that only its except clauses leave,
    each by a ``break`` into a copy of that statement (``except E: f(); break`` then ``return x``):
    no block of its own is left after the loop.  The copy follows the clause's POP_EXCEPT, which
    has the line of the break (compiler_break in Python/compile.c), after the lines of the clause
    and before those of the copy, which come after every line of the loop's body.  An except
    clause that falls off its end has a POP_EXCEPT without a line of its own (it takes the line
    before it), and a ``return`` written in the clause gives POP_EXCEPT its own line."""
    if not s.facts.structures_exception_table or not s.facts.copies_small_exits:
        return None
    around = {s.handler_of(p) for p in s.flow.preds[h] if p not in body}
    handlers = {x for x in (s.handler_of(b) for b in body) if x is not None} - around
    body_lines = [i.lineno for x in body for i in x.instrs if i.lineno is not None]
    if not handlers or not body_lines:
        return None
    tails: Set[Tail] = set()
    found: List[Instr] = []
    for b in s.flow.reach(handlers, stop=body):
        if s.flow.succs[b] or b in body:
            continue
        at = [k for k, i in enumerate(b.instrs) if i.name == "POP_EXCEPT"]
        if not at:
            continue
        k = at[-1]
        preds = s.flow.preds[b]
        if k > 0:
            before: Optional[Instr] = b.instrs[k - 1]
        else:  # (the clause's statements end in a block of their own, falling into this one)
            before = preds[0].instrs[-1] if len(preds) == 1 and preds[0].instrs[-1].name != "NOP" else None
        if popped_except(b.instrs, k + 4) == k:
            k += 3  # (the clause's name cleared and deleted after it)
        pop, tail = b.instrs[at[-1]], [i for i in b.instrs[k + 1:] if i.name != "NOP"]
        first = copy_first_line(tail)
        if first is None or pop.lineno is None or before is None or before.lineno is None \
                or not before.lineno < pop.lineno < first or first <= max(body_lines):
            return None
        tails.add(tuple(instr_key(i) for i in tail))
        found = tail
    return found if len(tails) == 1 else None


def for_break_tail(s: "Structurer", h: Block, exit_block: Block, body: Set[Block]) -> Optional[List[Instr]]:
    """3.12+: the statement after a ``for`` loop at ``h`` whose ``else`` clause (at ``exit_block``)
    always leaves, where each ``break`` went into a copy of that statement (``else: raise E`` then
    ``return x``): the compiler copies a small exit into each jump to it (Python/flowgraph.c,
    inline_small_or_no_lineno_blocks), and nothing else jumps there, so no block of its own is left.
    A break's block, laid out in the loop, drops the iterator by a POP_TOP on the break's line
    (compiler_unwind_fblock) and then runs the copy, whose lines come after every line of the loop
    and of its else clause; a ``return`` written in the loop is on a line inside it.  None when no
    block is such a copy, or two copies differ.  3.10 copies the same way (extend_block in
    Python/compile.c), and a break out of a try body leaves it first by POP_BLOCK, which ends
    the block before: that of the body's end, or of the ways out of a with statement there
    (:func:`_after_try_bodies`)."""
    after_pop_blocks = s.facts.copies_small_exits and not s.facts.structures_exception_table
    if not s.facts.copies_small_exits or not (s.facts.for_exit_keeps_iterator or after_pop_blocks):
        return None
    inside = s.flow.cfg.blocks[h.index + 1:exit_block.index]
    laid_out = {x for x in inside if x in s.flow.analysed}  # (with arms that never come back: `if c: f(); break`)
    # (the last line of the loop and of its else clause, and the loops nested in it, worked out at
    # the first block that may be a copy: most loops have none, and a walk of every instruction of
    # each loop's body made loops nested in loops quadratic)
    last: Optional[int] = None
    nested: Set[Block] = set()
    tails: Set[Tail] = set()
    found: List[Instr] = []
    for b in inside:
        if b in body or s.flow.succs[b] or b not in s.flow.analysed or not b.instrs:
            continue
        if last is None:
            orelse = [x for x in s._reach(exit_block) if x.index >= exit_block.index]
            # (3.10: with the lines of the try bodies in the loop, which reach its head only through their handlers)
            staying = [x for x in inside if after_pop_blocks and s.flow.succs[x] and x not in body]
            last = max((i.lineno for x in list(body) + orelse + staying for i in x.instrs if i.lineno is not None),
                       default=None)
            if last is None:
                return None
            # (a break out of a loop nested in this one drops that loop's iterator)
            nested = {x for n in laid_out if n is not h and n in s.flow.loops for x in s.flow.loops[n]}
        from_try = after_pop_blocks and _after_try_bodies(s, h, exit_block, b)
        if not from_try and any((p not in body and p not in laid_out) or p in nested for p in s.flow.preds[b]):
            continue
        k = len(b.instrs)
        while k > 0 and (b.instrs[k - 1].name == "NOP" or (b.instrs[k - 1].lineno or 0) > last):
            k -= 1
        tail = [i for i in b.instrs[k:] if i.name != "NOP"]
        pop = b.instrs[k - 1] if k > 0 else None
        if not tail or pop is None or pop.name != "POP_TOP" or pop.lineno is None \
                or copy_first_line(tail) is None or (from_try and any(i.name != "NOP" for i in b.instrs[:k - 1])):
            continue
        tails.add(tuple(instr_key(i) for i in tail))
        found = tail
    return found if len(tails) == 1 else None


def _after_try_bodies(s: "Structurer", h: Block, exit_block: Block, b: Block) -> bool:
    """3.10: every way to ``b`` closes a try statement by its POP_BLOCK, in the ``for`` loop at ``h``
    (laid out before its exit, ``exit_block``) and in no ``for`` loop nested in it, whose break drops
    that loop's iterator.  A try body reaches the loop's head only through its handler, so the
    natural loop's blocks leave it out."""
    preds = s.flow.preds[b]
    inner = [(n.index, max(x.index for x in s.flow.succs[n]))
             for n in s.flow.cfg.blocks[h.index + 1:exit_block.index]
             if n.instrs and n.instrs[-1].name == "FOR_ITER" and s.flow.succs[n]]
    return bool(preds) and all(
        p.instrs and p.instrs[-1].name == "POP_BLOCK" and h.index < p.index < exit_block.index
        and not any(start < p.index < end for start, end in inner) for p in preds)


def copied_loop_end(s: "Structurer", a: Block, loop: "Loop") -> bool:
    """``a``, reached in ``loop``'s body, is a copy of the loop's exit, a block that ends in a jump
    (an except clause's POP_EXCEPT and jump past its try statement, the loop being in the clause),
    so a ``break``: 3.13+ copy a block without a line of its own into each jump to it
    (Python/flowgraph.c, inline_small_or_no_lineno_blocks).  The original takes the line of what
    falls into it, the copy the break's."""
    return loop.exit is not None and a is not loop.exit and _same_jumps(s, a, loop.exit)


def _same_jumps(s: "Structurer", a: Block, b: Block) -> bool:
    """``a`` and ``b`` do the same and jump to the same place (a jump that may not be interrupted,
    JUMP_NO_INTERRUPT, copied into a break jumps as the break did)."""
    if not s.flow.succs[a] or s.flow.succs[a] != s.flow.succs[b] or a.instrs[-1].name not in UNCONDITIONAL_JUMPS:
        return False
    mine, theirs = ([("JUMP" if i.name in UNCONDITIONAL_JUMPS else i.name, i.arg) for i in x.instrs
                     if i.name != "NOP"] for x in (a, b))
    return len(mine) > 1 and mine == theirs


def else_end_copied(s: "Structurer", h: Block, exit_block: Block, body: Set[Block]) -> Optional[Block]:
    """3.13+: where the ``else`` clause of the ``for`` loop at ``h`` (at ``exit_block``) ends and the
    breaks go, a block ending in a jump that each break, after the POP_TOP of the iterator, runs a
    copy of (copied_loop_end): ``for ... else`` ending an except clause, whose end (POP_EXCEPT and
    the jump past the try) both reach.  None when there is no such block, or the breaks differ."""
    if not s.facts.for_exit_keeps_iterator or not s.facts.copies_small_exits:
        return None
    # (a break out of a for loop nested in this one drops that loop's iterator)
    nested = {x for n in body if n is not h and n in s.flow.loops and n.instrs[0].name == "FOR_ITER"
              for x in s.flow.loops[n]}
    orelse = sorted((x for x in s._reach(exit_block) if x.index > exit_block.index), key=lambda x: x.index)
    found: Set[Block] = set()
    for b in s.flow.cfg.blocks[h.index + 1:exit_block.index]:
        if b not in s.flow.analysed or [i.name for i in b.instrs if i.name != "NOP"] != ["POP_TOP"] \
                or len(s.flow.succs[b]) != 1 or any(not h.index <= p.index < exit_block.index or p in nested
                                                    for p in s.flow.preds[b]):
            continue  # (laid out in the loop: a try body's way on, which only exceptions take round it)
        copy = s.flow.succs[b][0]
        ends = [x for x in orelse if x is not copy and _same_jumps(s, copy, x)]
        if len(ends) == 1:  # (else the POP_TOP of an exception, ending an except clause that goes on)
            found.add(ends[0])
    return next(iter(found)) if len(found) == 1 else None


def else_for_copied_returns(body: List[Stmt]) -> None:
    """``if c: A; return x`` then ``S`` then ``return x`` on the same line: the return is one
    statement that the compiler copied into A's jump over ``S`` (``if c: A`` / ``else: S`` then
    ``return x``, or ``elif`` when ``S`` is one ``if``), which keeps the output as short as the
    source and the lines of what follows in place; in each body, from the innermost out.  The same
    where ``S`` leaves by itself (``else: raise E``), when the return's line comes after all of
    ``S``'s: no copy was left after it, and where every clause of an ``if`` / ``else`` ends with
    the copy."""
    for s in body:
        if s.kind not in ("def", "class"):
            for _, clause in s.bodies:
                else_for_copied_returns(clause)
    if not body:
        return
    last = body[-1]
    if last.kind == "if" and last.bodies[-1][0] == "else:":
        copy = _copied_return(last, [])
        if copy is not None:
            for _, clause in last.bodies:
                clause.pop()
            body.append(copy)
            else_for_copied_returns(body)
        return
    if len(body) < 2 or last.kind not in ("raise", "return", "return_none"):
        return
    for at in range(len(body) - 2, -1, -1):
        s = body[at]
        if s.kind != "if" or s.bodies[-1][0] == "else:":
            continue
        copy = _copied_return(s, None)
        if copy is not None and at < len(body) - 2 and last.kind == "return" and last.line is not None \
                and _same_return(copy, last):
            end = len(body) - 1
        elif copy is not None and _copied_return(s, body[at + 1:]) is not None:
            end = len(body)
            body.append(copy)
        else:
            continue
        for _, clause in s.bodies:
            clause.pop()
        s.bodies.append(("else:", body[at + 1:end]))
        del body[at + 1:end]
        else_for_copied_returns(body)  # (an if before it whose clauses end with the same copy: an elif chain)
        return


def _copied_return(s: Stmt, after: Optional[List[Stmt]]) -> Optional[Stmt]:
    """The ``return`` that ends each clause of the ``if`` ``s``, the same text on the same line, where
    that line comes after every other of ``s`` and of ``after``, and those of ``s`` before those of
    ``after`` (None: there is no such return;
    ``after`` None: the copy left after ``s`` says it is one, whatever the lines; else each clause
    holds more than the copy)."""
    ends = [clause[-1] if clause and (after is None or len(clause) > 1) else None for _, clause in s.bodies]
    first = ends[0]
    if first is None or first.kind not in ("return", "return_none") or first.line is None or not all(
            e is not None and _same_return(e, first) for e in ends):
        return None
    if after is None:
        return first
    # (the source's order: the if's clauses, then what follows it, then the return)
    inside = lines_of([c for _, clause in s.bodies for c in clause[:-1]]) + ([s.line] if s.line is not None else [])
    rest = lines_of(after)
    if any(line >= first.line for line in inside + rest) or (rest and inside and max(inside) >= min(rest)):
        return None
    return first


def _same_return(a: Stmt, b: Stmt) -> bool:
    """``a`` and ``b`` may be copies of one return: the same text on the same line, the value loaded
    on the same line too.  A return inside a with statement has the with's line, where it calls
    ``__exit__`` and returns (compiler_unwind_fblock in Python/compile.c), and that block is too
    large to copy: its value's line tells one written return from another."""
    return a.kind == b.kind and a.text == b.text and a.line == b.line \
        and getattr(a.data, "line", None) == getattr(b.data, "line", None)


def instr_key(instr: Instr) -> Tuple[str, str, object]:
    """What tells an instruction from another: its name, argument and position (a copy has all three)."""
    return instr.name, repr(instr.arg), instr.position


def tail_start(b: Block, tail: Tail) -> int:
    """Where ``b`` ends with the instructions ``tail`` (-1: it does not)."""
    k = len(b.instrs) - len(tail)
    if k < 0 or tuple(instr_key(i) for i in b.instrs[k:]) != tail:
        return -1
    return k


#: 3.13+'s pairs of loads fused into one instruction, and the load each half is
#: (Python/flowgraph.c, insert_superinstructions: only two loads on one line are fused)
FUSED_LOADS = {"LOAD_FAST_LOAD_FAST": "LOAD_FAST", "LOAD_FAST_BORROW_LOAD_FAST_BORROW": "LOAD_FAST_BORROW"}


def value_end(b: Block, tail: Tail) -> Tuple[int, Optional[Instr]]:
    """Where an arm's own instructions end in ``b``, which ends with a copy of ``tail``, and the
    first half of a load fused with the load that starts the copy (-1, None: ``b`` does not end
    so).  The compiler fuses loads after it copied the exit into the arms (``self.x = a if c else
    f(a)``: ``a`` and ``self`` become one instruction in one arm only); the fused instruction keeps
    the first load's position, so the second half is known by its local and its line."""
    k = tail_start(b, tail)
    if k >= 0 or not tail:
        return k, None
    k = len(b.instrs) - len(tail)
    if k < 0:
        return -1, None
    fused, (name, arg, position) = b.instrs[k], tail[0]
    pair = fused.arg
    if FUSED_LOADS.get(fused.name) != name or not isinstance(pair, tuple) or len(pair) != 2 \
            or repr(pair[1]) != arg or fused.position is None or not isinstance(position, tuple) \
            or fused.position[0] != position[0] or tuple(instr_key(i) for i in b.instrs[k + 1:]) != tail[1:]:
        return -1, None
    return k, Instr(name, pair[0], fused.position)


def shared_returns(flow: "FlowGraph") -> Dict[int, str]:
    """id of each return of ``None`` that starts its block (after NOPs) where two ways or more
    reach that block -> ``"explicit"``: the compiler copies an exit without a line of its own into
    each way to it (3.10+, ``duplicate_exits_without_lineno``), so one left shared had the line of
    a ``return`` the source wrote (``if a: <if b: c()>; return``, the end of the outer body).  So
    has one left at the end of a jump: the implicit return, put in the block the jump goes to, is an
    exit that the jump takes a copy of (``extend_block``, ``inline_small_exit_blocks``), where a
    written one starts a block of its own after the jump's empty target (an except clause's jump
    past a try statement whose body returns)."""
    out: Dict[int, str] = {}
    for b in flow.analysed:
        preds = flow.preds.get(b, ())
        if len(preds) < 2 and not any(p.instrs[-1].name in UNCONDITIONAL_JUMPS for p in preds):
            continue
        instrs = _first_two(b.instrs)
        if instrs and instrs[0].name == "RETURN_CONST" and instrs[0].arg is None:
            out[id(instrs[0])] = "explicit"
        elif len(instrs) > 1 and instrs[0].name == "LOAD_CONST" and instrs[0].arg is None \
                and instrs[1].name == "RETURN_VALUE":
            out[id(instrs[1])] = "explicit"
    return out


def _first_two(instrs: List[Instr]) -> List[Instr]:
    """The first two instructions of ``instrs`` that are not NOPs (fewer where it has fewer): a step
    per NOP before them, not a walk of the whole block."""
    out: List[Instr] = []
    for instr in instrs:
        if instr[0] != "NOP":  # (its name: ir.INSTR_FIELDS)
            out.append(instr)
            if len(out) == 2:
                break
    return out


def return_after_if(body: List[Stmt]) -> None:
    """``if c: A; return None`` ending a function, the return on a line after every line of the
    clauses that follow it: the return is a statement after the ``if``, which the compiler copied
    into the end of each clause that falls to it (a clause's source comes before the next one's).
    Its copies at the ends of the other clauses go with it, and a clause with none falls off the
    end (its copy was taken for the implicit ``return None``)."""
    if not body or body[-1].kind != "if" or len(body[-1].bodies) < 2:
        return
    clauses = [clause for _, clause in body[-1].bodies]
    for k, clause in enumerate(clauses[:-1]):
        last = clause[-1] if clause else None
        if last is None or last.kind != "return_none" or last.data != "explicit" or last.line is None:
            continue
        later = [line for c in clauses[k + 1:] for line in lines_of(c[:-1] if _is_copy(c, last) else c)]
        if not later or last.line <= max(later):
            continue
        for c in clauses:
            if _is_copy(c, last):
                c.pop()
        body.append(last)
        return


def _is_copy(clause: List[Stmt], last: Stmt) -> bool:
    return bool(clause) and clause[-1].kind == "return_none" and clause[-1].line == last.line


def return_after_copy(body: List[Stmt]) -> None:
    """``if c: A; return x`` then ``return x`` ending a function, both returns on one line: no source
    writes a return inside an ``if`` and one after it on the same line, so the first is the second
    copied into the end of the body that falls to it (3.10, duplicate_exits_without_lineno: the end of
    a ``with`` body, whose exit has no line of its own, takes the return after it), and goes."""
    if len(body) < 2 or body[-2].kind != "if" or len(body[-2].bodies) != 1 or body[-1].kind != "return":
        return
    after = body[-1]
    clause = body[-2].bodies[0][1]
    last = clause[-1] if clause else None
    if last is not None and after.line is not None and last.kind == after.kind and last.text == after.text \
            and last.line == after.line and len(clause) > 1:
        clause.pop()


def else_for_fallen_clauses(body: List[Stmt], lines: Dict[int, Optional[int]]) -> None:
    """``if c: A; return None`` followed by ``S`` in a body that ends the function, the return on the
    line of a statement of ``A`` (a written ``return`` has a line of its own, after them): the
    return is the function's implicit end, which the compiler copied into the end of ``A``, with
    the line of the instruction before it (Python/compile.c, duplicate_exits_without_lineno and
    propagate_line_numbers): ``A`` fell to the end in the source, so ``S`` is its ``else``
    (``if c: with m: x()`` / ``else: y()`` in a try body, whose with statement leaves by two ways,
    each with a copy).  Into the clauses of the statement that ends the body, which end the
    function too (a try body only where no ``else`` clause of statements follows it).  ``lines``:
    the line of each return's instruction."""
    for at, s in enumerate(body[:-1]):
        if s.kind != "if" or len(s.bodies) != 1:
            continue  # (no clause that could fall to the end: no call for most statements)
        clause = s.bodies[0][1]
        if not fell_to_end(clause, lines) or all(
                x.kind == "return_none" and x.data != "explicit" for x in body[at + 1:]):
            continue  # (what follows is only the end copied again: trim_copied_end takes both)
        clause.pop()
        s.bodies.append(("else:", body[at + 1:]))
        del body[at + 1:]
        break
    # (the statement before the function's implicit end, which falls to it)
    last = body[-1] if body else None
    if last is not None and last.kind == "return_none" and last.data != "explicit" and len(body) > 1:
        last = body[-2]
    if last is None or last.kind not in ("if", "try") or any(h == "finally:" for h, _ in last.bodies):
        return
    for k, (_, clause) in enumerate(last.bodies):
        if last.kind == "try" and k == 0 and last.bodies[-1][0] == "else:" and any(
                x.kind != "return_none" or x.data == "explicit" for x in last.bodies[-1][1]):
            continue  # (the try body goes on to its else clause, not to the function's end)
        else_for_fallen_clauses(clause, lines)
