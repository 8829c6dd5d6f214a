"""Line tables of every CPython version: table bytes <-> one source position per code unit.

Three formats, chosen by the *target* version (data, never the host's):

- up to 3.9, ``co_lnotab`` (Objects/lnotab_notes.txt of 3.8/3.9): pairs of
  (unsigned byte-offset increment, line increment).  The line increment is signed since 3.6,
  unsigned before.  A line holds from the offset reached by its pair onwards.
- 3.10, ``co_linetable`` (Objects/lnotab_notes.txt of 3.10): pairs of (unsigned byte length of a
  range, signed line delta of that range), where a delta of -128 means "this range has no line".
- 3.11 and later, the location table of PEP 657 (Objects/locations.md): entries that each cover 1-8
  code units and carry a line and, usually, start/end line and columns.

A *position* is ``(lineno, end_lineno, col_offset, end_col_offset)``; before 3.11 only ``lineno``
is known.  ``decode_positions`` returns one position per code unit, or ``None`` for a unit the
table does not reach (the table ends early).  A unit that the table says has no line is
``(None, None, None, None)``.
"""
from functools import partial
from itertools import groupby
from types import CodeType
from typing import Any, Callable, Dict, Iterable, List, NamedTuple, Optional, Sequence, Tuple

from antioch.encoding.patterns import repeated
from antioch.errors import DecodeError, EncodeError

Position = Tuple[Optional[int], Optional[int], Optional[int], Optional[int]]
Version = Tuple[int, ...]

NO_POSITION: Position = (None, None, None, None)

_NOTHING_YET = object()  # a "previous value" that equals nothing (0 == False would bite)

# The three table layouts; which one a version uses is decided by _layout_of().
_LNOTAB = "co_lnotab"
_LINETABLE_310 = "co_linetable"
_LOCATIONS = "co_linetable (locations)"

# 3.10: a line delta of -128 marks a range without a line (Objects/lnotab_notes.txt, 3.10).
_NO_LINE_310 = -128

# 3.11+ entry forms, bits 3-6 of an entry's first byte (Objects/locations.md).
FORM_SHORT_LAST = 9      # forms 0-9: same line, column = form*8 + high nibble, width = low nibble
FORM_ONE_LINE_0 = 10     # forms 10-12: line delta = form - 10, then column and end column bytes
FORM_ONE_LINE_2 = 12
FORM_NO_COLUMNS = 13     # svarint line delta; no columns; end line = line
FORM_LONG = 14           # svarint line delta, varint end-line delta, varint column+1, end column+1
FORM_NONE = 15           # no location at all
_ENTRY_START_BIT = 0x80  # set on the first byte of each 3.11+ entry
_MAX_ENTRY_UNITS = 8     # bits 0-2 hold length-1


class LocationEntry(NamedTuple):
    """One 3.11+ location table entry, with its values decoded (not yet accumulated)."""

    form: int
    """The form code 0-15 of Objects/locations.md."""
    length: int
    """How many code units the entry covers, 1-8."""
    line_delta: int = 0
    """Change of the line against the previous entry that had a line (0 for short forms and NONE)."""
    end_line_delta: int = 0
    """end_lineno - lineno (only the long form stores it)."""
    column: Optional[int] = None
    """Start column, None when the entry has none."""
    end_column: Optional[int] = None
    """End column, None when the entry has none."""


LnotabEntry = Tuple[int, int]
"""A 3.8-3.10 entry: (byte delta, line delta) exactly as stored; the line delta is signed since 3.6."""


def _layout_of(version: Version) -> str:
    major_minor = tuple(version[:2])
    if major_minor >= (3, 11):
        return _LOCATIONS
    if major_minor == (3, 10):
        return _LINETABLE_310
    return _LNOTAB


def _signed_lnotab(version: Version) -> bool:
    # Line increments became signed bytes in 3.6 (Objects/lnotab_notes.txt).
    return tuple(version[:2]) >= (3, 6)


def _where(version: Version) -> str:
    return "co_lnotab" if _layout_of(version) == _LNOTAB else "co_linetable"


def _error(message: str, offset: int, version: Version) -> DecodeError:
    return DecodeError(message, offset=offset, version=(version[0], version[1]), where=_where(version))


# --------------------------------------------------------------------------------------------
# Entry level: exact, for every version.
# --------------------------------------------------------------------------------------------

