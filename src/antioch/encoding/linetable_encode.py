"""Per-code-unit positions -> the line table CPython's compiler would write for them, in each
version's layout (see :mod:`antioch.encoding.linetable_format`)."""
from itertools import groupby, repeat
from operator import itemgetter
from typing import Any, Iterable, List, Optional, Sequence, Tuple

from antioch.encoding.linetable_format import (
    ENTRY_START_BIT,
    FIRST_NONE,
    FORM_LONG,
    FORM_NO_COLUMNS,
    FORM_NONE,
    FORM_ONE_LINE_0,
    LINETABLE_310,
    LOCATIONS,
    MAX_ENTRY_UNITS,
    NO_LINE_310,
    NO_POSITION,
    NOTHING_YET,
    LocationEntry,
    Position,
    Version,
    layout_of,
    signed_lnotab,
    write_location_entry,
    write_svarint,
    write_varint,
)
from antioch.errors import EncodeError

# --------------------------------------------------------------------------------------------
# Encoding: the table the compiler would write.
# --------------------------------------------------------------------------------------------

def encode_positions(version: Version, positions: Sequence[Optional[Position]], firstlineno: int,
                     instruction_offsets: Optional[Sequence[int]] = None) -> bytes:
    """The table CPython's compiler would write for these per-code-unit positions.

    ``None`` units at the end are left out of the table (they decode back to None); elsewhere
    ``None`` means "no line".  Before 3.11 only the line of each position is used.

    ``instruction_offsets`` (byte offsets where instructions begin, counting an EXTENDED_ARG
    prefix as part of its instruction) matters for 3.11 only: its compiler writes one entry per
    instruction even when neighbours share a position, while 3.12+ merges them.  Without it the
    3.11 table is merged too, which decodes to the same positions but is not byte-identical.
    """
    count = len(positions)
    while count and positions[count - 1] is None:
        count -= 1
    breaks: List[int] = []
    if instruction_offsets is not None and tuple(version[:2]) == (3, 11):
        breaks = sorted({offset // 2 for offset in instruction_offsets})
    return _encode_runs(version, _runs_of_equal_positions(version, positions, count, breaks), firstlineno)


def encode_instruction_positions(version: Version, sizes: Sequence[int], positions: Sequence[Optional[Position]],
                                 unit_positions: Optional[Sequence[Optional[Sequence[Any]]]],
                                 firstlineno: int) -> bytes:
    """:func:`encode_positions` of the units of whole instructions, given as columns: instruction
    ``i`` has ``sizes[i]`` units, the position ``positions[i]`` and ``unit_positions[i]``, the
    position of each of its units (None when all have its position; ignored unless it has
    ``sizes[i]`` of them).  ``unit_positions`` may be None when no instruction has any.  Every
    unit is in the table ("no position" ones at the end too): the same bytes, without a list of
    the position of every unit.  3.11 instructions start entries of their own, as with
    ``instruction_offsets``."""
    layout = layout_of(version)
    per_instruction = tuple(version[:2]) == (3, 11)
    if layout == LOCATIONS and (unit_positions is None or unit_positions.count(None) == len(unit_positions)):
        # Nearly all code: one pass from the instructions to the bytes.
        return _encode_locations(sizes, positions, firstlineno, not per_instruction)
    keep_columns = layout == LOCATIONS
    runs: List[Tuple[Position, int]] = []
    last: Optional[Position] = None  # the position of the last run while the next may join it
    for units, position, own in zip(sizes, positions, unit_positions or repeat(None)):
        if per_instruction:
            last = None
        if own is None or len(own) != units:
            own, units = (position,), units
        else:
            units = 1
        for given in own:
            if given is None or given[0] is None:
                unit_position = NO_POSITION
            else:
                unit_position = given if keep_columns else (given[0], None, None, None)
            if unit_position == last:
                runs[-1] = (unit_position, runs[-1][1] + units)
            else:
                runs.append((unit_position, units))
                last = unit_position
    return _encode_runs(version, runs, firstlineno)


def _encode_runs(version: Version, runs: List[Tuple[Position, int]], firstlineno: int) -> bytes:
    """The table of (position, number of units) runs, in the layout of ``version``."""
    layout = layout_of(version)
    if layout == LOCATIONS:
        return _encode_locations(map(_LENGTH, runs), map(_POSITION, runs), firstlineno, False)
    if layout == LINETABLE_310:
        return _encode_linetable_310(runs, firstlineno)
    return _encode_lnotab(version, runs, firstlineno)


_POSITION, _LENGTH = itemgetter(0), itemgetter(1)  # of a run


def _runs_of_equal_positions(version: Version, positions: Sequence[Optional[Position]],
                             count: int, breaks: List[int]) -> List[Tuple[Position, int]]:
    """(position, number of units) for each stretch of units sharing one position.

    A unit index in ``breaks`` (ascending) always starts a new stretch.
    """
    keep_columns = layout_of(version) == LOCATIONS
    runs: List[Tuple[Position, int]] = []
    # groupby finds the runs at C speed; the keys are then normalised, which can join runs.
    for position, group in groupby(positions[:count]):
        length = len(list(group))
        if position is None or position[0] is None:
            position = NO_POSITION
        elif not keep_columns:
            position = (position[0], None, None, None)
        if runs and runs[-1][0] == position:
            runs[-1] = (position, runs[-1][1] + length)
        else:
            runs.append((position, length))
    if breaks:
        runs = _split_runs_at(runs, breaks)
    return runs


def _split_runs_at(runs: List[Tuple[Position, int]], cuts: List[int]) -> List[Tuple[Position, int]]:
    """``runs`` cut at the unit indexes ``cuts`` (ascending), walked once in step with the runs."""
    split: List[Tuple[Position, int]] = []
    k = 0
    unit = 0
    for position, length in runs:
        end = unit + length
        while k < len(cuts) and cuts[k] <= unit:
            k += 1
        previous = unit
        while k < len(cuts) and cuts[k] < end:
            split.append((position, cuts[k] - previous))
            previous = cuts[k]
            k += 1
        split.append((position, end - previous))
        unit = end
    return split


def _encode_lnotab(version: Version, runs: List[Tuple[Position, int]], firstlineno: int) -> bytes:
    # Python/compile.c, assemble_lnotab() of 3.8/3.9: a pair is written when an instruction's line
    # differs from the last written line; units without a line keep the previous line.
    out = bytearray()
    signed = signed_lnotab(version)
    written_line = firstlineno
    written_offset = 0
    offset = 0
    for position, length in runs:
        line = position[0]
        if line is not None and line != written_line:
            _write_lnotab_pair(out, offset - written_offset, line - written_line, signed)
            written_line = line
            written_offset = offset
        offset += 2 * length
    return bytes(out)


def _write_lnotab_pair(out: bytearray, byte_delta: int, line_delta: int, signed: bool) -> None:
    while byte_delta > 255:
        out += b"\xff\x00"
        byte_delta -= 255
    if signed and not -128 <= line_delta <= 127:
        # The first chunk carries the byte delta, the rest advance only the line (compile.c).
        step = -128 if line_delta < 0 else 127
        chunks = abs(line_delta) // abs(step)
        out.append(byte_delta)
        out.append(step & 0xFF)
        out += bytes([0, step & 0xFF]) * (chunks - 1)
        byte_delta = 0
        line_delta -= chunks * step
    elif not signed:
        if line_delta < 0:
            raise EncodeError(f"line {line_delta:+d} goes backwards; the lnotab before 3.6 cannot say so")
        while line_delta > 255:
            out.append(byte_delta)
            out.append(255)
            byte_delta = 0
            line_delta -= 255
    # The remainder pair is written even when it is (0, 0), after a split jump of exactly
    # 127*n lines (assemble_lnotab() in 3.8/3.9 compile.c; seen in the stdlib).
    out.append(byte_delta)
    out.append(line_delta & 0xFF)


def _encode_linetable_310(runs: List[Tuple[Position, int]], firstlineno: int) -> bytes:
    # Python/compile.c, assemble_line_range() of 3.10: one range per change of line.  The running
    # line starts at co_firstlineno; an empty first range is never written.
    out = bytearray()
    previous_line = firstlineno
    for position, length in runs:
        line = position[0]
        if line is None:
            line_delta = NO_LINE_310
        else:
            line_delta = line - previous_line
            previous_line = line
            while line_delta > 127:
                out += b"\x00\x7f"
                line_delta -= 127
            while line_delta < -127:
                out += b"\x00\x81"
                line_delta += 127
        byte_delta = 2 * length
        while byte_delta > 254:
            out.append(254)
            out.append(line_delta & 0xFF)
            line_delta = NO_LINE_310 if line is None else 0
            byte_delta -= 254
        out.append(byte_delta)
        out.append(line_delta & 0xFF)
    return bytes(out)


def _encode_locations(sizes: Iterable[int], positions: Iterable[Optional[Position]], firstlineno: int,
                      merge: bool) -> bytes:
    # Python/assemble.c (3.13) / compile.c (3.12), assemble_location_info(): one run per change of
    # location, cut into entries of at most 8 units.  ``positions[i]`` holds for ``sizes[i]`` units;
    # with ``merge`` (3.12+) neighbours of one position make one run, else each is a run of its own.
    # The short and one-line forms of a run of at most 8 units, most entries of real code, are
    # written inline; _write_location_run writes the rest.
    out = bytearray()
    append = out.append
    written_line = firstlineno
    run: Any = NOTHING_YET
    length = 0
    for units, position in zip(sizes, positions):
        if position == run and merge:
            length += units
            continue
        if position is None or position[0] is None:
            position = NO_POSITION
            if run == NO_POSITION and merge:
                length += units
                continue
        if length > 0:
            line, end_line, column, end_column = run
            if length <= MAX_ENTRY_UNITS and end_line == line and column is not None and end_column is not None:
                if line == written_line and 0 <= column < 80 and 0 <= end_column - column < 16:
                    append(ENTRY_START_BIT | (column & 0x78) | (length - 1))
                    append(((column & 7) << 4) | (end_column - column))
                elif line is not None and 0 <= line - written_line < 3 and 0 <= column < 128 and 0 <= end_column < 128:
                    append(ENTRY_START_BIT | (FORM_ONE_LINE_0 + line - written_line) << 3 | (length - 1))
                    append(column)
                    append(end_column)
                    written_line = line
                else:
                    written_line = _write_location_run(out, run, length, written_line)
            else:
                written_line = _write_location_run(out, run, length, written_line)
        run, length = position, units
    if length > 0:
        _write_location_run(out, run, length, written_line)
    return bytes(out)


def _write_location_run(out: bytearray, position: Position, length: int, written_line: int) -> int:
    """Write the entries of ``length`` units at ``position``, the line last written being
    ``written_line``; the line last written after them."""
    line, end_line, column, end_column = position
    while length > 0:
        chunk = min(length, MAX_ENTRY_UNITS)
        length -= chunk
        if line is None:
            out.append(FIRST_NONE | (chunk - 1))
            continue
        if end_line == line and column is not None and end_column is not None:
            line_delta = line - written_line
            if line_delta == 0 and 0 <= column < 80 and 0 <= end_column - column < 16:
                out.append(ENTRY_START_BIT | (column & 0x78) | (chunk - 1))
                out.append(((column & 7) << 4) | (end_column - column))
                continue
            if 0 <= line_delta < 3 and 0 <= column < 128 and 0 <= end_column < 128:
                out.append(ENTRY_START_BIT | (FORM_ONE_LINE_0 + line_delta) << 3 | (chunk - 1))
                out.append(column)
                out.append(end_column)
                written_line = line
                continue
        if end_line is not None and (end_line > line or (end_line == line and (
                column is not None or end_column is not None))):
            # the long form, as _choose_location_entry would pick it, without making the entry
            out.append(ENTRY_START_BIT | (FORM_LONG << 3) | (chunk - 1))
            write_svarint(out, line - written_line)
            write_varint(out, end_line - line)
            write_varint(out, 0 if column is None else column + 1)
            write_varint(out, 0 if end_column is None else end_column + 1)
            written_line = line
            continue
        entry = _choose_location_entry(position, chunk, written_line)
        write_location_entry(out, entry)
        written_line += entry.line_delta
    return written_line


def _choose_location_entry(position: Position, units: int, written_line: int) -> LocationEntry:
    """The smallest form the compiler picks (write_location_info_entry in compile.c/assemble.c)."""
    line, end_line, column, end_column = position
    if line is None:
        return LocationEntry(FORM_NONE, units)
    line_delta = line - written_line
    if end_line is None:
        end_line = line
    if column is None and end_column is None and end_line == line:
        return LocationEntry(FORM_NO_COLUMNS, units, line_delta)
    if column is not None and end_column is not None and end_line == line:
        if line_delta == 0 and 0 <= column < 80 and 0 <= end_column - column < 16:
            return LocationEntry(column >> 3, units, 0, 0, column, end_column)
        if 0 <= line_delta < 3 and 0 <= column < 128 and 0 <= end_column < 128:
            return LocationEntry(FORM_ONE_LINE_0 + line_delta, units, line_delta, 0, column, end_column)
    if end_line < line:
        raise EncodeError(f"end line {end_line} is before line {line}")
    return LocationEntry(FORM_LONG, units, line_delta, end_line - line, column, end_column)
