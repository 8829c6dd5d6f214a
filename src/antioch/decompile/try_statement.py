"""``try`` and ``with`` statements placed in the structure: the protected body from the exception
table's (or 3.8-3.10 block stack's) ranges, the handler's ``except`` clauses read back from its
matching tests (except_clauses.py), ``else`` and ``finally``; a ``with`` is placed by
with_statement.py."""
from typing import TYPE_CHECKING, Dict, List, Optional, Set, Tuple

from antioch.analysis.cfg import Block
from antioch.decompile import finally_table, with_exits
from antioch.decompile.copied_exits import copied_loop_end
from antioch.decompile.dead_ends import dead_try_else
from antioch.decompile.else_end import (
    body_end_copied,
    else_break_line,
    else_end_past_handler,
    else_ends_at_jump_nop,
    else_tail,
    leaving_if_after,
)
from antioch.decompile.except_clauses import except_clauses
from antioch.decompile.exit_copies import (
    clause_returns_before_leaving_else,
    clauses_copy_the_end,
    clauses_copy_the_return,
    copied_exit,
    copied_follow,
    copied_into_handler,
    copied_jump,
    copies,
    drop_copied_exit,
    mark_copied_returns,
    past_pop_blocks,
)
from antioch.decompile.expr import Unsupported
from antioch.decompile.finally_clause import finally_statement, is_finally_handler, leaves_through_finally
from antioch.decompile.graph import ONLY_MOVES
from antioch.decompile.handler_unwind import returns_through_handlers
from antioch.decompile.loops import Loop
from antioch.decompile.openings import body_line, try_line_kept
from antioch.decompile.regions import jump_back_inserted
from antioch.decompile.simulate import Stack
from antioch.decompile.stmts import ONE_LINE, Stmt, text_of
from antioch.decompile.try_else import written_after
from antioch.decompile.with_statement import with_statement

if TYPE_CHECKING:
    from antioch.decompile.structure import Structurer