def parse_entries(version: Version, table: bytes) -> list:
    """Split a line table into its entries (see ``LnotabEntry`` and ``LocationEntry``)."""
    if _layout_of(version) == _LOCATIONS:
        return [LocationEntry._make(raw) for raw in _parse_location_entries(version, table)]
    return _parse_pairs(version, table)


def write_entries(version: Version, entries: Sequence) -> bytes:
    """The inverse of ``parse_entries``: ``write_entries(v, parse_entries(v, t)) == t``.

    Varints are written in their shortest form, which is the only form CPython writes.
    """
    out = bytearray()
    if _layout_of(version) == _LOCATIONS:
        for entry in entries:
            _write_location_entry(out, LocationEntry(*entry))
        return bytes(out)
    signed = _signed_lnotab(version)
    for byte_delta, line_delta in entries:
        if not 0 <= byte_delta <= 255:
            raise EncodeError(f"line table byte delta {byte_delta} is not in 0..255")
        low, high = (-128, 127) if signed else (0, 255)
        if not low <= line_delta <= high:
            raise EncodeError(f"line table line delta {line_delta} is not in {low}..{high}")
        out.append(byte_delta)
        out.append(line_delta & 0xFF)
    return bytes(out)


def _parse_pairs(version: Version, table: bytes) -> List[LnotabEntry]:
    if len(table) % 2:
        raise _error(f"odd length {len(table)}: the table is made of byte pairs", len(table) - 1, version)
    line_deltas: Sequence[int] = table[1::2]
    if _signed_lnotab(version):
        line_deltas = [d - 256 if d >= 128 else d for d in line_deltas]
    return list(zip(table[0::2], line_deltas))


def _parse_location_entries(version: Version, table: bytes) -> List[tuple]:
    """Entries of a 3.11+ table as plain tuples in LocationEntry's field order."""
    entries = []
    i = 0
    while i < len(table):
        entry, i = _parse_one_location_entry(version, table, i)
        entries.append(entry)
    return entries


def _parse_one_location_entry(version: Version, table: bytes, i: int) -> Tuple[tuple, int]:
    """The entry starting at ``table[i]`` as a plain tuple, and the index after it."""
    size = len(table)
    start = i
    first = table[i]
    i += 1
    if not first & _ENTRY_START_BIT:
        raise _error(f"byte 0x{first:02x} should start an entry but lacks bit 7", start, version)
    form = (first >> 3) & 15
    length = (first & 7) + 1
    if form <= FORM_SHORT_LAST:
        if i >= size:
            raise _error("short-form entry is cut off", start, version)
        second = table[i]
        if second & 0x80:
            # codeobject.c asserts this bit is clear; it would start the next entry.
            raise _error(f"short-form column byte 0x{second:02x} has bit 7 set", i, version)
        column = (form << 3) | (second >> 4)
        return (form, length, 0, 0, column, column + (second & 15)), i + 1
    if form <= FORM_ONE_LINE_2:
        if i + 2 > size:
            raise _error("one-line entry is cut off", start, version)
        return (form, length, form - FORM_ONE_LINE_0, 0, table[i], table[i + 1]), i + 2
    if form == FORM_NO_COLUMNS:
        line_delta, i = _read_svarint(table, i, version)
        return (form, length, line_delta, 0, None, None), i
    if form == FORM_LONG:
        line_delta, i = _read_svarint(table, i, version)
        end_line_delta, i = _read_varint(table, i, version)
        column_plus_one, i = _read_varint(table, i, version)
        end_column_plus_one, i = _read_varint(table, i, version)
        # Columns are stored plus one so that 0 can mean "unknown" (Objects/locations.md).
        return (form, length, line_delta, end_line_delta,
                column_plus_one - 1 if column_plus_one else None,
                end_column_plus_one - 1 if end_column_plus_one else None), i
    return (form, length, 0, 0, None, None), i


def _read_varint(table: bytes, i: int, version: Version) -> Tuple[int, int]:
    """A 3.11+ varint: 6-bit chunks, least significant first, 0x40 = more follow."""
    value = 0
    shift = 0
    size = len(table)
    while True:
        if i >= size:
            raise _error("varint runs past the end of the table", i, version)
        byte = table[i]
        if byte & _ENTRY_START_BIT:
            raise _error("varint is cut off by the start of the next entry", i, version)
        value |= (byte & 63) << shift
        shift += 6
        i += 1
        if not byte & 64:
            return value, i


