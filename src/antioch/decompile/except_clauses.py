"""Except clauses read back from what a handler decompiles to: each ``except T as e:`` is a test that
the exception matches ``T`` (a chain of them, whose last ``else`` re-raises), and the compiler's own
instructions around a clause (POP_EXCEPT, and ``e = None; del e`` after a named one) are dropped."""
from typing import List, Optional, Tuple

from antioch.decompile.dead_ends import always_leaves
from antioch.decompile.except_star import ExceptionStarMatch, except_star_clauses
from antioch.decompile.expr import TEST, Marker, Unsupported, wrap
from antioch.decompile.leaving import ExceptionMatch
from antioch.decompile.simulate import Stack, same_stack
from antioch.decompile.stmts import Stmt

#: what a handler's stack holds above the statement's: the exception (3.11+: and the previous one;
#: 3.8-3.10: the traceback, value and type of each; except*: the part of the group a clause matched)
_EXCEPTION_VALUES = frozenset({"exception", "previous_exception", "exc_type", "exc_traceback", "eg_match"})


def except_clauses(stmts: List[Stmt]) -> List[Tuple[Optional[str], List[Stmt]]]:
    """``except T as e:`` clauses from what a handler decompiles to: a chain of ``if <matches T>``
    whose last ``else`` re-raises, or one bare body; POP_EXCEPT and the ``e = None; del e`` the
    compiler adds after a named clause are dropped."""
    if stmts and stmts[0].kind == "if" and isinstance(stmts[0].data, ExceptionStarMatch):
        return except_star_clauses(stmts)
    if len(stmts) == 2 and stmts[0].kind == "if" and isinstance(stmts[0].data, ExceptionMatch) \
            and stmts[1].kind in ("break", "continue") and _jump_into_clauses(stmts[0], stmts[1]):
        # (the clauses that do not re-raise all end in the same jump out of the loop, placed after them)
        stmts = stmts[:1]
    clauses: List[Tuple[Optional[str], List[Stmt]]] = []
    while True:
        if len(stmts) == 1 and stmts[0].kind == "reraise" and clauses:
            return clauses
        if stmts and stmts[0].kind == "if" and isinstance(stmts[0].data, ExceptionMatch):
            test = stmts[0]
            then = list(test.bodies[0][1])
            rest = test.bodies[1][1] if len(test.bodies) > 1 else []
            rest = rest + stmts[1:]
            header = "except %s" % wrap(test.data.type, TEST)
            name = None
            if then and then[0].kind == "exception_as":
                name = then.pop(0).text
                header += " as %s" % name
            elif then and then[0].kind == "exception_dropped":
                then.pop(0)
            else:
                raise Unsupported("an except clause that neither names nor drops its exception")
            clauses.append((header + ":", _passes(_clause_body(then, name), then)))
            stmts = rest
            continue
        if stmts and stmts[0].kind == "exception_dropped":
            clauses.append(("except:", _passes(_clause_body(stmts[1:], None), stmts[1:])))
            return clauses
        raise Unsupported("a handler that is not a chain of except clauses (finally, with, except*)")


def _jump_into_clauses(test: Stmt, jump: Stmt) -> bool:
    """``jump`` at the end of each clause of a chain of matching tests (``test``) but the re-raise
    that ends it; False (nothing changed) if the chain does not end so."""
    rest = test.bodies[1][1] if len(test.bodies) > 1 else []
    if len(rest) == 1 and rest[0].kind == "if" and isinstance(rest[0].data, ExceptionMatch):
        if not _jump_into_clauses(rest[0], jump):
            return False
    elif not (rest and rest[-1].kind == "reraise"):
        return False
    test.bodies[0][1].append(jump)
    return True


def _clause_body(stmts: List[Stmt], name: Optional[str]) -> List[Stmt]:
    out: List[Stmt] = []
    found = 0
    skip = 0
    for at, s in enumerate(stmts):
        if skip:
            skip -= 1
            continue
        if s.kind == "pop_except":
            found += 1
            if name is not None and _drops_name(out[-2:], name):  # 3.8: `name = None; del name` first
                del out[-2:]
            elif name is not None and _drops_a_name(stmts[at + 1:at + 3]):
                # `name = None; del name`, or that of a named clause around this one, whose POP_EXCEPT a
                # return in this clause runs next (handler_unwind.py); not the return after it
                skip = 2
            continue
        if s.bodies:
            found += 1 if any(_has_pop_except(b) for _, b in s.bodies) else 0
            ends_handling = s.bodies[-1][0] == "else:" and _has_pop_except(s.bodies[-1][1])
            s.bodies = [(h, _clause_body(b, name) if _has_pop_except(b) else b) for h, b in s.bodies]
            if s.kind == "if" and ends_handling and all(always_leaves(b) for _, b in s.bodies[:-1]):
                # ``if c: raise`` then the rest of the clause, which ends the handling: what the
                # test skips to is simply what comes next (3.8-3.9 keep a dead jump after the body
                # where the source wrote ``else``, which puts it back: dead_ends.py)
                out.append(s)
                out.extend(s.bodies.pop()[1])
                continue
            if s.kind == "if" and ends_handling and not s.bodies[-1][1]:
                # (an else clause that only ended the handling: 3.10 copies the end of an except clause
                # that leaves the function, ``name = None; del name`` and a return, into the test's
                # jump to it, Python/compile.c duplicate_exits_without_lineno; ``else: pass`` keeps a NOP)
                s.bodies.pop()
        out.append(s)
    # (a clause that always leaves, by a raise or a try statement whose body or finally clause raises,
    # never reaches the end of its handling: no POP_EXCEPT after it)
    if not found and not always_leaves(out):
        raise Unsupported("an except clause that does not end its handling")
    return out


def _passes(body: List[Stmt], stmts: List[Stmt]) -> List[Stmt]:
    """``body``, a clause's statements read from ``stmts``, or a ``pass`` on the line of the clause's
    POP_EXCEPT where there are none: ``except E: pass``, whose POP_EXCEPT takes the position of the
    pass (3.11+), on the clause's line where the source wrote it there."""
    ended = [s.data for s in stmts if s.kind == "pop_except"]
    if not body and len(ended) == 1 and isinstance(ended[0], int):
        return [Stmt("pass", "pass", ended[0])]
    return body


def _drops_name(stmts: List[Stmt], name: str) -> bool:
    return [s.text for s in stmts] == ["%s = None" % name, "del %s" % name]


def _drops_a_name(stmts: List[Stmt]) -> bool:
    """``stmts`` are ``name = None; del name`` for some name."""
    if len(stmts) != 2 or not stmts[1].text.startswith("del "):
        return False
    return _drops_name(stmts, stmts[1].text[len("del "):])


def _has_pop_except(stmts: List[Stmt]) -> bool:
    return any(s.kind == "pop_except" or any(_has_pop_except(b) for _, b in s.bodies) for s in stmts)


def exception_handled(after: Stack, before: Stack) -> bool:
    """``after`` is ``before`` less the exception markers a handler pushed (POP_EXCEPT took them)."""
    n = len(after)
    return n < len(before) and same_stack(after, before[:n]) and all(
        isinstance(v, Marker) and v.kind in _EXCEPTION_VALUES for v in before[n:])
