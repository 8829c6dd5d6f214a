"""Lifting at C speed: whole columns of a code object's bytes at once (see :mod:`antioch.lift`)."""
import re
from bisect import bisect_left
from functools import partial
from itertools import compress, repeat
from operator import attrgetter, getitem, ne, rshift
from typing import AbstractSet, Any, Callable, Dict, Iterable, List, Optional, Sequence, Set, Tuple

from antioch.argpools import ArgPools, resolve_arg
from antioch.codeobj import HOST, CodeFields
from antioch.encoding.exceptiontable import ExceptionEntry
from antioch.encoding.linetable import host_decodes_positions, positions_decoder
from antioch.encoding.patterns import repeated
from antioch.errors import DecodeError
from antioch.ir import Item, Label, LiftedInstr, RawArg
from antioch.opcodes import OpcodeTable, table_for
from antioch.opcodes.table import JUMP_KINDS, NAME_SHIFT

# Nearly all code has only known opcodes and all-zero inline caches (CPython's co_code always
# zeroes them).  For such code every field of every instruction is one ``map`` over the code's
# bytes: names by opcode, values by a per-kind sequence indexed by the argument byte (the pools
# themselves for pool kinds, constant tuples for the rest), pool indexes alike by constant
# per-kind tuples; the instructions are made by ``LiftedInstr`` from ``zip`` rows.  Only the few
# instructions with flag bits, jumps, 3.13+ local pairs and instructions behind EXTENDED_ARG
# prefixes (found in big functions) are finished one by one.  Anything else (an argument byte
# past its pool, an unknown opcode, prefixes that end the code, non-zero caches) makes the fast
# path give up and the general loop of :func:`antioch.lift.lift` lift the code.

# Arg-less opcodes: None, or the stray argument byte kept raw (the 3.10 compiler leaves some,
# e.g. ROT_TWO 2); the same RawArg values the general loop makes.
_NO_VALUE = (None,) + tuple(RawArg(arg) for arg in range(1, 256))
_BYTE_VALUES = tuple(range(256))
_PATCHED = (None,) * 256  # values filled in one by one after the columns


