"""IR -> assembly text: one listing for a code object and, in ``.code`` blocks, its nested ones.

The printer writes what the parser needs to give back the same code object and leaves out
what the assembler derives by itself: a pool is written only when first-use order would not
rebuild it, the line table only when encoding the printed positions would not, an
EXTENDED_ARG count only when it is more than the argument needs.  An argument whose pool
index is not where a lookup by value would land is written in its raw ``#n`` form.
"""
import linecache
import re
from typing import Any, Callable, Dict, List, Optional, Sequence, Set, Tuple

from antioch.asm.consts import format_const, format_name
from antioch.asm.syntax import (
    format_compare_flags,
    format_flags,
    format_name_flags,
    format_position_suffix,
    printed_position,
)
from antioch.codeobj import CodeFields, fields_of, parameter_count, walk_code
from antioch.encoding.linetable_encode import encode_positions
from antioch.encoding.units import ext_needed
from antioch.ir import Bytecode, Instr, Label, RawArg
from antioch.lift import lift
from antioch.lower import const_key
from antioch.opcodes import OpcodeTable, table_for
from antioch.opcodes.table import NAME_SHIFT

_MAKE_FUNCTION_BITS = ((1, "defaults"), (2, "kwdefaults"), (4, "annotations"), (8, "closure"),
                       (16, "annotate"))
_CONVERSIONS = ("", "str", "repr", "ascii")


def _is_code(value: Any) -> bool:
    return isinstance(value, CodeFields) or type(value).__name__ == "code"


def pool_key(value: Any) -> Any:
    """const_key, except that nested code objects are told apart by identity."""
    if _is_code(value):
        return ("code", id(value))
    return const_key(value)


def _first_index(pool: Sequence[Any], key: Callable[[Any], Any]) -> Dict[Any, int]:
    first: Dict[Any, int] = {}
    for i, value in enumerate(pool):
        first.setdefault(key(value), i)
    return first


def _identity(value: Any) -> Any:
    return value


class _Pools:
    """The pools of one code object, with the first index of each value, built on demand."""

    def __init__(self, f: CodeFields, table: OpcodeTable) -> None:
        self.f = f
        self.table = table
        self._first: Dict[str, Dict[Any, int]] = {}
        self.derived: Dict[str, Dict[Any, Any]] = {"consts": {}, "names": {}, "varnames": {}}
        self.raw_used: Set[str] = set()
        self.slots = f.localsplus() if table.localsplus else f.cells_and_frees()
        self.shared = frozenset(f.cellvars) | frozenset(f.freevars)
        self.parameters = frozenset(f.varnames[:parameter_count(f)])

    def first(self, pool: str) -> Dict[Any, int]:
        found = self._first.get(pool)
        if found is None:
            values = {"consts": self.f.consts, "names": self.f.names, "varnames": self.f.varnames,
                      "slots": self.slots}[pool]
            found = self._first[pool] = _first_index(values, pool_key if pool == "consts" else _identity)
        return found