def try_statement(st: "Structurer", b: Block, stack: Stack, loop: Optional[Loop], out: List[Stmt],
                  stop: Optional[Block] = None,
                  handler: Optional[Block] = None) -> Tuple[Optional[Block], Optional[Stack]]:
    handler = handler or st.handler_of(b)
    assert handler is not None
    if is_with_handler(handler):
        return with_statement(st, b, handler, stack, loop, out)
    if not st.facts.structures_exception_table and is_finally_handler(handler):
        return finally_statement(st, b, handler, stack, loop, out, stop)
    one_line = not try_line_kept(st, b)
    line = body_line(b) if one_line else st.sim.line
    st.sim.line = None
    end = handler_end(st, handler, loop, stack)
    dead_end = _dead_end(st, handler, loop, stack) if end is None else None
    if loop is not None and dead_end in st.heads(loop):
        end = dead_end  # (clauses that raise at the end of the loop's body: an else clause there?)
    else_at: Optional[Block] = None
    # (the exit may be a jump to it: a break laid out after the loop's body, 3.8-3.9)
    if loop is not None and (end in st.heads(loop) or end is loop.exit or (
            end is not None and loop.exit is not None and st.through_jumps(loop.exit) is end)):
        # (a clause that breaks still has its own end after the break, dead: where that goes back to
        # the head, the statement ends the loop's body, as where the clauses go on to the head)
        else_at = _else_after_clauses(st, handler, loop) if end in st.heads(loop) \
            or _ends_after_breaks(st, handler, loop) & st.heads(loop) else None
        end = None  # the clauses end in continue or break: they say so themselves
    body, _, exits = st.protected_body(b, handler, stack, loop, else_at or end, len(stack))
    body_ends = bool(exits)
    if else_at is not None:
        for x in exits:  # (the body's jump to its else clause)
            chain = st.moves(x)
            if else_at not in chain:
                raise Unsupported("a try body that goes on to different places")
            st.done.update(chain[:chain.index(else_at)])
        exits = []
    copied = copied_exit(st, handler, exits, stack, loop) if end is None and else_at is None else None
    copied_return = False
    if copied is None and _returns_constant(st, handler, exits):
        finally_table.run_return(st, exits[0], list(stack), body, loop)
        exits = []
    if copied is not None:  # the clauses end in copies of the return after the statement
        end = copied[0]
    elif end is None and exits and else_at is None:
        # every clause leaves: the body's way out is what follows the statement
        end = st.meeting(exits) or exits[0]  # (where the ways out of the body's arms meet)
        enclosing = st.regions[-1] if st.regions else None
        if dead_end is not None and dead_end.index > handler.index and not (
                loop is not None and dead_end is loop.exit):
            end = dead_end
        elif clauses_copy_the_end(st, handler, end, loop):
            end = None  # (the body goes on to its else clause, the clauses to a copy of what follows)
        elif clauses_copy_the_return(st, handler, end, loop):
            end = None  # (the same, the clauses going on to copies of the function's implicit return)
            copied_return = True
            mark_copied_returns(st, handler)
        elif not copied_follow(st, exits) and st.through_jumps(end).index < handler.index \
                and not (st.facts.handlers_inline and st.facts.structures_exception_table
                         and end.index > handler.index) \
                and (enclosing is None or end in enclosing) and stop not in (end, st.through_jumps(end)) \
                and (not written_after(st.sim.cfg, handler, st.through_jumps(end), st.facts.after_try_unwalked,
                                       not st.facts.docstring_first_const)
                     or else_ends_at_jump_nop(st, handler, st.through_jumps(end))) \
                and not (st.facts.after_try_jumps_back and _jumps_back_before(st, st.through_jumps(end), handler)) \
                and end.instrs[0].name != "POP_EXCEPT":
            # ... unless the compiler put it before the handler: an else clause (compiler_try_except);
            # not when it leaves the body of a statement around this one (its finally's copy), nor
            # where the statement around ends (the arms of an if meet there), nor when the order of
            # the names or handlers says it was compiled after the handlers (try_else.py), nor when
            # the body goes on to copies of it (an else clause is reached once, falling out of the body),
            # (unless the NOP an else clause's last if leaves says where that clause ends: try_else.py),
            # nor when it lies past the handler (3.11 writes an else clause before it: compiler_try_except),
            # nor when it ends the except clause around (3.13 lays that POP_EXCEPT out right after the
            # body, the handlers being cold: Python/flowgraph.c, push_cold_blocks_to_end)
            end = None
    else_start: Optional[Block] = else_at
    for x in exits:
        chain = st.moves(x)
        if end is not None and end in chain:  # the body moves on to where the clauses go on
            passed = [c for c in chain[1:chain.index(end)] if _pass_nop(c)] \
                if st.facts.nops_are_statements and not st.facts.structures_exception_table else []
            if passed and else_start is None:
                # (3.10: through the NOP of ``else: pass``, on a line of its own, which the clauses jump past)
                st.done.update(chain[:chain.index(passed[0])])
                else_start = passed[0]
                continue
            st.done.update(chain[:chain.index(end)])
            continue
        target = chain[-1]
        if x is not end and target is not end and not copies(st, x, end) and not copied_jump(st, x, end):
            # the body goes on somewhere the handlers do not: an else clause
            if else_start is not None and target is not else_start:
                raise Unsupported("a try body that goes on to different places")
            else_start = target
            st.done.update(chain[:-1])
        elif x is not end:
            st.done.update(past_pop_blocks(st, x))
    dead_else = else_start is None and not body_ends and not st.facts.structures_exception_table
    if dead_else:
        else_start = dead_try_else(st.flow, handler, end)
    clauses_out, _ = st.run_handler(handler, stack, loop, end)
    if copied is not None:
        clauses_out = drop_copied_exit(clauses_out, copied)
    after: List[Stmt] = []
    if end is None and copied is None and (st.facts.copies_into_handlers or (
            st.facts.copies_small_exits and not st.facts.structures_exception_table and loop is None)):
        after = copied_into_handler(st, handler, clauses_out, loop is None)
        if after:
            clauses_out = drop_copied_exit(clauses_out, (handler, len(after), text_of(after)))
    clauses = except_clauses(clauses_out)
    else_end: Optional[Stack] = None
    # (where every clause leaves, the else clause runs on to where the statement around ends, or past the handlers)
    past = else_end_past_handler(st, handler, else_start, loop) if end is None and copied is None and not dead_else \
        else None
    if else_start is not None and _breaks_into_clause_end(st, else_start, loop):
        raise Unsupported("a break out of a for loop into a copy of the end of the except clause around it")
    ends_body = False
    if else_start is not None:
        exits_before = len(st.region_exits[-1]) if st.region_exits else 0
        else_out, else_end = st.run(else_start, list(stack), loop, end if end is not None else past or stop)
        # (the clause ran on to the end of the body of a with statement around: that body goes on
        # there; a try statement's around reads its body's ways out where they are recorded)
        ends_body = else_end is not None and bool(st.region_exits) and len(st.region_exits[-1]) > exits_before \
            and _in_with_body(st)
        # (except* clauses cannot return: a lone `return None` there is the function's end, copied)
        # (no statements and no NOP: the body's way out is a copy of the finally's exit apart from
        # the clauses' own, and the statement had no else clause; `else: pass` leaves a NOP there)
        passes = any(i.name == "NOP" for i in else_start.instrs)
        if dead_else and end is None:
            # (no clause goes on: the statements an else clause would hold compile alike after the
            # statement, the more likely words, where the function's implicit return is dropped)
            after = else_out + after
        elif (else_out or passes) and (not (clauses[0][0] or "").startswith("except*")
                                     or [x.kind for x in else_out] != ["return_none"]):
            if st.facts.structures_exception_table and not st.facts.handlers_inline and not after:
                split = else_tail(st, handler, else_start, else_out, clauses)
                if split == len(else_out) and past is None:
                    split = leaving_if_after(st, handler, else_start, else_out, clauses)
                if split == len(else_out) and body_end_copied(st, handler, else_start):
                    split = 0
                else_out, after = else_out[:split], else_out[split:]
            if else_out or passes:
                clauses.append(("else:", else_out))
                if copied_return:
                    clause_returns_before_leaving_else(clauses)
    if else_start is None and body and body[-1].kind == "break":
        written = else_break_line(st, handler, loop)
        if written is not None:  # (the body's way out is the break of an else clause)
            clauses.append(("else:", [Stmt("break", "break", written, body[-1].data)]))
            body = body[:-1]
    continued = _continue_after(st, handler, loop) if end is None and not after else None
    if continued is not None and _drop_threaded_continues([body] + [c for _, c in clauses]):
        after = [Stmt("continue", "continue", continued.instrs[0].lineno, "explicit")]
        st.done.add(continued)
    elif loop is not None and end is None and not after and dead_end in st.heads(loop) and clauses \
            and clauses[-1][0] == "else:" and len(clauses[-1][1]) > 1 and clauses[-1][1][-1].kind == "continue":
        # (3.8-3.9: the clauses that raise would have gone on to the head, past the statement's end:
        # the else clause falls into a continue after the statement, not one of its own)
        after = [clauses[-1][1].pop()]
    out.append(Stmt("try", "try:", line, ONE_LINE if one_line else None, [(None, body)] + clauses))
    out.extend(after)
    if end is None:
        if past is not None and else_end is not None:
            return past, else_end
        if stop is None and ends_body:
            # (the way on is that end, which the run from here meets again and records)
            return st.region_exits[-1].pop(), else_end
        return (stop, else_end) if stop is not None and else_end is not None else (None, None)
    return end, stack


