"""f-strings (and the %-formats the optimiser turns into them): the value of each field, its
conversion and format spec, and the pieces BUILD_STRING joins.  The handlers are a mixin of
:class:`~antioch.decompile.simulate.Simulator`."""
from typing import List, Optional, Tuple

from antioch.analysis.cfg import Block
from antioch.decompile.expr import ATOM, TEST, Const, Expr, Marker, Unsupported, wrap
from antioch.decompile.facts import CONVERSIONS
from antioch.decompile.lines import plain
from antioch.decompile.percent_format import PercentField, at_its_value, joined, percent_text, percent_unit
from antioch.decompile.stmts import Stmt
from antioch.decompile.values import Stack, pop_value
from antioch.ir import Instr


class FString(Expr):
    """An f-string: literal pieces and ``{...}`` fields, kept apart to join with their neighbours."""

    __slots__ = ("pieces",)

    def __init__(self, pieces: List[str]) -> None:
        # each is source text of the inside of an f-string: escaped literal or {field}, on one line
        self.pieces = pieces = [plain(p) for p in pieces]
        body = "".join(pieces)
        for quote in ("'", '"', "'''", '"""'):
            if quote not in body and not body.endswith(quote[0]):
                Expr.__init__(self, "f%s%s%s" % (quote, body, quote), ATOM)
                return
        raise Unsupported("an f-string whose parts hold every kind of quote")


def fstring_literal(text: str) -> str:
    """A literal piece as it is written inside an f-string."""
    inner = repr(text)[1:-1].replace("{", "{{").replace("}", "}}")
    if repr(text)[0] == '"':  # repr chose double quotes because of a single one: unescape for our quoting
        inner = inner.replace('\\"', '"')
    return inner


def fstring_pieces(e: Expr) -> List[str]:
    if isinstance(e, FString):
        return e.pieces
    if isinstance(e, PercentField):
        return [e.field]
    if isinstance(e, Const) and isinstance(e.value, str):
        return [fstring_literal(e.value)] if e.value else []
    raise Unsupported("BUILD_STRING of a non-string part")


class FormatOps:
    """Handlers of FORMAT_VALUE, CONVERT_VALUE, FORMAT_SIMPLE, FORMAT_WITH_SPEC and BUILD_STRING (a
    mixin of the simulator)."""

    block: Optional[Block]
    line: Optional[int]

    def op_FORMAT_VALUE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        spec = pop_value(stack) if instr.arg & 4 else None
        self.format_field(pop_value(stack), CONVERSIONS[instr.arg & 3], spec, stack, self.made_by_percent(instr))

    def made_by_percent(self, instr: Instr) -> bool:
        """The conversion ``instr`` is one of a %-format's (percent_format.py)."""
        return instr.arg in (1, 2, 3, 5, 6, 7) and self.block is not None \
            and at_its_value(instr, self.block.instrs)

    def format_field(self, value: Expr, conversion: str, spec: Optional[Expr], stack: Stack,
                     percent: bool = False) -> None:
        inner = wrap(value, TEST + 1)
        if inner.startswith("{"):
            inner = " " + inner
        if "\\" in inner or ("'" in inner and '"' in inner):
            raise Unsupported("an f-string field whose expression holds quotes or backslashes")
        field = "{%s%s" % (inner, conversion)
        if spec is not None:
            field += ":" + "".join(fstring_pieces(spec))
        unit = percent_unit(conversion, spec) if percent else None
        stack.append(FString([field + "}"]) if unit is None else PercentField(value, unit, field + "}"))

    def op_CONVERT_VALUE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        stack.append(Marker("converted", (pop_value(stack), CONVERSIONS.get(instr.arg, "?"),
                                          self.made_by_percent(instr))))

    def op_FORMAT_SIMPLE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        value, conversion, percent = _conversion(pop_value(stack))
        self.format_field(value, conversion, None, stack, percent)

    def op_FORMAT_WITH_SPEC(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        spec = pop_value(stack)
        value, conversion, percent = _conversion(pop_value(stack))
        self.format_field(value, conversion, spec, stack, percent)

    def op_BUILD_STRING(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        parts = [pop_value(stack) for _ in range(instr.arg)][::-1]
        percent = joined(parts)
        if percent is not None:  # a %-format (percent_format.py): the format string starts the expression
            if not stack and isinstance(parts[0], Const) and self.line == parts[0].line:
                # (the statement starts with it: on its line, not the one its first piece took)
                self.line = instr.lineno
            result = Expr(*percent_text(percent[0], percent[1], instr.lineno))
            result.line = instr.lineno
            stack.append(result)
            return
        stack.append(FString([p for part in parts for p in fstring_pieces(part)]))


def _conversion(value: Expr) -> Tuple[Expr, str, bool]:
    if isinstance(value, Marker) and value.kind == "converted":
        return value.data
    return value, "", False
