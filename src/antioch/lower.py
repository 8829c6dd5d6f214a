"""Symbolic IR -> code object fields (:class:`CodeFields`), preserving what the original had.

Pools keep their order and unused entries; an argument goes back to the index it came
from while the pool still holds its value there, and is added at the end otherwise.
EXTENDED_ARG prefixes are never fewer than the instruction asks for, jump arguments
are solved by iterating until the layout is stable, and the original line table is
reused while the layout and positions are unchanged (CPython's compiler sometimes
splits entries in ways a re-encoding would not).
"""
import math
from dataclasses import replace
from itertools import accumulate, compress
from operator import attrgetter, itemgetter
from typing import Any, Callable, Dict, List, Optional, Sequence, Set, Tuple

from antioch.codeobj import CodeFields, with_fields
from antioch.encoding.exceptiontable import ExceptionEntry, encode_exception_table
from antioch.encoding.linetable import NO_POSITION
from antioch.encoding.linetable_encode import encode_instruction_positions, encode_positions
from antioch.encoding.units import ext_needed
from antioch.errors import EncodeError
from antioch.ir import Bytecode, Instr, Label, RawArg, split_items
from antioch.opcodes import OpcodeInfo, OpcodeTable, table_for
from antioch.opcodes.table import NAME_SHIFT


def const_key(value: Any) -> Any:
    """A dict key under which only constants that are the same (type, sign of zero, nan) meet."""
    if isinstance(value, float):
        if math.isnan(value):
            return (float, "nan")
        return (float, value, math.copysign(1.0, value))
    if isinstance(value, complex):
        return (complex, const_key(value.real), const_key(value.imag))
    if type(value) is slice:  # 3.14+ constants; unhashable before 3.12
        return (slice, const_key(value.start), const_key(value.stop), const_key(value.step))
    if isinstance(value, (tuple, frozenset)):
        items = tuple(const_key(v) for v in value)
        return (type(value), items if type(value) is tuple else frozenset(items))
    try:
        hash(value)
    except TypeError:
        return (type(value), id(value))
    return (type(value), value)


class Pool:
    """One growable index space (consts, names, ...) with lookup by value."""

    def __init__(self, values: Sequence[Any], key: Callable[[Any], Any] = lambda v: v) -> None:
        self.values = list(values)
        self.key = key
        self._index: Optional[Dict[Any, int]] = None
        self.grew = False

    def index(self, value: Any, hint: Optional[int]) -> int:
        values = self.values
        if hint is not None and hint < len(values):
            held = values[hint]
            if held is value or (type(held) is type(value) and self.key(held) == self.key(value)):
                return hint
        if self._index is None:
            self._index = {}
            for i, v in enumerate(values):
                self._index.setdefault(self.key(v), i)
        k = self.key(value)
        found = self._index.get(k)
        if found is None:
            found = self._index[k] = len(values)
            values.append(value)
            self.grew = True
        return found


class Pools:
    """Every pool of one code object being lowered."""

    def __init__(self, f: CodeFields, table: OpcodeTable) -> None:
        self.consts = Pool(f.consts, const_key)
        self.names = Pool(f.names)
        self.varnames = Pool(f.varnames)
        self.cellvars = list(f.cellvars)
        self.freevars = Pool(f.freevars)
        self.localsplus = table.localsplus
        self.f = f
        self._slots: Optional[Pool] = None

    def slots(self) -> Pool:
        """The pool LOAD_FAST (3.11+), LOAD_DEREF and friends index."""
        if self._slots is None:
            if self.localsplus:
                names = self.f.localsplus() if not self.varnames.grew else (
                    replace(self.f, varnames=tuple(self.varnames.values), localsplusnames=None).localsplus())
            else:
                names = tuple(self.cellvars) + tuple(self.freevars.values)
            self._slots = Pool(names)
        return self._slots


