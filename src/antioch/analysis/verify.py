"""The verifier: every reason a code object (or an IR) could crash CPython, as a list of problems.

>>> def f(x):
...     return x + 1
>>> verify(f.__code__)
[]

Raw code objects are checked before they are lifted (odd length, unknown opcodes, CACHE
units, EXTENDED_ARG), and what makes lifting fail is reported rather than raised.  Then the
IR is checked on its control-flow graph: stack depths, jumps, arguments, locals, flags and
the exception table.  Nested code objects in ``co_consts`` are verified too.
"""
import types
from typing import Any, Iterable, Iterator, List, NamedTuple, Optional, Sequence, Tuple, Union

from antioch.analysis.cfg import ControlFlowGraph, build_cfg, check_analysable
from antioch.analysis.definite import unbound_local_rules
from antioch.analysis.kinds import kind_rules
from antioch.analysis.rules import (
    Context,
    exception_table_rules,
    flag_rules,
    opcode_rules,
    peek_rules,
)
from antioch.analysis.stackdepth import DepthResult, analyse
from antioch.analysis.tryranges import TryRanges
from antioch.codecheck import load_problems
from antioch.codeobj import CodeFields, fields_of, host_code_hazards, replace
from antioch.encoding.exceptiontable import decode_exception_table
from antioch.encoding.units import ConcreteInstr, decode_units
from antioch.errors import AntiochError, DecodeError, VerifyError
from antioch.ir import Bytecode
from antioch.opcodes import table_for

#: The deepest declared stack the verifier follows (a model of each slot, per block): deeper is
#: refused unchecked.  The standard library's deepest is a few hundred; 3.8 compiles a list
#: display of n constants to a stack of n.
MAX_STACKSIZE = 1 << 20


class Problem(NamedTuple):
    """One reason the code is unsafe."""

    #: byte offset of the instruction (None for the code object as a whole)
    offset: Optional[int]
    #: line in the assembly text the instruction came from, when it came from text
    line: Optional[int]
    #: the rule's name, e.g. ``stack-underflow``
    rule: str
    #: what is wrong, as a sentence
    message: str
    #: qualified name of the code object
    where: str = ""

    def __str__(self) -> str:
        place = self.where or "<code>"
        if self.line is not None:
            place += " line %d" % self.line
        if self.offset is not None:
            place += " offset %d" % self.offset
        return "%s: %s: %s" % (place, self.rule, self.message)


def verify(code_or_ir: Union[Bytecode, CodeFields, Any], version: Optional[Tuple[int, int]] = None,
           nested: bool = True) -> List[Problem]:
    """Every problem found in ``code_or_ir`` (a code object, :class:`CodeFields` or IR); [] when it is safe."""
    if isinstance(code_or_ir, Bytecode):
        problems = verify_ir(code_or_ir)
        consts = code_or_ir.fields.consts
    else:
        f = fields_of(code_or_ir)
        if version is not None and tuple(version) != f.version:
            f = replace(f, version=(version[0], version[1]))
        problems = verify_fields(f)
        if isinstance(code_or_ir, types.CodeType):
            # A live code object CPython itself cannot read safely (codeobj.host_code_hazards).
            where = f.qualname or f.name
            hazards = [Problem(off, None, rule, msg, where) for off, rule, msg in host_code_hazards(code_or_ir)]
            if hazards:
                seen = {p.offset for p in hazards}
                problems = hazards + [p for p in problems if p.offset not in seen]
        consts = f.consts
    if nested:
        for const in consts:
            if isinstance(const, (Bytecode, CodeFields, types.CodeType)):
                problems.extend(verify(const, version))
    return problems


def verify_fields(f: CodeFields) -> List[Problem]:
    """Checks of the raw bytes, then lift and :func:`verify_ir`."""
    check_analysable(f.version)
    from antioch.lift import lift

    where = f.qualname or f.name
    if not isinstance(where, str):
        where = repr(where)
    problems = [Problem(None, None, "fields", message, where) for _, message in load_problems(f)]
    if not problems and f.stacksize > MAX_STACKSIZE:
        problems = [Problem(None, None, "limit", "co_stacksize %d is more than antioch verifies (%d): its "
                            "analysis keeps a model of every stack slot" % (f.stacksize, MAX_STACKSIZE), where)]
    if problems:
        return problems
    problems = [Problem(off, None, rule, msg, where) for off, rule, msg in raw_problems(f)]
    if problems:
        return problems
    try:
        ir = lift(f)
    except DecodeError as exc:
        return [Problem(exc.offset, None, "exception-table" if exc.where == "co_exceptiontable" else "decode",
                        exc.message, where)]
    except AntiochError as exc:
        return [Problem(None, None, "decode", str(exc), where)]
    return verify_ir(ir)


