"""Facts the printer and the parser share: flag names, argument flag bits, position suffixes."""
from functools import lru_cache
from typing import Dict, List, Optional, Tuple

from antioch.opcodes import OpcodeTable
from antioch.opcodes.table import COMPARE_BOOL_BIT, compare_mask

Position = Tuple[Optional[int], Optional[int], Optional[int], Optional[int]]
NO_POSITION: Position = (None, None, None, None)

#: co_flags bits by name with the versions that have them, ``(first, last or None, name, bit)``, from each
#: version's Include/cpython/code.h and Lib/__future__.py.  The __future__ bits moved up in 3.8.3
#: (bpo-39562, to stop colliding with PyCF_ flags); antioch's 3.8 is 3.8.18, so 3.8 has the new bits.
_FLAG_HISTORY: Tuple[Tuple[Tuple[int, int], Optional[Tuple[int, int]], str, int], ...] = (
    ((2, 7), None, "OPTIMIZED", 0x1), ((2, 7), None, "NEWLOCALS", 0x2), ((2, 7), None, "VARARGS", 0x4),
    ((2, 7), None, "VARKEYWORDS", 0x8), ((2, 7), None, "NESTED", 0x10), ((2, 7), None, "GENERATOR", 0x20),
    ((2, 7), None, "NOFREE", 0x40),  # set by the compiler up to 3.9; dis still names the bit
    ((3, 5), None, "COROUTINE", 0x80), ((3, 5), None, "ITERABLE_COROUTINE", 0x100),
    ((3, 6), None, "ASYNC_GENERATOR", 0x200),
    ((2, 7), (3, 7), "FUTURE_DIVISION", 0x2000), ((2, 7), (3, 7), "FUTURE_ABSOLUTE_IMPORT", 0x4000),
    ((2, 7), (3, 7), "FUTURE_WITH_STATEMENT", 0x8000), ((2, 7), (3, 7), "FUTURE_PRINT_FUNCTION", 0x10000),
    ((2, 7), (3, 7), "FUTURE_UNICODE_LITERALS", 0x20000), ((3, 0), (3, 7), "FUTURE_BARRY_AS_BDFL", 0x40000),
    ((3, 5), (3, 7), "FUTURE_GENERATOR_STOP", 0x80000), ((3, 7), (3, 7), "FUTURE_ANNOTATIONS", 0x100000),
    ((3, 8), None, "FUTURE_DIVISION", 0x20000), ((3, 8), None, "FUTURE_ABSOLUTE_IMPORT", 0x40000),
    ((3, 8), None, "FUTURE_WITH_STATEMENT", 0x80000), ((3, 8), None, "FUTURE_PRINT_FUNCTION", 0x100000),
    ((3, 8), None, "FUTURE_UNICODE_LITERALS", 0x200000), ((3, 8), None, "FUTURE_BARRY_AS_BDFL", 0x400000),
    ((3, 8), None, "FUTURE_GENERATOR_STOP", 0x800000), ((3, 8), None, "FUTURE_ANNOTATIONS", 0x1000000),
    ((3, 13), None, "NO_MONITORING_EVENTS", 0x2000000),  # CPython's own shim code objects
    ((3, 14), None, "HAS_DOCSTRING", 0x4000000),  # co_consts[0] is the docstring
    ((3, 14), None, "METHOD", 0x8000000),  # a function defined in a class body
)


@lru_cache(maxsize=None)
def code_flags(version: Tuple[int, int]) -> Tuple[Tuple[str, int], ...]:
    """The named co_flags bits of one version, lowest bit first."""
    return tuple(sorted(((name, bit) for first, last, name, bit in _FLAG_HISTORY
                         if first <= version and (last is None or version <= last)), key=lambda nb: nb[1]))


@lru_cache(maxsize=None)
def flag_values(version: Tuple[int, int]) -> Dict[str, int]:
    """Flag name -> bit, for one version (what ``.flags`` accepts)."""
    return dict(code_flags(version))


#: the bits every version gives the same name and value (what the assembler sets itself)
FLAG_VALUES: Dict[str, int] = dict(code_flags((2, 7))[:7])


def format_flags(flags: int, version: Tuple[int, int]) -> str:
    words: List[str] = []
    rest = flags
    for name, bit in code_flags(version):
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