class ListingPrinter:
    """Writes listings; ``raw`` adds offsets, raw arguments, EXTENDED_ARG and CACHE units as comments."""

    def __init__(self, raw: bool = False, source: bool = False) -> None:
        self.raw = raw
        self.source = source
        self._ids: Dict[int, str] = {}

    def listing(self, code: Any, preamble: Sequence[str] = ()) -> str:
        f = fields_of(code)
        self._ids = self._code_ids(code)
        out = [".version %d.%d" % f.version]
        out.extend(preamble)
        self._block(code, None, out)
        out.append("")
        return "\n".join(out)

    def code_id(self, code: Any) -> Optional[str]:
        return self._ids.get(id(code))

    @staticmethod
    def _code_ids(code: Any) -> Dict[int, str]:
        ids: Dict[int, str] = {}
        used = set()
        for i, nested in enumerate(walk_code(code)):
            if i == 0:
                continue
            f = fields_of(nested)
            name = f.qualname or f.name
            if not _good_id(name):
                name = "code%d" % i
            ident = name
            n = 1
            while ident in used:
                n += 1
                ident = "%s~%d" % (name, n)
            used.add(ident)
            ids[id(nested)] = ident
        return ids

    # -- one code object ------------------------------------------------------------------------

    def _block(self, code: Any, parent: Optional[CodeFields], out: List[str]) -> None:
        f = fields_of(code)
        ir = lift(f)
        table = table_for(f.version)
        pools = _Pools(f, table)
        layout = _Layout()
        body = self._body(ir, f, table, pools, layout)
        head: List[str] = []
        ident = None
        if parent is not None:
            ident = self._ids[id(code)]
            head.append(".code %s" % ident)
        default_name = ident if ident is not None else "<module>"
        if f.name != default_name:
            head.append(".name %s" % format_name(f.name))
        if f.qualname != f.name:
            head.append(".qualname %s" % format_name(f.qualname))
        if parent is None or f.filename != parent.filename:
            head.append(".filename %s" % format_const(f.filename))
        head.append(".firstlineno %d" % f.firstlineno)
        for field in ("argcount", "posonlyargcount", "kwonlyargcount"):
            value = getattr(f, field)
            if value:
                head.append(".%s %d" % (field, value))
        head.append(".flags %s" % format_flags(f.flags, f.version))
        head.extend(_variables_comment(f))
        head.append(".stacksize %d" % f.stacksize)
        if f.nlocals != len(f.varnames):
            head.append(".nlocals %d" % f.nlocals)
        self._pools(f, pools, head)
        if encode_positions(f.version, layout.positions, f.firstlineno, layout.starts) != f.linetable:
            head.append((".linetable " + f.linetable.hex()).rstrip())
        if f.exceptiontable and _exception_table_needed(f):
            head.append(".exceptiontable %s" % f.exceptiontable.hex())
        out.extend(head)
        out.extend(body)
        for const in f.consts:
            if _is_code(const):
                self._block(const, f, out)
        if parent is not None:
            out.append(".end")

    def _pools(self, f: CodeFields, pools: _Pools, head: List[str]) -> None:
        derived = pools.derived
        raw = pools.raw_used
        if "varnames" in raw or not _same_pool(list(derived["varnames"].values()), f.varnames, _identity):
            head.append(".varnames %s" % ", ".join(format_name(n) for n in f.varnames))
        if f.cellvars:
            head.append(".cellvars %s" % ", ".join(format_name(n) for n in f.cellvars))
        if f.freevars:
            head.append(".freevars %s" % ", ".join(format_name(n) for n in f.freevars))
        if "names" in raw or not _same_pool(list(derived["names"].values()), f.names, _identity):
            head.append(".names %s" % ", ".join(format_name(n) for n in f.names))
        if "consts" in raw or not _same_pool(list(derived["consts"].values()), f.consts, pool_key):
            head.append(".consts %s" % ", ".join(format_const(c, self.code_id) for c in f.consts))

    # -- instructions ---------------------------------------------------------------------------

    def _body(self, ir: Bytecode, f: CodeFields, table: OpcodeTable, pools: _Pools, layout: "_Layout"
              ) -> List[str]:
        """The instruction lines; ``layout`` gets the positions and instruction starts as printed."""
        labels: Dict[Label, str] = {}
        for item in ir.items:
            if isinstance(item, Label):
                labels[item] = "L%d" % (len(labels) + 1)
        out: List[str] = []
        columns = f.version >= (3, 11)
        line: Any = _UNSET
        slack = None
        code = f.code
        lines = linecache.getlines(f.filename) if self.source else None
        by_name = table.by_name
        suffixes: Dict[Any, str] = {}
        positions = layout.positions
        starts = layout.starts
        for item in ir.items:
            if isinstance(item, Label):
                out.append("%s:" % labels[item])
                continue
            # Fields by index (ir.INSTR_FIELDS), read once: an Instr's attributes are properties.
            name, pos, ext, caches = item[0], item[2], item[4], item[6]
            if not columns or pos is None or pos[0] is None:
                pos = printed_position(pos, columns)
            info = by_name[name]
            starts.append(2 * len(positions))
            positions.extend((pos,) * (1 + ext + info.caches))
            if pos[0] != line:
                line = pos[0]
                marker = ".line %s" % ("-" if line is None else line)
                if lines and line is not None and 0 < line <= len(lines):
                    marker = "%-28s; %s" % (marker, lines[line - 1].strip())
                out.append(marker)
            text = "    " + name
            arg, comment = self._arg(item, info.kind, table, pools, labels)
            if arg:
                text += " " + arg
            if ext:
                full = _full_arg(code, item)
                if info.is_jump:
                    # a jump that needs its prefix might fit without it once other prefixes go:
                    # lowering would then pick the shorter layout, so state the count
                    if slack is None:
                        slack = sum(i.ext for i in ir.items if isinstance(i, Instr)) * 2 // table.jump_unit
                    full = max(0, full - slack)
                if ext > ext_needed(full):
                    text += " [ext=%d]" % ext
            if caches is not None:
                text += " [cache=%s]" % caches.hex()
            if columns and pos[0] is not None:
                suffix = suffixes.get(pos)
                if suffix is None:
                    suffix = suffixes[pos] = format_position_suffix(pos)
                if suffix:
                    text = "%-33s %s" % (text, suffix)
            if self.raw and item[7] is not None:  # its offset
                comment = self._raw_comment(item, info.caches, code, comment, out)
            if comment:
                text = "%-40s ; %s" % (text, comment)
            out.append(text)
        for r in ir.try_ranges:
            out.append(".try %s %s -> %s depth %d%s" % (labels[r.start], labels[r.end], labels[r.handler],
                                                       r.depth, " lasti" if r.lasti else ""))
        return out

    def _raw_comment(self, item: Instr, caches: int, code: bytes, comment: str, out: List[str]) -> str:
        offset = item.offset
        assert offset is not None
        for k in range(item.ext, 0, -1):
            at = offset - 2 * k
            out.append("    ; %4d EXTENDED_ARG %d" % (at, code[at + 1]))
        end = offset + 2 + 2 * caches
        if caches:
            comment = ("%s; " % comment if comment else "") + "%d CACHE x%d" % (offset + 2, caches)
        raw = "%4d: %s arg %d" % (offset, code[offset:end][:2].hex(), _full_arg(code, item))
        return raw + ("  " + comment if comment else "")

    def _arg(self, item: Instr, kind: str, table: OpcodeTable, pools: _Pools,
             labels: Dict[Label, str]) -> Tuple[str, str]:
        """(argument text, comment) of one instruction."""
        value = item[1]  # its arg (by index, as in _body)
        if kind == "none":
            return ("#%d" % value if value is not None else ""), ""
        if item[0] == "EXTENDED_ARG":
            return str(value), ""
        if isinstance(value, Label):
            return labels[value], ""
        if isinstance(value, RawArg):
            return _raw_arg(item, kind, table), ""
        return _ARG_TEXT.get(kind, _int_arg)(self, item, kind, table, pools)

    def _const_arg(self, item: Instr, kind: str, table: OpcodeTable, pools: _Pools) -> Tuple[str, str]:
        value, index = item[1], item[5]  # its arg and index (by index, as in _body)
        key = pool_key(value)
        if index is not None and pools.first("consts").get(key) != index:
            pools.raw_used.add("consts")
            return "#%d" % index, format_const(value, self.code_id)
        pools.derived["consts"].setdefault(key, value)
        return format_const(value, self.code_id), ""


