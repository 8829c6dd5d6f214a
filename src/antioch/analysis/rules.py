"""The verifier's rules on single instructions, on locals and on the code object's fields.

Each rule is a function ``(ctx) -> iterator of (instruction index or None, rule, sentence)``;
:mod:`antioch.analysis.verify` runs them and turns what they find into problems.
"""
from itertools import compress
from operator import itemgetter, not_
from typing import AbstractSet, Any, Dict, FrozenSet, Iterator, List, Optional, Set, Tuple

from antioch.analysis.cfg import ControlFlowGraph
from antioch.analysis.stackdepth import EFFECT_ARG_KINDS, GENERATOR_FLAGS, DepthResult, effect_arg
from antioch.codeobj import CO_ASYNC_GENERATOR, CO_COROUTINE, CO_GENERATOR, CO_OPTIMIZED, CO_VARARGS, CO_VARKEYWORDS
from antioch.ir import Label, RawArg
from antioch.opcodes.table import NAME_KINDS

Finding = Tuple[Optional[int], str, str]

#: Opcodes that are in the tables but never belong in co_code.
NEVER_IN_CODE = frozenset({"CACHE", "RESERVED", "ENTER_EXECUTOR", "INTERPRETER_EXIT", "EXTENDED_ARG"})
#: Opcodes that need a generator, coroutine or async generator code object.
GENERATOR_OPS = frozenset({"YIELD_VALUE", "YIELD_FROM", "GEN_START", "RETURN_GENERATOR", "SEND", "END_SEND"})
#: Opcodes only an ``async def`` has (any version that has them).  Not GET_AITER: it only calls
#: ``__aiter__``, and the compiler puts it in whatever code evaluates an async generator expression's
#: first iterable, a plain function or a generator expression included.
AWAIT_OPS = frozenset({"GET_AWAITABLE", "BEFORE_ASYNC_WITH", "SETUP_ASYNC_WITH", "GET_ANEXT",
                       "END_ASYNC_FOR"})
#: What may come before RETURN_GENERATOR (3.15's generator expressions get their iterator first:
#: COPY_FREE_VARS, RESUME 4, LOAD_FAST .0, GET_ITER; async ones LOAD_FAST_BORROW .0, GET_AITER)
PROLOGUE = frozenset({"MAKE_CELL", "COPY_FREE_VARS"})
PROLOGUE_315 = PROLOGUE | {"RESUME", "LOAD_FAST", "LOAD_FAST_BORROW", "GET_ITER", "GET_AITER"}
#: Instructions with no error exit (Python/bytecodes.c 3.11-3.15: no ERROR_IF): the stack they leave
#: never meets a handler.  (3.15's generator expressions are covered down to their final POP_ITER and
#: RETURN_VALUE by a range that keeps the two slots of the iterator.)
NEVER_RAISE = frozenset({"NOP", "NOT_TAKEN", "POP_TOP", "POP_ITER", "END_FOR", "PUSH_NULL", "COPY", "SWAP",
                         "LOAD_CONST", "LOAD_SMALL_INT", "LOAD_COMMON_CONSTANT", "RETURN_VALUE", "RETURN_CONST"})
#: Instructions whose error exit leaves their inputs on the stack, by first version (bytecodes.c
#: END_ASYNC_FOR re-raises with ``goto exception_unwind`` before DECREF_INPUTS; 3.11's ceval.c popped
#: the exception first).  3.15's async generator expressions cover it with a range keeping the aiter.
RAISE_WITH_INPUTS = {"END_ASYNC_FOR": (3, 12)}
#: Instructions that read the n-th value from the top (n = arg), so need n values.
PEEK_ARG = {"COPY": 0, "SWAP": 0, "ROT_N": 0, "LIST_APPEND": 1, "SET_ADD": 1, "MAP_ADD": 2, "LIST_EXTEND": 1,
            "SET_UPDATE": 1, "DICT_UPDATE": 1, "DICT_MERGE": 1}
_PEEKING = frozenset(PEEK_ARG)
#: the opcodes flag_rules looks at
_FLAGGED = GENERATOR_OPS | AWAIT_OPS | {"LOAD_CLASSDEREF", "RETURN_GENERATOR"}
_RESUME = frozenset({"RESUME"})