def _arg_of(instr: Instr, info: OpcodeInfo, pools: Pools, table: OpcodeTable) -> int:
    """The integer argument of a non-jump instruction."""
    # Fields by index (ir.INSTR_FIELDS): an Instr's attributes are properties, slower in a loop like this.
    value = instr[1]
    if isinstance(value, RawArg):
        return int(value)
    kind = info.kind
    if kind == "none":
        return 0 if value is None else _integer(instr, value)
    hint = instr[5]  # its index
    if kind == "const":
        return pools.consts.index(value, hint)
    if kind in NAME_SHIFT:
        return (pools.names.index(value, hint) << NAME_SHIFT[kind]) | instr[3]  # and its flags
    if kind == "local":
        if pools.localsplus:
            return pools.slots().index(value, hint)
        return pools.varnames.index(value, hint)
    if kind == "free":
        return pools.slots().index(value, hint)
    if kind == "local_pair":
        slots = pools.slots()
        first = slots.index(value[0], hint >> 4 if hint is not None else None)
        second = slots.index(value[1], hint & 15 if hint is not None else None)
        if first > 15 or second > 15:  # four bits each (Python/bytecodes.c: oparg >> 4, oparg & 15)
            raise EncodeError("%s %s %s: slots %d and %d do not both fit in four bits (split it, or use "
                              "to_code(), which does)" % (instr[0], value[0], value[1], first, second))
        return (first << 4) | second
    if kind == "compare":
        shift = table.compare_shift
        return (Pool(table.cmp_op).index(value, hint) << shift) | instr[3]
    if value is None:
        raise EncodeError("%s needs an argument" % instr[0])
    if isinstance(value, str):
        symbol = table.arg_symbols(kind).get(value)
        if symbol is None:
            raise EncodeError("%s has no argument %r on CPython %d.%d" % ((instr[0], value) + table.version))
        return symbol
    return _integer(instr, value)


def _integer(instr: Instr, value: Any) -> int:
    """``value`` as the argument of an opcode that takes a plain number: anything else is an edit's
    mistake, told as an EncodeError rather than whatever ``int()`` would raise or make of it."""
    if isinstance(value, int):
        if value < 0:
            raise EncodeError("%s takes an argument of 0 or more, not %d" % (instr[0], value))
        return int(value)
    raise EncodeError("%s takes a number as its argument, not %r" % (instr[0], value))


def lower(ir: Bytecode) -> CodeFields:
    """The code object fields for ``ir`` exactly as it states them; nested code objects in consts are
    left as they are.

    Nothing is recomputed or checked here (stack size, flags, ``nlocals`` are the IR's): that is
    what an exact round trip needs.  For edited or new IR use :meth:`~antioch.ir.Bytecode.to_code`
    (or :func:`antioch.finishing.finish` for another version), which finishes and verifies.

    >>> from antioch.lift import lift
    >>> def f(x):
    ...     return x + 1
    >>> lower(lift(f.__code__)).code == f.__code__.co_code
    True
    """
    instrs, placements = split_items(ir.items)
    by_name = table_for(ir.version).by_name
    return lower_instructions(ir, instrs, list(map(by_name.get, map(_NAME, instrs))), dict(placements))


