"""Expressions rebuilt by stack simulation, and how they print with Python's precedence.

Each value on the simulated stack is an :class:`Expr`: its source text and the precedence of
its outermost operator, so that combining two of them adds parentheses exactly where Python's
grammar needs them (the levels are those of the grammar, loosest first, as in CPython's
``Lib/ast.py`` ``_Precedence``).  A few values keep their parts (a comparison its operands, a
constant its value) because later instructions look inside them: a chained comparison is
recognised by its shared middle operand, an augmented assignment by its target.

Values that are not expressions (the NULL below a callable, a for loop's iterator, a module an
import is taking names from) are :class:`Marker` objects; printing one is a decompiler defect
and raises :class:`Unsupported`.
"""
import itertools
import math
from typing import Any, List, Optional, Sequence, Tuple

# Precedence levels, loosest first (CPython Lib/ast.py, class _Precedence).
NAMED_EXPR, TUPLE, YIELD, TEST, OR, AND, NOT, CMP, BOR, BXOR, BAND, SHIFT, ARITH, TERM, FACTOR, POWER, AWAIT, ATOM = \
    range(18)

#: binary operator symbol -> its precedence
BINARY_PRECEDENCE = {
    "|": BOR, "^": BXOR, "&": BAND, "<<": SHIFT, ">>": SHIFT, "+": ARITH, "-": ARITH,
    "*": TERM, "/": TERM, "//": TERM, "%": TERM, "@": TERM, "**": POWER,
}


class Unsupported(Exception):
    """A construct this decompiler does not recover (yet), or bytecode no compiler writes."""


#: the next value's order (the counter's own method: a value is made for nearly every instruction)
_next_order = itertools.count().__next__


class Expr:
    """A source expression and the precedence of its outermost operator.

    ``order`` counts values in the order they are made, which is the order the source evaluates
    them: what a parallel assignment needs when the compiler stored them in another order.
    """

    __slots__ = ("line", "order", "prec", "text")

    def __init__(self, text: str, prec: int = ATOM) -> None:
        self.text = text
        self.prec = prec
        self.order = _next_order()
        #: the line of the first instruction that computes it, once it is on the stack (lines.py)
        self.line: Optional[int] = None

    def __repr__(self) -> str:
        return "<%s %s>" % (type(self).__name__, self.text)


class Const(Expr):
    """A constant, printed as a literal."""

    __slots__ = ("pool_index", "value")

    def __init__(self, value: Any) -> None:
        # (literal's first case written out: a constant is made for nearly every LOAD_CONST)
        kind = type(value)
        if kind is str or kind is int:
            self.text = repr(value)
            self.prec = FACTOR if kind is int and value < 0 else ATOM
        else:
            self.text, self.prec = literal(value)
        self.order = _next_order()
        self.line = None
        self.value = value
        #: where a tuple sat in co_consts, for what its place tells (displays.unpacking_build)
        self.pool_index: Optional[int] = None


class Name(Expr):
    __slots__ = ()


class Compare(Expr):
    """``left op right``; ``chain`` holds every operand and operator of a chained comparison."""

    __slots__ = ("operands", "ops")

    def __init__(self, operands: Sequence[Expr], ops: Sequence[str]) -> None:
        parts = [wrap(operands[0], CMP + 1)]
        for op, right in zip(ops, operands[1:]):
            parts.append("%s %s" % (op, wrap(right, CMP + 1)))
        Expr.__init__(self, " ".join(parts), CMP)
        self.operands = list(operands)
        self.ops = list(ops)


class BoolOp(Expr):
    """``a and b and ...`` or ``a or b or ...`` (nested ones of the same operator flattened)."""

    __slots__ = ("op", "values")
    op: str
    values: List[Expr]

    def __init__(self, op: str, values: Sequence[Expr]) -> None:
        flat: List[Expr] = []
        for v in values:
            if isinstance(v, BoolOp) and v.op == op:
                flat.extend(v.values)
            else:
                flat.append(v)
        prec = AND if op == "and" else OR
        Expr.__init__(self, (" %s " % op).join(wrap(v, prec + 1) for v in flat), prec)
        self.op = op
        self.values = flat