def looked_at(version: Tuple[int, int]) -> FrozenSet[str]:
    """Every opcode that a rule here or the type-state pass (kinds.call_rules, the 3.8-3.10 handlers
    of SETUP_FINALLY) looks at one by one on ``version``: found by one scan of the code
    (Context.indexes_of)."""
    names = _LOOKED_AT.get(version)
    if names is None:
        extra = {"KW_NAMES", "CALL" if version == (3, 11) else "", "FOR_ITER" if version >= (3, 12) else "",
                 "SETUP_FINALLY" if version < (3, 11) else ""}
        names = _LOOKED_AT[version] = _PEEKING | _FLAGGED | _RESUME | (extra - {""})
    return names


_LOOKED_AT: Dict[Tuple[int, int], FrozenSet[str]] = {}


class Context:
    """What the rules look at: the graph, its depths, and the code's pools."""

    def __init__(self, cfg: ControlFlowGraph, depths: DepthResult) -> None:
        self.cfg = cfg
        self.depths = depths
        self.f = cfg.ir.fields
        self.table = cfg.table
        self._cells: Optional[Set[str]] = None
        #: the indexes of the instructions some rule looks at one by one (see indexes_of)
        self.looked_at = cfg.indexes_of(looked_at(cfg.version))
        #: the type of each instruction's argument (what opcode_rules and the type-state pass tell
        #: the common instructions by)
        self.arg_types = list(map(type, map(_ARG, cfg.instrs)))

    def indexes_of(self, names: AbstractSet[str]) -> List[int]:
        """``cfg.indexes_of(names)`` for names of :func:`looked_at`: the rules share one scan of the
        whole code, and each picks its own out of the few instructions that scan found."""
        all_names = self.cfg.names
        return [i for i in self.looked_at if all_names[i] in names]  # (a few, mostly)

    @property
    def local_pool(self) -> Tuple[str, ...]:
        """The names a local's index counts in (3.11+: with the cells and free variables)."""
        return self.f.localsplus() if self.table.localsplus else self.f.varnames

    @property
    def free_pool(self) -> Tuple[str, ...]:
        """The names a cell's or free variable's index counts in."""
        return self.f.localsplus() if self.table.localsplus else self.f.cells_and_frees()

    @property
    def cells(self) -> Set[str]:
        """The names of the cells and free variables (worked out when an instruction first asks)."""
        if self._cells is None:
            self._cells = set(self.f.cellvars) | set(self.f.freevars)
        return self._cells

    def reached(self, i: int) -> bool:
        return self.depths.before[i] is not None


#: What opcode_rules must look at in an instruction of each opcode (per version, see _arg_checks):
#: a str argument is accepted, an argument that is not a RawArg is, one that is not None is, any is,
#: a number is
STR_ARG, NOT_RAW_ARG, SOME_ARG, ANY_ARG, INT_ARG = range(5)
#: the kinds and opcodes _argument_rules looks at further than its argument being there
_CHECKED_KINDS = frozenset({"const", "local", "local_pair", "free", "compare", "binop", "intrinsic1", "intrinsic2",
                            "common_const", "special_method", "convert", "fn_attr"}) | NAME_KINDS
_CHECKED_NAMES = frozenset({"COPY_FREE_VARS", "MAKE_CELL", "BUILD_SLICE", "RAISE_VARARGS", "KW_NAMES"})
_ARG_CHECKS: Dict[Tuple[int, int], Dict[str, int]] = {}


def _arg_checks(table: Any) -> Dict[str, int]:
    """opcode name -> what of its argument opcode_rules must check, for the opcodes whose argument
    alone can make them pass (the others are looked at in full)."""
    checks = _ARG_CHECKS.get(table.version)
    if checks is None:
        checks = _ARG_CHECKS[table.version] = {}
        for name, info in table.by_name.items():
            if name in NEVER_IN_CODE or name.startswith("INSTRUMENTED_") or name in _CHECKED_NAMES:
                continue
            if info.kind in NAME_KINDS or info.kind == "local":
                checks[name] = STR_ARG
            elif info.kind == "const":
                checks[name] = NOT_RAW_ARG
            elif info.kind == "int":
                checks[name] = INT_ARG
            elif info.kind not in _CHECKED_KINDS:
                checks[name] = SOME_ARG if info.has_arg else ANY_ARG
    return checks


