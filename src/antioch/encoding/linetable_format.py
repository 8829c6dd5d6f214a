"""The entries of every CPython version's line table, exactly as stored: which layout a version
uses, each entry's fields, and the varints of the 3.11+ location table (Objects/locations.md;
Objects/lnotab_notes.txt of 3.8-3.10).  :mod:`antioch.encoding.linetable` turns entries into
per-code-unit positions, :mod:`antioch.encoding.linetable_encode` positions into a table."""
from typing import List, NamedTuple, Optional, Sequence, Tuple

from antioch.errors import DecodeError, EncodeError

Position = Tuple[Optional[int], Optional[int], Optional[int], Optional[int]]
Version = Tuple[int, ...]

NO_POSITION: Position = (None, None, None, None)

NOTHING_YET = object()  # a "previous value" that equals nothing (0 == False would bite)

# The three table layouts; which one a version uses is decided by layout_of().
LNOTAB = "co_lnotab"
LINETABLE_310 = "co_linetable"
LOCATIONS = "co_linetable (locations)"

# 3.10: a line delta of -128 marks a range without a line (Objects/lnotab_notes.txt, 3.10).
NO_LINE_310 = -128

# 3.11+ entry forms, bits 3-6 of an entry's first byte (Objects/locations.md).
FORM_SHORT_LAST = 9      # forms 0-9: same line, column = form*8 + high nibble, width = low nibble
FORM_ONE_LINE_0 = 10     # forms 10-12: line delta = form - 10, then column and end column bytes
FORM_ONE_LINE_2 = 12
FORM_NO_COLUMNS = 13     # svarint line delta; no columns; end line = line
FORM_LONG = 14           # svarint line delta, varint end-line delta, varint column+1, end column+1
FORM_NONE = 15           # no location at all
ENTRY_START_BIT = 0x80  # set on the first byte of each 3.11+ entry
MAX_ENTRY_UNITS = 8     # bits 0-2 hold length-1

# First-byte ranges of the forms, so that a decoder's hot loop dispatches on one comparison chain.
FIRST_SHORT = ENTRY_START_BIT                              # 0x80: forms 0-9 start here
FIRST_ONE_LINE = ENTRY_START_BIT | FORM_ONE_LINE_0 << 3    # 0xD0: forms 10-12
FIRST_RARE = ENTRY_START_BIT | FORM_NO_COLUMNS << 3        # 0xE8: forms 13-14
FIRST_LONG = ENTRY_START_BIT | FORM_LONG << 3              # 0xF0: form 14
FIRST_NONE = ENTRY_START_BIT | FORM_NONE << 3              # 0xF8: form 15


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


def layout_of(version: Version) -> str:
    major_minor = tuple(version[:2])
    if major_minor >= (3, 11):
        return LOCATIONS
    if major_minor == (3, 10):
        return LINETABLE_310
    return LNOTAB


def signed_lnotab(version: Version) -> bool:
    # Line increments became signed bytes in 3.6 (Objects/lnotab_notes.txt).
    return tuple(version[:2]) >= (3, 6)


def table_name(version: Version) -> str:
    return "co_lnotab" if layout_of(version) == LNOTAB else "co_linetable"


def table_error(message: str, offset: int, version: Version) -> DecodeError:
    return DecodeError(message, offset=offset, version=(version[0], version[1]), where=table_name(version))


# --------------------------------------------------------------------------------------------
# Entry level: exact, for every version.
# --------------------------------------------------------------------------------------------

def parse_entries(version: Version, table: bytes) -> list:
    """Split a line table into its entries (see ``LnotabEntry`` and ``LocationEntry``)."""
    if layout_of(version) == LOCATIONS:
        return [LocationEntry._make(raw) for raw in _parse_location_entries(version, table)]
    return _parse_pairs(version, table)


def write_entries(version: Version, entries: Sequence) -> bytes:
    """The inverse of ``parse_entries``: ``write_entries(v, parse_entries(v, t)) == t``.

    Varints are written in their shortest form, which is the only form CPython writes.
    """
    out = bytearray()
    if layout_of(version) == LOCATIONS:
        for entry in entries:
            write_location_entry(out, LocationEntry(*entry))
        return bytes(out)
    signed = signed_lnotab(version)
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
        raise table_error(f"odd length {len(table)}: the table is made of byte pairs", len(table) - 1, version)
    line_deltas: Sequence[int] = table[1::2]
    if signed_lnotab(version):
        line_deltas = [d - 256 if d >= 128 else d for d in line_deltas]
    return list(zip(table[0::2], line_deltas))


