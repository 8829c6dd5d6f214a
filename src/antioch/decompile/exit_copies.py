"""Small exits the compiler copies into each way that reaches them, as a ``try`` statement meets them:
the return after the statement copied to the end of each except clause (3.10, 3.12+), the function's
end copied into the body's way out, and blocks without a line of their own copied into each jump to
them (``extend_block`` in Python/compile.c of 3.10, ``inline_small_or_no_lineno_blocks`` in
Python/flowgraph.c).  try_statement.py asks which of a try statement's ways out are such copies, and
drops them from the clauses that read them."""
from typing import TYPE_CHECKING, Dict, List, Optional, Set, Tuple

from antioch.analysis.cfg import Block
from antioch.decompile import loop_exits
from antioch.decompile.conditions import trial_run
from antioch.decompile.facts import CONDITIONAL_JUMPS
from antioch.decompile.finally_table import copy_form
from antioch.decompile.loops import Loop
from antioch.decompile.simulate import Stack
from antioch.decompile.stmts import Stmt, lines_of, text_of

if TYPE_CHECKING:
    from antioch.decompile.structure import Structurer


#: the instructions that return from the function
_RETURNS = ("RETURN_VALUE", "RETURN_CONST")

#: the instructions that end a small exit the compiler copies into each way that reaches it: a return,
#: or a raise (a bare one re-raises in the except clause around)
_EXITS = _RETURNS + ("RAISE_VARARGS",)

#: what ends ``except E as name:`` after its POP_EXCEPT: ``name = None; del name`` (compiler_try_except)
_NAME_CLEANUPS = (["LOAD_CONST", "STORE_FAST", "DELETE_FAST"], ["LOAD_CONST", "STORE_NAME", "DELETE_NAME"],
                  ["LOAD_CONST", "STORE_DEREF", "DELETE_DEREF"], ["LOAD_CONST", "STORE_GLOBAL", "DELETE_GLOBAL"])

#: the most instructions of a block the compiler copies into each way that reaches it (MAX_COPY_SIZE
#: in Python/flowgraph.c)
_MAX_COPY_SIZE = 4


def copied_exit(st: "Structurer", handler: Block, exits: List[Block],
                 stack: Stack, loop: Optional[Loop] = None) -> Optional[Tuple[Block, int, str]]:
    """3.10 and 3.12+ copy a small exit into each jump to it (Python/compile.c, extend_block;
    Python/flowgraph.c, inline_small_or_no_lineno_blocks): ``try: A`` / ``except E: B`` /
    ``return x`` returns from the end of each clause through a copy of ``return x``, after its
    POP_EXCEPT (on 3.10 the body's end too, after its POP_BLOCK).  The copies keep the
    position of the return they copy, which no return written in a clause can have (a clause's
    lines are its own): when the body's way out (through an else clause, maybe) reaches such a
    return and the handler's blocks that return the same way all end with copies of it at its
    position, it follows the statement.  That return, and its statements (how many, their text).
    Not the exit of the loop around, whose copies in the clauses are ``break`` statements."""
    if not exits or (len({st.through_jumps(x) for x in exits}) != 1
                     and not all(copies(st, x, exits[0]) for x in exits[1:])):
        return None  # (the arms of an if that ends the body may each end with their own copy)
    seen = st._reach(handler)  # (the clauses of the try statements in its clauses too)
    returning = [[copy_form(i) + (i.position,) for i in x.instrs if i.name != "NOP"]
                 for x in seen if not st.flow.succs[x] and x.instrs[-1].name in _EXITS]
    for exit_block in sorted(st._reach(exits[0]) - seen, key=lambda x: x.index):
        tail = [copy_form(i) + (i.position,) for i in exit_block.instrs if i.name != "NOP"]
        if st.flow.succs[exit_block] or not tail or tail[-1][0] not in _EXITS or len(tail) > 4 \
                or tail[-1][2] is None:
            continue
        alike = [mine[-len(tail):] for mine in returning
                 if [m[:2] for m in mine[-len(tail):]] == [t[:2] for t in tail]
                 and _ends_clause(st, [m[0] for m in mine[:-len(tail)]])]
        if not alike or any(mine != tail for mine in alike):
            continue  # (none, or a return of the same value written in a clause)
        if loop is not None and loop_exits.is_exit(st, exit_block, loop):
            return None
        end, _, returned = trial_run(st, exit_block, list(stack))
        if end.kind != "leave" or not returned or returned[-1].kind not in ("return", "return_none", "raise"):
            return None
        return exit_block, len(returned), text_of(returned)
    return None