class _Verdicts(dict):
    """(opcode name, type of the argument) -> whether opcode_rules accepts the instruction on those
    alone (see _arg_checks), worked out when first met."""

    def __init__(self, checks: Dict[str, int]) -> None:
        super().__init__()
        self.checks = checks

    def __missing__(self, key: Tuple[str, type]) -> bool:
        name, t = key
        check = self.checks.get(name)
        accepted = check is not None and (check == ANY_ARG or (
            t is not _NONE_TYPE if check == SOME_ARG else t is str if check == STR_ARG
            else (issubclass(t, int) and t is not bool) if check == INT_ARG
            else not issubclass(t, RawArg)))
        if len(self) >= _MAX_VERDICTS:
            self.clear()  # argument types are unbounded (constants): keep the common ones
        self[key] = accepted
        return accepted


_NONE_TYPE = type(None)
_MAX_VERDICTS = 4096
_VERDICTS: Dict[Tuple[int, int], _Verdicts] = {}
_ARG = itemgetter(1)  # an instruction's argument (ir.INSTR_FIELDS)


def opcode_rules(ctx: Context) -> Iterator[Finding]:
    """Opcodes this version has, that may appear in co_code, with the argument they need."""
    table = ctx.table
    verdicts = _VERDICTS.get(table.version)
    if verdicts is None:
        verdicts = _VERDICTS[table.version] = _Verdicts(_arg_checks(table))
    cfg = ctx.cfg
    infos = cfg.infos
    instrs = cfg.instrs
    # The common cases, which the rules below accept, are told by the opcode and the type of the
    # argument alone: only the others are looked at one by one.
    accepted = map(verdicts.__getitem__, zip(cfg.names, ctx.arg_types))
    passed = _PASSED.setdefault(table.version, set())
    for i in compress(range(len(instrs)), map(not_, accepted)):
        # Fields by index in the loops of this module (ir.INSTR_FIELDS: 0 name, 1 arg): faster than properties.
        instr = instrs[i]
        name = instr[0]
        arg = instr[1]
        key: Optional[Tuple[str, type, Any]] = (name, type(arg), arg)
        try:
            if key in passed:
                continue
        except TypeError:  # an unhashable argument
            key = None
        info = infos[i]
        if info is None:
            special = {name for names in table.specializations.values() for name in names}
            rule = "specialized-opcode" if name in special else "unknown-opcode"
            yield i, rule, "%s is not an opcode of CPython %d.%d" % ((name,) + ctx.cfg.version)
            continue
        if name in NEVER_IN_CODE or name.startswith("INSTRUMENTED_"):
            yield i, "forbidden-opcode", "%s never belongs in co_code" % name
            continue
        kind = info.kind
        if info.has_arg and arg is None and kind != "const":
            yield i, "missing-argument", "%s needs an argument" % name
            continue
        if (type(arg) is str and (kind in NAME_KINDS or kind == "local")) or (
                kind == "const" and name != "KW_NAMES" and not isinstance(arg, RawArg)):
            continue  # the common cases, which _argument_rules accepts
        found = list(_argument_rules(ctx, i, instr, info))
        if found:
            yield from found
        elif key is not None and (kind in _VALUE_KINDS or name in _VALUE_NAMES) and not isinstance(arg, RawArg):
            if len(passed) >= _MAX_VERDICTS:
                passed.clear()
            passed.add(key)


#: argument kinds that are numbers in co_code but may be given by name in the IR ("+=", an intrinsic's name)
_NUMBERED_KINDS = frozenset({"binop", "intrinsic1", "intrinsic2", "common_const", "special_method", "convert",
                             "fn_attr"})
#: the kinds and opcodes whose argument _argument_rules accepts or not on the version and the
#: argument's value alone (not the code's pools), unless it is a RawArg
_VALUE_KINDS = _NUMBERED_KINDS | {"compare", "local_pair"}
_VALUE_NAMES = frozenset({"BUILD_SLICE", "RAISE_VARARGS", "KW_NAMES"})
#: by version, (opcode name, type of the argument, argument) that opcode_rules accepted, of _VALUE_KINDS
#: and _VALUE_NAMES
_PASSED: Dict[Tuple[int, int], Set[Tuple[str, type, Any]]] = {}
#: opcodes of the plain "int" kind whose argument the rules below read as a number
_COUNTED = frozenset({"COPY_FREE_VARS", "BUILD_SLICE", "RAISE_VARARGS"})