def _parse_location_entries(version: Version, table: bytes) -> List[tuple]:
    """Entries of a 3.11+ table as plain tuples in LocationEntry's field order."""
    entries = []
    i = 0
    while i < len(table):
        entry, i = parse_one_location_entry(version, table, i)
        entries.append(entry)
    return entries


def parse_one_location_entry(version: Version, table: bytes, i: int) -> Tuple[tuple, int]:
    """The entry starting at ``table[i]`` as a plain tuple, and the index after it."""
    size = len(table)
    start = i
    first = table[i]
    i += 1
    if not first & ENTRY_START_BIT:
        raise table_error(f"byte 0x{first:02x} should start an entry but lacks bit 7", start, version)
    form = (first >> 3) & 15
    length = (first & 7) + 1
    if form <= FORM_SHORT_LAST:
        if i >= size:
            raise table_error("short-form entry is cut off", start, version)
        second = table[i]
        if second & 0x80:
            # codeobject.c asserts this bit is clear; it would start the next entry.
            raise table_error(f"short-form column byte 0x{second:02x} has bit 7 set", i, version)
        column = (form << 3) | (second >> 4)
        return (form, length, 0, 0, column, column + (second & 15)), i + 1
    if form <= FORM_ONE_LINE_2:
        if i + 2 > size:
            raise table_error("one-line entry is cut off", start, version)
        return (form, length, form - FORM_ONE_LINE_0, 0, table[i], table[i + 1]), i + 2
    if form == FORM_NO_COLUMNS:
        line_delta, i = read_svarint(table, i, version)
        return (form, length, line_delta, 0, None, None), i
    if form == FORM_LONG:
        line_delta, i = read_svarint(table, i, version)
        end_line_delta, i = read_varint(table, i, version)
        column_plus_one, i = read_varint(table, i, version)
        end_column_plus_one, i = read_varint(table, i, version)
        # Columns are stored plus one so that 0 can mean "unknown" (Objects/locations.md).
        return (form, length, line_delta, end_line_delta,
                column_plus_one - 1 if column_plus_one else None,
                end_column_plus_one - 1 if end_column_plus_one else None), i
    return (form, length, 0, 0, None, None), i


def read_varint(table: bytes, i: int, version: Version) -> Tuple[int, int]:
    """A 3.11+ varint: 6-bit chunks, least significant first, 0x40 = more follow."""
    value = 0
    shift = 0
    size = len(table)
    while True:
        if i >= size:
            raise table_error("varint runs past the end of the table", i, version)
        byte = table[i]
        if byte & ENTRY_START_BIT:
            raise table_error("varint is cut off by the start of the next entry", i, version)
        value |= (byte & 63) << shift
        shift += 6
        i += 1
        if not byte & 64:
            return value, i


def read_svarint(table: bytes, i: int, version: Version) -> Tuple[int, int]:
    # Sign in bit 0, magnitude above it (Objects/locations.md).
    raw, i = read_varint(table, i, version)
    return (-(raw >> 1) if raw & 1 else raw >> 1), i


def write_varint(out: bytearray, value: int) -> None:
    if value < 0:
        raise EncodeError(f"varint value {value} is negative")
    while value >= 64:
        out.append((value & 63) | 64)
        value >>= 6
    out.append(value)


def write_svarint(out: bytearray, value: int) -> None:
    write_varint(out, ((-value) << 1) | 1 if value < 0 else value << 1)


def write_location_entry(out: bytearray, entry: LocationEntry) -> None:
    form, length = entry.form, entry.length
    if not 0 <= form <= 15 or not 1 <= length <= MAX_ENTRY_UNITS:
        raise EncodeError(f"bad location entry form {form!r} or length {length!r}")
    out.append(ENTRY_START_BIT | (form << 3) | (length - 1))
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
        write_svarint(out, entry.line_delta)
    elif form == FORM_LONG:
        write_svarint(out, entry.line_delta)
        write_varint(out, entry.end_line_delta)
        write_varint(out, 0 if column is None else column + 1)
        write_varint(out, 0 if end_column is None else end_column + 1)