def copied_into_handler(st: "Structurer", handler: Block, clauses_out: List[Stmt], named: bool) -> List[Stmt]:
    """3.12+: the return after a ``try`` that only the handler reaches (its body and else clause
    leave) is copied into each clause that ends normally, after its POP_EXCEPT, and is no block of
    its own (Python/flowgraph.c, inline_small_or_no_lineno_blocks).  A return written at the end of a
    clause computes its value before POP_EXCEPT, or (a constant) has POP_EXCEPT on its line; the copy
    keeps its own line, after the clause's.  Those statements, when every clause that does not leave
    otherwise ends with the same copy.  3.10 does the same (Python/compile.c, extend_block) with a raise
    too, or leaves the statement after the clause's POP_EXCEPT in its block when only that clause
    reaches it: its first statement, where it is small (not in a loop, where that is the statement
    after the loop, which a ``break`` in the clause reaches).  With ``named`` (not in a loop either,
    whose exit a ``break`` copies the same way), a copy after ``except E as name:``'s cleanup too."""
    tails_seen, line = _handler_copies(st, handler, named)
    if line is None:
        return []
    ends = [c[-1] for c in _clause_ends(clauses_out) if c and c[-1].kind in ("return", "return_none", "raise")]
    if len(ends) != len(tails_seen) or len({s.text for s in ends}) != 1:
        return []
    last = ends[0]
    # (3.10: on a line of its own, after the clauses', no implicit end of the function, which the
    # arms of an if ending a clause would reach by copies of the clause's end, name = None too)
    written = last.kind == "return_none" and not st.facts.copies_into_handlers
    return [Stmt(last.kind, last.text, line, "explicit" if written else last.data)]


def _handler_copies(st: "Structurer", handler: Block, named: bool = False) -> Tuple[List[Block], Optional[int]]:
    """The blocks of ``handler`` that end with one copy of a small exit after their POP_EXCEPT (with
    ``named``, or after ``name = None; del name`` that follows it: see copied_into_handler), and the line
    of that exit; ([], None) when there is no such copy."""
    # (3.12+ copies a raise too: Python/flowgraph.c, basicblock_exits_scope)
    exits = _EXITS if not st.facts.structures_exception_table or st.facts.copies_into_handlers else _RETURNS
    tails = set()
    copy_lines: Set[Optional[int]] = set()
    tails_seen: List[Block] = []
    for x in st.flow.reach([handler]):
        if st.flow.succs[x] or x.instrs[-1].name not in exits:
            continue
        names = [i.name for i in x.instrs]
        if "POP_EXCEPT" not in names:
            continue
        at = len(names) - 1 - names[::-1].index("POP_EXCEPT")
        if named and names[at + 1:at + 4] in _NAME_CLEANUPS:
            at += 3  # (``except E as name:`` ends by ``name = None; del name`` before the copy)
        tail = [i for i in x.instrs[at + 1:] if i.name != "NOP"]
        lines = {i.lineno for i in tail}
        popped = x.instrs[at].lineno
        if popped is not None and lines == {popped}:
            return [], None  # a return written in the clause
        if not tail or len(tail) > _MAX_COPY_SIZE or len(lines) != 1 or popped is None or None in lines \
                or any(i.name in ("SWAP", "POP_EXCEPT") for i in tail):
            return [], None
        tails.add(tuple(copy_form(i) + (i.position,) for i in tail))
        tails_seen.append(x)
        copy_lines |= lines
    if len(tails) != 1 or len(copy_lines) != 1:
        return [], None
    return tails_seen, next(iter(copy_lines))


