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
from itertools import compress, repeat
from operator import itemgetter
from typing import List

from antioch.analysis.cfg import build_cfg
from antioch.analysis.rules import AWAIT_OPS
from antioch.analysis.stackdepth import analyse_both
from antioch.analysis.tryranges import TryRanges, default_lasti
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
    parameter_count,
    with_fields,
)
from antioch.errors import VerifyError
from antioch.ir import Bytecode, Instr, Item, RawArg
from antioch.lower import lower_instructions
from antioch.opcodes import OpcodeTable, table_for
from antioch.opcodes.table import NAME_KINDS
from antioch.spelling import respell

#: the co_flags bits that say what kind of code object runs the code (one at most is set)
KIND_BITS = CO_GENERATOR | CO_COROUTINE | CO_ITERABLE_COROUTINE | CO_ASYNC_GENERATOR
#: opcodes that make code a generator of some kind
YIELD_OPS = frozenset({"YIELD_VALUE", "YIELD_FROM", "RETURN_GENERATOR"})
#: 3.10's GEN_START argument: 0 generator, 1 coroutine, 2 async generator (Python/ceval.c, GEN_START)
_GEN_START_KINDS = (CO_GENERATOR, CO_COROUTINE, CO_ASYNC_GENERATOR)
#: argument kinds that index the locals (3.11+: with the cells and frees after them)
SLOT_KINDS = frozenset({"local", "local_pair", "free"})
#: 3.14+ co_flags bit: co_consts[0] is the docstring (Include/cpython/code.h)
_CO_HAS_DOCSTRING = 0x4000000
_NAME = itemgetter(0)  # an instruction's name (ir.INSTR_FIELDS)


def code_kind(instrs: List[Instr], table: OpcodeTable) -> int:
    """GENERATOR, COROUTINE or ASYNC_GENERATOR as the instructions show it, or 0 for plain code.

    An ``async def`` without any ``await``, ``async for`` or ``async with`` looks like a generator
    (3.11+) or plain code: such code must state its flags.
    """
    names = set(map(_NAME, instrs))
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
        kinds = {by_name[name].kind for name in set(map(_NAME, instrs)) if name in by_name}
        if (f.argcount or f.kwonlyargcount or f.posonlyargcount or flags & KIND_BITS
                or (("local" in kinds or "local_pair" in kinds) and "name" not in kinds)):
            flags |= CO_OPTIMIZED | CO_NEWLOCALS
    return flags


# -- the pools --------------------------------------------------------------------------------------

def _compacted(f: CodeFields, instrs: List[Instr], table: OpcodeTable) -> CodeFields:
    """``f`` with pools that lowering refills by first use (constants and names nothing uses are gone)
    and without the locals no instruction names (parameters stay, and locals that are cells too).

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
    varnames = f.varnames
    if not raw_kinds & SLOT_KINDS:
        used = set()
        for i in instrs:
            info = by_name.get(i[0])
            if info is not None and info.kind == "local":
                used.add(i[1])
            elif info is not None and info.kind == "local_pair" and isinstance(i[1], tuple):
                used.update(i[1])
        params = parameter_count(f)
        varnames = varnames[:params] + tuple(v for v in varnames[params:] if v in used or v in f.cellvars)
    if varnames == f.varnames:
        return replace(f, consts=consts, names=names)
    return replace(f, consts=consts, names=names, varnames=varnames, nlocals=len(varnames), localsplusnames=None,
                   localspluskinds=None)


# -- finishing --------------------------------------------------------------------------------------

def finish(ir: Bytecode, compact: bool = False, verify: bool = True) -> CodeFields:
    """The fields of the finished code object of ``ir`` (any version); see the module docstring.

    ``verify=False`` skips the verifier: CPython may then crash on what it builds.
    Nested IRs in LOAD_CONST arguments or ``fields.consts`` are finished the same way.
    """
    table = table_for(ir.version)
    items, origin = respell(ir, table, lambda nested: finish(nested, compact, verify))
    f = ir.fields
    instrs: List[Instr] = list(compress(items, map(isinstance, items, repeat(Instr))))  # type: ignore[arg-type]
    consts = f.consts
    if any(isinstance(c, Bytecode) for c in consts):
        consts = tuple(finish(c, compact, verify) if isinstance(c, Bytecode) else c for c in consts)
    fields = with_fields(f, flags=infer_flags(f, instrs, table), consts=consts)
    work = Bytecode(fields, items, list(ir.try_ranges))
    ranges = TryRanges(work) if work.try_ranges else None
    if ranges is not None and not ranges.simple():
        work.items, work.try_ranges = ranges.flatten(ranges.resolve())
        origin = _origins_after_labels(work.items, items, origin)
    cfg = build_cfg(work)
    depths, runtime = analyse_both(cfg)
    fields.stacksize = depths.max_depth
    if compact:
        work.fields = _compacted(fields, instrs, table)
    work.original_linetable, work.original_positions = ir.original_linetable, ir.original_positions
    work.original_firstlineno = ir.original_firstlineno
    out = lower_instructions(work, cfg.instrs, cfg.infos, cfg.label_at)  # what lower(work) would split again
    out.nlocals = len(out.varnames)
    if verify:
        # the same items and ranges as the graph: only the fields are the finished ones
        problems = verify_ir(Bytecode(out, work.items, work.try_ranges), cfg, runtime)
        if problems:
            raise _verify_error(problems, work, origin, ir)
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


def _verify_error(problems: List[Problem], work: Bytecode, origin: List[int], ir: Bytecode) -> VerifyError:
    """A VerifyError whose message names the item of the first problem (index, instruction), after
    its listing place (``FILE:LINE:COL:``) when the IR was assembled from text."""
    cfg = build_cfg(work)
    instr_items = [k for k, item in enumerate(work.items) if isinstance(item, Instr)]
    first = problems[0]
    place = source = ""
    if first.offset is not None and first.offset in cfg.offsets:
        i = cfg.offsets.index(first.offset)
        item = origin[instr_items[i]]
        place = " at item %d %r" % (item, cfg.instrs[i])
        at = ir.source_of(ir.items[item]) if item < len(ir.items) else None  # type: ignore[arg-type]
        if at is not None:
            source = "%s:%d:%d: " % at
    more = " (and %d more)" % (len(problems) - 1) if len(problems) > 1 else ""
    return VerifyError(problems, "%s%s%s: %s: %s%s" % (source, first.where or "<code>", place, first.rule,
                                                       first.message, more))


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