def _in_with_body(st: "Structurer") -> bool:
    """The protected body being placed is a with statement's."""
    entry = st.region_entries.get(id(st.regions[-1])) if st.regions else None
    return entry is not None and is_with_handler(entry[1])


def _else_after_clauses(st: "Structurer", handler: Block, loop: Loop) -> Optional[Block]:
    """3.8-3.9: where the body of a try statement in a loop goes on to an else clause that the
    clauses do not reach, their end being the loop's head.  The compiler lays the else clause out
    after the handlers (compiler_try_except: the body's POP_BLOCK, JUMP_FORWARD to it), each clause
    ending by a jump to the end of the statement after it, which the peephole optimizer points at
    the loop's head when the statement ends the loop's body (Python/peephole.c); a clause that
    leaves by ``continue`` still has that jump after it, dead, and where nothing between the handler
    and the body's target jumps there, the target is no statement after the try but its else clause."""
    if st.facts.copies_small_exits or st.facts.structures_exception_table:
        return None
    region = st.protected(handler)
    outs = [s for x in region if x.instrs[-1].name == "POP_BLOCK" and len(st.flow.succs[x]) == 1
            for s in st.flow.succs[x] if [i.name for i in s.instrs] == ["JUMP_FORWARD"] and s not in region]
    if len(outs) != 1 or len(st.flow.succs[outs[0]]) != 1:
        return None
    target = st.flow.succs[outs[0]][0]
    if target.index <= handler.index or target in st.heads(loop) or target is loop.exit \
            or target.index < loop.header.index or target in st.done \
            or (loop.exit is not None and target.index > loop.exit.index):
        return None
    if any(target in st.flow.succs[x] for x in st.flow.cfg.blocks[handler.index:target.index]):
        return None
    return target