def clauses_copy_the_end(st: "Structurer", handler: Block, start: Block, loop: Optional[Loop]) -> bool:
    """3.10: ``try: A`` / ``except E: pass`` / ``else: B`` / ``C``, where ``B`` leaves and ``C`` is a
    small exit that only the clause reaches: the compiler copies ``C`` after the clause's POP_EXCEPT
    (Python/compile.c, extend_block), and the body's way on, ``start``, whose lines all come before
    that copy's, is the else clause (``C`` written after the body's way on would not be copied)."""
    if not st.facts.copies_small_exits or st.facts.structures_exception_table or loop is not None:
        return False
    _, line = _handler_copies(st, handler)
    reached = st.flow.reach([start])
    lines = [i.lineno for x in reached for i in x.instrs if i.lineno is not None]
    return line is not None and bool(lines) and max(lines) < line and not reached & st.flow.reach([handler]) \
        and all(st.flow.succs[x] or x.instrs[-1].name in _EXITS for x in reached)


def clauses_copy_the_return(st: "Structurer", handler: Block, start: Block, loop: Optional[Loop]) -> bool:
    """3.10: ``try: A`` / ``except E: B`` / ``else: C``, where ``C`` runs on to the function's end:
    the compiler copies the implicit ``return None`` after each clause's POP_EXCEPT, on the clause's
    last line (Python/compile.c, duplicate_exits_without_lineno), as it would write ``return None``
    there, before ``C`` laid out after the handler.  The pool tells them apart: ``return None``
    written in the clause is compiled before ``C``, where the copy's None entered the pool after a
    constant ``C`` loads (const_order.none_returns says "implicit").  Then ``start``, the body's way
    on, is the else clause."""
    if not st.facts.copies_small_exits or st.facts.structures_exception_table or loop is not None:
        return False
    rest = st.flow.reach([start])
    if rest & st.flow.reach([handler]):
        return False
    returns = [x for x in st.flow.reach([handler]) if not st.flow.succs[x] and x.instrs[-1].name == "RETURN_VALUE"]
    if returns and all(
            [i.name for i in x.instrs[-3:]] == ["POP_EXCEPT", "LOAD_CONST", "RETURN_VALUE"] and x.instrs[-2].arg is None
            and (st.sim.none_returns.get(id(x.instrs[-1])) == "implicit" or _none_after_rest(st, rest, x))
            for x in returns):
        return True
    return bool(returns) and all(_copied_none_return(st, x) for x in returns)


def clause_returns_before_leaving_else(clauses: List[Tuple[Optional[str], List[Stmt]]]) -> None:
    """The except clauses' copies of the function's implicit ``return None`` (see
    clauses_copy_the_return) where the else clause leaves by itself (``raise``, ``return``): nothing
    after the statement drops them, so they go here (a clause left empty is ``pass``, whose NOP
    gave way to the copy on its line)."""
    if not clauses or clauses[-1][0] != "else:" or not clauses[-1][1] \
            or clauses[-1][1][-1].kind not in ("raise", "return"):
        return
    for header, clause in clauses[:-1]:
        if (header or "").startswith("except") and clause and clause[-1].kind == "return_none" \
                and clause[-1].data != "explicit":
            end = clause.pop()
            if not clause:
                clause.append(Stmt("pass", "pass", end.line))


