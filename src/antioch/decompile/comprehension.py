"""Comprehensions and generator expressions of 3.8-3.11, which are functions of their own
(``<listcomp>``, ``<setcomp>``, ``<dictcomp>``, ``<genexpr>``) called with the iterator of their
first ``for``: their bodies are decompiled as statements like any function's, then read back as
the clauses of the expression.

The body of ``[f(x) for x in xs if x]`` decompiles to::

    for x in .0:
        if x:
            <append f(x)>
    return <the list>

a chain of ``for`` and ``if`` statements, one inside the other, ending in the element
(``yield`` of it for a generator expression).  Anything else is not a comprehension a compiler
wrote, and stays :class:`~antioch.decompile.expr.Unsupported`.
"""
from typing import List

from antioch.decompile.expr import ATOM, OR, Expr, Name, Unsupported, wrap
from antioch.decompile.simulate import Yield
from antioch.decompile.stmts import Stmt

#: code name -> the brackets around the expression
BRACKETS = {"<listcomp>": "[]", "<setcomp>": "{}", "<dictcomp>": "{}", "<genexpr>": "()"}


def comprehension_text(name: str, body: List[Stmt], iterable: Expr) -> Expr:
    """The expression whose function ``name`` has the statements ``body``, over ``iterable``."""
    stmts = [s for s in body if s.kind not in ("return_acc", "return_none")]
    if len(stmts) != 1 or stmts[0].kind != "for":
        raise Unsupported("a comprehension's function that is not one for loop")
    clauses: List[str] = []
    node = stmts[0]
    first = True
    while True:
        if node.kind == "for":
            target, source = node.data
            if first:
                if not (isinstance(source, Name) and source.text == ".0"):
                    raise Unsupported("a comprehension that does not loop over its argument")
                source = iterable
            clauses.append("for %s in %s" % (target, wrap(source, OR)))
            first = False
        elif node.kind == "if" and len(node.bodies) == 1:
            clauses.append("if %s" % wrap(node.data, OR))
        elif node.kind == "append" and name != "<genexpr>":
            element = node.text
            break
        elif node.kind == "expr" and name == "<genexpr>" and isinstance(node.data, Yield) \
                and node.data.text.startswith("yield") and not node.data.text.startswith("yield from"):
            element = wrap(node.data.value, OR - 1)
            break
        else:
            raise Unsupported("a comprehension's function with a %s statement" % node.kind)
        inner = node.bodies[0][1]
        if len(inner) != 1:
            raise Unsupported("a comprehension's function with several statements in a clause")
        node = inner[0]
    brackets = BRACKETS[name]
    return Expr("%s%s %s%s" % (brackets[0], element, " ".join(clauses), brackets[1]), ATOM)
