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
from typing import List, Optional

from antioch.decompile import inlined
from antioch.decompile.expr import ATOM, OR, BoolOp, Expr, Marker, Name, Unsupported, negate, wrap
from antioch.decompile.leaving import Yield
from antioch.decompile.lines import mark, spread
from antioch.decompile.simulate import Stack
from antioch.decompile.stmts import Stmt

#: code name -> the brackets around the expression
BRACKETS = {"<listcomp>": "[]", "<setcomp>": "{}", "<dictcomp>": "{}", "<genexpr>": "()"}


def comprehension_text(name: str, body: List[Stmt], iterable: Optional[Expr]) -> Expr:
    """The expression whose function ``name`` has the statements ``body``, over ``iterable`` (None:
    the first loop's own iterable, a comprehension inlined into the code around it)."""
    # an assignment expression in a comprehension binds in the scope around it (PEP 572): its
    # function stores a free variable (a global at module level), which the body declares
    stmts = [s for s in body if s.kind not in ("return_acc", "return_none", "nonlocal", "global")]
    if len(stmts) != 1 or stmts[0].kind != "for":
        raise Unsupported("a comprehension's function that is not one for loop")
    clauses: List[str] = []
    #: the line of each clause's statement
    lines: List[Optional[int]] = []
    node = stmts[0]
    rest: List[Stmt] = []
    first = True
    continued = False
    tests: List[Expr] = []
    while True:
        if node.kind != "if":
            continued = False
        if node.kind == "for":
            target, source = node.data
            if first and iterable is not None:
                if not (isinstance(source, Name) and source.text == ".0"):
                    raise Unsupported("a comprehension that does not loop over its argument")
                source = iterable
            clauses.append("%sfor %s in %s" % ("async " if node.text.startswith("async ") else "", target,
                                                 wrap(source, OR)))
            lines.append(node.line)
            first = False
        elif node.kind == "if" and len(node.bodies) == 1 and rest and _only_continues(node.bodies[0][1]):
            # `if not c: continue` before the rest: the layout 3.12+ gives `if c` inside a loop; one
            # after another they are the operands of `and` (which compiles the same as two clauses)
            if continued:
                tests.append(negate(node.data))
                clauses[-1] = "if %s" % wrap(BoolOp("and", tests), OR)
            else:
                tests = [negate(node.data)]
                clauses.append("if %s" % wrap(tests[0], OR))
                lines.append(node.line)
            continued = True
            node, rest = rest[0], rest[1:]
            continue
        elif node.kind == "if" and len(node.bodies) == 1 and not rest:
            if continued or (clauses and clauses[-1].startswith("if ")):
                # `if a` inside `if b`: one clause `if a and b` (which compiles the same as two)
                tests.append(node.data)
                clauses[-1] = "if %s" % wrap(BoolOp("and", tests), OR)
            else:
                tests = [node.data]
                clauses.append("if %s" % wrap(node.data, OR))
                lines.append(node.line)
            continued = True
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
        if not inner or (len(inner) > 1 and not _only_continues(inner[0].bodies[0][1] if inner[0].bodies else [])):
            raise Unsupported("a comprehension's function with several statements in a clause")
        node, rest = inner[0], inner[1:]
    if rest:
        raise Unsupported("a comprehension's function with several statements in a clause")
    brackets = BRACKETS[name]
    # each clause on its line where it began on a later one than what comes before it (lines.py)
    clauses = spread(node.line, [(_At(line), clause) for line, clause in zip(lines, clauses)])
    if node.line is not None:  # (the printer breaks the line only where it began on a later one)
        element = mark(node.line) + element
    return Expr("%s%s %s%s" % (brackets[0], element, " ".join(clauses), brackets[1]), ATOM)


class _At(Expr):
    """Only a line, for :func:`spread`."""

    __slots__ = ()

    def __init__(self, line: Optional[int]) -> None:
        Expr.__init__(self, "")
        self.line = line


def _only_continues(stmts: List[Stmt]) -> bool:
    return len(stmts) == 1 and stmts[0].kind == "continue"


#: an inlined comprehension's kind of result -> the name of the function earlier versions made for it
INLINED_NAMES = {"list": "<listcomp>", "set": "<setcomp>", "dict": "<dictcomp>"}


def close_inlined(loop: Stmt, stack: Stack) -> Optional[Expr]:
    """When the ``for`` statement ``loop`` just built is an inlined comprehension's first loop (its
    iterator directly above the result), the comprehension's expression, which replaces the result
    on ``stack``; None for an ordinary ``for`` statement."""
    at = inlined.result_place(stack)
    result = stack[at] if len(stack) >= -at else None
    if not isinstance(result, Marker) or not inlined.is_inlined_accumulator(result):
        return None
    kind = result.data[1]
    expr = comprehension_text(INLINED_NAMES[kind], [loop], None)
    stack[at] = expr
    return expr
