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
from typing import Any, Callable, Dict, List, Optional, Tuple

from antioch.encoding.linetable_format import (
    FIRST_LONG,
    FIRST_NONE,
    FIRST_ONE_LINE,
    FIRST_RARE,
    FIRST_SHORT,
    FORM_LONG,
    FORM_NO_COLUMNS,
    FORM_NONE,
    FORM_ONE_LINE_0,
    FORM_ONE_LINE_2,
    FORM_SHORT_LAST,
    LINETABLE_310,
    LNOTAB,
    LOCATIONS,
    NO_POSITION,
    NOTHING_YET,
    LnotabEntry,
    LocationEntry,
    Position,
    Version,
    layout_of,
    parse_entries,
    parse_one_location_entry,
    signed_lnotab,
    table_error,
    write_entries,
)
from antioch.encoding.patterns import repeated

__all__ = ["FORM_LONG", "FORM_NONE", "FORM_NO_COLUMNS", "FORM_ONE_LINE_0", "FORM_ONE_LINE_2",
           "FORM_SHORT_LAST", "NO_POSITION", "LnotabEntry", "LocationEntry", "Position", "PositionsDecoder",
           "Version", "decode_positions", "host_decodes_positions", "host_location_positions",
           "host_positions", "line_starts", "parse_entries", "positions_decoder", "write_entries"]


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
        layout = layout_of(version)
        if layout == LOCATIONS:
            decoder = partial(_decode_locations, version)
        elif layout == LINETABLE_310:
            decoder = partial(_decode_linetable_310, version)
        else:
            decoder = partial(_decode_lnotab, version, signed_lnotab(version))
        decoder = _decoders[tuple(version)] = decoder
    return decoder


def host_decodes_positions(version: Version) -> bool:
    """Whether :func:`host_positions` can read a live code object of this host of ``version``."""
    return layout_of(version) == LOCATIONS and hasattr(CodeType, "co_positions")


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
    if layout_of(version) != LOCATIONS or not hasattr(code, "co_positions"):
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
        if FIRST_SHORT <= first < FIRST_ONE_LINE and i + 1 < size and table[i + 1] < 0x80:
            second = table[i + 1]
            column = (first & 0x78) | (second >> 4)
            position: Position = (line, line, column, column + (second & 15))
            i += 2
        elif FIRST_ONE_LINE <= first < FIRST_RARE and i + 2 < size:
            line += ((first >> 3) & 15) - FORM_ONE_LINE_0
            position = (line, line, table[i + 1], table[i + 2])
            i += 3
        elif first >= FIRST_NONE:
            position = NO_POSITION
            i += 1
        elif first >= FIRST_LONG and i + 4 < size and (table[i + 1] | table[i + 2] | table[i + 3] | table[i + 4]) < 64:
            # The long form with four one-byte varints (line moves < 32, columns < 63).
            delta = table[i + 1]
            line += -(delta >> 1) if delta & 1 else delta >> 1
            column, end_column = table[i + 3], table[i + 4]
            position = (line, line + table[i + 2], column - 1 if column else None,
                        end_column - 1 if end_column else None)
            i += 5
        else:
            # Forms 13-14, and malformed bytes, which the exact parser reports.
            entry, i = parse_one_location_entry(version, table, i)
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
        raise table_error(f"odd length {len(table)}: the table is made of byte pairs", len(table) - 1, version)


# --------------------------------------------------------------------------------------------
# Line starts, as each version's dis.findlinestarts reports them.
# --------------------------------------------------------------------------------------------

def line_starts(version: Version, table: bytes, code_len: int,
                firstlineno: int) -> List[Tuple[int, Optional[int]]]:
    """(byte offset, line) where a new line begins, like ``dis.findlinestarts`` of that version.

    3.13's ``findlinestarts`` also reports where a stretch without a line begins, as (offset, None);
    the other versions never give None.
    """
    if layout_of(version) == LNOTAB:
        return _lnotab_line_starts(version, table, code_len, firstlineno)
    positions = decode_positions(version, table, code_len, firstlineno)
    report_no_line = tuple(version[:2]) >= (3, 13)
    starts: List[Tuple[int, Optional[int]]] = []
    last_line: object = NOTHING_YET
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
    signed = signed_lnotab(version)
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