class Not(Expr):
    __slots__ = ("operand",)

    def __init__(self, operand: Expr) -> None:
        Expr.__init__(self, "not " + wrap(operand, NOT), NOT)
        self.operand = operand


class BinOp(Expr):
    """``left op right``; ``inplace`` for the ``+=`` forms, whose statement is an augmented assignment."""

    __slots__ = ("inplace", "left", "op", "right")

    def __init__(self, left: Expr, op: str, right: Expr, inplace: bool = False) -> None:
        prec = BINARY_PRECEDENCE[op]
        if op == "**":  # right-associative, and binds less tightly than a unary operator on its right
            text = "%s ** %s" % (wrap(left, POWER + 1), wrap(right, FACTOR))
        else:
            text = "%s %s %s" % (wrap(left, prec), op, wrap(right, prec + 1))
        Expr.__init__(self, text, prec)
        self.left, self.op, self.right, self.inplace = left, op, right, inplace


class Marker(Expr):
    """A stack value that is not an expression of the source."""

    __slots__ = ("data", "kind")

    def __init__(self, kind: str, data: Any = None) -> None:
        Expr.__init__(self, "<%s>" % kind, ATOM)
        self.kind = kind
        self.data = data


class NoneTest(Compare):
    """``x is None`` / ``x is not None`` read from a 3.11+ POP_JUMP_IF_NONE / _NOT_NONE, which either
    spelling compiles to: negating it flips the operator."""

    __slots__ = ()


def negate(e: Expr) -> Expr:
    """``not e`` with De Morgan's laws applied, so that conditions rebuilt from jumps stay readable."""
    if isinstance(e, NoneTest):
        return NoneTest(e.operands, ["is" if e.ops[0] == "is not" else "is not"])
    if isinstance(e, Not):
        return e.operand
    if isinstance(e, BoolOp):
        return boolean("or" if e.op == "and" else "and", [negate(v) for v in e.values])
    return Not(e)


def boolean(op: str, values: List[Expr]) -> Expr:
    """``a and b`` (``op``) of ``values``, or ``not (...)`` of the other operator where an operand
    would be ``not a is b``: the compiler folds that into ``a is not b`` (IS_OP 1), where the test of
    ``not (a is b or c)`` stays ``a is b`` (IS_OP 0) with its jumps turned round."""
    if any(folded_not(v) for v in values):
        return Not(BoolOp("or" if op == "and" else "and", [negate(v) for v in values]))
    return BoolOp(op, values)


#: the comparisons whose ``not`` the compiler folds into the operator (``not a in b`` is ``a not in b``:
#: fold_unaryop in Python/ast_opt.c)
_NOT_FOLDED = ("is", "is not", "in", "not in")


def folded_not(e: Expr) -> bool:
    """``e`` is ``not a OP b`` that the compiler turns into the opposite comparison."""
    return isinstance(e, Not) and isinstance(e.operand, Compare) and len(e.operand.ops) == 1 \
        and e.operand.ops[0] in _NOT_FOLDED


def wrap(e: Expr, prec: int) -> str:
    """The text of ``e`` where an operand of at least precedence ``prec`` is needed."""
    if isinstance(e, Marker):
        raise Unsupported("a %s value used as an expression" % e.kind)
    return "(%s)" % e.text if e.prec < prec else e.text


def atom(e: Expr) -> str:
    """``e`` as the object of an attribute, call or subscript (``(1).real``, ``(a + b)[0]``)."""
    if isinstance(e, Const) and isinstance(e.value, (int, float, complex)) and not isinstance(e.value, bool):
        return "(%s)" % e.text
    return wrap(e, ATOM)