def _none_after_rest(st: "Structurer", rest: Set[Block], x: Block) -> bool:
    """``None``, which ``x`` returns, entered the pool after a constant first loaded in ``rest``, the
    body's way on: the compiler writes that code (an else clause, or what follows the statement)
    after the handlers (Python/compile.c, compiler_try_except), so a ``return None`` written in the
    clause would have put ``None`` there first.  (The layout does not say it: a short block that
    leaves, ``raise E(msg)``, is copied back to the body's jump to it, before the handler, by
    extend_block.)"""
    none = x.instrs[-2].index
    if none is None:
        return False
    first: Dict[int, Block] = {}
    for b in st.flow.cfg.blocks:
        for i in b.instrs:
            if i.name == "LOAD_CONST" and i.index is not None and i.index not in first:
                first[i.index] = b
    return any(index < none and b in rest for index, b in first.items())


def mark_copied_returns(st: "Structurer", handler: Block) -> None:
    """Tell the clauses' returns of None for the copies of the function's end they are (see
    clauses_copy_the_return), where the pool had them written (``name = None`` of ``except E as
    name:`` put None there first): the arms of an ``if`` ending the clause then go on alike."""
    for x in st.flow.reach([handler]):
        if not st.flow.succs[x] and x.instrs[-1].name == "RETURN_VALUE":
            st.sim.none_returns[id(x.instrs[-1])] = "implicit"


def _copied_none_return(st: "Structurer", x: Block) -> bool:
    """``x`` ends an except clause (its POP_EXCEPT, and ``name = None; del name`` after
    ``except E as name:``) by ``return None`` on no line of its own: the line of what ran before
    the clause's end (the implicit return copied there takes it: Python/compile.c,
    propagate_line_numbers), where a ``return`` written there has its own line, POP_EXCEPT's too."""
    names = [i.name for i in x.instrs]
    if names[-2:] != ["LOAD_CONST", "RETURN_VALUE"] or x.instrs[-2].arg is not None:
        return False
    at = len(names) - 2
    if names[at - 3:at] in _NAME_CLEANUPS:
        at -= 3
    elif st.sim.none_returns.get(id(x.instrs[-1])) == "explicit":
        return False  # (the pool says written there; not after ``name = None``, which put None there)
    if names[at - 1:at] != ["POP_EXCEPT"]:
        return False
    at -= 1
    while at > 0 and (names[at - 1] in ("POP_BLOCK", "POP_EXCEPT") or names[at - 3:at] in _NAME_CLEANUPS):
        at -= 3 if names[at - 3:at] in _NAME_CLEANUPS else 1  # (the try statements around it closed too)
    line = x.instrs[-1].lineno
    if line is None or any(i.lineno != line for i in x.instrs[at:]):
        return False
    if at > 0:
        return x.instrs[at - 1].lineno == line
    preds = st.flow.preds[x]
    # (``except E as name:``'s POP_BLOCK ends the block before: it takes the line of the clause's last
    # statement, and so does the copy, where ``return`` written after that statement unwinds the
    # clause on a line of its own; the statement's own instructions tell them apart)
    if len(preds) == 1 and preds[0].instrs and all(i.name == "POP_BLOCK" for i in preds[0].instrs):
        # (a block of its own, which the arms of an if ending the clause reach)
        return any(p.instrs and p.instrs[-1].lineno == line for p in st.flow.preds[preds[0]])
    # (not where a test falls to it on its own line: ``if c: return`` written on one line)
    return bool(preds) and all(_last_line_before_pop_blocks(p) == line and not _falls_past_forward_test(p, x)
                               for p in preds)


def _last_line_before_pop_blocks(p: Block) -> Optional[int]:
    """The line of the last instruction of ``p`` before the POP_BLOCKs that end it."""
    ran = [i for i in p.instrs if i.name != "POP_BLOCK"]
    return ran[-1].lineno if ran else None


def _falls_past_forward_test(p: Block, x: Block) -> bool:
    """``p`` ends in a conditional jump forward and falls to ``x``."""
    if p.instrs[-1].name not in CONDITIONAL_JUMPS:
        return False
    return any(e.kind == "fall" and e.target is x for e in p.edges) \
        and any(e.kind == "jump" and e.target.index > p.index for e in p.edges)