#: the statements that leave a body for good (no way on to the statement after it)
_LEAVING = frozenset({"raise", "reraise", "return", "return_none"})


#: what ends a chain of except clauses, re-raising an exception none matched (3.8, 3.9)
_CLAUSES_END = frozenset({"END_FINALLY", "RERAISE"})


def _continue_after(st: "Structurer", handler: Block, loop: Optional[Loop]) -> Optional[Block]:
    """3.8-3.9: a ``continue`` written after the try statement, which nothing reaches: the body's jump
    past the handlers and the clauses' ends are jumps to it, which the peephole optimizer points at
    the loop's head (Python/peephole.c), leaving it dead after the END_FINALLY that ends the clauses.
    Written, it has a line of its own; the loop's own jump back, where the statement ends the body,
    has the line of the statement compiled before it, as that END_FINALLY (3.9: RERAISE)."""
    if loop is None or st.facts.copies_small_exits or st.facts.structures_exception_table:
        return None
    blocks = st.flow.cfg.blocks
    ends = [x for x in st.flow.reach([handler]) if x.instrs[-1].name in _CLAUSES_END and x.index > handler.index
            and x.index + 1 < len(blocks) and st.handler_of(x) is st.handler_of(handler)]
    if not ends:
        return None
    last = max(ends, key=lambda x: x.index)
    after = blocks[last.index + 1]
    if after in st.flow.reachable or [i.name for i in after.instrs] != ["JUMP_ABSOLUTE"] \
            or st.flow.succs[after] != [loop.header]:
        return None
    line, before = after.instrs[0].lineno, last.instrs[-1].lineno
    return after if line is not None and before is not None and line > before else None


def _drop_threaded_continues(bodies: List[List[Stmt]]) -> bool:
    """Take off the ``continue`` that ends each of ``bodies`` where the compiler wrote none (a jump
    threaded to the loop's head), if one does; a body ending otherwise must leave."""
    ending = [b for b in bodies if b and b[-1].kind == "continue" and b[-1].data != "explicit"]
    if not ending or any(len(b) == 0 or (b[-1].kind != "continue" and b[-1].kind not in _LEAVING)
                         for b in bodies):
        return False
    for b in ending:
        b.pop()
    return True


