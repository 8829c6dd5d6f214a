"""A plain listing of a code object the IR does not take: CPython 2.7's variable-length bytecode.

It shows every field of the code object and each instruction with its offset, line, raw
argument and what the argument stands for, like ``dis`` does; it is for reading, not for
assembling (antioch assembles 3.8-3.15 only).  Wordcode (3.6+) is decoded too, so a
code object the IR refuses can still be looked at.
"""
from typing import Any, Dict, Iterator, List, NamedTuple, Optional, Tuple

from antioch.codeobj import CodeFields, walk_code
from antioch.errors import DecodeError
from antioch.opcodes import OpcodeInfo, OpcodeTable, table_for


class PlainInstr(NamedTuple):
    """One instruction as ``dis`` shows it: opcode offset, name, full argument (None if it takes none)."""

    offset: int
    info: OpcodeInfo
    arg: Optional[int]


def plain_instructions(table: OpcodeTable, code: bytes) -> Iterator[PlainInstr]:
    """The instructions of ``code``; 2.7 opcodes take 0 or 2 argument bytes, 3.6+ always 1."""
    wordcode = table.version >= (3, 6)
    ext = 0
    i = 0
    while i < len(code):
        op = code[i]
        info = table.by_number[op]
        if info is None:
            raise DecodeError("unknown opcode %d" % op, i, table.version)
        if wordcode:
            if i + 1 >= len(code):
                raise DecodeError("truncated instruction", i, table.version)
            arg: Optional[int] = code[i + 1] | ext
            size = 2 * (1 + info.caches)
        elif op >= table.have_argument:
            if i + 2 >= len(code):
                raise DecodeError("truncated argument", i, table.version)
            arg = (code[i + 1] | code[i + 2] << 8) | ext
            size = 3
        else:
            arg, size = None, 1
        yield PlainInstr(i, info, arg if info.has_arg else None)  # EXTENDED_ARG too, as dis shows it
        ext = (arg or 0) << (8 if wordcode else 16) if op == table.extended_arg else 0
        i += size


def line_starts(f: CodeFields) -> Dict[int, int]:
    """Offset -> line from a ``co_lnotab`` (2.7-3.9): byte pairs of (offset step, line step)."""
    starts: Dict[int, int] = {}
    line, offset, last = f.firstlineno, 0, None
    table = f.linetable
    signed = f.version >= (3, 6)  # 3.6 made line steps signed
    for k in range(0, len(table) - 1, 2):
        step, dline = table[k], table[k + 1]
        if step:
            if line != last:  # as dis.findlinestarts: a line is said once where it starts
                starts[offset], last = line, line
            offset += step
        line += dline - 256 if signed and dline >= 128 else dline
    if line != last:
        starts[offset] = line
    return starts


def _argument(f: CodeFields, table: OpcodeTable, ins: PlainInstr) -> str:
    """What the argument stands for, or '' when it is just a number."""
    kind, arg = ins.info.kind, ins.arg
    assert arg is not None
    pools: Dict[str, Tuple[Any, ...]] = {
        "const": f.consts, "name": f.names, "global": f.names, "attr": f.names,
        "local": f.varnames, "free": f.cellvars + f.freevars,
    }
    if kind in pools:
        pool = pools[kind]
        return _short(pool[arg]) if arg < len(pool) else "(index out of range)"
    if ins.info.is_jump:
        return "to %d" % table.jump_target(ins.info, ins.offset, arg)
    if kind == "compare" and arg < len(table.cmp_op):
        return table.cmp_op[arg]
    return ""


def _short(value: Any) -> str:
    if isinstance(value, CodeFields):
        return "<code %s, line %d>" % (value.name, value.firstlineno)
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def plain_listing(code: CodeFields) -> str:
    """The fields and instructions of ``code`` and of every code object nested in it."""
    table = table_for(code.version)
    out = [".version %d.%d" % code.version,
           "; a plain listing: antioch assembles CPython 3.8-3.15 only, this one is for reading"]
    for f in walk_code(code):
        out.extend(_code_lines(f, table))
    out.append("")
    return "\n".join(out)


def _code_lines(f: CodeFields, table: OpcodeTable) -> List[str]:
    out = ["", "; code %s (file %r, line %d)" % (f.name, f.filename, f.firstlineno),
           ";   argcount %d  kwonlyargcount %d  nlocals %d  stacksize %d  flags 0x%x"
           % (f.argcount, f.kwonlyargcount, f.nlocals, f.stacksize, f.flags)]
    for name in ("consts", "names", "varnames", "cellvars", "freevars"):
        values = getattr(f, name)
        if values:
            out.append(";   %-9s %s" % (name, ", ".join(_short(v) for v in values)))
    out.append(";   lnotab    %s" % (f.linetable.hex() or "(empty)"))
    starts = line_starts(f)
    try:
        for ins in plain_instructions(table, f.code):
            line = starts.get(ins.offset)
            text = "%6s %5d  %-22s" % (line if line is not None else "", ins.offset, ins.info.name)
            if ins.arg is not None:
                meaning = _argument(f, table, ins)
                text += " %5d" % ins.arg + ("  (%s)" % meaning if meaning else "")
            out.append(text.rstrip())
    except DecodeError as exc:
        out.append("; cannot decode the rest: %s" % exc)
    return out


__all__ = ["PlainInstr", "line_starts", "plain_instructions", "plain_listing"]
