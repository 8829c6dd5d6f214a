"""The statement after an ``if`` that ends a function, copied into each of its arms.

3.12 copies a block of at most four instructions that returns into each jump to it
(Python/flowgraph.c, inline_small_exit_blocks: ``self.h = h`` and the implicit ``return None`` is
LOAD_FAST, LOAD_FAST, STORE_ATTR, RETURN_CONST); once every way to it is a jump, the block itself
is gone.  ``if a: h = 1`` / ``elif b: h = 2`` / ``else: raise E`` followed by ``self.h = h`` then
reads as the statement at the end of each arm that does not leave, and only the order of the
names (``h`` numbered after ``E``) tells it from the source.  The copies keep the line of the
statement they copy, which tells it too: no statement of an arm has a line after the start of
the arm that follows it.  Moving such a tail out of the arms after the ``if`` runs the same way:
every arm that does not leave ends with it.  Where the ``if`` sits in the body of another that
ends the function, the original of the tail stays after that one, and an inner arm that reads
as its copy and the implicit ``return None`` fell there in the source: the statements after the
inner ``if`` are its ``else`` (:func:`else_before_tail`).  The other versions that copy small
exits (3.10, 3.11, 3.13+) copy fewer such blocks; the lines guard each move alike.
"""
from typing import Dict, List, Optional

from antioch.decompile.dead_ends import LEAVING
from antioch.decompile.stmts import Stmt, line_of


def tail_after_if(body: List[Stmt], lines: Dict[int, Optional[int]]) -> None:
    """The statements ending the arms of the ``if`` (with its ``elif`` and ``else`` clauses) that
    ends ``body``, a function's, placed after it, where they are copies of one tail: each arm
    either ends with them or leaves, and they come on a line after the start of an arm that
    follows one that holds them.  ``lines``: the line of each return's instruction."""
    if not body or body[-1].kind != "if" or len(body[-1].bodies) != 2:
        return
    s = body[-1]
    first, rest = s.bodies[0][1], s.bodies[1][1]
    start = _first_line(rest)
    if start is None:
        return
    # (the simple statements ending the first arm on lines after the start of the next: copies)
    n = _tail_length(first, lines, start)
    if n == 0 or n == len(first):
        return
    tail = first[-n:]
    if not _ends_with(rest, tail, lines):
        return
    _strip(first, tail, lines)
    _strip(rest, tail, lines)
    body.extend(tail)


def _tail_length(stmts: List[Stmt], lines: Dict[int, Optional[int]], after: Optional[int] = None) -> int:
    """How many simple statements end ``stmts`` that run on (a ``return`` may be the last), each on
    a line of its own after ``after``."""
    n = 0
    while n < len(stmts):
        s = stmts[-1 - n]
        line = line_of(s, lines)
        if s.bodies or line is None or (after is not None and line <= after) \
                or (s.kind in LEAVING and (n or s.kind != "return")):
            break
        n += 1
    return n


def _first_line(stmts: List[Stmt]) -> Optional[int]:
    return stmts[0].line if stmts else None


def _same(a: List[Stmt], b: List[Stmt], lines: Dict[int, Optional[int]]) -> bool:
    return len(a) == len(b) and all(x.kind == y.kind and x.text == y.text and line_of(x, lines) == line_of(y, lines)
                                    and not x.bodies and not y.bodies for x, y in zip(a, b))


def _ends_with(stmts: List[Stmt], tail: List[Stmt], lines: Dict[int, Optional[int]]) -> bool:
    """``stmts`` end with ``tail`` (and hold more), or with an ``if`` / ``else`` whose arms each do
    or leave, one at least ending with it (an ``elif`` chain)."""
    if len(stmts) > len(tail) and _same(stmts[-len(tail):], tail, lines):
        return True
    last = stmts[-1] if stmts else None
    if last is None or last.kind != "if" or len(last.bodies) != 2:
        return False
    ending = [_ends_with(arm, tail, lines) for _, arm in last.bodies]
    return any(ending) and all(ends or (arm and arm[-1].kind in LEAVING) for ends, (_, arm) in zip(ending, last.bodies))


def _strip(stmts: List[Stmt], tail: List[Stmt], lines: Dict[int, Optional[int]]) -> None:
    if len(stmts) > len(tail) and _same(stmts[-len(tail):], tail, lines):
        del stmts[-len(tail):]
        return
    for _, arm in stmts[-1].bodies:
        if _ends_with(arm, tail, lines):
            _strip(arm, tail, lines)


def else_before_tail(body: List[Stmt], lines: Dict[int, Optional[int]]) -> None:
    """``if a: (if b: A; T; return None)`` / ``B`` ... then ``T`` ending a function: the ``T`` and
    ``return None`` ending the inner body are the copy of the function's last statements (their line
    comes after all of ``B``'s), which the body fell to: what follows the inner ``if`` in its clause
    is its ``else`` (``if a:`` / ``if b: h = 1`` / ``else: raise E`` / ``self.h = h``)."""
    n = _tail_length(body, lines)
    if n == 0 or n == len(body) or body[-1 - n].kind != "if":
        return
    tail = body[-n:]
    before = body[:-n]
    _else_for_copies(before, tail, lines)
    body[:] = before + tail


