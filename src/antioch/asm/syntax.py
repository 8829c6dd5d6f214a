"""Facts the printer and the parser share: flag names, argument flag bits, position suffixes."""
from typing import Dict, List, Optional, Tuple

from antioch.opcodes import OpcodeTable

Position = Tuple[Optional[int], Optional[int], Optional[int], Optional[int]]
NO_POSITION: Position = (None, None, None, None)

#: co_flags bits by name (Include/cpython/code.h and the __future__ flags); same values in 3.8-3.13.
CODE_FLAGS: Tuple[Tuple[str, int], ...] = (
    ("OPTIMIZED", 0x1), ("NEWLOCALS", 0x2), ("VARARGS", 0x4), ("VARKEYWORDS", 0x8),
    ("NESTED", 0x10), ("GENERATOR", 0x20), ("NOFREE", 0x40), ("COROUTINE", 0x80),
    ("ITERABLE_COROUTINE", 0x100), ("ASYNC_GENERATOR", 0x200),
    ("FUTURE_DIVISION", 0x20000), ("FUTURE_ABSOLUTE_IMPORT", 0x40000),
    ("FUTURE_WITH_STATEMENT", 0x80000), ("FUTURE_PRINT_FUNCTION", 0x100000),
    ("FUTURE_UNICODE_LITERALS", 0x200000), ("FUTURE_BARRY_AS_BDFL", 0x400000),
    ("FUTURE_GENERATOR_STOP", 0x800000), ("FUTURE_ANNOTATIONS", 0x1000000),
)
FLAG_VALUES: Dict[str, int] = dict(CODE_FLAGS)


def format_flags(flags: int) -> str:
    words: List[str] = []
    rest = flags
    for name, bit in CODE_FLAGS:
        if flags & bit:
            words.append(name)
            rest &= ~bit
    if rest or not words:
        words.append(hex(rest))
    return " ".join(words)


#: names of the flag bits kept below a name index, by argument kind
NAME_FLAG_BITS: Dict[str, Tuple[Tuple[str, int], ...]] = {
    "global": (("NULL", 1),),
    "attr": (("method", 1),),
    "super_attr": (("method", 1), ("twoarg", 2)),
    "import_name": (("lazy", 1), ("eager", 2)),  # 3.15, PEP 810 (Lib/dis.py)
}
#: 3.13 COMPARE_OP: the result is converted to bool (for a conditional jump)
COMPARE_BOOL_BIT = 16
#: 3.12+ COMPARE_OP low bits the compiler always writes for each comparison (Python/compile.c)
_COMPARE_MASKS = {"<": 2, "<=": 10, "==": 8, "!=": 7, ">": 4, ">=": 12}


def compare_mask(table: OpcodeTable, op: str) -> int:
    return _COMPARE_MASKS.get(op, 0) if table.compare_shift else 0


def format_name_flags(kind: str, flags: int) -> str:
    names = NAME_FLAG_BITS.get(kind, ())
    words = []
    rest = flags
    for name, bit in names:
        if flags & bit:
            words.append(" +" + name)
            rest &= ~bit
    if rest:
        return " +%d" % flags  # an unnamed bit: write the whole flag word
    return "".join(words)


def format_compare_flags(table: OpcodeTable, op: str, flags: int) -> str:
    mask = compare_mask(table, op)
    if flags == mask:
        return ""
    if table.compare_shift >= 5 and flags == mask | COMPARE_BOOL_BIT:
        return " +bool"
    return " +%d" % flags


def format_position_suffix(pos: Position) -> str:
    """The ``@col-endcol`` part of a 3.11+ position (the line comes from the ``.line`` marker)."""
    line, end_line, col, end_col = pos
    if end_line == line and col is None and end_col is None:
        return ""
    end = "?" if end_col is None else str(end_col)
    if end_line != line:
        end = "%s:%s" % ("?" if end_line is None else end_line, end)
    return "@%s-%s" % ("?" if col is None else col, end)


def printed_position(pos: Optional[Position], columns: bool) -> Position:
    """The position as a listing can state it (``None`` is written as no position)."""
    if pos is None or pos[0] is None:
        return NO_POSITION
    if not columns:
        return (pos[0], None, None, None)
    return pos