def lower_instructions(ir: Bytecode, instrs: List[Instr], infos: List[Optional[OpcodeInfo]],
                       label_at: Dict[Label, int]) -> CodeFields:
    """:func:`lower` given what it first works out of ``ir.items``: its instructions, the opcode of
    each (None for a name the version does not have) and the instruction index each label names
    (as :class:`~antioch.analysis.cfg.ControlFlowGraph` has them)."""
    f = ir.fields
    table = table_for(f.version)
    if None in infos:
        name = instrs[infos.index(None)][0]  # its name (ir.INSTR_FIELDS)
        raise EncodeError("%s is not an opcode of CPython %d.%d" % ((name,) + f.version))
    opcodes: List[OpcodeInfo] = infos  # type: ignore[assignment]  # none is None, as just seen
    # New locals must be in varnames before any slot index is taken (3.11+ cells and frees come
    # after them): code naming none, nearly all, is written without looking for them first.
    pools = Pools(f, table)
    written = _write(table, pools, instrs, opcodes, False)
    if written is None:  # it names a new local
        pools = Pools(f, table)
        for name, hint in _new_locals(f, pools.localsplus, instrs, list(map(_KIND, opcodes))):
            pools.varnames.index(name, hint)
        written = _write(table, pools, instrs, opcodes, True)
        assert written is not None  # every local is known now
    out, sizes, jumps, jump_exts, fits = written
    starts = list(accumulate(sizes, initial=0))  # in code units; the last for labels at the very end
    label_offsets = {label: 2 * starts[at] for label, at in label_at.items()}
    jump_args, fitted = _jump_args(table, instrs, opcodes, jumps, jump_exts, starts, label_offsets)
    if fitted and fits:
        for i, ext, arg in zip(jumps, jump_exts, jump_args):
            at = 2 * starts[i] + 1  # the argument byte of its first unit
            for shift in range(8 * ext, 0, -8):
                out[at] = (arg >> shift) & 0xFF
                at += 2
            out[at] = arg & 0xFF
        code = bytes(out)
    else:  # laid out and written again, the arguments worked out again
        args = [-1 if info.is_jump else _arg_of(item, info, pools, table) for item, info in zip(instrs, opcodes)]
        exts = [ext if info.is_jump or (arg < 0x100 and ext >= 0) else max(ext, ext_needed(arg))
                for ext, arg, info in zip(map(_EXT, instrs), args, opcodes)]
        sizes, label_offsets = _solve_layout(table, instrs, opcodes, args, exts, label_at)
        code = _emit(table, opcodes, args, exts, instrs)
    return with_fields(
        f,
        code=code,
        consts=tuple(pools.consts.values),
        names=tuple(pools.names.values),
        varnames=tuple(pools.varnames.values),
        freevars=tuple(pools.freevars.values),
        nlocals=len(pools.varnames.values) if pools.varnames.grew else f.nlocals,
        linetable=_linetable(ir, sizes, instrs),
        exceptiontable=_exception_table(ir, label_offsets),
        localsplusnames=None if pools.varnames.grew else f.localsplusnames,
    )


_Written = Tuple[bytearray, List[int], List[int], List[int], bool]


def _write(table: OpcodeTable, pools: Pools, instrs: List[Instr], infos: List[OpcodeInfo],
           locals_known: bool) -> Optional[_Written]:
    """co_code of the instructions, jumps with a zero argument; the size of each in code units, the
    indexes of the jumps and their EXTENDED_ARG prefixes, and whether every argument fits in 32
    bits.  None when some instruction names a local the pools do not have, unless ``locals_known``.

    The bytes and the layout are written in the same pass, and the jumps patched once their targets
    are known (:func:`_jump_args`); the rare code whose jumps need more EXTENDED_ARG prefixes
    than they have, or with an argument beyond 32 bits, is laid out and written again.
    """
    # Fields by index (ir.INSTR_FIELDS: 0 name, 1 arg, 3 flags, 4 ext, 5 index, 6 caches): an
    # Instr's attributes are properties, which cost lowering a tenth of its time on 3.8.
    # kind -> (the pool's own list, which grows as values are added; the shift of a name's index)
    direct: Dict[str, Tuple[List[Any], int]] = {kind: (pools.names.values, shift) for kind, shift in NAME_SHIFT.items()}
    direct["const"] = (pools.consts.values, -1)
    direct["local"] = ((pools.slots() if pools.localsplus else pools.varnames).values, -1)
    out = bytearray()
    append = out.append
    extended_arg = table.extended_arg
    sizes: List[int] = []
    add_size = sizes.append
    jumps: List[int] = []
    jump_exts: List[int] = []
    fits = True  # every argument fits in 32 bits
    known: Optional[Set[Any]] = None  # the names of the locals (and 3.11+ slots) the code has
    for item, info in zip(instrs, infos):
        ext = item[4]
        if info.is_jump:
            jumps.append(len(sizes))
            jump_exts.append(ext)
            arg = 0
        else:
            # an instruction without an argument skips _arg_of, and so does a constant, name or
            # local still at its index (the pool's own first check, for the same object)
            value = item[1]
            if value is None and not info.has_arg:
                arg = 0
            else:
                kind = info.kind
                hint = item[5]
                pool = direct.get(kind)
                if pool is not None and hint is not None and hint < len(pool[0]) and pool[0][hint] is value and (
                        not isinstance(value, RawArg)):
                    arg = hint if pool[1] < 0 else (hint << pool[1]) | item[3]  # and its flags
                else:
                    if kind in _LOCAL_KINDS and not locals_known:
                        if known is None:
                            known = set(pools.f.localsplus() if pools.localsplus else pools.f.varnames)
                        if (value not in known and not isinstance(value, RawArg) if kind == "local" else
                                isinstance(value, tuple) and not known.issuperset(value)):
                            return None
                    arg = _arg_of(item, info, pools, table)
            if arg >= 0x100 or ext < 0:
                ext = max(ext, ext_needed(arg))
                fits = fits and arg <= 0xFFFFFFFF
        caches = info.caches
        add_size(1 + ext + caches)
        if ext > 0:
            for shift in range(8 * ext, 0, -8):
                append(extended_arg)
                append((arg >> shift) & 0xFF)
        append(info.number)
        append(arg & 0xFF)
        if caches:
            own = item[6]  # its cache bytes
            out += own if own is not None else _ZERO_CACHES[caches]
    return out, sizes, jumps, jump_exts, fits


