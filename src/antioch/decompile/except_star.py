"""``try``/``except*`` (PEP 654, 3.11+), read from its handler.

The compiler (Python/compile.c, compiler_try_star_except) starts the handler with a list for the
exceptions the clauses raise and a copy of the exception group, the *rest* still to match.  Each
clause is ``CHECK_EG_MATCH`` (rest, T -> new rest, the part that matches or None), a jump past the
clause when nothing matched (POP_JUMP_IF_NONE on a copy of that part), the part stored by ``as`` or
dropped, the body (whose own exception a cleanup appends to the list), ``name = None; del name``,
and on to the next clause.  After the last, the rest joins the list; PREP_RERAISE_STAR (3.12+: an
intrinsic) makes what is left to raise of them all, None when nothing is; then either POP_EXCEPT and
on after the statement, or POP_EXCEPT and RERAISE.  ``return``, ``break`` and ``continue`` cannot
appear in an except* clause, so each clause falls to the next.
"""
from typing import Any, List, Optional, Tuple

from antioch.decompile.expr import TEST, Expr, Marker, Unsupported, wrap
from antioch.decompile.stmts import Stmt
from antioch.decompile.values import pop_value
from antioch.ir import Instr

Stack = List[Expr]


class ExceptionStarMatch(Expr):
    """The test of an ``except* T:`` clause: some part of the exception group is a T."""

    __slots__ = ("type",)

    def __init__(self, kind: Expr) -> None:
        Expr.__init__(self, "<exception group matches %s>" % kind.text)
        self.type = kind


class NothingLeftToRaise(Expr):
    """The test at the end of an except* handler: PREP_RERAISE_STAR found nothing to raise."""

    __slots__ = ()

    def __init__(self) -> None:
        Expr.__init__(self, "<nothing left to raise>")


def star_test(stack: Stack, test: str) -> Optional[Expr]:
    """The condition (true: the jump falls through) of POP_JUMP_IF_NONE on what CHECK_EG_MATCH
    found (the clause runs), or of POP_JUMP_IF_NOT_NONE on what PREP_RERAISE_STAR left; it is popped."""
    top = stack[-1] if stack else None
    if not isinstance(top, Marker):
        return None
    if top.kind == "eg_match" and test == "none":
        stack.pop()
        return ExceptionStarMatch(top.data)
    if top.kind == "exception" and test == "not none":
        stack.pop()
        return NothingLeftToRaise()
    return None


class ExceptStarOps:
    """The opcodes of an except* handler, mixed into the simulator before the others."""

    table: Any

    def op_CHECK_EG_MATCH(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        kind = pop_value(stack)
        rest = pop_value(stack)
        raised = stack[-1] if stack else None
        if not isinstance(rest, Marker) or rest.kind != "exception" or raised is None or raised.text not in (
                "[]", "<eg_raised>"):
            raise Unsupported("CHECK_EG_MATCH outside an except* handler")
        stack[-1] = Marker("eg_raised")  # the list for what the clauses raise (BUILD_LIST 0)
        stack.append(Marker("exception"))  # what is left of the group for the clauses after
        stack.append(Marker("eg_match", kind))

    def op_LIST_APPEND(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        if stack and isinstance(stack[-1], Marker) and stack[-1].kind == "exception":
            target = stack[-1 - instr.arg]
            if isinstance(target, Marker) and target.kind == "eg_raised":
                stack.pop()  # the rest of the group, with the exceptions the clauses raised
                return
        super().op_LIST_APPEND(instr, stack, out)  # type: ignore[misc]

    def op_PREP_RERAISE_STAR(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        raised, original = pop_value(stack), pop_value(stack)
        if not (isinstance(original, Marker) and original.kind == "exception" and isinstance(raised, Marker)
                and raised.kind == "eg_raised"):
            raise Unsupported("PREP_RERAISE_STAR outside the end of an except* handler")
        stack.append(Marker("exception"))  # what is left to raise (None when nothing is)

    def op_CALL_INTRINSIC_2(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        names = self.table.intrinsic2
        which = names[instr.arg] if isinstance(instr.arg, int) and 0 <= instr.arg < len(names) else "?"
        if which == "INTRINSIC_PREP_RERAISE_STAR":
            self.op_PREP_RERAISE_STAR(instr, stack, out)
            return
        other = getattr(super(), "op_CALL_INTRINSIC_2", None)
        if other is None:
            raise Unsupported("CALL_INTRINSIC_2 %s" % which)
        other(instr, stack, out)


def except_star_clauses(stmts: List[Stmt]) -> List[Tuple[Optional[str], List[Stmt]]]:
    """``except* T as e:`` clauses from what an except* handler decompiles to: one ``if`` per
    clause (whose else only drops the None that matched nothing), then the re-raise of what is left."""
    clauses: List[Tuple[Optional[str], List[Stmt]]] = []
    k = 0
    while k < len(stmts) and stmts[k].kind == "if" and isinstance(stmts[k].data, ExceptionStarMatch):
        test = stmts[k]
        then = list(test.bodies[0][1])
        if len(test.bodies) > 2 or (len(test.bodies) == 2 and [s.kind for s in test.bodies[1][1]]
                                    != ["exception_dropped"]):
            raise Unsupported("an except* clause whose test goes on to statements")
        header = "except* %s" % wrap(test.data.type, TEST)
        if then and then[0].kind == "exception_as":
            name = then.pop(0).text
            header += " as %s" % name
            if [s.text for s in then[-2:]] == ["%s = None" % name, "del %s" % name]:
                del then[-2:]
            elif not (then and then[-1].kind in ("raise", "reraise")):
                raise Unsupported("an except* clause that does not clear its name")
        elif then and then[0].kind == "exception_dropped":
            then.pop(0)
        else:
            raise Unsupported("an except clause that neither names nor drops its exception")
        clauses.append((header + ":", then))
        k += 1
    if not clauses or not _reraises_the_rest(stmts[k:]):
        raise Unsupported("an except* handler that does not end by re-raising what is left")
    return clauses


def _reraises_the_rest(stmts: List[Stmt]) -> bool:
    """The end of an except* handler: a test of what is left to raise, POP_EXCEPT on both ways,
    the re-raise on one (the copy of a function's ``return None`` may follow the other)."""
    kinds = []
    work = list(stmts)
    while work:
        s = work.pop()
        if s.kind == "if":
            if not isinstance(s.data, NothingLeftToRaise):
                return False
            work.extend(x for _, body in s.bodies for x in body)
            continue
        kinds.append(s.kind)
    return "reraise" in kinds and set(kinds) <= {"exception_dropped", "pop_except", "reraise", "return_none"}
