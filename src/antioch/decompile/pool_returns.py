"""3.10+: the ``return`` and ``break`` statements a function's pool of constants places.

The same instructions come of ``if c: return None`` followed by more statements and of an ``if``
whose arms end the function with the statements after it as its ``else``; where ``None`` entered the
pool (:func:`const_order.none_returns`) says which the source wrote.  These passes rewrite the
statements the structurer made to match.
"""
from typing import List, Tuple

from antioch.decompile.stmts import Stmt


def returns_by_pool(body: List[Stmt]) -> None:
    """Write a function's ``if`` statements the way the place of ``None`` in its pool says
    (:func:`const_order.none_returns`): one whose every clause ends in the implicit ``return None`` takes the
    statements after it as its ``else`` (they end the function too), and one whose body ends in an
    explicit ``return`` loses its ``else``, whose statements follow it (the same instructions)."""
    for at, s in enumerate(body):
        if s.kind != "if":
            continue
        clauses = s.bodies
        if len(clauses) == 2 and clauses[1][0] == "else:" and _ends(clauses[0][1], "explicit"):
            rest = clauses.pop()[1]
            body[at + 1:at + 1] = rest
            continue
        if at < len(body) - 1 and clauses[-1][0] != "else:" and all(_ends_implicitly(c) for _, c in clauses):
            for _, clause in clauses:
                _drop_implicit(clause)
            rest = body[at + 1:]
            del body[at + 1:]
            clauses.append(("else:", rest))
            break
    if body and body[-1].kind == "if":
        for _, clause in body[-1].bodies:
            returns_by_pool(clause)


def _ends(clause: List[Stmt], how: str) -> bool:
    return bool(clause) and clause[-1].kind == "return_none" and clause[-1].data == how


def _ends_implicitly(clause: List[Stmt]) -> bool:
    """``clause`` ends in the implicit ``return None``, or in an ``if`` ... ``else`` each of whose
    clauses does, or in a try statement that falls off into it (:func:`_try_ends_implicitly`)."""
    if _ends(clause, "implicit"):
        return True
    last = clause[-1] if clause else None
    if last is not None and last.kind == "try":
        return _try_ends_implicitly(last)
    if last is not None and last.kind == "raise" and len(clause) > 1:
        return _raise_is_else(clause[-2])
    return last is not None and last.kind == "if" and last.bodies[-1][0] == "else:" and all(
        _ends_implicitly(c) for _, c in last.bodies)


def _raise_is_else(s: Stmt) -> bool:
    """``s``, followed by a ``raise``, is an ``if`` without ``else`` each of whose clauses ends in the
    implicit ``return None``: the raise is its else clause (``if c: f()`` / ``else: raise E``), the
    function's end copied into the others, which then never reach it."""
    return s.kind == "if" and s.bodies[-1][0] != "else:" and all(_ends_implicitly(c) for _, c in s.bodies)


def _try_ends_implicitly(s: Stmt) -> bool:
    """A try statement (no finally) whose way past its end is the function's implicit ``return
    None``, copied into the end of its body or else clause and of each except clause (3.10+ copy a
    small exit with no line of its own into each jump to it: Python/compile.c, extend_block): its
    else clause (else its body) ends implicitly, and each except clause ends in a ``return None``
    that the pool does not call explicit (a clause holding only that return is a ``pass``, whose
    NOP gave way to the copy on its line) or in a ``raise``, which never reaches the end."""
    clauses = s.bodies
    if any(h == "finally:" for h, _ in clauses) or len(clauses) < 2:
        return False
    last = clauses[-1][1] if clauses[-1][0] == "else:" else clauses[0][1]
    handlers = [c for h, c in clauses[1:] if h != "else:"]
    if last is clauses[0][1] and len(last) < 2:
        return False  # (a body that is only the return: nothing would be left of it)
    return _ends_implicitly(last) and all(
        c and ((c[-1].kind == "return_none" and c[-1].data != "explicit") or c[-1].kind == "raise")
        for c in handlers)


def _drop_implicit(clause: List[Stmt]) -> None:
    if _ends(clause, "implicit"):
        clause.pop()
        return
    last = clause[-1]
    if last.kind == "raise":  # (see _raise_is_else)
        clause.pop()
        _drop_implicit(clause)
        clause[-1].bodies.append(("else:", [last]))
        return
    if last.kind == "try":
        for h, c in last.bodies[1:]:
            if h != "else:" and c and c[-1].kind == "return_none":
                end = c.pop()
                if not c:
                    c.append(Stmt("pass", "pass", end.line))
        _drop_implicit(last.bodies[-1][1] if last.bodies[-1][0] == "else:" else last.bodies[0][1])
        if last.bodies[-1][0] == "else:" and not last.bodies[-1][1]:
            del last.bodies[-1]
        return
    for _, c in last.bodies:
        _drop_implicit(c)
    if not last.bodies[-1][1]:
        del last.bodies[-1]


def breaks_by_pool(body: List[Stmt]) -> None:
    """3.10+: a ``break`` out of a ``for`` loop of the function's body that leads to the function's
    end drops the iterator, and the compiler copies the implicit ``return None`` in place of its
    jump (duplicate_exits_without_lineno: Python/compile.c, Python/flowgraph.c from 3.12), the
    instructions of ``return None`` written there (POP_TOP, then LOAD_CONST and RETURN_VALUE or
    3.12-3.13's RETURN_CONST), on the same line.  The pool tells the copy
    (:func:`none_returns`: "implicit", where a written return would have put None before a constant
    loaded later): it is a ``break``, and the statements after the loop, which it skips, its
    ``else`` clause (they must end the function by its implicit return too)."""
    for at, s in enumerate(body):
        if s.kind != "for" or len(s.bodies) != 1:
            continue
        rest = body[at + 1:]
        if rest and rest[-1].kind in ("return", "return_none", "raise"):
            return
        copies = _copied_returns(s.bodies[0][1])
        if not copies:
            continue
        for clause, k in copies:
            clause[k] = Stmt("break", "break", clause[k].line)
        del body[at + 1:]
        if rest:
            s.bodies.append(("else:", rest))
        return


def _copied_returns(body: List[Stmt]) -> List[Tuple[List[Stmt], int]]:
    """The implicit ``return None`` statements of a loop's body, as (statements, index), in it and in
    the clauses of the ``if`` statements in it (not in a nested loop, whose break goes elsewhere, nor
    in a statement a break would unwind otherwise)."""
    found: List[Tuple[List[Stmt], int]] = []
    for k, s in enumerate(body):
        if s.kind == "return_none" and s.data == "implicit":
            found.append((body, k))
        elif s.kind == "if":
            for _, clause in s.bodies:
                found += _copied_returns(clause)
    return found