#: zero cache bytes of an instruction with n cache units, by n
_ZERO_CACHES = tuple(bytes(2 * n) for n in range(64))


# fields of an Instr (ir.INSTR_FIELDS)
_NAME, _ARG, _POSITION, _EXT = itemgetter(0), itemgetter(1), itemgetter(2), itemgetter(4)
_UNIT_POSITIONS = itemgetter(8)
_KIND = attrgetter("kind")  # of an OpcodeInfo


def _new_locals(f: CodeFields, localsplus: bool, instrs: List[Instr],
                kinds: List[str]) -> List[Tuple[Any, Optional[int]]]:
    """The locals that instructions name and the code does not have yet, in the order they are
    added to its varnames, each with its instruction's index (repeats included).

    3.11+ fast loads may name a cell or free slot too; only names in no slot become new locals,
    single ones first, then names only pairs use (so that listings keep their first-use order).
    """
    known = set(f.localsplus() if localsplus else f.varnames)
    values = list(map(_ARG, instrs))
    is_local = list(map(_IS_LOCAL, kinds))
    new: List[Tuple[Any, Optional[int]]] = []
    # RawArg arguments are in no pool and are no new local: only when some argument is not known
    # are they looked at one by one
    if True in is_local and not known.issuperset(compress(values, is_local)):
        for i in compress(range(len(values)), is_local):
            value = values[i]
            if not isinstance(value, RawArg) and value not in known:
                new.append((value, instrs[i][5]))  # its index
    if localsplus and "local_pair" in kinds:
        for i in compress(range(len(values)), map(_IS_PAIR, kinds)):
            if isinstance(values[i], tuple):
                new.extend((name, None) for name in values[i] if name not in known)
    return new


_IS_LOCAL, _IS_PAIR = "local".__eq__, "local_pair".__eq__
#: the argument kinds that name locals
_LOCAL_KINDS = frozenset({"local", "local_pair"})


def _solve_layout(table: OpcodeTable, instrs: List[Instr], infos: List[OpcodeInfo], args: List[int],
                  exts: List[int], label_at: Dict[Label, int]) -> Tuple[List[int], Dict[Label, int]]:
    """Fill in jump arguments, growing EXTENDED_ARG prefixes until every jump fits; the code units of
    each instruction and the byte offset of each label."""
    jumps = [i for i, info in enumerate(infos) if info.is_jump]
    while True:
        sizes = [1 + ext + info.caches for info, ext in zip(infos, exts)]
        starts = list(accumulate(sizes, initial=0))  # in code units; the last for labels at the very end
        label_offsets = {label: 2 * starts[at] for label, at in label_at.items()}
        jump_exts = [exts[i] for i in jumps]
        jump_args, fitted = _jump_args(table, instrs, infos, jumps, jump_exts, starts, label_offsets)
        for i, ext, arg in zip(jumps, jump_exts, jump_args):
            exts[i], args[i] = ext, arg
        if fitted:
            return sizes, label_offsets


