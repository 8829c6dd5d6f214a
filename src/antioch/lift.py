"""Code object -> symbolic IR (:class:`antioch.ir.Bytecode`), for the version given as data."""
from typing import Any, Dict, List, Optional, Tuple

from antioch.codeobj import CodeFields, fields_of
from antioch.encoding.exceptiontable import decode_exception_table
from antioch.encoding.linetable import decode_positions
from antioch.encoding.units import ConcreteInstr, decode_units
from antioch.errors import DecodeError
from antioch.ir import Bytecode, Instr, Item, Label, RawArg, TryRange
from antioch.opcodes import OpcodeTable, table_for
from antioch.opcodes.table import NAME_SHIFT


class ArgPools:
    """The index spaces that arguments point into, for one code object."""

    def __init__(self, f: CodeFields, table: OpcodeTable) -> None:
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
    units = decode_units(table, f.code)
    positions = decode_positions(f.version, f.linetable, len(f.code), f.firstlineno)
    labels = _make_labels(table, units, f)
    pools = ArgPools(f, table)
    items: List[Item] = []
    for unit in units:
        label = labels.get(unit.start)
        if label is not None:
            items.append(label)
        items.append(_lift_instr(table, unit, pools, labels, positions))
    end_label = labels.get(len(f.code))
    if end_label is not None:
        items.append(end_label)
    ir = Bytecode(f, items, _try_ranges(f, labels))
    ir.original_linetable = f.linetable
    ir.original_positions = positions
    return ir


def _lift_instr(table: OpcodeTable, unit: ConcreteInstr, pools: ArgPools, labels: Dict[int, Label],
                positions: List[Any]) -> Instr:
    info = unit.info
    kind = info.kind
    arg = unit.arg
    flags = 0
    index = None
    if kind == "none":
        value: Any = RawArg(arg) if arg else None
    elif info.is_jump:
        target = table.jump_target(info, unit.offset, arg)
        value = labels.get(target)
        if value is None:  # lands inside an instruction or outside the code: keep it raw
            value = RawArg(arg)
    else:
        value, flags, index = resolve_arg(kind, arg, pools)
    position = positions[unit.offset >> 1]
    instr = Instr(info.name, value, position=position, flags=flags, ext=unit.ext,
                  index=index, caches=unit.caches, offset=unit.offset)
    first, last = unit.start >> 1, (unit.offset >> 1) + info.caches
    if first != last:
        own = positions[first:last + 1]
        if own.count(position) != len(own):
            instr.unit_positions = tuple(own)
    return instr


def _make_labels(table: OpcodeTable, units: List[ConcreteInstr], f: CodeFields) -> Dict[int, Label]:
    """A label for every instruction start that a jump or the exception table points to."""
    starts = {unit.start for unit in units}
    starts.add(len(f.code))
    targets = set()
    for unit in units:
        if unit.info.is_jump:
            target = table.jump_target(unit.info, unit.offset, unit.arg)
            if target in starts:
                targets.add(target)
    if f.exceptiontable:
        for entry in decode_exception_table(f.exceptiontable):
            for offset in (entry.start, entry.end, entry.target):
                if offset not in starts:
                    raise DecodeError("exception table points to %d, not an instruction boundary" % offset,
                                      offset, f.version, "co_exceptiontable")
                targets.add(offset)
    return {offset: Label() for offset in sorted(targets)}


def _try_ranges(f: CodeFields, labels: Dict[int, Label]) -> List[TryRange]:
    if not f.exceptiontable:
        return []
    return [TryRange(labels[e.start], labels[e.end], labels[e.target], e.depth, e.lasti)
            for e in decode_exception_table(f.exceptiontable)]