def _argument_rules(ctx: Context, i: int, instr: Any, info: Any) -> Iterator[Finding]:
    kind = info.kind
    arg = instr[1]  # its arg
    if kind == "int" and (type(arg) is bool or not isinstance(arg, int)):
        yield i, "arg-type", "%s takes a number as its argument, not %r" % (instr.name, arg)
        return
    if kind in _NUMBERED_KINDS or instr.name in _COUNTED:
        # An edit may have put anything there: a name the version does not know, or not a number at all,
        # is a finding, never int()'s ValueError.
        if isinstance(arg, str):
            number = ctx.table.arg_symbols(kind).get(arg)
            if number is None:
                yield i, "arg-range", "%s has no argument %r on CPython %d.%d" % ((instr.name, arg) + ctx.table.version)
                return
            arg = number
        elif type(arg) is bool or not isinstance(arg, int):
            yield i, "arg-type", "%s takes a number as its argument, not %r" % (instr.name, arg)
            return
    if kind == "const":
        if isinstance(arg, RawArg) and not 0 <= arg < len(ctx.f.consts):
            yield i, "arg-index", "%s #%d is outside co_consts (%d)" % (instr.name, arg, len(ctx.f.consts))
        elif instr.name == "KW_NAMES" and not (type(arg) is tuple and all(type(n) is str for n in arg)):
            yield i, "arg-type", "KW_NAMES needs a tuple of names, not %r" % (arg,)
    elif kind in NAME_KINDS:
        if isinstance(arg, RawArg):
            yield i, "arg-index", "%s #%d is outside co_names (%d)" % (instr.name, arg, len(ctx.f.names))
        elif not isinstance(arg, str):
            yield i, "arg-type", "%s needs a name, not %r" % (instr.name, arg)
    elif kind == "local":
        if isinstance(arg, RawArg):
            yield i, "arg-index", "%s #%d is outside the locals (%d)" % (instr.name, arg, len(ctx.local_pool))
        elif not isinstance(arg, str):
            yield i, "arg-type", "%s needs a local's name, not %r" % (instr.name, arg)
    elif kind == "local_pair":
        if not (isinstance(arg, tuple) and len(arg) == 2 and all(isinstance(a, str) for a in arg)):
            yield i, "arg-index", "%s needs two locals, not %r" % (instr.name, arg)
    elif kind == "free":
        if isinstance(arg, RawArg):
            yield i, "arg-index", "%s #%d is outside the cells and free variables" % (instr.name, arg)
        elif arg not in ctx.cells:
            yield i, "arg-index", "%s %r is not a cell or free variable" % (instr.name, arg)
        elif instr.name == "LOAD_CLASSDEREF" and not ctx.table.localsplus and not _names_a_free_slot(ctx.f, instr):
            # Before 3.11 ceval.c reads co_freevars[oparg - len(co_cellvars)] with only an assert
            # that oparg is past the cells: a cell's index reads before the tuple (a crash).
            yield i, "arg-index", "LOAD_CLASSDEREF %r must be a free variable, not a cell, before 3.11" % (arg,)
    elif kind == "compare":
        if isinstance(arg, RawArg) or arg not in ctx.table.cmp_op:
            yield i, "arg-range", "%s has no comparison %r" % (instr.name, arg)
    elif kind == "binop":
        if not 0 <= int(arg) < len(ctx.table.nb_ops):
            yield i, "arg-range", "BINARY_OP has no operator %d" % int(arg)
    elif kind in ("intrinsic1", "intrinsic2"):
        names = ctx.table.intrinsic1 if kind == "intrinsic1" else ctx.table.intrinsic2
        if not 1 <= int(arg) < len(names):
            yield i, "arg-range", "%s has no intrinsic %d" % (instr.name, int(arg))
    elif kind in ("common_const", "special_method"):
        names = ctx.table.common_constants if kind == "common_const" else ctx.table.special_methods
        if not 0 <= int(arg) < len(names):
            yield i, "arg-range", "%s has no entry %d (%d known)" % (instr.name, int(arg), len(names))
    elif kind == "convert":
        if not 1 <= int(arg) <= 3:
            yield i, "arg-range", "CONVERT_VALUE has no conversion %d" % int(arg)
    elif kind == "fn_attr":
        # exactly one of the version's flags (3.13: 1, 2, 4, 8; 3.14 adds 16, annotate)
        flags = [1 << bit for bit in range(len(ctx.table.function_attr_flags))]
        if int(arg) not in flags:
            yield i, "arg-range", "SET_FUNCTION_ATTRIBUTE takes one flag of %s, not %d" % (
                ", ".join(map(str, flags)), int(arg))
    elif instr.name == "COPY_FREE_VARS" and int(arg) != len(ctx.f.freevars):
        yield i, "arg-range", "COPY_FREE_VARS %d but the code has %d free variables" % (int(arg), len(ctx.f.freevars))
    elif instr.name == "MAKE_CELL" and arg not in ctx.f.cellvars:
        yield i, "arg-index", "MAKE_CELL %r is not a cell variable" % (arg,)
    elif instr.name == "BUILD_SLICE" and int(arg) not in (2, 3):
        yield i, "arg-range", "BUILD_SLICE takes 2 or 3 values, not %d" % int(arg)
    elif instr.name == "RAISE_VARARGS" and not 0 <= int(arg) <= 2:
        yield i, "arg-range", "RAISE_VARARGS takes 0, 1 or 2 values, not %d" % int(arg)