class FastPlan:
    """One version's tables for the fast path."""

    def __init__(self, table: OpcodeTable) -> None:
        infos = [info for info in table.by_number if info is not None]
        kinds = sorted({info.kind for info in infos})
        kind_id = {kind: k for k, kind in enumerate(kinds)}
        self.names: List[Optional[str]] = [None] * 256
        unknown = len(kinds)  # the kind id of unknown opcodes: no value at all (see self.values)
        kind_of = bytearray([unknown] * 256)
        jumps = bytearray(256)
        pairs = bytearray(256)
        for info in infos:
            self.names[info.number] = info.name
            kind_of[info.number] = kind_id[info.kind]
            jumps[info.number] = info.is_jump
            pairs[info.number] = info.kind == "local_pair"
        #: bytes.translate tables: opcode -> kind id, opcode -> 1 for jumps / local pairs
        self.kind_of, self.jumps, self.pairs = bytes(kind_of), bytes(jumps), bytes(pairs)
        self.has_caches = table.has_caches
        self.extended_arg = table.extended_arg
        #: bytes.translate tables: opcode -> 1 for EXTENDED_ARG; -> 1 for a unit that is an
        #: instruction's own opcode (not a prefix, not a 3.11+ cache unit)
        self.is_prefix = bytes(n == table.extended_arg for n in range(256))
        self.is_own = bytes(n != table.extended_arg and (n or not table.has_caches) for n in range(256))
        self.cache_units = bytes(2 * info.caches if info else 0 for info in table.by_number)
        #: per opcode of a jump: (relative?, added to its offset, times its argument) -> its target
        self.jump_rules: List[Optional[Tuple[bool, int, int]]] = [None] * 256
        for info in infos:
            if info.is_jump:
                base = 2 + (2 * info.caches if table.jump_skips_caches else 0)
                sign = -1 if info.kind == "jback" else 1
                self.jump_rules[info.number] = (info.kind != "jabs", base, sign * table.jump_unit)
        self.localsplus = table.localsplus
        self.table = table
        version = table.version
        self.decode_positions = positions_decoder(version)
        #: whether a live code object of this version can have its positions read by the host
        self.host_positions = version == HOST and host_decodes_positions(version)
        # Values by kind id: a constant sequence, or None for a pool that each code object gives.
        self.values: List[Any] = [_BYTE_VALUES] * len(kinds)
        self.values.append(())  # unknown opcodes: any argument is an IndexError
        #: (kind id, what reads that kind's values off a CodeFields) for the pool kinds
        self.pool_kinds: List[Tuple[int, Callable[[CodeFields], Sequence[Any]]]] = []
        shifts: Dict[int, int] = {}
        for kind, k in kind_id.items():
            if kind == "none":
                self.values[k] = _NO_VALUE
            elif kind in JUMP_KINDS or kind == "local_pair":
                self.values[k] = _PATCHED
            elif kind == "compare":
                shift = shifts[k] = table.compare_shift
                valid = min(256, len(table.cmp_op) << shift)  # a longer segment would let bad indexes through
                self.values[k] = tuple(table.cmp_op[arg >> shift] for arg in range(valid))
            elif kind in ("const", "local", "free") or kind in NAME_SHIFT:
                shift = shifts[k] = NAME_SHIFT.get(kind, 0)
                self.pool_kinds.append((k, _pool_reader(kind, shift, table.localsplus)))
        # Kinds that read the same pool side by side, so that a code object reads it once.
        self.pool_kinds.sort(key=lambda pool_kind: id(pool_kind[1]))
        self.pair_kind = kind_id.get("local_pair")
        # Pool index by kind id, then argument byte, as for values.
        self.index: List[Sequence[Optional[int]]] = [(None,) * 256] * (unknown + 1)
        for k, shift in shifts.items():
            self.index[k] = tuple(arg >> shift for arg in range(256))
        if self.pair_kind is not None:
            self.index[self.pair_kind] = _BYTE_VALUES
        self.name_of = self.names.__getitem__
        self.index_of = self.index.__getitem__
        #: bytes.translate table: kind id -> 1 for kinds with flag bits (empty if none has); their
        #: masks by kind id
        flagged = bytes(k in shifts and shifts[k] > 0 for k in range(256))
        self.flagged = flagged if any(flagged) else b""
        self.flag_masks = [(1 << shifts.get(k, 0)) - 1 for k in range(unknown + 1)]
        # The 3.11+ code the fast path takes: whole instructions of known opcodes (EXTENDED_ARG
        # among them, not the CACHE opcode 0), each followed by its cache units, all zero.  Before
        # 3.11 every unit is an instruction: unknown opcodes are found by their empty values.
        by_caches: Dict[int, List[int]] = {}
        for info in infos:
            if info.number or not table.has_caches:
                by_caches.setdefault(info.caches, []).append(info.number)
        shapes = [b"[" + b"".join(re.escape(bytes([n])) for n in numbers) + b"]." + b"\\x00" * (2 * caches)
                  for caches, numbers in sorted(by_caches.items())]
        self.whole = repeated(b"|".join(shapes))


_plans: Dict[Any, FastPlan] = {}


def plan_for(version: Any) -> FastPlan:
    """The fast path's tables for ``version`` (made once per version)."""
    try:
        return _plans[version]
    except (KeyError, TypeError):  # not made yet, or a version given as a list
        table = table_for(version)
        plan = _plans[tuple(version)] = FastPlan(table)
        return plan


