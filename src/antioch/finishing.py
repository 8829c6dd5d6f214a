"""IR -> a finished, verified code object: the one safe way from a :class:`~antioch.ir.Bytecode` to code.

:func:`antioch.lower.lower` writes exactly what the IR states, which is what an exact round trip
needs.  An IR that was made by hand or edited states things that no longer hold, so
:func:`finish` first works out again what follows from the instructions:

- the spellings that depend on the version (:mod:`antioch.spelling`): operators and intrinsics
  by name, 3.12+ COMPARE_OP result masks, 3.13 LOAD_FAST_LOAD_FAST pairs whose slots do not fit
  in four bits split in two, 3.11's PRECALL before CALL, pre-3.11 BINARY_OP and CALL spellings;
- the flags: GENERATOR / COROUTINE / ASYNC_GENERATOR when none is set, OPTIMIZED | NEWLOCALS for
  code with parameters or fast locals that states no flags at all;
- try ranges: ``depth=None`` becomes the stack depth at the range's start, ``lasti=None`` what
  CPython's compiler gives such a handler, ranges that nest or overlap (innermost first) are
  flattened into non-overlapping entries, and empty ones are dropped;
- ``co_stacksize`` by data flow, ``co_nlocals`` from the locals, and with ``compact=True`` pools
  without the constants and names nothing uses any more;

then lowers, and verifies: a problem raises :class:`~antioch.errors.VerifyError` naming the item
(its index in ``ir.items`` and the instruction).  A lifted IR that was not edited comes back
identical in every field, as through ``lower``.
"""
import types
from dataclasses import replace
from typing import Dict, List, Tuple

from antioch.analysis.cfg import ControlFlowGraph, build_cfg
from antioch.analysis.stackdepth import analyse
from antioch.analysis.verify import Problem, verify_ir
from antioch.codeobj import (
    CO_ASYNC_GENERATOR,
    CO_COROUTINE,
    CO_GENERATOR,
    CO_ITERABLE_COROUTINE,
    CO_NEWLOCALS,
    CO_OPTIMIZED,
    CodeFields,
    build_code,
)
from antioch.errors import VerifyError
from antioch.ir import Bytecode, Instr, Item, Label, RawArg, TryRange
from antioch.lower import lower
from antioch.opcodes import OpcodeTable, table_for
from antioch.opcodes.table import NAME_KINDS
from antioch.spelling import respell

#: the co_flags bits that say what kind of code object runs the code (one at most is set)
KIND_BITS = CO_GENERATOR | CO_COROUTINE | CO_ITERABLE_COROUTINE | CO_ASYNC_GENERATOR
#: opcodes only an ``async def`` has (any version that has them)
AWAIT_OPS = frozenset({"GET_AWAITABLE", "BEFORE_ASYNC_WITH", "SETUP_ASYNC_WITH", "GET_AITER", "GET_ANEXT",
                       "END_ASYNC_FOR"})
#: opcodes that make code a generator of some kind
YIELD_OPS = frozenset({"YIELD_VALUE", "YIELD_FROM", "RETURN_GENERATOR"})
#: 3.10's GEN_START argument: 0 generator, 1 coroutine, 2 async generator (Python/ceval.c, GEN_START)
_GEN_START_KINDS = (CO_GENERATOR, CO_COROUTINE, CO_ASYNC_GENERATOR)
#: 3.14+ co_flags bit: co_consts[0] is the docstring (Include/cpython/code.h)
_CO_HAS_DOCSTRING = 0x4000000


def code_kind(instrs: List[Instr], table: OpcodeTable) -> int:
    """GENERATOR, COROUTINE or ASYNC_GENERATOR as the instructions show it, or 0 for plain code.

    An ``async def`` without any ``await``, ``async for`` or ``async with`` looks like a generator
    (3.11+) or plain code: such code must state its flags.
    """
    names = {i[0] for i in instrs}  # by index: its name (ir.INSTR_FIELDS)
    if "GEN_START" in names:
        arg = next(i[1] for i in instrs if i[0] == "GEN_START")
        if isinstance(arg, int) and 0 <= arg < len(_GEN_START_KINDS):
            return _GEN_START_KINDS[arg]
    wrap = ("ASYNC_GEN_WRAP", "INTRINSIC_ASYNC_GEN_WRAP", table.arg_symbols("intrinsic1").get("ASYNC_GEN_WRAP"))
    if "ASYNC_GEN_WRAP" in names or ("CALL_INTRINSIC_1" in names and any(
            i[0] == "CALL_INTRINSIC_1" and i[1] in wrap for i in instrs)):
        return CO_ASYNC_GENERATOR
    if names & AWAIT_OPS:
        # Before 3.11 an await is YIELD_FROM; a YIELD_VALUE beside an await is an async generator's yield.
        if not table.has_exception_table and "YIELD_VALUE" in names:
            return CO_ASYNC_GENERATOR
        return CO_COROUTINE
    return CO_GENERATOR if names & YIELD_OPS else 0