def _ends_after_breaks(st: "Structurer", handler: Block, loop: Loop) -> Set[Block]:
    """3.8-3.9: where the clauses that end by ``break`` would have gone on, by the POP_EXCEPT and
    jump past the statement that the compiler writes after each clause (compiler_try_except) and
    the peephole optimizer leaves there, dead, after the break's own (Python/peephole.c removes
    only what follows a return)."""
    if st.facts.copies_small_exits:
        return set()
    ends: Set[Block] = set()
    seen: Set[Block] = set()
    work = [handler]
    while work:
        b = work.pop()
        if b in seen:
            continue
        seen.add(b)
        if not any(i.name == "POP_EXCEPT" for i in b.instrs):
            work.extend(st.flow.succs[b])
            continue
        if b.instrs[-1].name == "JUMP_ABSOLUTE" and st.flow.succs[b] and st.flow.succs[b][0] is loop.exit:
            for dead in _dead_after(st, b):
                if [i.name for i in dead.instrs] == ["POP_EXCEPT", "JUMP_ABSOLUTE"]:
                    ends.update(st.flow.succs[dead])
    return ends


def _breaks_into_clause_end(st: "Structurer", start: Block, loop: Optional[Loop]) -> bool:
    """The body of a try statement in a for loop goes on by dropping the loop's iterator and ending
    the handling of the exception around the loop: a ``break`` whose way to the loop's exit, the end
    of an except clause (``for ... else`` there), 3.10+ copy with what follows it into the break
    (Python/flowgraph.c, inline_small_or_no_lineno_blocks), which no else clause starts with."""
    names = [i.name for i in start.instrs if i.name not in ("POP_BLOCK", "NOP")]
    if names == ["POP_TOP"] and len(st.flow.succs[start]) == 1:  # (3.11+: POP_EXCEPT has a range of its own)
        if loop is not None and copied_loop_end(st, st.flow.succs[start][0], loop):
            return False  # (the loop's exit is where its else clause ends: the break is read as one)
        names += [i.name for i in st.flow.succs[start][0].instrs]
    return loop is not None and loop.header.instrs[0].name == "FOR_ITER" and names[:2] == ["POP_TOP", "POP_EXCEPT"]


def _returns_constant(st: "Structurer", handler: Block, exits: List[Block]) -> bool:
    """3.8-3.10: the body's last statement returns a constant.  Such a return leaves the try block
    first and loads its value after (compiler_return in Python/compile.c: only a value that is not
    a constant is kept on the stack through compiler_unwind_fblock's POP_BLOCK), so the body falls
    from its POP_BLOCK into ``LOAD_CONST; RETURN_VALUE`` (after a POP_EXCEPT for each except clause
    around the statement, which the return leaves too).  An else clause, or the statements after
    the try, are laid out after the handlers, reached by the body's JUMP_FORWARD; 3.10 copies a
    small exit into the jumps to it (optimize_cfg's extend_block), which makes those look alike, but
    it compiles them after the handlers: the return is the body's when its constant is numbered
    before every one the handlers bring in (an old constant is: then the readings compile alike)."""
    if st.facts.structures_exception_table or len(exits) != 1:
        return False
    x = exits[0]
    names = [i.name for i in x.instrs]
    pops = 0
    while pops < len(names) and names[pops] in ("POP_EXCEPT", "POP_TOP"):
        # (a return in an except clause around first ends its handling, in a for loop drops its
        # iterator: compiler_unwind_fblock)
        pops += 1
    if names[pops:] != ["LOAD_CONST", "RETURN_VALUE"] or x.index > handler.index \
            or [p.instrs[-1].name for p in st.flow.preds[x]] != ["POP_BLOCK"]:
        return False
    if not st.facts.copies_small_exits:
        return True
    returned = x.instrs[pops].index
    if returned is None:
        return False
    first_at: Dict[int, int] = {}  # constant -> the block that loads it first, in the order of the code
    for other in st.flow.cfg.blocks:
        for i in other.instrs:
            if i.name == "LOAD_CONST" and i.index is not None:
                first_at.setdefault(i.index, other.index)
    handlers = {h.index for h in st.flow.reach([handler])}
    return all(k > returned for k, at in first_at.items() if at in handlers)