def fast_items(plan: FastPlan, f: CodeFields, positions: List[Any], entries: List[ExceptionEntry],
               cache_positions: bool = True) -> Optional[Tuple[List[Item], Dict[int, Label]]]:
    """The items and labels of code the fast path takes (see above), or None for the general loop
    (``cache_positions``: see :func:`antioch.lift.lift`)."""
    code = f.code
    n = len(code)
    if not plan.whole.fullmatch(code) if plan.has_caches else n & 1:
        return None
    ops = code[0::2]
    prefixed = plan.extended_arg in ops
    if prefixed:
        if ops[-1] == plan.extended_arg:  # prefixes of nothing: the general loop keeps them
            return None
        own = ops.translate(plan.is_own)
        iops = bytes(compress(ops, own))
        iargs = bytes(compress(code[1::2], own))
        offsets: Sequence[int] = list(compress(range(0, n, 2), own))
        ipositions: Iterable[Any] = compress(positions, own)
    elif plan.has_caches:
        iops = ops.replace(b"\x00", b"")  # cache units are exactly the zero units here
        iargs = bytes(compress(code[1::2], ops))
        offsets = list(compress(range(0, n, 2), ops))
        ipositions = compress(positions, ops)
    else:
        iops, iargs, offsets, ipositions = ops, code[1::2], range(0, n, 2), positions
    kinds = iops.translate(plan.kind_of)
    values = plan.values[:]
    last = None
    for k, read in plan.pool_kinds:
        if k in kinds:
            if read is not last:
                pool, last = read(f), read
            values[k] = pool
    try:
        instrs = list(map(LiftedInstr, zip(
            map(plan.name_of, iops),
            map(getitem, map(values.__getitem__, kinds), iargs),
            ipositions,
            _ZEROS,  # flag bits: set below
            _ZEROS,
            map(getitem, map(plan.index_of, kinds), iargs),
            _NONES,
            offsets,
            _NONES)))
    except IndexError:  # an argument past its pool, an unknown opcode
        return None
    if plan.flagged:
        flagged = kinds.translate(plan.flagged)
        if 1 in flagged:  # few instructions have flag bits (3.11+ LOAD_GLOBAL, 3.12+ LOAD_ATTR...)
            masks = plan.flag_masks
            for i in compress(range(len(kinds)), flagged):
                instrs[i][3] = iargs[i] & masks[kinds[i]]
    if plan.has_caches and cache_positions:
        _keep_cache_positions(plan, instrs, iops, ops, offsets, positions)
    args: Sequence[int] = iargs
    inner: AbstractSet[int] = _NOTHING  # offsets of units behind a prefix: no instruction starts there
    if prefixed:
        args, inner = _fold_prefixes(plan, f, instrs, iargs, offsets, positions)
    if plan.pair_kind is not None and plan.pair_kind in kinds:
        _resolve_pairs(plan, f, instrs, iops, args)
    is_jump = iops.translate(plan.jumps)
    if 1 not in is_jump and not entries:
        return instrs, {}
    labels = _fast_labels(plan, f, instrs, iops, is_jump, args, offsets, ops, inner, entries)
    return _with_labels(instrs, offsets, labels, plan.has_caches or prefixed), labels


# Endless and stateless: one of each serves every zip above.
_ZEROS = repeat(0)
_NONES = repeat(None)
_NOTHING: AbstractSet[int] = frozenset()


def _pool_reader(kind: str, shift: int, localsplus: bool) -> Callable[[CodeFields], Sequence[Any]]:
    """What a pool kind's argument byte indexes in a code object, as a function of its fields
    (the same function for kinds that index the same pool)."""
    if kind == "const":
        return _CONSTS
    if kind in NAME_SHIFT:
        return _SPREAD_NAMES[shift] if shift else _NAMES
    if localsplus:
        return CodeFields.localsplus
    return _VARNAMES if kind == "local" else CodeFields.cells_and_frees


def _spread_names(shift: int, f: CodeFields) -> Sequence[Any]:
    """Names for arguments with ``shift`` flag bits below the index: each stands 2**shift times in a row."""
    names = f.names
    step = 1 << shift
    spread: List[Any] = [None] * (len(names) << shift)
    for flags in range(step):
        spread[flags::step] = names
    return spread


_CONSTS, _NAMES, _VARNAMES = attrgetter("consts"), attrgetter("names"), attrgetter("varnames")
_SPREAD_NAMES = {shift: partial(_spread_names, shift) for shift in set(NAME_SHIFT.values()) if shift}


def _keep_cache_positions(plan: FastPlan, instrs: List[LiftedInstr], iops: bytes, ops: bytes,
                          offsets: Sequence[int], positions: List[Any]) -> None:
    """``unit_positions`` of instructions whose cache units have positions other than their own."""
    caches = ops.translate(_IS_ZERO)
    # Each cache unit equal to the unit before it: then every instruction's units are all alike.
    if not any(map(ne, compress(positions, caches), compress(positions, caches[1:]))):
        return
    cache_units = plan.cache_units
    for instr, op, offset in zip(instrs, iops, offsets):
        unit = offset >> 1
        own = positions[unit:unit + (cache_units[op] >> 1) + 1]
        if own.count(own[0]) != len(own):
            instr[8] = tuple(own)


_IS_ZERO = bytes([1] + [0] * 255)