def _clause_ends(stmts: List[Stmt]) -> List[List[Stmt]]:
    """``stmts`` and the statement lists nested in it (not in a function or class defined there)."""
    out = [stmts]
    for s in stmts:
        if s.kind not in ("def", "class"):
            for _, body in s.bodies:
                out.extend(_clause_ends(body))
    return out


def _ends_clause(st: "Structurer", before: List[str]) -> bool:
    """The instructions of a returning block of the handler before what may be a copy of the exit
    end an except clause: 3.11+ keeps its POP_EXCEPT in a block of its own (the exception table's
    range), 3.10 copies into the jump at the clause's end (optimize_cfg's extend_block in
    Python/compile.c), after POP_EXCEPT and, for ``except E as name``, ``name = None; del name``."""
    if st.facts.structures_exception_table:
        # (``except E as name:``'s ``name = None; del name`` follows its POP_EXCEPT in that block)
        return all(name == "POP_EXCEPT" for name in before) \
            or (before[:1] == ["POP_EXCEPT"] and before[1:] in _NAME_CLEANUPS)
    if not st.facts.copies_small_exits:
        return False
    return before[-1:] == ["POP_EXCEPT"] or (before[-4:-3] == ["POP_EXCEPT"] and before[-3:] in _NAME_CLEANUPS)


def drop_copied_exit(stmts: List[Stmt], copied: Tuple[Block, int, str]) -> List[Stmt]:
    """``stmts`` without the copies of the exit (its statements: how many, their text) that end them
    (and the bodies in them, of statements that end the way through: a return in a statement that
    statements of the clause follow was written there, ``if c: return x`` then ``f()``; not so in a
    loop, whose ``break`` jumps past its else clause to a copy of the exit)."""
    out = list(stmts)
    _, n, text = copied
    if len(out) >= n and out[-1].kind in ("return", "return_none", "raise") and text_of(out[-n:]) == text:
        if n == 1:
            _else_for_copies(out)
        del out[-n:]
    for k, s in enumerate(out):
        if s.bodies and s.kind != "def" and (s.kind in ("for", "while") or not any(
                x.line is not None and x.kind not in _CLAUSE_ENDS for x in out[k + 1:])):
            s.bodies = [(h, drop_copied_exit(body, copied)) for h, body in s.bodies]
    return out


def _else_for_copies(out: List[Stmt]) -> None:
    """``if c: A`` / ``else: S`` ending an except clause whose arms each end with a copy of the return
    after the try statement (after the clause's POP_EXCEPT: see copied_exit), read as ``if c: A`` and
    its copy, then ``S`` and its copy (the arm that ends in a copy leaves, so no arms meet): ``S`` is
    the ``else``, and the copy ending ``A`` goes (an ``elif`` chain from the innermost out).  A return
    written in the clause computes its value before POP_EXCEPT."""
    end = len(out) - 2
    if end < 0 or out[end].kind != "pop_except":
        return
    copy = out[-1]
    for at in range(end - 1, -1, -1):
        s = out[at]
        if s.kind != "if" or s.bodies[-1][0] == "else:" or not all(
                len(clause) > 2 and clause[-2].kind == "pop_except" and clause[-1].kind == copy.kind
                and clause[-1].text == copy.text for _, clause in s.bodies):
            continue
        if at + 1 == end:
            return  # (nothing between the if and the clause's end: an if with no else, 3.8-3.10's way)
        for _, clause in s.bodies:
            del clause[-2:]
        s.bodies.append(("else:", out[at + 1:end]))
        del out[at + 1:end]
        end = at + 1


#: what follows the statements of a clause, on no line of its own: its end, or the re-raise of an
#: exception no clause matched
_CLAUSE_ENDS = ("pop_except", "reraise")