def literal(value: Any) -> Tuple[str, int]:
    """Source text of a constant and its precedence; :class:`Unsupported` for what no literal writes."""
    kind = type(value)
    if kind is str or kind is int:  # (the most frequent by far, told by their exact type first)
        return repr(value), (FACTOR if kind is int and value < 0 else ATOM)
    if value is None or value is Ellipsis or isinstance(value, (bool, str, bytes)):
        return ("..." if value is Ellipsis else repr(value)), ATOM
    if isinstance(value, int):
        return repr(value), (FACTOR if value < 0 else ATOM)
    if isinstance(value, float):
        if math.isnan(value):
            raise Unsupported("a NaN constant")
        if math.isinf(value):
            return ("-1e309" if value < 0 else "1e309"), (FACTOR if value < 0 else ATOM)
        text = repr(value)
        return text, (FACTOR if text.startswith("-") else ATOM)
    if isinstance(value, complex):
        return _complex_literal(value)
    if isinstance(value, tuple):
        items = [literal(v)[0] for v in value]
        if len(items) == 1:
            return "(%s,)" % items[0], ATOM
        return "(%s)" % ", ".join(items), ATOM
    if isinstance(value, frozenset):  # `x in {1, 2}` folds the set display into a frozenset constant
        if not value:
            raise Unsupported("an empty frozenset constant")
        return "{%s}" % ", ".join(literal(v)[0] for v in sorted(value, key=repr)), ATOM
    raise Unsupported("a constant of type %s" % type(value).__name__)


def _complex_literal(value: complex) -> Tuple[str, int]:
    """Source text that the compiler folds back into exactly ``value``, the signs of zero parts
    included.  ``r+Xj`` folds as complex(r) + complex(0.0, X) (Objects/complexobject.c: parts added
    one by one; 3.14 adds a real to the real part alone), so the sum keeps the sign of a nonzero
    part and gives +0.0 for a zero one; ``-z`` negates both parts.  Where a zero part's sign comes out
    of neither on every version, the constant is :class:`Unsupported`."""
    real, imag = value.real, value.imag
    if math.isnan(real) or math.isnan(imag):
        raise Unsupported("a complex constant with a NaN part")
    real_sign, imag_sign = math.copysign(1.0, real), math.copysign(1.0, imag)
    if real == 0:
        if real_sign > 0 and imag_sign > 0:
            return _part(imag) + "j", ATOM  # 6j, 0j
        if real_sign < 0 and imag_sign < 0:
            return "-%sj" % _part(-imag), FACTOR  # -6j is (-0-6j), -0j is (-0-0j)
        if imag == 0:
            raise Unsupported("a complex constant with zero parts of opposite signs")
        if real_sign > 0:
            return "(0-%sj)" % _part(-imag), ATOM  # (0-6j): 0 - 6j keeps +0.0 (repr's -6j does not)
        return "-(0-%sj)" % _part(imag), FACTOR  # (-0+6j)
    if imag == 0 and imag_sign < 0:
        return "-(%s+0j)" % _signed_part(-real), FACTOR  # (1-0j) is -(-1+0j): 1 - 0j has +0.0 before 3.14
    return "(%s%s%sj)" % (_signed_part(real), "+" if imag_sign > 0 else "-", _part(abs(imag))), ATOM


def _part(x: float) -> str:
    """A part of a complex number, not negative, as repr writes it (``2``, ``1.5``), an infinite one
    as a literal too large for a float."""
    return "1e309" if math.isinf(x) else repr(complex(0.0, x))[:-1]


def _signed_part(x: float) -> str:
    return "-" + _part(-x) if math.copysign(1.0, x) < 0 else _part(x)


def call_text(func: Expr, args: Sequence[str]) -> Expr:
    return Expr("%s(%s)" % (atom(func), ", ".join(args)), ATOM)


def starred(e: Expr) -> str:
    return "*" + wrap(e, BOR)


def tuple_text(items: Sequence[str], parens: bool = True) -> str:
    if len(items) == 1:
        return "(%s,)" % items[0] if parens else "%s," % items[0]
    return "(%s)" % ", ".join(items) if parens else ", ".join(items)


def const_value(e: Optional[Expr], default: Any = None) -> Any:
    return e.value if isinstance(e, Const) else default


__all__ = [
    "AND",
    "ATOM",
    "AWAIT",
    "CMP",
    "FACTOR",
    "NOT",
    "OR",
    "TEST",
    "TUPLE",
    "YIELD",
    "BinOp",
    "BoolOp",
    "Compare",
    "Const",
    "Expr",
    "Marker",
    "Name",
    "Not",
    "Unsupported",
    "atom",
    "call_text",
    "literal",
    "negate",
    "starred",
    "tuple_text",
    "wrap",
]