def handler_end(st: "Structurer", handler: Block, loop: Optional[Loop] = None,
                stack: Optional[Stack] = None, dead: bool = False) -> Optional[Block]:
    """Where the handler's clauses go on after POP_EXCEPT (None: they all leave); with ``dead``,
    where they would go on after the raises that end them (see :func:`_dead_end`)."""
    ends: Set[Block] = set()
    seen: Set[Block] = set()
    work = [(handler, 0)]
    entries = st.flow.try_entries()
    while work:
        b, nested = work.pop()
        if b in seen:
            continue
        seen.add(b)
        if b is not handler and b in entries and _except_handler(st, entries[b]):
            # (a try statement in a clause, whose clauses end by their own POP_EXCEPT, then go on in
            # this clause to its end)
            work.append((entries[b], nested + 1))
        if nested and any(i.name == "POP_EXCEPT" for i in b.instrs):
            work.extend((s, nested - 1) for s in st.flow.succs[b])
            continue
        if dead and b.instrs[-1].name == "CALL_FINALLY":
            # (3.8's return from `except E as name:` runs the name's cleanup, whose END_FINALLY falls
            # into the clause's end: its POP_EXCEPT and jump past the statement, dead)
            work.extend((e.target, nested) for e in b.edges if e.kind == "call")
            continue
        if any(i.name == "POP_EXCEPT" for i in b.instrs):
            # (not where a value computed in the clause is returned: `return x` in it)
            # (nor 3.8's return of a constant from `except E as name:`, which loads it after
            # CALL_FINALLY has run the clause's cleanup: compiler_return, compiler_unwind_fblock)
            ends.update(s for s in st.flow.succs[b]
                        if [i.name for i in st.through_jumps(s).instrs] != ["RETURN_VALUE"] and not (
                            b.instrs[-1].name == "CALL_FINALLY"
                            and [i.name for i in s.instrs] == ["LOAD_CONST", "RETURN_VALUE"]) and not (
                            # (nor its continue or break, which jumps on after the cleanup)
                            b.instrs[-1].name == "CALL_FINALLY" and loop is not None and len(s.instrs) == 1
                            and st.through_jumps(s) in st.heads(loop) | {loop.exit}) and not (
                            stack is not None and leaves_through_finally(st, s, stack, loop, True))
                        and not _returns_through_exit(st, s, stack, loop) and not returns_through_handlers(st, b, s))
            if dead and loop is not None:
                # (a break or continue out of the clause: its own POP_EXCEPT and jump past the
                # statement follow it, dead)
                jumps = [x for x in [b] + st.flow.succs[b] if x.instrs[-1].name in ("JUMP_ABSOLUTE", "JUMP_FORWARD")
                         and (x is b or all(i.name in ONLY_MOVES for i in x.instrs))]
                work.extend((s, nested) for x in jumps[:1] for s in _dead_after(st, x))
            continue
        work.extend((s, nested) for s in st.flow.succs[b])
        if dead and b.instrs[-1].name == "RAISE_VARARGS":
            work.extend((s, nested) for s in _dead_after(st, b))
    # the clauses go on to one place, or to blocks that only move on to it (a jump, the NOP
    # that holds the next statement's line): the end is where they meet
    before = set(ends)
    meeting = st.meeting(list(ends))
    ends = {meeting} if meeting is not None else {st.through_jumps(x) for x in ends}
    if loop is not None and len(ends) == 1 and not ends & st.heads(loop) and all(
            x in st.heads(loop) for x in before):
        ends = before  # (not past the head of the loop around, where the clauses continue)
    if loop is not None:  # a clause that ends in continue or break says so itself
        ends = {x for x in ends if not st._breaks(x, loop)} if len(ends) > 1 or any(
            x is not loop.header and x is not loop.exit and st._breaks(x, loop) for x in ends) else ends
    if len(ends) > 1:
        raise Unsupported("a try statement whose handlers go on to different places")
    return next(iter(ends), None)


def _except_handler(st: "Structurer", handler: Block) -> bool:
    """``handler`` starts a chain of except clauses (no with statement's, no finally clause's, no
    cleanup that ends the handling of an exception on its way out)."""
    if is_with_handler(handler):
        return False
    if st.facts.structures_exception_table:
        return handler.instrs[0].name == "PUSH_EXC_INFO" and not finally_table.finally_handler(st, handler)
    return not is_finally_handler(handler)