def _read_svarint(table: bytes, i: int, version: Version) -> Tuple[int, int]:
    # Sign in bit 0, magnitude above it (Objects/locations.md).
    raw, i = _read_varint(table, i, version)
    return (-(raw >> 1) if raw & 1 else raw >> 1), i


def _write_varint(out: bytearray, value: int) -> None:
    if value < 0:
        raise EncodeError(f"varint value {value} is negative")
    while value >= 64:
        out.append((value & 63) | 64)
        value >>= 6
    out.append(value)


def _write_svarint(out: bytearray, value: int) -> None:
    _write_varint(out, ((-value) << 1) | 1 if value < 0 else value << 1)


def _write_location_entry(out: bytearray, entry: LocationEntry) -> None:
    form, length = entry.form, entry.length
    if not 0 <= form <= 15 or not 1 <= length <= _MAX_ENTRY_UNITS:
        raise EncodeError(f"bad location entry form {form!r} or length {length!r}")
    out.append(_ENTRY_START_BIT | (form << 3) | (length - 1))
    column, end_column = entry.column, entry.end_column
    if form <= FORM_SHORT_LAST:
        if column is None or end_column is None or column >> 3 != form or not 0 <= end_column - column < 16:
            raise EncodeError(f"short form {form} cannot hold columns {column!r}-{end_column!r}")
        out.append(((column & 7) << 4) | (end_column - column))
    elif form <= FORM_ONE_LINE_2:
        if column is None or end_column is None or not (0 <= column < 256 and 0 <= end_column < 256):
            raise EncodeError(f"one-line form cannot hold columns {column!r}-{end_column!r}")
        out.append(column)
        out.append(end_column)
    elif form == FORM_NO_COLUMNS:
        _write_svarint(out, entry.line_delta)
    elif form == FORM_LONG:
        _write_svarint(out, entry.line_delta)
        _write_varint(out, entry.end_line_delta)
        _write_varint(out, 0 if column is None else column + 1)
        _write_varint(out, 0 if end_column is None else end_column + 1)


# --------------------------------------------------------------------------------------------
# Per-code-unit positions.
# --------------------------------------------------------------------------------------------

