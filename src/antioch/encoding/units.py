"""co_code bytes <-> concrete instructions.

A :class:`ConcreteInstr` is one instruction as the interpreter sees it: its
EXTENDED_ARG prefix units are folded into the full argument (``ext`` remembers how
many there were, redundant ones included) and, from 3.11, its inline CACHE units
follow it (``caches`` keeps their bytes only when they are not all zero).
"""
from typing import List, Optional, Sequence, Tuple

from antioch.errors import DecodeError, EncodeError
from antioch.opcodes import OpcodeInfo, OpcodeTable


class ConcreteInstr:
    """One decoded instruction with an integer argument."""

    __slots__ = ("arg", "caches", "ext", "info", "offset", "start")

    def __init__(self, info: OpcodeInfo, arg: int, offset: int = -1, start: int = -1, ext: int = 0,
                 caches: Optional[bytes] = None) -> None:
        self.info = info
        #: the full argument, EXTENDED_ARG bits included (the raw byte for arg-less opcodes)
        self.arg = arg
        #: byte offset of the opcode itself, as ``dis`` reports it
        self.offset = offset
        #: byte offset of the first EXTENDED_ARG prefix, or of the opcode when there is none
        self.start = start
        #: number of EXTENDED_ARG prefix units
        self.ext = ext
        #: raw inline cache bytes, kept only when some byte is not zero
        self.caches = caches

    @property
    def name(self) -> str:
        return self.info.name

    @property
    def size(self) -> int:
        """Bytes taken, prefixes and caches included."""
        return 2 * (1 + self.ext + self.info.caches)

    def __repr__(self) -> str:
        return "<%s %d @%d>" % (self.info.name, self.arg, self.offset)


def ext_needed(arg: int) -> int:
    """EXTENDED_ARG prefixes needed to carry ``arg``."""
    if arg <= 0xFF:
        return 0
    if arg <= 0xFFFF:
        return 1
    if arg <= 0xFFFFFF:
        return 2
    return 3


#: One scanned instruction: (info, arg, offset, start, ext, caches); see ConcreteInstr's fields.
UnitTuple = Tuple[OpcodeInfo, int, int, int, int, Optional[bytes]]


def scan_units(table: OpcodeTable, code: bytes) -> List[UnitTuple]:
    """Split ``co_code`` of ``table.version`` into instruction tuples (the fast form of decode_units)."""
    n = len(code)
    if n % 2:
        raise DecodeError("odd length %d: code units are 2 bytes" % n, n - 1, table.version)
    by_number = table.by_number
    extended_arg = table.extended_arg
    opcodes = code[0::2]
    if not table.has_caches and extended_arg not in opcodes:
        # 3.8-3.10 code without EXTENDED_ARG (nearly all of it): every unit is an instruction.
        infos = [by_number[op] for op in opcodes]
        if None not in infos:
            return [(info, arg, i, i, 0, None)  # type: ignore[misc]  # no None: checked just above
                    for info, arg, i in zip(infos, code[1::2], range(0, n, 2))]
    out: List[UnitTuple] = []
    append = out.append
    i = 0
    ext_bits = 0
    ext = 0
    start = 0
    while i < n:
        op = code[i]
        info = by_number[op]
        if info is None:
            raise DecodeError("unknown opcode %d" % op, i, table.version)
        arg = code[i + 1] | ext_bits
        if op == extended_arg:
            if not ext:
                start = i
            ext += 1
            ext_bits = arg << 8
            i += 2
            continue
        if not ext:
            start = i
        ncaches = info.caches
        if ncaches:
            end = i + 2 + 2 * ncaches
            if end > n:
                raise DecodeError("%s needs %d inline cache units, the code ends first" % (info.name, ncaches),
                                  i, table.version)
            # Cache units are nearly always zero: count them in place before copying any.
            caches = bytes(code[i + 2:end]) if code.count(0, i + 2, end) != end - i - 2 else None
            append((info, arg, i, start, ext, caches))
            i = end
        else:
            append((info, arg, i, start, ext, None))
            i += 2
        ext_bits = ext = 0
    if ext:  # EXTENDED_ARG units at the very end prefix nothing: keep the last as an instruction
        info = by_number[extended_arg]
        assert info is not None
        append((info, code[n - 1] | (ext_bits >> 8 & ~0xFF), n - 2, start, ext - 1, None))
    return out


def decode_units(table: OpcodeTable, code: bytes) -> List[ConcreteInstr]:
    """Split ``co_code`` of ``table.version`` into concrete instructions."""
    return [ConcreteInstr(*unit) for unit in scan_units(table, code)]


def encode_units(table: OpcodeTable, instrs: Sequence[ConcreteInstr]) -> bytes:
    """Write concrete instructions back as ``co_code`` (prefixes and caches included)."""
    out = bytearray()
    extended_arg = table.extended_arg
    for ins in instrs:
        arg = ins.arg
        if arg < 0 or arg > 0xFFFFFFFF:
            raise EncodeError("%s argument %d does not fit in 32 bits" % (ins.info.name, arg))
        ext = max(ins.ext, ext_needed(arg))
        for shift in range(8 * ext, 0, -8):
            out += bytes((extended_arg, (arg >> shift) & 0xFF))
        out += bytes((ins.info.number, arg & 0xFF))
        if ins.info.caches:
            out += ins.caches if ins.caches is not None else bytes(2 * ins.info.caches)
    return bytes(out)