def _dead_end(st: "Structurer", handler: Block, loop: Optional[Loop], stack: Stack) -> Optional[Block]:
    """3.8-3.9, where every clause raises (3.8: or returns from ``except E as name:``, through the
    name's cleanup): the end of the statement all the same.  Each clause
    still has its POP_EXCEPT and jump past the statement after the raise, dead (compiler_try_except;
    the peephole optimizer only removes what follows a return, Python/peephole.c; 3.10 removes
    unreachable blocks, optimize_cfg in Python/compile.c): a body going on elsewhere goes on to its
    else clause, which the compiler lays out after the handlers (in a loop, where the body's last
    clauses jump back to its head: see :func:`_else_after_clauses`).  Not where they would leave
    through a finally clause (to its copy on the body's normal way out)."""
    if st.facts.copies_small_exits or st.facts.structures_exception_table:
        return None
    end = handler_end(st, handler, loop, stack, dead=True)
    if end is None or st.handler_of(end) is not st.handler_of(handler):
        return None
    if end.instrs[0].name == "POP_BLOCK":
        # (the end of the body of a try statement around: only one with except clauses, whose
        # handler tests the exception's type, has no copy of a finally clause there)
        around = st.handler_of(end)
        if around is None or is_finally_handler(around) or is_with_handler(around):
            return None
    return end


def _dead_after(st: "Structurer", b: Block) -> List[Block]:
    """The block laid out after ``b`` when no flow reaches it: where the clause would go on."""
    blocks = st.flow.cfg.blocks
    after = blocks[b.index + 1] if b.index + 1 < len(blocks) else None
    return [after] if after is not None and after not in st.flow.reachable else []


def _returns_through_exit(st: "Structurer", b: Block, stack: Optional[Stack], loop: Optional[Loop]) -> bool:
    """``b``, where an except clause goes on after POP_EXCEPT, calls the ``__exit__`` of the with
    statement around and returns or leaves the loop: a return or break written in the clause
    (compiler_unwind_fblock in Python/compile.c), not the end of the clause, where the body's way
    out goes on too."""
    if not all(any(i.name == "POP_EXCEPT" for i in p.instrs) for p in st.flow.preds[b]):
        return False
    if not st.facts.structures_exception_table:  # (3.8-3.10: POP_BLOCK, then the call)
        return stack is not None and with_exits.leaves_with(st, b, stack, loop)
    return finally_table.exit_call(st, b) is not None and finally_table.leaves_through_cleanup(st, b, loop)


def is_with_handler(handler: Block) -> bool:
    """3.11+: PUSH_EXC_INFO, WITH_EXCEPT_START; 3.9-3.10: WITH_EXCEPT_START; 3.8: WITH_CLEANUP_START."""
    names = [i.name for i in handler.instrs[:2]]
    return names[0] in ("WITH_EXCEPT_START", "WITH_CLEANUP_START") or names[1:] == ["WITH_EXCEPT_START"]


def _jumps_back_before(st: "Structurer", start: Block, handler: Block) -> bool:
    """A test laid out from ``start`` up to ``handler`` goes back to its loop's head through the jump
    3.12+ insert after it (regions.jump_back_inserted): an ``if`` that ends the loop's body, which a
    statement after the try is; one ending an else clause goes on to the end of the try statement,
    and its test jumps there instead (``try: ... except: raise`` / ``else: x = f(); if x: return x``
    lays out POP_JUMP_IF_NONE to a JUMP_BACKWARD after the return)."""
    return any(start.index <= x.index < handler.index and jump_back_inserted(st.flow, x) is not None
               for x in st.flow.cfg.blocks)


def _pass_nop(b: Block) -> bool:
    """A block of nothing but a NOP with a line: a statement of its own (``pass``)."""
    return len(b.instrs) == 1 and b.instrs[0].name == "NOP" and b.instrs[0].lineno is not None