def decode_positions(version: Version, table: bytes, code_len: int,
                     firstlineno: int) -> List[Optional[Position]]:
    """One position per 2-byte code unit of co_code (``len == code_len // 2``).

    Agrees with ``dis`` of that version: the last line start at or before a unit (3.8-3.9),
    ``co_lines()`` (3.10) and ``co_positions()`` (3.11+).  A unit past the end of the table is None.
    """
    return positions_decoder(version)(table, code_len // 2, firstlineno)


PositionsDecoder = Callable[[bytes, int, int], List[Optional[Position]]]
_decoders: Dict[Tuple[int, ...], PositionsDecoder] = {}


def positions_decoder(version: Version) -> PositionsDecoder:
    """``decode_positions`` of one version as a function of (table, code units, firstlineno):
    the choice of format made once (lifting a corpus calls it for every code object)."""
    decoder = _decoders.get(tuple(version))
    if decoder is None:
        layout = _layout_of(version)
        if layout == _LOCATIONS:
            decoder = partial(_decode_locations, version)
        elif layout == _LINETABLE_310:
            decoder = partial(_decode_linetable_310, version)
        else:
            decoder = partial(_decode_lnotab, version, _signed_lnotab(version))
        decoder = _decoders[tuple(version)] = decoder
    return decoder


def host_decodes_positions(version: Version) -> bool:
    """Whether :func:`host_positions` can read a live code object of this host of ``version``."""
    return _layout_of(version) == _LOCATIONS and hasattr(CodeType, "co_positions")


# A 3.11+ location table that the exact parser accepts, entry by entry (forms as above; a varint
# is 6-bit chunks with bit 6 = more, at most 5 of them here so that CPython's C ints hold it).
_VARINT = rb"[\x40-\x7f]{0,4}[\x00-\x3f]"
_WELL_FORMED_LOCATIONS = repeated(
    rb"[\x80-\xcf][\x00-\x7f]|[\xd0-\xe7][\x00-\xff]{2}|[\xe8-\xef]" + _VARINT
    + rb"|[\xf0-\xf7](?:" + _VARINT + rb"){4}|[\xf8-\xff]")


def host_positions(code: Any, version: Version, code_len: int) -> Optional[List[Optional[Position]]]:
    """``decode_positions`` of a live code object of this host (its ``version``), read by the host's own decoder.

    For 3.11+ code whose table is well-formed, ``co_positions()`` (C) gives the same positions
    as the decoder here, ten times faster: a unit past the table is padded with None as here.
    None when that does not apply (another version, older tables, a malformed table, which the
    decoder here reports).
    """
    if _layout_of(version) != _LOCATIONS or not hasattr(code, "co_positions"):
        return None
    return host_location_positions(code, code_len // 2)


def host_location_positions(code: Any, units: int) -> Optional[List[Optional[Position]]]:
    """:func:`host_positions` of a live code object whose version has the location table (3.11+)
    and ``units`` code units, the version already checked (see :func:`host_decodes_positions`)."""
    if not _WELL_FORMED_LOCATIONS.fullmatch(code.co_linetable):
        return None
    positions: List[Optional[Position]] = list(code.co_positions())
    # units is never from code.co_code: reading it can corrupt 3.11+ (see codeobj.host_code_bytes)
    if len(positions) != units:
        if len(positions) < units:
            positions += [None] * (units - len(positions))
        del positions[units:]
    return positions


def _decode_lnotab(version: Version, signed: bool, table: bytes, units: int,
                   firstlineno: int) -> List[Optional[Position]]:
    # A pair's line holds from the offset its byte increment reaches (Objects/lnotab_notes.txt),
    # so a line applies to units whose offset is >= that address.
    if len(table) & 1:
        _check_even(version, table)
    positions: List[Optional[Position]] = []
    line = firstlineno
    address = 0
    filled = 0
    for byte_delta, delta in zip(table[0::2], table[1::2]):
        if byte_delta:
            address += byte_delta
            first_unit = (address + 1) >> 1
            if first_unit > filled:
                if first_unit > units:
                    first_unit = units
                positions += [(line, None, None, None)] * (first_unit - filled)
                filled = first_unit
        if delta:
            line += delta - 256 if signed and delta >= 128 else delta
    positions += [(line, None, None, None)] * (units - filled)
    return positions


def _decode_linetable_310(version: Version, table: bytes, units: int,
                          firstlineno: int) -> List[Optional[Position]]:
    # Each pair is a whole range; -128 gives the range no line without moving the running line
    # (Objects/codeobject.c, advance() in 3.10).
    if len(table) & 1:
        _check_even(version, table)
    positions: List[Optional[Position]] = []
    line = firstlineno
    address = 0
    filled = 0
    for byte_delta, delta in zip(table[0::2], table[1::2]):
        if delta == 128:
            position: Position = NO_POSITION
        else:
            line += delta - 256 if delta > 128 else delta
            if not byte_delta:  # an empty range: only its line delta counts
                continue
            position = (line, None, None, None)
        address += byte_delta
        end_unit = (address + 1) >> 1
        if end_unit > filled:
            if end_unit > units:
                end_unit = units
            positions += [position] * (end_unit - filled)
            filled = end_unit
    positions += [None] * (units - filled)
    return positions


# First-byte ranges of the common forms, so the hot loop dispatches on one comparison chain.
_FIRST_SHORT = _ENTRY_START_BIT                              # 0x80: forms 0-9 start here
_FIRST_ONE_LINE = _ENTRY_START_BIT | FORM_ONE_LINE_0 << 3    # 0xD0: forms 10-12
_FIRST_RARE = _ENTRY_START_BIT | FORM_NO_COLUMNS << 3        # 0xE8: forms 13-14
_FIRST_LONG = _ENTRY_START_BIT | FORM_LONG << 3              # 0xF0: form 14
_FIRST_NONE = _ENTRY_START_BIT | FORM_NONE << 3              # 0xF8: form 15


def _decode_locations(version: Version, table: bytes, units: int,
                      firstlineno: int) -> List[Optional[Position]]:
    # Objects/codeobject.c, advance_with_locations(): the running line moves with every entry
    # that has a line; NONE entries leave it alone.  The short and one-line forms (nearly all
    # entries) are decoded inline, since this loop runs over every code object of a corpus.
    positions: List[Optional[Position]] = []
    append = positions.append
    line = firstlineno
    size = len(table)
    i = 0
    while i < size:
        first = table[i]
        if _FIRST_SHORT <= first < _FIRST_ONE_LINE and i + 1 < size and table[i + 1] < 0x80:
            second = table[i + 1]
            column = (first & 0x78) | (second >> 4)
            position: Position = (line, line, column, column + (second & 15))
            i += 2
        elif _FIRST_ONE_LINE <= first < _FIRST_RARE and i + 2 < size:
            line += ((first >> 3) & 15) - FORM_ONE_LINE_0
            position = (line, line, table[i + 1], table[i + 2])
            i += 3
        elif first >= _FIRST_NONE:
            position = NO_POSITION
            i += 1
        elif first >= _FIRST_LONG and i + 4 < size and (table[i + 1] | table[i + 2] | table[i + 3] | table[i + 4]) < 64:
            # The long form with four one-byte varints (line moves < 32, columns < 63).
            delta = table[i + 1]
            line += -(delta >> 1) if delta & 1 else delta >> 1
            column, end_column = table[i + 3], table[i + 4]
            position = (line, line + table[i + 2], column - 1 if column else None,
                        end_column - 1 if end_column else None)
            i += 5
        else:
            # Forms 13-14, and malformed bytes, which the exact parser reports.
            entry, i = _parse_one_location_entry(version, table, i)
            line += entry[2]
            if entry[0] == FORM_LONG:
                position = (line, line + entry[3], entry[4], entry[5])
            else:
                position = (line, line, None, None)
        if first & 7:
            positions += [position] * ((first & 7) + 1)
        else:
            append(position)
    if len(positions) >= units:
        del positions[units:]
    else:
        positions += [None] * (units - len(positions))
    return positions


def _check_even(version: Version, table: bytes) -> None:
    if len(table) % 2:
        raise _error(f"odd length {len(table)}: the table is made of byte pairs", len(table) - 1, version)


# --------------------------------------------------------------------------------------------
# Line starts, as each version's dis.findlinestarts reports them.
# --------------------------------------------------------------------------------------------

def line_starts(version: Version, table: bytes, code_len: int,
                firstlineno: int) -> List[Tuple[int, Optional[int]]]:
    """(byte offset, line) where a new line begins, like ``dis.findlinestarts`` of that version.

    3.13's ``findlinestarts`` also reports where a stretch without a line begins, as (offset, None);
    the other versions never give None.
    """
    if _layout_of(version) == _LNOTAB:
        return _lnotab_line_starts(version, table, code_len, firstlineno)
    positions = decode_positions(version, table, code_len, firstlineno)
    report_no_line = tuple(version[:2]) >= (3, 13)
    starts: List[Tuple[int, Optional[int]]] = []
    last_line: object = _NOTHING_YET
    offset = 0
    for position, group in groupby(positions):
        if position is None:
            break  # past the table: co_lines() stops here
        line = position[0]
        if report_no_line:
            # 3.13 Lib/dis.py: every change of line between co_lines() ranges, None included.
            if line != last_line:
                starts.append((offset, line))
                last_line = line
        elif line is not None and line != last_line:
            # 3.10-3.12 Lib/dis.py: lines that differ from the last line seen; no-line ranges are skipped.
            starts.append((offset, line))
            last_line = line
        offset += 2 * len(list(group))
    return starts


def _lnotab_line_starts(version: Version, table: bytes, code_len: int,
                        firstlineno: int) -> List[Tuple[int, Optional[int]]]:
    # Lib/dis.py findlinestarts() of 3.8/3.9, step by step.
    _check_even(version, table)
    signed = _signed_lnotab(version)
    starts: List[Tuple[int, Optional[int]]] = []
    last_line = None
    line = firstlineno
    address = 0
    for i in range(0, len(table), 2):
        if table[i]:
            if line != last_line:
                starts.append((address, line))
                last_line = line
            address += table[i]
            if address >= code_len:
                return starts  # the remaining offsets are past the code
        delta = table[i + 1]
        line += delta - 256 if signed and delta >= 128 else delta
    if line != last_line:
        starts.append((address, line))
    return starts


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
    runs = _runs_of_equal_positions(version, positions, count, breaks)
    layout = _layout_of(version)
    if layout == _LOCATIONS:
        return _encode_locations(runs, firstlineno)
    if layout == _LINETABLE_310:
        return _encode_linetable_310(runs, firstlineno)
    return _encode_lnotab(version, runs, firstlineno)


def encode_instruction_positions(version: Version, instructions: Iterable[Tuple[int, Optional[Position],
                                                                               Optional[Sequence[Any]]]],
                                 firstlineno: int) -> bytes:
    """:func:`encode_positions` of the units of whole instructions, each given as (its units, its
    position, the position of each of its units or None when all have its position), with every
    unit in the table ("no position" ones at the end too): the same bytes, without a list of the
    position of every unit.  3.11 instructions start entries of their own, as with
    ``instruction_offsets``."""
    keep_columns = _layout_of(version) == _LOCATIONS
    per_instruction = tuple(version[:2]) == (3, 11)
    runs: List[Tuple[Position, int]] = []
    last: Optional[Position] = None  # the position of the last run while the next may join it
    for units, position, own in instructions:
        if per_instruction:
            last = None
        for given, length in ((position, units),) if own is None else ((p, 1) for p in own):
            if given is None or given[0] is None:
                unit_position = NO_POSITION
            else:
                unit_position = given if keep_columns else (given[0], None, None, None)
            if unit_position == last:
                runs[-1] = (unit_position, runs[-1][1] + length)
            else:
                runs.append((unit_position, length))
                last = unit_position
    layout = _layout_of(version)
    if layout == _LOCATIONS:
        return _encode_locations(runs, firstlineno)
    if layout == _LINETABLE_310:
        return _encode_linetable_310(runs, firstlineno)
    return _encode_lnotab(version, runs, firstlineno)


def _runs_of_equal_positions(version: Version, positions: Sequence[Optional[Position]],
                             count: int, breaks: List[int]) -> List[Tuple[Position, int]]:
    """(position, number of units) for each stretch of units sharing one position.

    A unit index in ``breaks`` (ascending) always starts a new stretch.
    """
    keep_columns = _layout_of(version) == _LOCATIONS
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
    signed = _signed_lnotab(version)
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
            line_delta = _NO_LINE_310
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
            line_delta = _NO_LINE_310 if line is None else 0
            byte_delta -= 254
        out.append(byte_delta)
        out.append(line_delta & 0xFF)
    return bytes(out)


def _encode_locations(runs: List[Tuple[Position, int]], firstlineno: int) -> bytes:
    # Python/assemble.c (3.13) / compile.c (3.12), assemble_location_info(): one run per change of
    # location, cut into entries of at most 8 units.  The short and one-line forms, most entries
    # of real code, are written inline; _choose_location_entry says which form the compiler picks.
    out = bytearray()
    written_line = firstlineno
    for position, length in runs:
        line, end_line, column, end_column = position
        while length > 0:
            chunk = min(length, _MAX_ENTRY_UNITS)
            length -= chunk
            if line is None:
                out.append(_FIRST_NONE | (chunk - 1))
                continue
            if end_line == line and column is not None and end_column is not None:
                line_delta = line - written_line
                if line_delta == 0 and 0 <= column < 80 and 0 <= end_column - column < 16:
                    out.append(_ENTRY_START_BIT | (column & 0x78) | (chunk - 1))
                    out.append(((column & 7) << 4) | (end_column - column))
                    continue
                if 0 <= line_delta < 3 and 0 <= column < 128 and 0 <= end_column < 128:
                    out.append(_ENTRY_START_BIT | (FORM_ONE_LINE_0 + line_delta) << 3 | (chunk - 1))
                    out.append(column)
                    out.append(end_column)
                    written_line = line
                    continue
            if end_line is not None and (end_line > line or (end_line == line and (
                    column is not None or end_column is not None))):
                # the long form, as _choose_location_entry would pick it, without making the entry
                out.append(_ENTRY_START_BIT | (FORM_LONG << 3) | (chunk - 1))
                _write_svarint(out, line - written_line)
                _write_varint(out, end_line - line)
                _write_varint(out, 0 if column is None else column + 1)
                _write_varint(out, 0 if end_column is None else end_column + 1)
                written_line = line
                continue
            entry = _choose_location_entry(position, chunk, written_line)
            _write_location_entry(out, entry)
            written_line += entry.line_delta
    return bytes(out)


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