def _raw_arg(item: Instr, kind: str, table: OpcodeTable) -> str:
    """``#n``: a RawArg is the whole raw argument, flag bits included (see antioch.argpools.resolve_arg)."""
    return "#%d" % int(item.arg)


def _name_arg(printer: ListingPrinter, item: Instr, kind: str, table: OpcodeTable, pools: _Pools) -> Tuple[str, str]:
    value = item[1]  # its arg (by index, as in ListingPrinter._body)
    if item.index is not None and pools.first("names").get(value) != item.index:
        pools.raw_used.add("names")
        return "#%d" % ((item.index << NAME_SHIFT[kind]) | item.flags), format_name(value)
    pools.derived["names"].setdefault(value, value)
    if item.flags:
        return format_name(value) + format_name_flags(kind, item.flags), ""
    return format_name(value), ""


def _local_arg(printer: ListingPrinter, item: Instr, kind: str, table: OpcodeTable, pools: _Pools
               ) -> Tuple[str, str]:
    value = item.arg
    if table.localsplus:
        ok = item.index is None or (pools.first("slots").get(value) == item.index
                                    and item.index < len(pools.f.varnames))
    else:
        ok = item.index is None or pools.first("varnames").get(value) == item.index
    if not ok and item.index is not None:
        pools.raw_used.add("varnames")
        return "#%d" % item.index, format_name(value)
    if table.localsplus and value in pools.shared:
        pools.raw_used.add("varnames")  # a local that is also a cell: state varnames
    derived = pools.derived["varnames"]
    if value not in derived:
        derived[value] = value
        if item.name.startswith(("STORE_", "DELETE_")) and value in pools.parameters:
            # The assembler takes no parameter from a first use that stores it: state varnames.
            pools.raw_used.add("varnames")
    return format_name(value), ""


