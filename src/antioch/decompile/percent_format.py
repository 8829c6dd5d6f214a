"""3.11+: ``'%s: %r' % (a, b)``, which the compiler turns into the instructions of an f-string.

The AST optimiser rewrites ``str constant % tuple display`` (no starred item) whose units are all
``%s``, ``%r`` or ``%a`` (with at most a width and a precision) and match the items one for one
into an f-string (Python/ast_opt.c, ``optimize_format``; 3.14+: Python/ast_preprocess.c).  The
pieces it makes carry no location of their own: each field takes its value's, and the literal
pieces none at all, so the instructions loading them take the location of the instruction before
(Python/flowgraph.c, ``propagate_line_numbers``).  A written f-string's field has a place of its
own instead: its braces (3.12+) or the whole string (3.11), never its value's.

So a FORMAT_VALUE (3.13+: CONVERT_VALUE) at the very place of the instruction before it formats a
%-unit, and the string is written back as the %-format.  As an f-string it recompiles to the same
operations, but its literal pieces get their own line: one before the first field can keep a NOP
the original lost (a ``try:``'s, whose line the piece took) or start the statement on another line.
"""
import re
from typing import Any, List, Optional, Sequence, Tuple

from antioch.decompile.const_order import concatenation
from antioch.decompile.expr import ATOM, TERM, TEST, Const, Expr, tuple_text, wrap
from antioch.decompile.instr_index import position_in
from antioch.decompile.lines import mark, plain, spread
from antioch.ir import Instr
from antioch.opcodes import Version

#: the first version whose AST optimiser joins a %-format
JOINED_SINCE = (3, 11)
#: a unit optimize_format joins, after its ``%``: flags (read, and not kept for ``s``, ``r``, ``a``),
#: a width, a precision
_UNIT = re.compile(r"[-+ #0]*[0-9]*(?:\.[0-9]*)?[sra]")

#: the format spec optimize_format writes for a unit's width and precision: ``>`` and the width
#: when it pads on the left (no ``-`` flag), then ``.`` and the precision
_SPEC = re.compile(r"(>?)(0|[1-9][0-9]*)?(?:\.(0|[1-9][0-9]*))?\Z")


def at_its_value(instr: Instr, instrs: Sequence[Instr]) -> bool:
    """``instr`` (a conversion of a field) has exactly the location of the instruction before it in
    ``instrs`` (its block), columns and all: a field optimize_format made."""
    position = instr.position
    if position is None or len(position) < 4 or position[2] is None:
        return False
    k = position_in(instrs, instr)
    return k is not None and k > 0 and instrs[k - 1].position == position


def percent_unit(conversion: str, spec: Optional[Expr]) -> Optional[str]:
    """The %-unit that converts with ``conversion`` (``!s``, ``!r``, ``!a``) and pads as ``spec``
    says (None: no spec), or None where no unit gives that field."""
    if conversion not in ("!s", "!r", "!a"):
        return None
    if spec is None:
        return "%" + conversion[1]
    if not isinstance(spec, Const) or type(spec.value) is not str:
        return None
    m = _SPEC.match(spec.value)
    if m is None or not spec.value:
        return None
    right, width, precision = m.groups()
    if right and not (width and int(width) > 0):
        return None  # (``>`` comes only with a width above 0)
    flag = "" if right or width is None else "-"  # (a width without ``>`` pads on the right)
    return "%" + flag + (width or "") + ("." + precision if precision is not None else "") + conversion[1]


def joins(fmt: str, items: int) -> bool:
    """The AST optimiser turns ``fmt % (a tuple display of items)`` into an f-string: every unit
    is ``s``, ``r`` or ``a`` and there are as many as items (Python/ast_opt.c, optimize_format)."""
    pos = count = 0
    size = len(fmt)
    while True:
        while pos < size and (fmt[pos] != "%" or (pos + 1 < size and fmt[pos + 1] == "%")):
            pos += 2 if fmt[pos] == "%" else 1
        if pos >= size:
            return count == items
        if count >= items:
            return False
        pos = _unit_end(fmt, pos + 1)
        if pos < 0:
            return False
        count += 1


def _unit_end(fmt: str, pos: int) -> int:
    """Where the unit whose ``%`` is before ``pos`` ends when it is one optimize_format joins, else
    -1 (simple_format_arg_parse, then ``s``, ``r`` or ``a``).  Its bound on the digits of a width or
    a precision is not kept: a unit read as joined that is not only leaves the output inexact."""
    m = _UNIT.match(fmt, pos)
    return m.end() if m else -1


def unjoined(left: Expr, items: Optional[Sequence[str]], version: Version,
             pool: Optional[Sequence[Any]] = None) -> Expr:
    """``left`` of ``left % right`` (``items``: the texts of a tuple display's, else None) written so
    that the optimiser leaves it apart: a str constant it would join with those items, as an
    f-string without fields, which loads the same string (a JoinedStr is no constant to fold_binop).
    One the flow-graph optimiser appended to the pool (3.14+: ``left.pool_index`` set, ``pool`` the
    code's constants) was a concatenation, which it folded after the AST optimiser left the
    ``%`` apart: written as one, whose string takes the same place in the pool."""
    if version < JOINED_SINCE or items is None or not isinstance(left, Const) or type(left.value) is not str \
            or any(plain(t).startswith("*") for t in items) or not joins(left.value, len(items)):
        return left
    if left.pool_index is not None and pool is not None:
        if left.prec != ATOM:
            return left  # (written as the folding already: const_order.folding_text)
        text = concatenation(left.value, pool)
        if text is not None:
            made = Expr(*text)
            made.line = left.line
            return made
    apart = Expr("f" + left.text.replace("{", "{{").replace("}", "}}"))
    apart.line = left.line
    return apart


class PercentField(Expr):
    """One field of a %-format: alone, ``'%s' % (value,)``; ``field``, its f-string piece, for a
    BUILD_STRING that joins it with pieces no %-format makes."""

    __slots__ = ("field", "unit", "value")

    def __init__(self, value: Expr, unit: str, field: str) -> None:
        self.value, self.unit, self.field = value, unit, field
        Expr.__init__(self, *percent_text(unit, [value], value.line))


def joined(parts: Sequence[Expr]) -> Optional[Tuple[str, List[Expr]]]:
    """The format string and the values of a BUILD_STRING's ``parts`` when they are %-fields and
    string constants; None otherwise."""
    fields = [p for p in parts if isinstance(p, PercentField)]
    if not fields:
        return None
    units = []
    for p in parts:
        if isinstance(p, PercentField):
            units.append(p.unit)
        elif isinstance(p, Const) and type(p.value) is str and p.value:
            units.append(p.value.replace("%", "%%"))
        else:
            return None
    fmt = "".join(units)
    return (fmt, [f.value for f in fields]) if joins(fmt, len(fields)) else None


def percent_text(fmt: str, values: List[Expr], line: Optional[int]) -> Tuple[str, int]:
    """``fmt % (values)``'s text and precedence; the format string starts on ``line``, and the tuple
    goes on the line of its first value when that is a later one."""
    items = tuple_text(spread(values[0].line, [(v, wrap(v, TEST)) for v in values]))
    left = Const(fmt).text
    first = values[0].line
    if line is not None and first is not None and first > line:
        return "(%s %% %s%s)" % (left, mark(first), items), ATOM
    return "%s %% %s" % (left, items), TERM