def copies(st: "Structurer", a: Block, b: Optional[Block]) -> bool:
    """Two small blocks that leave the same way (the compiler copies a function's end), after
    the POP_BLOCKs that close the try statements they leave (3.10)."""
    if b is None:
        return False
    a, b = past_pop_blocks(st, a)[-1], past_pop_blocks(st, b)[-1]
    # (the NOP that keeps the line of the statement before aside is no part of the copy)
    mine, theirs = ([(i.name, repr(i.arg)) for i in x.instrs if i.name != "NOP"] for x in (a, b))
    return not st.flow.succs[a] and not st.flow.succs[b] and 0 < len(mine) <= _MAX_COPY_SIZE and mine == theirs


def copied_jump(st: "Structurer", a: Block, b: Optional[Block]) -> bool:
    """Two blocks that do the same and go on to the same place: 3.13+ copy a block without a line
    of its own that ends in a jump into each jump to it (Python/flowgraph.c,
    inline_small_or_no_lineno_blocks), such as an except clause's POP_EXCEPT and jump past its try
    statement, into the end of a try statement nested in the clause, after its body and after each
    of its own clauses.  The copies take the lines of the blocks they were copied into."""
    if b is None or a is b or not st.flow.succs[a] or st.flow.succs[a] != st.flow.succs[b]:
        return False
    mine, theirs = ([(i.name, i.arg) for i in x.instrs if i.name != "NOP"] for x in (a, b))
    return bool(mine) and mine == theirs


def copied_follow(st: "Structurer", exits: List[Block]) -> bool:
    """The body goes on to several copies of one small block that leaves: 3.10+ copy what follows
    the statement into each way that reaches it (Python/flowgraph.c, inline_small_or_no_lineno_blocks),
    where an else clause would be reached once, by falling out of the body."""
    targets = [st.moves(x)[-1] for x in exits]
    return st.facts.copies_small_exits and len(set(targets)) > 1 and all(copies(st, t, targets[0]) for t in targets)


def past_pop_blocks(st: "Structurer", b: Block) -> List[Block]:
    """``b`` and the blocks it falls to while they only close try statements (POP_BLOCK)."""
    chain = [b]
    while all(i.name == "POP_BLOCK" for i in b.instrs) and len(st.flow.succs[b]) == 1 and len(chain) < 8:
        b = st.flow.succs[b][0]
        chain.append(b)
    return chain


def else_for_clause_returns(body: List[Stmt], lines: Dict[int, Optional[int]]) -> None:
    """3.10: ``try: A`` / ``except E: B; return x`` then ``S`` then ``return x``, the clauses' returns on
    the line of the last one: the return after ``try: A`` / ``except E: B`` / ``else: S`` copied into
    each clause (after its POP_EXCEPT, and ``name = None; del name``: extend_block in Python/compile.c),
    where the else clause falls into it in one block (no jump reaches it there, so copied_exit finds
    no block of its own).  A return written in a clause has a line of its own there; the else clause,
    compiled after the handlers, has lines after theirs and before the return's.  ``lines``: the line
    of each return statement's instruction (the simulator's return_lines).  In each body, from the
    innermost out."""
    for s in body:
        if s.kind not in ("def", "class"):
            for _, clause in s.bodies:
                else_for_clause_returns(clause, lines)
    last = body[-1] if body else None
    line = lines.get(id(last)) if last is not None else None
    if last is None or last.kind not in ("return", "return_none") or line is None:
        return
    for at in range(len(body) - 3, -1, -1):
        s = body[at]
        if s.kind != "try" or any(h in ("else:", "finally:") for h, _ in s.bodies) or len(s.bodies) < 2:
            continue
        clauses = [c for _, c in s.bodies[1:]]
        if not all(len(c) > 1 and c[-1].kind == last.kind and c[-1].text == last.text
                   and lines.get(id(c[-1])) == line for c in clauses):
            return
        before = lines_of(s.bodies[0][1] + [x for c in clauses for x in c[:-1]])
        after = lines_of(body[at + 1:-1])
        if not after or not before or max(before) >= min(after) or max(after) >= line:
            return
        for c in clauses:
            c.pop()
        s.bodies.append(("else:", body[at + 1:-1]))
        del body[at + 1:-1]
        return