def infer_flags(f: CodeFields, instrs: List[Instr], table: OpcodeTable) -> int:
    """``f.flags`` with what the code shows added: its kind when no kind bit is set, and
    OPTIMIZED | NEWLOCALS when no flag at all is set and the code has parameters, is a generator
    of some kind, or uses fast locals without module-level names (LOAD_NAME and friends)."""
    flags = f.flags
    if not flags & KIND_BITS:
        flags |= code_kind(instrs, table)
    if not f.flags:
        by_name = table.by_name
        kinds = {by_name[i[0]].kind for i in instrs if i[0] in by_name}
        if (f.argcount or f.kwonlyargcount or f.posonlyargcount or flags & KIND_BITS
                or (("local" in kinds or "local_pair" in kinds) and "name" not in kinds)):
            flags |= CO_OPTIMIZED | CO_NEWLOCALS
    return flags


# -- try ranges ------------------------------------------------------------------------------------

def default_lasti(handler_names: Tuple[str, ...]) -> bool:
    """What CPython's compiler gives a handler starting with these opcodes: SETUP_FINALLY's handlers
    (try bodies: PUSH_EXC_INFO; END_ASYNC_FOR; CLEANUP_THROW; 3.12's inlined comprehensions: SWAP,
    POP_TOP) get no lasti, SETUP_CLEANUP's and SETUP_WITH's do (Python/flowgraph.c, push_except_block
    and label_exception_targets).  Checked against every handler of the standard library, 3.11-3.13."""
    first = handler_names[0] if handler_names else ""
    second = handler_names[1] if len(handler_names) > 1 else ""
    if first == "PUSH_EXC_INFO":
        return second == "WITH_EXCEPT_START"
    return first not in ("END_ASYNC_FOR", "CLEANUP_THROW") and (first, second) != ("SWAP", "POP_TOP")


class _Ranges:
    """The try ranges of one IR made into table entries: depths, lasti, flattening, empty ones dropped."""

    def __init__(self, ir: Bytecode) -> None:
        self.ir = ir
        self.label_at: Dict[Label, int] = {}
        self.instrs: List[Instr] = []
        for item in ir.items:
            if isinstance(item, Label):
                self.label_at.setdefault(item, len(self.instrs))
            else:
                self.instrs.append(item)

    def simple(self) -> bool:
        """True when the ranges are entries already: stated, sorted, not overlapping, not empty."""
        last_end = -1
        for r in self.ir.try_ranges:
            if r.depth is None or r.lasti is None:
                return False
            start, end = self.label_at.get(r.start), self.label_at.get(r.end)
            if start is None or end is None or start < last_end or end <= start:
                return start is None or end is None  # a missing label is the verifier's to report
            last_end = end
        return True

    def _lasti(self, r: TryRange) -> bool:
        if r.lasti is not None:
            return bool(r.lasti)
        at = self.label_at.get(r.handler)
        names = tuple(i[0] for i in self.instrs[at:at + 2]) if at is not None else ()
        return default_lasti(names)

    def resolve(self) -> ControlFlowGraph:
        """Depths and lasti filled in (depths by data flow, repeated while handlers' own ranges move)."""
        ranges = [r._replace(lasti=self._lasti(r), depth=r.depth or 0) for r in self.ir.try_ranges]
        open_depth = [r.depth is None for r in self.ir.try_ranges]
        for _ in range(len(ranges) + 1):
            cfg = build_cfg(Bytecode(self.ir.fields, self.ir.items, ranges))
            before = analyse(cfg).before
            changed = False
            for k, r in enumerate(ranges):
                if not open_depth[k]:
                    continue
                at = self.label_at.get(r.start)
                depth = before[at] if at is not None and at < len(before) else None
                if depth is not None and depth != r.depth:
                    ranges[k] = r._replace(depth=depth)
                    changed = True
            if not changed:
                return cfg
        raise VerifyError([], "the try ranges' depths do not settle (a handler inside its own range?)")

    def flatten(self, cfg: ControlFlowGraph) -> Tuple[List[Item], List[TryRange]]:
        """New items (labels added at entry boundaries) and one range per run of instructions that
        the same range covers first."""
        covering = [block.try_range for block in cfg.block_of]
        bounds: Dict[int, Label] = {}
        runs: List[Tuple[int, int, TryRange]] = []
        for i, r in enumerate(covering):
            if r is not None and (i == 0 or covering[i - 1] is not r):
                runs.append((i, i + 1, r))
            elif r is not None:
                runs[-1] = (runs[-1][0], i + 1, r)
        entries = []
        for start, end, r in runs:
            first = bounds.setdefault(start, Label())
            last = bounds.setdefault(end, Label())
            entries.append(TryRange(first, last, r.handler, r.depth, r.lasti))
        items: List[Item] = []
        n = 0
        for item in self.ir.items:
            if not isinstance(item, Label):
                if n in bounds:
                    items.append(bounds.pop(n))
                n += 1
            items.append(item)
        if n in bounds:
            items.append(bounds.pop(n))
        return items, entries


