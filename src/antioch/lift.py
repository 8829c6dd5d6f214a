"""Code object -> symbolic IR (:class:`antioch.ir.Bytecode`), for the version given as data."""
from typing import Any, Dict, List, Optional, Tuple

from antioch.codeobj import CodeFields, fields_of
from antioch.encoding.exceptiontable import ExceptionEntry, decode_exception_table
from antioch.encoding.linetable import NO_POSITION, decode_positions
from antioch.encoding.units import UnitTuple, scan_units
from antioch.errors import DecodeError
from antioch.ir import Bytecode, Instr, Item, Label, RawArg, TryRange
from antioch.opcodes import OpcodeTable, table_for
from antioch.opcodes.table import NAME_SHIFT


class ArgPools:
    """The index spaces that arguments point into, for one code object."""

    def __init__(self, f: CodeFields, table: OpcodeTable) -> None:
        self.code = f.code
        self.consts = f.consts
        self.names = f.names
        if table.localsplus:
            self.locals = self.frees = f.localsplus()
        else:
            self.locals = f.varnames
            self.frees = f.cells_and_frees()
        self.cmp_op = table.cmp_op
        self.compare_shift = table.compare_shift


def resolve_arg(kind: str, arg: int, pools: ArgPools) -> Tuple[Any, int, Optional[int]]:
    """(value, flag bits, pool index) of a raw argument of the given kind; jumps are done by the caller.

    An index outside its pool gives ``RawArg(arg)``: the whole raw argument, flag bits included,
    which lowering writes back verbatim.
    """
    if kind == "const":
        pool, index, flags = pools.consts, arg, 0
    elif kind in NAME_SHIFT:
        shift = NAME_SHIFT[kind]
        pool, index, flags = pools.names, arg >> shift, arg & ((1 << shift) - 1)
    elif kind == "local":
        pool, index, flags = pools.locals, arg, 0
    elif kind == "free":
        pool, index, flags = pools.frees, arg, 0
    elif kind == "compare":
        shift = pools.compare_shift
        pool, index, flags = pools.cmp_op, arg >> shift, arg & ((1 << shift) - 1)
    elif kind == "local_pair":
        first, second = arg >> 4, arg & 15
        if first < len(pools.locals) and second < len(pools.locals):
            return (pools.locals[first], pools.locals[second]), 0, arg
        return RawArg(arg), 0, None
    else:
        return arg, 0, None
    if index < len(pool):
        return pool[index], flags, index
    return RawArg(arg), 0, None


def lift(code: Any, version: Optional[Tuple[int, int]] = None) -> Bytecode:
    """The IR of ``code`` (a code object or :class:`CodeFields`); nested code objects stay in consts."""
    f = fields_of(code)
    if version is not None and version != f.version:
        f = CodeFields(**{**f.__dict__, "version": tuple(version)})
    table = table_for(f.version)
    units = scan_units(table, f.code)
    positions = decode_positions(f.version, f.linetable, len(f.code), f.firstlineno)
    entries = decode_exception_table(f.exceptiontable) if f.exceptiontable else []
    labels = _make_labels(table, units, f, entries)
    try_ranges = [TryRange(labels[e.start], labels[e.end], labels[e.target], e.depth, e.lasti) for e in entries]
    ir = Bytecode(f, _lift_items(table, units, ArgPools(f, table), labels, positions), try_ranges)
    ir.original_linetable = f.linetable
    ir.original_positions = positions
    return ir


def _lift_items(table: OpcodeTable, units: List[UnitTuple], pools: ArgPools, labels: Dict[int, Label],
                positions: List[Any]) -> List[Item]:
    """Instructions with resolved arguments, each preceded by the labels that point to it.

    The hottest loop of antioch: the common argument kinds are resolved inline.
    """
    items: List[Item] = []
    append = items.append
    # The argument kinds that are a plain index into one pool: resolved here without a call.
    direct = {"const": pools.consts, "name": pools.names, "local": pools.locals}
    jump_target = table.jump_target
    has_caches = table.has_caches
    for info, arg, offset, start, ext, caches in units:
        if labels and start in labels:
            append(labels[start])
        kind = info.kind
        pool = direct.get(kind)
        if pool is not None and arg < len(pool):
            instr = Instr(info.name, pool[arg], positions[offset >> 1], 0, ext, arg, caches, offset)
        else:
            flags = 0
            index: Optional[int] = None
            if kind == "none":
                value: Any = RawArg(arg) if arg else None
            elif info.is_jump:
                value = labels.get(jump_target(info, offset, arg))
                if value is None:  # lands inside an instruction or outside the code: keep it raw
                    value = RawArg(arg)
            else:
                value, flags, index = resolve_arg(kind, arg, pools)
            instr = Instr(info.name, value, positions[offset >> 1], flags, ext, index, caches, offset)
        if start != offset or (has_caches and info.caches):
            # The decoders give every unit of one table entry the same tuple object, and
            # entries cover contiguous units: when the first and the last unit hold this very
            # tuple (not a shared constant), so does every unit between them.
            position = instr.position
            first, last = start >> 1, (offset >> 1) + info.caches
            if position is None or position is NO_POSITION or positions[first] is not position \
                    or positions[last] is not position:
                _keep_unit_positions(instr, positions, first, last)
        append(instr)
    end_label = labels.get(len(pools.code))
    if end_label is not None:
        append(end_label)
    return items


def _keep_unit_positions(instr: Instr, positions: List[Any], first: int, last: int) -> None:
    """Remember the positions of an instruction's prefix and cache units when they differ from its own."""
    own = positions[first:last + 1]
    if own.count(instr.position) != len(own):
        instr.unit_positions = tuple(own)


def _make_labels(table: OpcodeTable, units: List[UnitTuple], f: CodeFields,
                 entries: List[ExceptionEntry]) -> Dict[int, Label]:
    """A label for every instruction start that a jump or the exception table points to."""
    targets = set()
    jump_target = table.jump_target
    for info, arg, offset, _, _, _ in units:
        if info.is_jump:
            targets.add(jump_target(info, offset, arg))
    for entry in entries:
        targets.update((entry.start, entry.end, entry.target))
    if not targets:
        return {}
    starts = {unit[3] for unit in units}
    starts.add(len(f.code))
    for entry in entries:
        for offset in (entry.start, entry.end, entry.target):
            if offset not in starts:
                raise DecodeError("exception table points to %d, not an instruction boundary" % offset,
                                  offset, f.version, "co_exceptiontable")
    # Jumps into the middle of an instruction or out of the code get no label (they stay raw).
    return {offset: Label() for offset in sorted(targets & starts)}