def _free_arg(printer: ListingPrinter, item: Instr, kind: str, table: OpcodeTable, pools: _Pools) -> Tuple[str, str]:
    value = item.arg
    if item.index is not None and pools.first("slots").get(value) != item.index:
        pools.raw_used.add("varnames")
        return "#%d" % item.index, format_name(value)
    return format_name(value), ""


def _local_pair_arg(printer: ListingPrinter, item: Instr, kind: str, table: OpcodeTable, pools: _Pools
                    ) -> Tuple[str, str]:
    first, second = item.arg
    slots = pools.first("slots")
    index = item.index
    text = "%s %s" % (format_name(first), format_name(second))
    if index is not None and (slots.get(first) != index >> 4 or slots.get(second) != index & 15):
        pools.raw_used.add("varnames")
        return "#%d" % index, text
    if item.name.startswith("STORE_") and (first in pools.parameters or second in pools.parameters):
        pools.raw_used.add("varnames")  # the assembler takes no parameter from a store
    return text, ""


def _compare_arg(printer: ListingPrinter, item: Instr, kind: str, table: OpcodeTable, pools: _Pools
                 ) -> Tuple[str, str]:
    value = item.arg
    text = value if " " not in value else repr(value)
    return text + format_compare_flags(table, value, item.flags), ""


def _symbol_arg(printer: ListingPrinter, item: Instr, kind: str, table: OpcodeTable, pools: _Pools
                ) -> Tuple[str, str]:
    """A binary operator or intrinsic by its symbol; the number when it has none."""
    value = item.arg
    if kind == "binop":
        if 0 <= value < len(table.nb_ops):
            return table.nb_ops[value][1], ""
        return str(value), ""
    names = symbol_names(table, kind)
    if 0 <= value < len(names):
        if _INT_TEXT.match(names[value]):  # 3.15's LOAD_COMMON_CONSTANT -1: the index, lest it read as one
            return str(value), names[value]
        return names[value], ""
    return str(value), ""


_INT_TEXT = re.compile(r"[-+]?\d+\Z")


def symbol_names(table: OpcodeTable, kind: str) -> Tuple[str, ...]:
    """The symbols an argument of ``kind`` indexes (intrinsics, 3.14+ common constants and special methods)."""
    return {"intrinsic1": table.intrinsic1, "intrinsic2": table.intrinsic2, "common_const": table.common_constants,
            "special_method": table.special_methods}.get(kind, ())


def _make_function_arg(printer: ListingPrinter, item: Instr, kind: str, table: OpcodeTable, pools: _Pools
                       ) -> Tuple[str, str]:
    value = item.arg
    return str(value), ", ".join(name for bit, name in _MAKE_FUNCTION_BITS if value & bit)