def _else_for_copies(stmts: List[Stmt], tail: List[Stmt], lines: Dict[int, Optional[int]]) -> None:
    """In ``stmts``, whose end falls to ``tail``: each ``if`` with no ``else`` whose body ends with a
    copy of ``tail`` and ``return None`` (on a line after every statement that follows the ``if``)
    takes the statements after it as its ``else``."""
    # (from the last: the statements after an inner ``if`` may hold copies of their own, which go first)
    for k in range(len(stmts) - 2, -1, -1):
        s = stmts[k]
        if s.kind != "if" or len(s.bodies) != 1:
            continue
        arm = s.bodies[0][1]
        rest = stmts[k + 1:]
        # (the copy of a tail that does not return ends with the function's implicit end, on its line)
        copied = len(tail) if tail[-1].kind == "return" else len(tail) + 1
        if len(arm) <= copied or not _same(arm[len(arm) - copied:][:len(tail)], tail, lines) or (
                copied > len(tail) and (arm[-1].kind != "return_none"
                                        or line_of(arm[-1], lines) not in (None, line_of(tail[-1], lines)))):
            continue
        after = [line for x in rest for line in _lines(x, lines)]
        first = line_of(tail[0], lines)
        if not after or first is None or first <= max(after):
            continue
        del arm[len(arm) - copied:]
        del stmts[k + 1:]
        s.bodies.append(("else:", rest))
    if stmts and stmts[-1].kind == "if":
        for _, clause in stmts[-1].bodies:
            _else_for_copies(clause, tail, lines)


def _lines(s: Stmt, lines: Dict[int, Optional[int]]) -> List[int]:
    line = line_of(s, lines)
    out = [line] if line is not None else []
    for _, clause in s.bodies:
        for x in clause:
            out.extend(_lines(x, lines))
    return out


def return_after_nested_ifs(body: List[Stmt], lines: Dict[int, Optional[int]]) -> None:
    """``if a: (if b: A / else: (if c: B); return None)`` / ``elif d: ...`` ending a function whose
    source ends with ``return None``: the compiler copied that return into the jumps to it, and the
    copy at the end of an arm nested in another is its original's, not a statement of the arm, where
    its line comes after every other of the function (no arm's statement can).  Each such copy ending
    an arm (the ``if`` ending each clause around it, not alone in its arm) goes, and the return
    follows the outer ``if`` (:func:`return_after_if` takes a copy in a clause of the outer one)."""
    if not body or body[-1].kind != "if":
        return
    arms: List[List[Stmt]] = []
    _arms_ending_in_return(body[-1], arms)
    if not arms or any(len(arm) < 2 for arm in arms):
        return
    end = arms[0][-1]
    line = line_of(end, lines)
    if line is None or any(line_of(arm[-1], lines) != line for arm in arms):
        return
    # (a copy inside an arm, before statements that the jump to the end skipped, is one too)
    others = [x for s in body for x in _lines_but(s, end, lines)]
    if not others or max(others) >= line:
        return
    for arm in arms:
        arm.pop()
    body.append(end)


def _arms_ending_in_return(s: Stmt, arms: List[List[Stmt]]) -> None:
    for _, clause in s.bodies:
        last = clause[-1] if clause else None
        if last is not None and last.kind == "return_none" and last.data == "explicit":
            arms.append(clause)
        elif last is not None and last.kind == "if":
            _arms_ending_in_return(last, arms)


def _lines_but(s: Stmt, end: Stmt, lines: Dict[int, Optional[int]]) -> List[int]:
    """The lines of ``s`` and of everything in it but the copies of the return ``end``."""
    copy = s.kind == end.kind and s.text == end.text and line_of(s, lines) == line_of(end, lines)
    line = line_of(s, lines) if not copy else None
    out = [line] if line is not None else []
    for _, clause in s.bodies:
        for x in clause:
            out.extend(_lines_but(x, end, lines))
    return out


def else_for_copied_ends(body: List[Stmt]) -> None:
    """``if c: A; return None`` then ``S`` in a clause that ends the function (of its last ``if``,
    and of the ``if`` ending each such clause): each of ``A``'s ways ends with a copy of the implicit
    ``return None`` the compiler put into the jumps to the function's end, or leaves, so ``S`` runs
    only where ``c`` fails, then falls to that end: ``S`` is the ``else`` of the ``if`` (an ``elif``
    chain broken by an arm whose inner ``if`` ends the arm), and the copies go.  Where a clause would
    be left with nothing, the copies stay (``if c: return None`` may be the source's)."""
    last = body[-1] if body else None
    if last is None or last.kind != "if":
        return
    for _, clause in last.bodies:
        _else_for_copies_in_clause(clause)
        else_for_copied_ends(clause)


def _else_for_copies_in_clause(body: List[Stmt]) -> None:
    for k in range(len(body) - 2, -1, -1):
        s = body[k]
        if s.kind != "if" or len(s.bodies) != 1 or not _ends_copied(s.bodies[0][1], True):
            continue
        _strip_copies(s.bodies[0][1])
        s.bodies.append(("else:", body[k + 1:]))
        del body[k + 1:]


def _ends_copied(clause: List[Stmt], first: bool) -> bool:
    """Each way through ``clause`` ends with a copied ``return None`` or leaves, one at least by a
    copy, and no clause that must hold a statement (``first``: the first of an ``if``) holds only one."""
    last = clause[-1] if clause else None
    if last is None:
        return False
    if last.kind == "return_none" and last.data != "explicit":
        return not first or len(clause) > 1
    if last.kind != "if" or last.bodies[-1][0] != "else:":
        return False  # (an ``if`` without ``else`` goes on where its test fails)
    ends = [_ends_copied(c, header is None) or (bool(c) and c[-1].kind in LEAVING and c[-1].kind != "return_none")
            for header, c in last.bodies]
    return all(ends) and any(_ends_copied(c, header is None) for header, c in last.bodies)


def _strip_copies(clause: List[Stmt]) -> None:
    last = clause[-1]
    if last.kind == "return_none":
        clause.pop()
        return
    for header, c in last.bodies:
        if c and (c[-1].kind == "return_none" or c[-1].kind == "if") and _ends_copied(c, header is None):
            _strip_copies(c)
    if len(last.bodies) == 2 and not last.bodies[1][1]:
        del last.bodies[1]
