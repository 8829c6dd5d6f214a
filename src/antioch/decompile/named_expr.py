"""Assignment expressions (``name := value``, PEP 572) told apart from assignments.

The compiler writes ``(e := g())`` as the value, a copy of it (DUP_TOP or COPY) and a store of
the copy: the same instructions that begin ``e = x.y = g()``.  Which one it was shows only in what
uses the value left on the stack: a further store (or the POP_TOP of ``(e := g())`` as a
statement) keeps the assignment; anything else that takes the value used it in an expression,
which must then read ``e := g()``, or the output would evaluate ``g()`` twice.
"""
from typing import List, NamedTuple

from antioch.decompile.expr import NAMED_EXPR, TEST, Expr, Unsupported, wrap
from antioch.decompile.stmts import Stmt


class PendingStore(NamedTuple):
    """``target = value`` written as a statement while the value stays on the stack."""

    stmt: Stmt
    target: str
    value: Expr
    #: other values waited below it: as a statement it would be out of order
    others_waited: bool


def still_on(stack: List[Expr], value: Expr) -> bool:
    return any(item is value for item in stack)


def as_named_expression(pending: PendingStore, stack: List[Expr], out: List[Stmt]) -> None:
    """Take back the statement of ``pending`` and put ``target := value`` in its value's place on
    the stack (the topmost occurrence: the copy the store left)."""
    for i in range(len(out) - 1, -1, -1):
        if out[i] is pending.stmt:
            del out[i]
            break
    else:
        raise Unsupported("an assignment expression whose statement went on")
    named = Expr("%s := %s" % (pending.target, wrap(pending.value, TEST)), NAMED_EXPR)
    for i in range(len(stack) - 1, -1, -1):
        if stack[i] is pending.value:
            stack[i] = named
            return
