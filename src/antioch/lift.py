"""Code object -> symbolic IR (:class:`antioch.ir.Bytecode`), for the version given as data."""
from dataclasses import replace
from typing import Any, Dict, List, Optional, Tuple

from antioch.argpools import ArgPools, resolve_arg
from antioch.codecheck import load_problems
from antioch.codeobj import HOST, CodeFields, fields_of
from antioch.encoding.exceptiontable import ExceptionEntry, decode_exception_table
from antioch.encoding.linetable import NO_POSITION, host_location_positions
from antioch.encoding.units import UnitTuple, scan_units
from antioch.errors import DecodeError
from antioch.ir import Bytecode, Instr, Item, Label, LiftedInstr, RawArg, TryRange
from antioch.lift_fast import fast_items, plan_for
from antioch.opcodes import OpcodeTable


def lift(code: Any, version: Optional[Tuple[int, int]] = None, live: Any = None, *,
         cache_positions: bool = True) -> Bytecode:
    """The IR of ``code`` (a code object or :class:`CodeFields` of any supported version).

    Arguments become values (constants, names, :class:`~antioch.ir.Label` for jumps), 3.11+
    exception table entries become :class:`~antioch.ir.TryRange` items, and everything needed to
    give the same bytes back is kept: :func:`antioch.lower.lower` of an unedited IR, and its
    :meth:`~antioch.ir.Bytecode.to_code`, are identical to ``code`` in every field.  Nested code
    objects stay in ``fields.consts`` as they are (lift them one by one).  ``live``: the host's code
    object that the :class:`CodeFields` ``code`` was read from, whose own decoder reads the positions.
    ``cache_positions=False`` leaves out what only lowering needs, the positions of 3.11+ inline
    cache units that differ from their instruction's (``unit_positions``), where the common case
    is quick to lift: for readers that never lower the IR (the decompiler; lifting it all is a
    seventh slower on 3.13 with them).

    >>> def f(x):
    ...     return x + 1
    >>> ir = lift(f.__code__)
    >>> [i.arg for i in ir.instructions() if i.name.startswith("LOAD_FAST")]  # 3.14: LOAD_FAST_BORROW
    ['x']
    >>> ir.to_code() == f.__code__
    True
    """
    f = fields_of(code)
    if version is not None and version != f.version:
        f = replace(f, version=(version[0], version[1]))
    # A live code object of this host: its own C decoder reads the line table.
    live = code if live is None and f is not code else live
    # (a live code object passed its own constructor's checks, which load_problems repeats)
    refused = load_problems(f) if live is None or f.version != HOST else None
    if refused:  # nothing below could read it, and CPython would not load it
        raise DecodeError(refused[0][1], where=refused[0][0])
    plan = plan_for(f.version)
    positions = host_location_positions(live, len(f.code) >> 1) if plan.host_positions and live is not None else None
    if positions is None:
        positions = plan.decode_positions(f.linetable, len(f.code) >> 1, f.firstlineno)
    entries = decode_exception_table(f.exceptiontable) if f.exceptiontable else []
    lifted = fast_items(plan, f, positions, entries, cache_positions)
    if lifted is None:  # non-zero caches, unknown opcodes, indexes out of their pools
        table = plan.table
        units = scan_units(table, f.code)
        labels = _make_labels(table, units, f, entries)
        items = _lift_items(table, units, ArgPools(f, table), labels, positions)
    else:
        items, labels = lifted
    try_ranges = [TryRange(labels[e.start], labels[e.end], labels[e.target], e.depth, e.lasti)
                  for e in entries] if entries else []
    ir = Bytecode(f, items, try_ranges)
    ir.original_linetable = f.linetable
    ir.original_positions = positions
    ir.original_firstlineno = f.firstlineno
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
            instr = LiftedInstr((info.name, pool[arg], positions[offset >> 1], 0, ext, arg, caches, offset, None))
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
            instr = LiftedInstr((info.name, value, positions[offset >> 1], flags, ext, index, caches, offset, None))
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
