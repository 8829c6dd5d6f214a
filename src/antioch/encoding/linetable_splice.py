"""A 3.11+ location table after an edit, written by keeping the original's bytes around the edit.

An edit (an instruction inserted where a function's body starts, say) changes the positions of
a few code units; re-encoding every entry costs as much as the rest of lowering put together.
Entries of the location table (Objects/locations.md) are relative only to the line of the entry
before them that had one, so the table of the edited code is the original's entries before the
change, the changed stretch encoded anew, and the original's entries after it, provided that

- the splice points start runs of equal positions in the edited code (and, on 3.11, whose
  compiler starts an entry with each instruction, the instructions there), so that the encoder
  would cut its entries there too, and start entries of the original table;
- the line the new stretch leaves behind is the one the original's entries after it count from.

Where these do not hold (the change reaches the ends, the original table is odd), the caller
encodes the whole table.  For a table the compiler wrote, the splice is byte for byte what
:func:`~antioch.encoding.linetable_encode.encode_positions` gives.
"""
from bisect import bisect_right
from operator import ne
from typing import Dict, Iterator, List, Optional, Sequence, Tuple

from antioch.encoding.linetable_encode import runs_of_equal_positions, write_locations
from antioch.encoding.linetable_format import (
    ENTRY_START_BIT,
    FORM_LONG,
    FORM_NO_COLUMNS,
    FORM_ONE_LINE_0,
    FORM_ONE_LINE_2,
    NO_POSITION,
    Position,
    Version,
    read_svarint,
)
from antioch.errors import DecodeError


def _line_of(position: Optional[Position]) -> Optional[int]:
    return None if position is None else position[0]


def _entry_starts(version: Version, table: bytes, firstlineno: int) -> Iterator[Tuple[int, int, int]]:
    """(unit, byte offset, line the entry counts from) of each entry of ``table``, then of its end;
    stops early at a byte that cannot start an entry."""
    unit = byte = 0
    line = firstlineno
    size = len(table)
    while byte < size:
        first = table[byte]
        if not first & ENTRY_START_BIT:
            return
        yield unit, byte, line
        form = (first >> 3) & 15
        unit += (first & 7) + 1
        if FORM_ONE_LINE_0 <= form <= FORM_ONE_LINE_2:
            line += form - FORM_ONE_LINE_0
        elif form == FORM_NO_COLUMNS or form == FORM_LONG:
            try:
                delta, _ = read_svarint(table, byte + 1, version)
            except DecodeError:
                return
            line += delta
        byte += 1
        while byte < size and not table[byte] & ENTRY_START_BIT:
            byte += 1
    yield unit, byte, line


def splice_locations(version: Version, original_table: bytes, original: Sequence[Optional[Position]],
                     positions: Sequence[Optional[Position]], instruction_starts: Sequence[int],
                     firstlineno: int, offsets: Sequence[int] = (),
                     original_offsets: Sequence[Optional[int]] = ()) -> Optional[bytes]:
    """The location table of code units at ``positions`` (every unit, "no position" ones as None or
    NO_POSITION) whose unedited code had ``original`` and ``original_table``; None when the caller
    must encode the whole table.  ``instruction_starts``: the first unit of each instruction;
    ``offsets`` and ``original_offsets`` (3.11): the byte offset of each one's opcode (after its
    EXTENDED_ARG prefixes), and the one it had in the unedited code (None for new instructions)."""
    n, n_old = len(positions), len(original)
    common = min(n, n_old)
    differs = list(map(ne, positions, original))
    prefix = differs.index(True) if True in differs else common
    differs = list(map(ne, reversed(positions), reversed(original)))
    suffix = min(differs.index(True) if True in differs else common, common - prefix)
    per_instruction = tuple(version[:2]) == (3, 11)
    shift = n_old - n
    if per_instruction:
        # Its entries follow the instructions, which may have moved where the positions did not
        # (a NOP beside an instruction of the same position): the window covers the moved ones.
        moved = list(map(ne, original_offsets, offsets))
        if True in moved:  # (both lists have an entry per instruction of the edited code)
            prefix = min(prefix, instruction_starts[moved.index(True)])
            moved = list(map(ne, reversed(original_offsets), [offset + 2 * shift for offset in reversed(offsets)]))
            kept = moved.index(True) if True in moved else len(moved)  # instructions at the end that moved only by the change in length
            suffix = min(suffix, n - instruction_starts[-kept] if kept else 0)

    def norm(position: Optional[Position]) -> Position:
        return NO_POSITION if position is None or position[0] is None else position  # type: ignore[return-value]

    def cuts_run(unit: int) -> bool:
        """The encoder of the edited code starts an entry at ``unit``."""
        if unit == 0 or unit == n:
            return True
        if per_instruction and instruction_starts[bisect_right(instruction_starts, unit) - 1] == unit:
            return True
        return norm(positions[unit - 1]) != norm(positions[unit])

    # the window ends in the common suffix, one unit in (so that the unit before it is common too)
    low_end = n - suffix + 1 if suffix else n
    # the original's entries, read only as far as the window needs
    entries = _entry_starts(version, original_table, firstlineno)
    starts: Dict[int, Tuple[int, int]] = {}
    read_to = -1

    def read(unit: int) -> None:
        nonlocal read_to
        while read_to < unit:
            at = next(entries, None)
            if at is None:
                read_to = n_old + 1
                return
            read_to = at[0]
            starts[at[0]] = at[1:]

    read(prefix)
    start = next((u for u in range(prefix, -1, -1) if u in starts and cuts_run(u)), None)
    if start is None:
        return None
    byte_start, line = starts[start]
    for end in range(max(low_end, start), n + 1):
        read(end + shift)
        if end + shift not in starts or not cuts_run(end):
            continue
        byte_end, line_after = starts[end + shift]
        window = positions[start:end]
        breaks = [u - start for u in instruction_starts[bisect_right(instruction_starts, start):
                                                          bisect_right(instruction_starts, end - 1)]] \
            if per_instruction else []
        out = bytearray(original_table[:byte_start])
        written_line = write_locations(out, runs_of_equal_positions(version, window, len(window), breaks), line)
        if written_line != line_after:
            continue
        out += original_table[byte_end:]
        return bytes(out)
    return None


__all__: List[str] = ["splice_locations"]