def _format_arg(printer: ListingPrinter, item: Instr, kind: str, table: OpcodeTable, pools: _Pools
                ) -> Tuple[str, str]:
    value = item.arg
    what = [_CONVERSIONS[value & 3]] if value & 3 else []
    if value & 4:
        what.append("with format spec")
    return str(value), ", ".join(what)


def _convert_arg(printer: ListingPrinter, item: Instr, kind: str, table: OpcodeTable, pools: _Pools
                 ) -> Tuple[str, str]:
    value = item.arg
    return str(value), _CONVERSIONS[value] if 0 <= value < 4 else ""


def _int_arg(printer: ListingPrinter, item: Instr, kind: str, table: OpcodeTable, pools: _Pools) -> Tuple[str, str]:
    return str(item.arg), ""


#: argument kind -> (argument text, comment) of an instruction whose argument is a value
_ARG_TEXT: Dict[str, Callable[[ListingPrinter, Instr, str, OpcodeTable, _Pools], Tuple[str, str]]] = {
    "const": ListingPrinter._const_arg,
    "name": _name_arg, "global": _name_arg, "attr": _name_arg, "super_attr": _name_arg, "import_name": _name_arg,
    "local": _local_arg, "free": _free_arg, "local_pair": _local_pair_arg,
    "compare": _compare_arg,
    "binop": _symbol_arg, "intrinsic1": _symbol_arg, "intrinsic2": _symbol_arg,
    "common_const": _symbol_arg, "special_method": _symbol_arg,
    "make_function": _make_function_arg, "fn_attr": _make_function_arg,
    "format": _format_arg, "convert": _convert_arg,
}


_UNSET = object()  # no .line printed yet


class _Layout:
    """Per-code-unit positions and instruction starts of the listing as printed (for the line table)."""

    __slots__ = ("positions", "starts")

    def __init__(self) -> None:
        self.positions: List[Any] = []
        self.starts: List[int] = []


def _variables_comment(f: CodeFields) -> List[str]:
    """``; arguments ... locals ... cells ... frees`` for a reader: what each variable is."""
    nargs = parameter_count(f)
    parts = []
    for title, names in (("arguments", f.varnames[:nargs]), ("locals", f.varnames[nargs:]),
                         ("cells", f.cellvars), ("frees", f.freevars)):
        if names:
            parts.append("%s: %s" % (title, ", ".join(format_name(n) for n in names)))
    return ["; " + "   ".join(parts)] if parts else []


def _good_id(name: str) -> bool:
    if not name or any(c.isspace() or c in ";'\"#" for c in name):
        return False
    depth = 0
    for c in name:
        if c == "<":
            depth += 1
        elif c == ">":
            depth -= 1
            if depth < 0:
                return False
    return depth == 0


def _same_pool(derived: List[Any], pool: Sequence[Any], key: Callable[[Any], Any]) -> bool:
    if len(derived) != len(pool):
        return False
    return all(key(a) == key(b) and type(a) is type(b) for a, b in zip(derived, pool))


def _full_arg(code: bytes, item: Instr) -> int:
    """The argument of ``item`` as the original code had it, EXTENDED_ARG bits included."""
    offset = item.offset
    if offset is None:
        return 0
    arg = 0
    for k in range(item.ext, 0, -1):
        arg = (arg << 8) | code[offset - 2 * k + 1]
    return (arg << 8) | code[offset + 1]


def _exception_table_needed(f: CodeFields) -> bool:
    from antioch.encoding.exceptiontable import decode_exception_table, encode_exception_table

    return encode_exception_table(decode_exception_table(f.exceptiontable)) != f.exceptiontable


def format_listing(code: Any, raw: bool = False, source: bool = False, preamble: Sequence[str] = ()) -> str:
    """The assembly listing of ``code`` (a code object or :class:`CodeFields`) and its nested code."""
    return ListingPrinter(raw=raw, source=source).listing(code, preamble)