def _fold_prefixes(plan: FastPlan, f: CodeFields, instrs: List[LiftedInstr], iargs: bytes,
                   offsets: Sequence[int], positions: List[Any]) -> Tuple[List[int], Set[int]]:
    """Give the instructions behind EXTENDED_ARG prefixes their whole argument, prefix count and
    prefix positions; their arguments but jumps and local pairs (resolved later) as the general loop
    does.  The whole arguments of all instructions, and the offsets of the units behind a prefix."""
    code = f.code
    ops = code[0::2]
    args = list(iargs)
    pools = ArgPools(f, plan.table)
    by_number = plan.table.by_number
    extended_arg = plan.extended_arg
    inner = set()
    start = -1
    for unit in compress(range(len(ops)), ops.translate(plan.is_prefix)):
        if start < 0:
            start = unit
        inner.add(2 * unit + 2)
        op = ops[unit + 1]
        if op == extended_arg:
            continue
        arg = 0
        for prefix in range(start, unit + 2):
            arg = arg << 8 | code[2 * prefix + 1]
        i = bisect_left(offsets, 2 * unit + 2)
        instr = instrs[i]
        args[i] = arg
        instr[4] = unit + 1 - start
        info = by_number[op]
        kind = info.kind  # type: ignore[union-attr]  # a known opcode: the fast path matched it
        if kind == "none":
            instr[1], instr[3], instr[5] = RawArg(arg) if arg else None, 0, None
        elif kind != "local_pair" and not info.is_jump:  # type: ignore[union-attr]
            instr[1], instr[3], instr[5] = resolve_arg(kind, arg, pools)
        unit_positions = positions[start:unit + 2 + (plan.cache_units[op] >> 1)]
        position = positions[unit + 1]
        instr[8] = tuple(unit_positions) if unit_positions.count(position) != len(unit_positions) else None
        start = -1
    return args, inner


def _resolve_pairs(plan: FastPlan, f: CodeFields, instrs: List[LiftedInstr], iops: bytes,
                   args: Sequence[int]) -> None:
    pools = ArgPools(f, plan.table)
    for i in compress(range(len(iops)), iops.translate(plan.pairs)):
        instr = instrs[i]
        instr[1], instr[3], instr[5] = resolve_arg("local_pair", args[i], pools)


def _fast_labels(plan: FastPlan, f: CodeFields, instrs: List[LiftedInstr], iops: bytes, is_jump: bytes,
                 args: Sequence[int], offsets: Sequence[int], ops: bytes, inner: AbstractSet[int],
                 entries: List[ExceptionEntry]) -> Dict[int, Label]:
    """Labels by offset (in no order) for jump targets and exception table entries; jump
    arguments set to them.  ``is_jump`` has a 1 for each instruction that is a jump."""
    n = len(f.code)
    rules = plan.jump_rules
    caches = plan.has_caches
    labels: Dict[int, Label] = {}
    # An instruction starts at every even offset, or (3.11+) at every unit that is not a cache,
    # but behind a prefix.  Jumps into the middle of an instruction or out of the code get no
    # label (they stay raw).
    for i in compress(range(len(iops)), is_jump):
        relative, base, per_arg = rules[iops[i]]  # type: ignore[misc]  # a jump: it has a rule
        target = (offsets[i] + base if relative else 0) + per_arg * args[i]
        label = labels.get(target)
        if label is None:
            if 0 <= target <= n and not target & 1 and target not in inner \
                    and (not caches or target == n or ops[target >> 1]):
                label = labels[target] = Label()
            else:
                instrs[i][1] = RawArg(args[i])
                continue
        instrs[i][1] = label
    for entry in entries:
        for offset in (entry.start, entry.end, entry.target):
            if offset not in labels:
                if not (0 <= offset <= n and not offset & 1 and offset not in inner
                        and (not caches or offset == n or ops[offset >> 1])):
                    raise DecodeError("exception table points to %d, not an instruction boundary" % offset,
                                      offset, f.version, "co_exceptiontable")
                labels[offset] = Label()
    return labels


def _with_labels(instrs: List[LiftedInstr], offsets: Sequence[int], labels: Dict[int, Label],
                 sparse: bool) -> List[Item]:
    """The instructions with each label just before the instruction at its offset.

    The place of an offset is the instruction there: by bisection when sparse, otherwise one
    instruction per code unit.
    """
    items: List[Item] = instrs  # type: ignore[assignment]  # labels join the instructions in place
    if len(labels) * len(instrs) <= _INSERTS_MOVE_AT_MOST:
        # Last first, so that the places before stay right; each insert moves the items after it.
        if sparse:
            for offset in sorted(labels, reverse=True):
                items.insert(bisect_left(offsets, offset), labels[offset])
        else:
            for offset in sorted(labels, reverse=True):
                items.insert(offset >> 1, labels[offset])
        return items
    order = sorted(labels)
    places = map(bisect_left, repeat(offsets), order) if sparse else map(rshift, order, repeat(1))
    items = []
    done = 0
    for at, offset in zip(places, order):
        items += instrs[done:at]
        items.append(labels[offset])
        done = at
    items += instrs[done:]
    return items


# list.insert moves the items after the place: cheaper than slicing while the code is small,
# quadratic when it is big (as many labels as a few percent of a big function's instructions).
_INSERTS_MOVE_AT_MOST = 1 << 16