def raw_problems(f: CodeFields) -> Iterable[Tuple[Optional[int], str, str]]:
    """Faults visible in the bytes alone: length, opcodes, EXTENDED_ARG and CACHE units, the table's encoding."""
    table = table_for(f.version)
    try:
        units = decode_units(table, f.code)
    except DecodeError as exc:
        special = {name for names in table.specializations.values() for name in names}
        rule = "unknown-opcode" if "unknown opcode" in exc.message else "decode"
        if special and rule == "unknown-opcode":
            rule = "unknown-opcode"
        yield exc.offset, rule, exc.message
        return
    if not units:
        yield None, "falls-off-end", "the code is empty"
        return
    yield from _effect_problems(units, f.stacksize)
    for unit in units:
        if unit.info.number == table.extended_arg:
            yield unit.offset, "extended-arg", "EXTENDED_ARG prefixes nothing at the end of the code"
        elif unit.ext and not unit.info.has_arg:
            yield unit.start, "extended-arg", "EXTENDED_ARG before %s, which takes no argument" % unit.info.name
        if unit.caches is not None:
            yield unit.offset, "cache", "%s has inline cache units that are not zero" % unit.info.name
    if f.exceptiontable:
        try:
            decode_exception_table(f.exceptiontable)
        except (AntiochError, IndexError, ValueError) as exc:
            yield None, "exception-table", "co_exceptiontable cannot be decoded: %s" % exc


def _effect_problems(units: Sequence[ConcreteInstr], stacksize: int) -> Iterator[Tuple[Optional[int], str, str]]:
    """Instructions whose argument moves more values than any stack the verifier models, and more than
    the declared one holds, found before any analysis (which would model stacks of that size): what a
    reachable instruction pops and pushes both fit in co_stacksize, so its net effect does too.  (Only
    such huge arguments: the compiler leaves dead code, say a LOAD_CONST after a bare ``raise``, in a
    code object whose stack size it counted without it.)"""
    limit = max(stacksize, MAX_STACKSIZE)
    for unit in units:
        info = unit.info
        if not info.has_arg or unit.arg <= limit:
            continue
        for jump in (False, True):
            effect = info.stack_effect(unit.arg, jump)
            if effect is not None and abs(effect) > limit:
                rule, moves = ("stack-overflow", "pushes") if effect > 0 else ("stack-underflow", "pops")
                yield unit.offset, rule, "%s %d %s %d values, more than co_stacksize %d" % (
                    info.name, unit.arg, moves, abs(effect), stacksize)
                break


def verify_ir(ir: Bytecode, cfg: Optional[ControlFlowGraph] = None,
              depths: Optional[DepthResult] = None) -> List[Problem]:
    """Every problem of one IR (nested code objects are not looked at).

    Try ranges that leave their depth or lasti open (None) are checked with what
    :meth:`~antioch.ir.Bytecode.to_code` would fill in.  ``cfg`` (a graph of the same items and
    try ranges; it is pointed at ``ir``) and ``depths`` (its ``analyse(cfg, compiler=False)``)
    save working them out again.
    """
    if ir.try_ranges and any(r.depth is None or r.lasti is None for r in ir.try_ranges):
        try:
            ir = Bytecode(ir.fields, ir.items, TryRanges(ir).resolved())
        except VerifyError as exc:
            return [Problem(None, None, "exception-table", str(exc), ir.fields.qualname or ir.fields.name)]
        cfg = depths = None
    if cfg is None:
        cfg = build_cfg(ir)
        depths = None
    cfg.ir = ir
    if depths is None:
        depths = analyse(cfg, compiler=False)
    found: List[Tuple[Optional[int], str, str]] = []
    for d in cfg.defects:
        if d.rule == "falls-off-end" and d.where is not None and cfg.block_of[d.where].start_depth is None:
            continue  # dead code may end anywhere
        found.append((d.where, d.rule, d.message))
    if depths.defects:
        found.extend((d.where, d.rule, d.message) for d in depths.defects)
    if depths.max_depth > ir.fields.stacksize:
        first = next((i for i, b in enumerate(depths.before) if b is not None and b > ir.fields.stacksize), None)
        found.append((first, "stack-overflow", "the code needs a stack of %d but declares co_stacksize %d"
                      % (depths.max_depth, ir.fields.stacksize)))
    ctx = Context(cfg, depths)
    for rule in (opcode_rules, peek_rules, flag_rules):
        found.extend(rule(ctx))
    later = list(exception_table_rules(ctx))
    if found or later:
        found.extend(unbound_local_rules(ctx))
        found.extend(later)
    else:
        # The kinds are only worth computing on code whose shape is sound, and they are not reported
        # beside a local that is not bound on every path.  The type-state pass catches every such
        # 3.12+ load itself (a local no path bound holds NULL there, kinds.KindChecker): only when
        # it finds anything can the definite-assignment rule, which reports instead, find something.
        kinds = list(kind_rules(ctx))
        if kinds:
            found.extend(list(unbound_local_rules(ctx)) or kinds)
    return _problems(cfg, found)


def _problems(cfg: ControlFlowGraph, found: List[Tuple[Optional[int], str, str]]) -> List[Problem]:
    where = cfg.ir.fields.qualname or cfg.ir.fields.name
    out = []
    seen = set()
    for index, rule, message in sorted(found, key=lambda x: (-1 if x[0] is None else x[0])):
        key = (index, rule, message)
        if key in seen:
            continue
        seen.add(key)
        if index is None or index >= len(cfg.instrs):
            out.append(Problem(None, None, rule, message, where))
            continue
        instr = cfg.instrs[index]
        line = getattr(instr, "source_line", None)
        out.append(Problem(cfg.offsets[index], line, rule, message, where))
    return out