# -- the pools --------------------------------------------------------------------------------------

def _compacted(f: CodeFields, instrs: List[Instr], table: OpcodeTable) -> CodeFields:
    """``f`` with pools that lowering refills by first use (constants and names nothing uses are gone).

    A function's co_consts[0] stays: before 3.14 it is the docstring slot, whatever it holds.
    A pool that some raw argument indexes is kept as it is.
    """
    by_name = table.by_name
    raw_kinds = {by_name[i[0]].kind for i in instrs if isinstance(i[1], RawArg) and i[0] in by_name}
    consts = f.consts
    if "const" not in raw_kinds:
        keeps_first = f.flags & CO_OPTIMIZED and (table.version < (3, 14) or f.flags & _CO_HAS_DOCSTRING)
        consts = consts[:1] if keeps_first else ()
    names = f.names if raw_kinds & NAME_KINDS else ()
    return replace(f, consts=consts, names=names)


# -- finishing --------------------------------------------------------------------------------------

def finish(ir: Bytecode, compact: bool = False, verify: bool = True) -> CodeFields:
    """The fields of the finished code object of ``ir`` (any version); see the module docstring.

    ``verify=False`` skips the verifier: CPython may then crash on what it builds.
    Nested IRs in LOAD_CONST arguments or ``fields.consts`` are finished the same way.
    """
    table = table_for(ir.version)
    items, origin = respell(ir, table, lambda nested: finish(nested, compact, verify))
    f = ir.fields
    instrs = [item for item in items if isinstance(item, Instr)]
    consts = f.consts
    if any(isinstance(c, Bytecode) for c in consts):
        consts = tuple(finish(c, compact, verify) if isinstance(c, Bytecode) else c for c in consts)
    fields = replace(f, flags=infer_flags(f, instrs, table), consts=consts)
    work = Bytecode(fields, items, list(ir.try_ranges))
    ranges = _Ranges(work) if work.try_ranges else None
    if ranges is None or ranges.simple():
        cfg = build_cfg(work)
        depths = analyse(cfg)
    else:
        cfg = ranges.resolve()
        work.items, work.try_ranges = ranges.flatten(cfg)
        origin = _origins_after_labels(work.items, items, origin)
        cfg = build_cfg(work)
        depths = analyse(cfg)
    fields.stacksize = depths.max_depth
    if compact:
        work.fields = _compacted(fields, instrs, table)
    work.original_linetable, work.original_positions = ir.original_linetable, ir.original_positions
    out = lower(work)
    out.nlocals = len(out.varnames)
    if verify:
        problems = verify_ir(Bytecode(out, work.items, work.try_ranges))
        if problems:
            raise _verify_error(problems, work, origin)
    return out


def _origins_after_labels(new_items: List[Item], old_items: List[Item], origin: List[int]) -> List[int]:
    """``origin`` (the ``ir.items`` index of each item) for items with labels added."""
    where = {id(item): k for item, k in zip(old_items, origin)}
    out = []
    last = 0
    for item in new_items:
        last = where.get(id(item), last)
        out.append(last)
    return out


def _verify_error(problems: List[Problem], work: Bytecode, origin: List[int]) -> VerifyError:
    """A VerifyError whose message names the item of the first problem (index, instruction)."""
    cfg = build_cfg(work)
    instr_items = [k for k, item in enumerate(work.items) if isinstance(item, Instr)]
    first = problems[0]
    place = ""
    if first.offset is not None and first.offset in cfg.offsets:
        i = cfg.offsets.index(first.offset)
        place = " at item %d %r" % (origin[instr_items[i]], cfg.instrs[i])
        if first.line is not None:
            place += " (listing line %d)" % first.line
    more = " (and %d more)" % (len(problems) - 1) if len(problems) > 1 else ""
    return VerifyError(problems, "%s%s: %s: %s%s" % (first.where or "<code>", place, first.rule, first.message,
                                                     more))


def to_code(ir: Bytecode, compact: bool = False, verify: bool = True) -> types.CodeType:
    """A code object of this host from ``ir``: :func:`finish`, then build (see the module docstring).

    >>> from antioch import Bytecode, Instr
    >>> ir = Bytecode.new("answer")
    >>> ir.items += [Instr("LOAD_CONST", 42), Instr("RETURN_VALUE")]
    >>> eval(ir.to_code())
    42
    """
    return build_code(finish(ir, compact, verify), verify=False)  # verified above unless asked not to


__all__ = ["KIND_BITS", "code_kind", "default_lasti", "finish", "infer_flags", "to_code"]
