"""The 3.11+ exception table (``co_exceptiontable``): bytes <-> handler ranges.

Format (Objects/exception_handling_notes.txt, 3.11+): each entry is four varints,
``start``, ``length`` and ``target`` in code units, then ``depth << 1 | lasti``.  A varint is
6-bit chunks, most significant first, with 0x40 on every chunk but the last; the first byte of
each entry also carries 0x80, so that an entry start can be found without parsing from the top.
The format has not changed from 3.11 to 3.13, so this codec takes no version.
"""
from typing import List, NamedTuple, Sequence, Tuple

from antioch.encoding.patterns import repeated
from antioch.errors import DecodeError, EncodeError

_WHERE = "co_exceptiontable"
_ENTRY_START_BIT = 0x80
_CONTINUATION_BIT = 0x40
_CHUNK_MASK = 0x3F
_CHUNK_BITS = 6
_MAX_VALUE = (1 << 30) - 1  # assemble_emit_exception_table_item() asserts value < 1 << 30


class ExceptionEntry(NamedTuple):
    """One handler range, in byte offsets like ``dis._ExceptionTableEntry``."""

    start: int
    """First byte offset covered."""
    end: int
    """Byte offset just past the covered range (exclusive)."""
    target: int
    """Byte offset of the handler."""
    depth: int
    """Stack depth to unwind to before jumping to the handler."""
    lasti: bool
    """Whether the offset of the raising instruction is pushed for the handler."""


#: a table whose every varint is one byte (code under 64 units of each place it names, depths under 32:
#: most tables), four bytes an entry
_SHORT_ENTRIES = repeated(rb"[\x80-\xbf][\x00-\x3f]{3}")
_SHORT_VALUES = bytes(range(64)) * 4  # a byte's chunk (the flag bits dropped)


def decode_exception_table(table: bytes) -> List[ExceptionEntry]:
    """The entries of a ``co_exceptiontable``; DecodeError (with the byte offset) if malformed."""
    if _SHORT_ENTRIES.fullmatch(table):
        # (read by columns: each byte is its own varint)
        chunks = table.translate(_SHORT_VALUES)
        make = tuple.__new__  # (ExceptionEntry's own __new__ is Python code: a frame per entry)
        return [make(ExceptionEntry, (start * 2, (start + length) * 2, target * 2, depth >> 1, bool(depth & 1)))
                for start, length, target, depth in zip(chunks[0::4], chunks[1::4], chunks[2::4], chunks[3::4])]
    entries = []
    i = 0
    size = len(table)
    while i < size:
        if not table[i] & _ENTRY_START_BIT:
            raise DecodeError(f"byte 0x{table[i]:02x} should start an entry but lacks bit 7",
                              offset=i, where=_WHERE)
        entry_start = i
        start, i = _read_varint(table, i, entry_start)
        length, i = _read_varint(table, i, entry_start)
        target, i = _read_varint(table, i, entry_start)
        depth_and_lasti, i = _read_varint(table, i, entry_start)
        entries.append(ExceptionEntry(start * 2, (start + length) * 2, target * 2,
                                      depth_and_lasti >> 1, bool(depth_and_lasti & 1)))
    return entries


def _read_varint(table: bytes, i: int, entry_start: int) -> Tuple[int, int]:
    """The varint at ``table[i]`` and the index after it (Lib/dis.py, _parse_varint)."""
    size = len(table)
    value = 0
    first = True
    while True:
        if i >= size:
            raise DecodeError(f"entry starting at offset {entry_start} is cut off",
                              offset=i, where=_WHERE)
        byte = table[i]
        if byte & _ENTRY_START_BIT and not (first and i == entry_start):
            raise DecodeError(f"entry starting at offset {entry_start} is cut off by the next entry",
                              offset=i, where=_WHERE)
        value = (value << _CHUNK_BITS) | (byte & _CHUNK_MASK)
        first = False
        i += 1
        if not byte & _CONTINUATION_BIT:
            return value, i


def encode_exception_table(entries: Sequence[ExceptionEntry]) -> bytes:
    """The table the compiler writes for these entries (shortest varints, as it does)."""
    out = bytearray()
    for entry in entries:
        start, end, target, depth, lasti = entry
        for name, offset in (("start", start), ("end", end), ("target", target)):
            if offset % 2:
                raise EncodeError(f"exception table {name} {offset} is not at a code unit")
        if end < start:
            raise EncodeError(f"exception table range {start}-{end} ends before it starts")
        _write_varint(out, start // 2, _ENTRY_START_BIT)
        _write_varint(out, (end - start) // 2, 0)
        _write_varint(out, target // 2, 0)
        _write_varint(out, (depth << 1) | bool(lasti), 0)
    return bytes(out)


def _write_varint(out: bytearray, value: int, first_byte_mark: int) -> None:
    # Python/assemble.c (3.13), assemble_emit_exception_table_item(): big-endian 6-bit chunks.
    if not 0 <= value <= _MAX_VALUE:
        raise EncodeError(f"exception table value {value} is not in 0..{_MAX_VALUE}")
    chunks = [value & _CHUNK_MASK]
    value >>= _CHUNK_BITS
    while value:
        chunks.append(value & _CHUNK_MASK)
        value >>= _CHUNK_BITS
    chunks.reverse()
    last = len(chunks) - 1
    for index, chunk in enumerate(chunks):
        byte = chunk | (first_byte_mark if index == 0 else 0)
        out.append(byte | _CONTINUATION_BIT if index < last else byte)