def peek_rules(ctx: Context) -> Iterator[Finding]:
    """Instructions that reach ``arg`` values down the stack need that many there."""
    instrs = ctx.cfg.instrs
    for i in ctx.indexes_of(_PEEKING):
        instr = instrs[i]
        extra = PEEK_ARG[instr[0]]  # by its name
        depth = ctx.depths.before[i]
        if depth is None or not isinstance(instr.arg, int):
            continue
        need = int(instr.arg) + extra
        if int(instr.arg) < 1 or need > depth:
            yield i, "stack-underflow", "%s %d reaches %d values down a stack of %d" % (
                instr.name, int(instr.arg), need, depth)


def _names_a_free_slot(f: Any, instr: Any) -> bool:
    """Whether a 3.8-3.10 LOAD_CLASSDEREF's argument lowers to a free variable's index: a class body can
    have ``__class__`` both as its own cell and free from an enclosing method, and then its index (the
    instruction's hint, which lowering keeps) tells which one (lower.Pool.index: else the first)."""
    slots = f.cellvars + f.freevars
    hint = instr[5]  # its index
    if hint is not None and hint < len(slots) and slots[hint] == instr.arg:
        return hint >= len(f.cellvars)
    return instr.arg not in f.cellvars and instr.arg in f.freevars


def flag_rules(ctx: Context) -> Iterator[Finding]:
    """Flags that agree with the code: generator opcodes only in generator code objects."""
    generator = bool(ctx.f.flags & GENERATOR_FLAGS)
    version = ctx.cfg.version
    seen_prologue = False
    instrs = ctx.cfg.instrs
    for i in ctx.indexes_of(_FLAGGED):
        instr = instrs[i]
        name = instr[0]
        if name in GENERATOR_OPS and not generator and not ctx.f.flags & 0x80:
            yield i, "flags", "%s in a code object without CO_GENERATOR, CO_COROUTINE or CO_ASYNC_GENERATOR" % (
                instr.name)
        if name in AWAIT_OPS and ctx.f.flags & CO_GENERATOR and not ctx.f.flags & (CO_COROUTINE | CO_ASYNC_GENERATOR):
            # The compiler gives await and async for/with only to coroutines and async generators: a
            # generator running them would hand its caller what it awaits.
            yield i, "flags", "%s in a code object marked CO_GENERATOR: async code needs CO_COROUTINE or " \
                "CO_ASYNC_GENERATOR" % instr.name
        if name == "LOAD_CLASSDEREF" and ctx.f.flags & CO_OPTIMIZED:
            # ceval.c only asserts that the frame has a locals dict; an optimized function has none.
            yield i, "flags", "LOAD_CLASSDEREF needs a locals dict, which a CO_OPTIMIZED code object lacks"
        if name == "RETURN_GENERATOR":
            allowed = PROLOGUE_315 if version >= (3, 15) else PROLOGUE
            if seen_prologue or any(x.name not in allowed for x in ctx.cfg.instrs[:i]):
                yield i, "flags", "RETURN_GENERATOR only belongs at the start of the code"
            seen_prologue = True
    yield from _prologue_rules(ctx)
    if generator and version >= (3, 11) and not seen_prologue:
        yield None, "flags", "a generator code object of CPython %d.%d must start with RETURN_GENERATOR" % version
    if not ctx.table.localsplus and ctx.f.nlocals != len(ctx.f.varnames):
        yield None, "fields", "co_nlocals is %d but there are %d varnames" % (ctx.f.nlocals, len(ctx.f.varnames))
    nargs = ctx.f.argcount + ctx.f.kwonlyargcount + bool(ctx.f.flags & CO_VARARGS) + bool(
        ctx.f.flags & CO_VARKEYWORDS)
    if nargs > len(ctx.f.varnames) or ctx.f.posonlyargcount > ctx.f.argcount:
        yield None, "fields", "the code declares %d arguments but has %d varnames" % (nargs, len(ctx.f.varnames))