def _jump_args(table: OpcodeTable, instrs: List[Instr], infos: List[OpcodeInfo], jumps: List[int],
               exts: List[int], starts: List[int], label_offsets: Dict[Label, int]) -> Tuple[List[int], bool]:
    """The argument of each jump (the instructions at the indexes ``jumps``, with ``exts``
    EXTENDED_ARG prefixes) for the layout ``starts`` (the code unit each instruction starts at),
    and whether they fit: ``exts`` grows where a jump needs more prefixes."""
    fitted = True
    args = []
    for k, i in enumerate(jumps):
        info = infos[i]
        target = instrs[i][1]  # its arg
        if isinstance(target, RawArg):
            arg = int(target)
        elif isinstance(target, Label):
            if target not in label_offsets:
                raise EncodeError("%s jumps to a label that is not in the code" % info.name)
            arg = table.jump_arg(info, 2 * (starts[i] + exts[k]), label_offsets[target])
            if arg < 0:
                raise EncodeError("%s cannot reach its label in that direction" % info.name)
        else:
            raise EncodeError("%s needs a label, not %r" % (info.name, target))
        args.append(arg)
        need = ext_needed(arg)
        if need > exts[k]:
            exts[k] = need
            fitted = False
    return args, fitted


def _emit(table: OpcodeTable, infos: List[OpcodeInfo], args: List[int], exts: List[int],
          instrs: List[Instr]) -> bytes:
    out = bytearray()
    extended_arg = table.extended_arg
    for info, arg, ext, item in zip(infos, args, exts, instrs):
        if arg > 0xFFFFFFFF:
            raise EncodeError("%s argument %d does not fit in 32 bits" % (info.name, arg))
        for shift in range(8 * ext, 0, -8):
            out.append(extended_arg)
            out.append((arg >> shift) & 0xFF)
        out.append(info.number)
        out.append(arg & 0xFF)
        if info.caches:
            caches = item[6]  # its caches (ir.INSTR_FIELDS)
            out += caches if caches is not None else bytes(2 * info.caches)
    return bytes(out)


def _linetable(ir: Bytecode, sizes: List[int], instrs: List[Instr]) -> bytes:
    """The line table of instructions of these sizes (in code units): the original's while the code
    has the original's layout and positions (and counts from the same first line), else encoded."""
    firstlineno = ir.fields.firstlineno
    original = ir.original_positions
    if original is None or sum(sizes) != len(original) or ir.original_firstlineno not in (None, firstlineno):
        return encode_instruction_positions(ir.version, sizes, list(map(_POSITION, instrs)),
                                            list(map(_UNIT_POSITIONS, instrs)), firstlineno)
    # The position of every code unit: each instruction's own for all its units, or its
    # unit_positions (ir.INSTR_FIELDS) where it has them, as many as its units.
    positions: List[Any] = []
    starts: List[int] = []
    add_start, add_positions = starts.append, positions.extend
    unit = 0
    for units, item in zip(sizes, instrs):
        add_start(2 * unit)
        unit += units
        own = item[8]  # its unit_positions (ir.INSTR_FIELDS)
        if own is not None and len(own) == units:
            add_positions(own)
        else:
            add_positions([item[2]] * units)  # its position
    if positions == original:
        return ir.original_linetable or b""
    # Every unit gets an entry, "no position" ones at the end too: a table that stops early leaves
    # them out of co_positions() (3.11+) and co_lines().
    end = len(positions)
    while end and positions[end - 1] is None:
        end -= 1
    positions[end:] = [NO_POSITION] * (len(positions) - end)
    return encode_positions(ir.version, positions, firstlineno, starts)


def _exception_table(ir: Bytecode, label_offsets: Dict[Label, int]) -> bytes:
    if not ir.try_ranges:
        return b""
    entries = []
    for r in ir.try_ranges:
        try:
            start, end, handler = label_offsets[r.start], label_offsets[r.end], label_offsets[r.handler]
        except KeyError:
            raise EncodeError("a try range refers to a label that is not in the code") from None
        if r.depth is None or r.lasti is None:
            raise EncodeError("a try range without its depth or lasti (to_code() works them out)")
        if end != start:  # an empty range covers nothing, and CPython's table has no such entry
            entries.append(ExceptionEntry(start, end, handler, r.depth, r.lasti))
    return encode_exception_table(entries)