def _prologue_rules(ctx: Context) -> Iterator[Finding]:
    """3.11+: nothing may jump back into the prologue (MAKE_CELL, COPY_FREE_VARS, RETURN_GENERATOR up
    to the first RESUME).  Found by the fuzzer: a generator that jumps back to RETURN_GENERATOR makes a
    second generator of its running frame and corrupts the heap."""
    if ctx.cfg.version < (3, 11):
        return
    instrs = ctx.cfg.instrs
    # the RESUME at the function's start has argument 0 (3.15's generator expressions have a RESUME 4
    # before they get their iterator and RETURN_GENERATOR)
    resume = next((i for i in ctx.indexes_of(_RESUME) if instrs[i][1] == 0), None)  # its arg
    if resume is None:
        return
    label_at = ctx.cfg.label_at
    if label_at and min(label_at.values()) <= resume:  # else no instruction can jump there
        for i, instr in enumerate(instrs):
            target = label_at.get(instr[1]) if isinstance(instr[1], Label) else None  # its arg
            if target is not None and target <= resume:
                yield i, "jump-target", "%s jumps into the prologue, at or before the first RESUME" % instr.name
    for r in ctx.cfg.ir.try_ranges:
        handler = label_at.get(r.handler)
        if handler is not None and handler <= resume:
            yield None, "exception-table", "an exception handler starts in the prologue, before the first RESUME"


def exception_table_rules(ctx: Context) -> Iterator[Finding]:
    """3.11+ try ranges: not empty, in order, not overlapping, and never deeper than the stack they cover."""
    cfg = ctx.cfg
    previous_end = -1
    instrs, names, before = cfg.instrs, cfg.names, ctx.depths.before
    drops = _zero_arg_drops(cfg.table) if cfg.ir.try_ranges else {}
    for r in cfg.ir.try_ranges:
        start, end = cfg.label_at.get(r.start), cfg.label_at.get(r.end)
        if start is None or end is None:
            continue
        if start >= end:
            yield (start if start < len(cfg.instrs) else None), "exception-table", "an empty or reversed try range"
            continue
        if start < previous_end:
            yield start, "exception-table", "try ranges overlap or are out of order"
        previous_end = end
        lowest = None
        for i in range(start, min(end, len(instrs))):
            depth = before[i]
            if depth is None:
                continue
            drop = drops.get(names[i])
            if drop is None or isinstance(instrs[i][1], RawArg):  # its arg
                info = cfg.infos[i]
                if info is None:
                    continue
                drop = _drop(cfg.version, names[i], info, effect_arg(instrs[i], info))
            if drop < 0:
                continue  # it never raises
            low = depth - drop
            lowest = low if lowest is None or low < lowest else lowest
        if lowest is not None and r.depth > lowest:
            yield start, "exception-table", "the handler keeps %d stack values but the range covers code with " \
                "only %d" % (r.depth, lowest)


def _drop(version: Tuple[int, int], name: str, info: Any, arg: int) -> int:
    """How far below its depth before it an instruction leaves the stack when it raises: what it pops
    beyond what it pushes (nothing when it raises with its inputs kept), or -1 when it never raises."""
    if name in NEVER_RAISE:
        return -1
    if version >= RAISE_WITH_INPUTS.get(name, (99, 0)):
        return 0
    return max(0, -(info.stack_effect(arg) or 0))


def _zero_arg_drops(table: Any) -> Dict[str, int]:
    """opcode name -> its _drop, for the opcodes whose effect argument is 0 unless it is a RawArg."""
    drops = _DROPS.get(table.version)
    if drops is None:
        drops = _DROPS[table.version] = {name: _drop(table.version, name, info, 0) for name, info in
                                         table.by_name.items() if info.kind not in EFFECT_ARG_KINDS}
    return drops


_DROPS: Dict[Tuple[int, int], Dict[str, int]] = {}
