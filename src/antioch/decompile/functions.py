"""Code objects to statements: a module, a function, a class body or a lambda, each decompiled
on its own, and the ``def``/``class``/``lambda`` that makes it, rebuilt from what MAKE_FUNCTION
and the class-building call found on the stack of the code around it.

A code object whose body cannot be rebuilt keeps its header (so the program around it still
runs and other functions can be checked) and gets a body of comments holding antioch's
listing of it and ``raise NotImplementedError(...)`` (:mod:`.stubs`); :class:`Outcome` records
which and why.
"""
from itertools import compress
from types import CodeType
from typing import Any, Dict, List, NamedTuple, Optional, Tuple

from antioch.analysis.cfg import build_cfg
from antioch.codeobj import (
    CO_ASYNC_GENERATOR,
    CO_GENERATOR,
    fields_of,
)
from antioch.decompile.blockstack import block_stack_cfg
from antioch.decompile.body_passes import (
    bare_returns,
    breaks_at_implicit_ends,
    breaks_for_copied_ends,
    copied_body,
    docstring_from_store,
    else_for_module_end,
    else_for_module_end_ifs,
    has_clauses,
    has_returns,
    return_on_header_line,
    stop_iteration_wrappers,
    strip_class_epilogue,
)
from antioch.decompile.const_order import folded_constants, none_returns, small_int_lead
from antioch.decompile.copied_exits import (
    else_for_copied_returns,
    else_for_fallen_clauses,
    return_after_copy,
    return_after_if,
    shared_returns,
)
from antioch.decompile.copied_tails import (
    else_before_tail,
    else_for_copied_ends,
    return_after_nested_ifs,
    tail_after_if,
)
from antioch.decompile.dead_ends import (
    YIELDS,
    dead_ends,
    dead_jumps,
    dead_tail,
    dead_yield,
    else_for_dead_ends,
    else_for_dead_jumps,
    else_for_unloaded_none,
)
from antioch.decompile.dead_names import place_dead_names, trailing_dead_names
from antioch.decompile.debug_tests import dead_false_test, place_debug_test, place_kept_tests
from antioch.decompile.deferred import (
    CO_FUTURE_ANNOTATIONS,
    Annotation,
    added_slots,
    place_dead,
    place_unconditional,
    read_annotate,
    take_annotate,
)
from antioch.decompile.definitions import DefinitionOps
from antioch.decompile.exit_copies import else_for_clause_returns
from antioch.decompile.expr import Const, Unsupported
from antioch.decompile.facts import Facts, facts_for
from antioch.decompile.graph import FlowGraph
from antioch.decompile.inlined_jump_nops import drop_inlined_jump_nops
from antioch.decompile.kept_nops import statement_nops
from antioch.decompile.kept_tests import assert_zero, loop_tests, placed_loop_tests, placed_zero, while_one
from antioch.decompile.outcome import Outcome
from antioch.decompile.pool_returns import breaks_by_pool, returns_by_pool
from antioch.decompile.private_names import owner_class
from antioch.decompile.recent import drop_bookkeeping
from antioch.decompile.signatures import SignatureOps
from antioch.decompile.simulate import Simulator
from antioch.decompile.static_attributes import class_static_attributes
from antioch.decompile.stmts import Stmt, trim_copied_end, trim_tail
from antioch.decompile.structure import Structurer
from antioch.decompile.stubs import StubOps
from antioch.decompile.values import Display
from antioch.errors import AntiochError
from antioch.lift import lift
from antioch.opcodes import table_for


class _Body(NamedTuple):
    """What :meth:`Decompiler.body` made of a code object: its statements, the outcomes and
    listings it recorded on the way, and the ``from __future__ import annotations`` it left set."""

    stmts: List[Stmt]
    outcomes: List[Outcome]
    listings: List[Tuple[int, str]]
    future_annotations: bool


#: the instructions that make a ``global`` or ``nonlocal`` declaration necessary
_DECLARING = frozenset({"STORE_GLOBAL", "DELETE_GLOBAL", "STORE_DEREF", "DELETE_DEREF"})


class Decompiler(DefinitionOps, SignatureOps, StubOps):
    """Decompiles one module's tree of code objects, recording an :class:`Outcome` for each."""

    def __init__(self, version: Tuple[int, int], live: Optional[Dict[int, CodeType]] = None) -> None:
        self.version = version
        #: id of a code object's fields -> the host's code object they were read from (for :func:`lift`)
        self.live = live or {}
        self.facts: Facts = facts_for(version)
        self.outcomes: List[Outcome] = []
        #: the code being read was compiled under ``from __future__ import annotations``
        self.future_annotations = False
        #: id of a lambda's code -> its statements (kept alive by the code's own module tree)
        self.lambda_bodies: Dict[int, List[Stmt]] = {}
        #: (first line, comment block) of each code object left as a listing, for the end of the program
        self.listings: List[Tuple[int, str]] = []
        #: the ``__static_attributes__`` of the class whose body (or a function inside it) is being
        #: read (3.13+; None elsewhere): what a stub inside it must keep (:mod:`.static_attributes`)
        self.static_attributes: Optional[Tuple[str, ...]] = None
        #: (id of a code object's fields, kind) -> what :meth:`body` made of it (kept alive by the tree)
        self.bodies: Dict[Tuple[int, str], _Body] = {}
        #: the outcomes and listings of lambdas by id, recorded once: a lambda is asked for again
        #: from :attr:`lambda_bodies`, without them (held here, so that no id is reused)
        self.recorded_once: Dict[int, Any] = {}
        #: id of a comprehension's code -> its outcome (see :meth:`record_comprehension`)
        self.comprehension_outcomes: Dict[int, Outcome] = {}
        #: ("global" or "nonlocal", name) of each name the comprehensions (functions of their own) of
        #: the body being read declare: an assignment expression in one binds in the function around
        #: it (PEP 572), which must then declare a global, or a free variable of its own, too
        self.comprehension_declared: List[Tuple[str, str]] = []

    # -- bodies --------------------------------------------------------------------------------

    def body(self, code: Any, kind: str) -> List[Stmt]:
        """The statements of ``code`` (kind: module, function, class, lambda), or its stub.

        The structurer may run a block more than once (a trial, a second way of reading it), and
        each run of a ``def`` asks for the function's body again: it is made once, and each later
        call gets a copy of it as it was made and the same outcomes and listings recorded again."""
        key = (id(code), kind)
        done = self.bodies.get(key)
        if done is not None:
            # Recorded again only where a run that was given up took them back: a trial whose
            # reading stands keeps them, and a second copy would count the code object twice.
            recorded = set(map(id, self.outcomes)) | set(map(id, self.listings))
            self.outcomes += [o for o in done.outcomes if id(o) not in recorded]
            self.listings += [item for item in done.listings if id(item) not in recorded]
            self.future_annotations = done.future_annotations
            return copied_body(done.stmts)
        outcomes, listings = len(self.outcomes), len(self.listings)
        stmts = self._made_body(code, kind)
        if kind == "module":
            return stmts  # (asked for once, by decompile_report: no copy to keep of the whole program)
        once = self.recorded_once
        self.bodies[key] = _Body(copied_body(stmts), [o for o in self.outcomes[outcomes:] if id(o) not in once],
                                 [item for item in self.listings[listings:] if id(item) not in once],
                                 self.future_annotations)
        return stmts

    def _made_body(self, code: Any, kind: str) -> List[Stmt]:
        f = fields_of(code)
        before = len(self.outcomes)
        enclosing = self.static_attributes
        try:
            stmts = self._body(code, kind)
        except (Unsupported, AntiochError) as exc:
            reason = str(exc)
        except RecursionError:
            reason = "nested too deeply"
        except Exception as exc:
            reason = "decompiler defect: %s: %s" % (type(exc).__name__, exc)
        else:
            self.outcomes.append(Outcome(f.qualname or f.name, True, ""))
            self.static_attributes = enclosing
            return stmts
        del self.outcomes[before:]  # the stub decompiles what it keeps again
        self.outcomes.append(Outcome(f.qualname or f.name, False, reason))
        try:
            return self.stub(code, reason)
        finally:
            self.static_attributes = enclosing

    def _body(self, code: Any, kind: str) -> List[Stmt]:
        f = fields_of(code)
        ir = lift(f, self.version, self.live.get(id(f)), cache_positions=False)  # (never lowered)
        if kind in ("module", "class"):
            self.static_attributes = class_static_attributes(ir) if kind == "class" else None
        # the pool's order speaks (const_order.py): of the constants the optimiser folded, from 3.10;
        # of the source's returns where no constant is put first whatever the source: 3.14+, and before
        # a function whose first constant is its docstring, not None (3.8-3.9 tell those by their place)
        by_pool = self.facts.consts_in_source_order or (
            self.facts.copies_small_exits and kind == "function" and bool(f.consts) and f.consts[0] is not None)
        instrs = ir.instructions() if by_pool or self.facts.pool_shows_folds else []
        # (a body's names before any instruction is left out: dead_names.py)
        named = (instrs or ir.instructions()) if kind in ("module", "class", "function") else []
        drop_bookkeeping(ir, kind)
        if self.facts.keeps_inlined_jump_nops:
            drop_inlined_jump_nops(ir)
        annotate = take_annotate(ir, kind) if kind in ("module", "class") else None
        wrappers = stop_iteration_wrappers(ir)
        cfg = build_cfg(ir) if self.facts.structures_exception_table else block_stack_cfg(ir)
        outer_declared, self.comprehension_declared = self.comprehension_declared, []
        try:
            if cfg.defects:
                raise Unsupported("bytecode no compiler writes: %s" % cfg.defects[0].message)
            if not cfg.blocks:
                raise Unsupported("no instructions")
            sim = Simulator(cfg, self.facts, self.nested)
            sim.comprehension = kind == "comprehension"
            sim.consts = f.consts
            sim.bare_nops = kind in ("module", "class")
            sim.leading_nop = kind == "function"
            sim.in_function = kind in ("function", "lambda")
            sim.owner = owner_class(f.qualname or f.name, kind == "class")
            sim.future_annotations = self.future_annotations = bool(f.flags & CO_FUTURE_ANNOTATIONS)
            annotations = self._deferred(annotate) if annotate is not None else []
            sim.deferred = {a.slot: a for a in annotations if a.slot is not None}
            flow = FlowGraph(cfg)
            if cfg.blocks[0] in flow.loops:  # (3.10: a continue's jump back to a `while True:`'s NOP)
                sim.leading_nop = False
            if self.facts.pool_shows_folds and (self.facts.consts_in_source_order or self.facts.pool_keeps_dropped_tests
                                                or (by_pool and kind == "function") or () in f.consts):
                # (before 3.14 the folds matter only to an empty tuple's load, a function's returns read
                # by the pool and 3.10-3.11's dropped tests: most code objects need no pass over the pool)
                # 3.14+ lays the handlers out after the code: their loads tell nothing of the order
                cold = {id(i) for b in cfg.blocks if b not in flow.reachable for i in b.instrs} \
                    if self.facts.consts_in_source_order else frozenset()
                sim.folded = folded_constants(instrs, f.consts, cold, self.facts.consts_in_source_order, sim.fold_leads,
                                              sim.fold_operands, sim.folds_witnessed)
                if self.facts.consts_in_source_order:
                    sim.small_int_lead = small_int_lead(instrs, f.consts)
            if self.facts.pool_keeps_while_constant and any(type(c) is int and c == 1 for c in f.consts) \
                    and while_one(ir.instructions(), f.consts):
                # the pool keeps the test of `while 1:` (or of `while True:`, then True is there)
                sim.endless_test = "1"
            elif self.facts.pool_keeps_while_constant:  # (each loop's, where it keeps both: kept_tests.py)
                sim.endless_tests = loop_tests(ir.instructions, f.consts)
            elif self.facts.pool_places_while_constant:  # (where a later load keeps it: kept_tests.py)
                sim.endless_tests = placed_loop_tests(ir.instructions, f.consts)
            elif self.facts.pool_keeps_first_constant and f.consts and type(f.consts[0]) is int and f.consts[0] == 1:
                # the test of `while 1:` when it came first (a later loop's test leaves no trace either way),
                # unless a 1 loaded before the loop put it there (then `while 1:` compiles alike)
                sim.endless_test = "1"
                sim.first_one_line = min((i.lineno for i in ir.instructions() if i.name == "LOAD_SMALL_INT"
                                          and i.arg == 1 and i.lineno is not None), default=None)
            if (self.facts.pool_keeps_while_constant and assert_zero(ir.instructions, f.consts)) or (
                    self.facts.pool_places_while_constant and placed_zero(ir.instructions, f.consts)):
                sim.failing_test = "0"
            if by_pool and kind == "function":
                common = cfg.table.common_constants
                common_none = common.index("None") if "None" in common else None
                # (3.15: the constants LOAD_COMMON_CONSTANT loads enter the pool where the code generator
                # met them, like small ints; -1 is folded from the 1 that entered it)
                pooled = {common.index(c) for c in ("True", "False", "''", "-1") if c in common}
                handlers = {id(i) for b in cfg.blocks if b not in flow.reachable for i in b.instrs}
                sim.none_returns = none_returns(instrs, f.consts, common_none, pooled, sim.folded, handlers)
                sim.pool_returns = dict(sim.none_returns)
            if self.facts.copies_small_exits and not flow.single:  # (one block: no two ways meet, no arm opens)
                # (what the pool says, where it says something, is kept)
                sim.none_returns = {**shared_returns(flow), **sim.none_returns}
                sim.statement_nops = statement_nops(flow)
            structurer = Structurer(flow, sim, self.facts)
            stmts, _ = structurer.run(cfg.blocks[0], [], None, None)
            if not self.facts.copies_small_exits:
                stmts += dead_tail(structurer, stmts)
            left = structurer.unplaced()
            at = {id(r.handler) for r in wrappers}
            if [h for h in structurer.unstructured_handlers() if not any(id(label) in at for label in h.labels)]:
                raise Unsupported("finally clauses and with statements are not decompiled yet")
            if left:
                raise Unsupported("%d block(s) of the flow not placed (from offset %d)"
                                  % (len(left), cfg.offsets[left[0].first]))
            if named:
                place_dead_names(stmts, named, f.names, table_for(self.version))
            if self.facts.pool_keeps_first_constant:
                place_debug_test(stmts, instrs or ir.instructions(), f.consts, cfg.table.common_constants)
            # (the line of the implicit return: that of the last statement, a ``pass`` or ``...`` too)
            end_line = stmts[-1].line if stmts else None
            if self.facts.copies_small_exits and not has_clauses(stmts):
                trim_tail(stmts, ("return_none",))  # (the passes below mend clauses: none here, only the end)
            elif self.facts.copies_small_exits:
                return_on_header_line(stmts)
                else_for_fallen_clauses(stmts, sim.return_lines)
                if kind == "function":
                    else_for_copied_ends(stmts)
                trim_copied_end(stmts, sim.return_lines, self.facts.else_pass_keeps_nop)
                return_after_if(stmts)
                return_after_copy(stmts)
                else_for_copied_returns(stmts)
                if not self.facts.structures_exception_table:
                    else_for_clause_returns(stmts, sim.return_lines)
                if kind == "function":
                    tail_after_if(stmts, sim.return_lines)
                    if self.facts.copies_end_into_nested_arms:
                        return_after_nested_ifs(stmts, sim.return_lines)
                    else_before_tail(stmts, sim.return_lines)
                if sim.none_returns:
                    breaks_by_pool(stmts)
                    returns_by_pool(stmts)
            else:
                else_for_dead_jumps(stmts, dead_jumps(flow))
                else_for_dead_ends(stmts, dead_ends(flow))
                trim_tail(stmts, ("return_none",))
                if kind == "function":
                    else_for_unloaded_none(stmts, f.consts, ir.instructions)
            if f.flags & CO_ASYNC_GENERATOR:
                bare_returns(stmts)
            if kind == "function" and f.flags & (CO_GENERATOR | CO_ASYNC_GENERATOR) \
                    and YIELDS.isdisjoint(cfg.names):
                dead_yield(stmts, dead_false_test(instrs or ir.instructions(), f.consts, cfg.table.common_constants)
                           if self.facts.pool_keeps_first_constant else None)
            declared = self._declarations(cfg, f, kind)
            if kind == "class":
                stmts = self._class_body(stmts)
            # (3.10+: a loop's small exit is copied into its breaks too; a body without clauses has none)
            if self.facts.copies_small_exits and has_clauses(stmts):
                breaks_for_copied_ends(stmts, None if kind in ("module", "class") else sim.copied_exits,
                                       lines=sim.return_lines, break_nops=sim.break_nop_lines)
                if kind == "function" and sim.none_returns:
                    breaks_at_implicit_ends(stmts)
                if kind == "module":
                    else_for_module_end(stmts)
                    else_for_module_end_ifs(stmts)
            if kind in ("module", "class") and has_returns(stmts):
                raise Unsupported("a return left in a %s body (a copy of its end the structure did not absorb)" % kind)
            elif kind == "module":
                stmts = docstring_from_store(stmts)
            if annotations:
                stmts = place_unconditional(stmts, [a for a in annotations if a.slot is None])
                added = added_slots(list(ir.instructions()))
                dead = [a for a in annotations if a.slot is not None and a.slot not in added]
                if dead:
                    stmts = place_dead(stmts, dead)
            if self.facts.trailing_dead_names and kind in ("function", "module", "class"):
                stmts += trailing_dead_names(instrs or ir.instructions(), f.names, table_for(self.version))
            if self.facts.pool_keeps_dropped_tests:
                place_kept_tests(stmts, instrs or ir.instructions(), f.consts, sim.folded)
            if kind == "function" and (self.facts.docstring_first_const or f.flags & self.facts.docstring_flag) \
                    and f.consts and isinstance(f.consts[0], str):
                stmts.insert(0, Stmt("docstring", Const(f.consts[0]).text, None))
            if kind == "module" and declared and stmts:
                # (names a function declares global are stored with STORE_GLOBAL by the module too,
                # Python/symtable.c): the declaration goes after a docstring, on the next statement's line
                first = 1 if stmts[0].kind == "docstring" else 0
                while first < len(stmts) - 1 and stmts[first].text.startswith("from __future__ import "):
                    first += 1  # (future statements must come first)
                for s in declared:
                    s.line = stmts[min(first, len(stmts) - 1)].line
                return stmts[:first] + declared + stmts[first:]
            if not stmts and not declared and kind in ("function", "class"):
                # an empty body is written ``pass``, on the line it had (``class E(Exception): pass``)
                stmts = [Stmt("pass", "pass", end_line)]
            if declared and stmts and stmts[0].kind == "docstring":
                # (a declaration before the docstring would make it an expression statement)
                return stmts[:1] + declared + stmts[1:]
            return declared + stmts
        finally:
            # (a loop's blocks reach one another through their edges: cycles that only the cyclic
            # collector would free, after walking every instruction of every graph of the module)
            cfg.release()
            self.comprehension_declared = outer_declared

    def _declarations(self, cfg: Any, f: Any, kind: str) -> List[Stmt]:
        """The ``global`` and ``nonlocal`` statements the instructions of ``cfg`` (the whole code's
        graph: every instruction is in it) make necessary."""
        globals_: List[str] = []
        nonlocals: List[str] = []
        declares_unused = kind == "function" and f.freevars
        # (at module level a comprehension's globals need no declaration)
        inner = self.comprehension_declared if kind not in ("module", "class") else []
        if _DECLARING.isdisjoint(cfg.names) and not declares_unused and not inner:  # (most code: at C speed)
            return []
        for instr in compress(cfg.instrs, map(_DECLARING.__contains__, cfg.names)):
            name = instr.name
            if name in ("STORE_GLOBAL", "DELETE_GLOBAL") and instr.arg not in globals_:
                globals_.append(instr.arg)
            if name in ("STORE_DEREF", "DELETE_DEREF") and instr.arg in f.freevars and kind != "class" \
                    and instr.arg not in nonlocals:
                nonlocals.append(instr.arg)
        for declared, name in inner:
            if declared == "global" and name not in globals_:
                globals_.append(name)
            elif declared == "nonlocal" and name in f.freevars and name not in nonlocals:
                nonlocals.append(name)
        if declares_unused:
            # a free variable no instruction names was declared and never used (``nonlocal a`` alone:
            # the symbol table makes it free all the same); not ``__class__``, which ``super()`` reads
            # from the frame
            unnamed = [name for name in f.freevars if name not in nonlocals and not name.startswith("__")]
            if unnamed:  # (a method's ``__class__`` alone: no walk of its instructions)
                named = {a for i in cfg.instrs for a in (i.arg if isinstance(i.arg, tuple) else (i.arg,))
                         if isinstance(a, str)}
                nonlocals += [name for name in unnamed if name not in named]
        out = []
        if globals_:
            out.append(Stmt("global", "global %s" % ", ".join(globals_), None))
        if nonlocals:
            out.append(Stmt("nonlocal", "nonlocal %s" % ", ".join(nonlocals), None))
        return out

    def _class_body(self, stmts: List[Stmt]) -> List[Stmt]:
        # each name of the prologue once, in order: the body may assign one of them again
        # (``__qualname__ = 'Name'``, ``__module__ = 'pkg'``), which is its own statement
        for name in self.facts.class_prologue:
            if stmts and stmts[0].kind == "assign" and stmts[0].text.split(" = ")[0] == name:
                stmts.pop(0)
        stmts = docstring_from_store(stmts)
        # a generic class's (3.12+, PEP 695): its body keeps the wrapper's parameters
        stmts = [s for s in stmts if not (s.kind == "assign" and s.text == "__type_params__ = .type_params")]
        strip_class_epilogue(stmts)
        return stmts

    def _deferred(self, code: Any) -> List[Annotation]:
        """The annotations of variables a module's or class's ``__annotate__`` returns (3.14+)."""
        annotations = read_annotate(code, self.version, lambda cfg: Simulator(cfg, self.facts, self.nested))
        f = fields_of(code)
        self.outcomes.append(Outcome(f.qualname or f.name, True, ""))
        return annotations

    def _annotate_body(self, code: Any) -> Dict[str, str]:
        """What 3.14's ``__annotate__(format)`` returns: ``if format > 2: raise NotImplementedError``
        (Python/codegen.c, codegen_setup_annotations_scope), then ``return {name: annotation, ...}``."""
        f = fields_of(code)
        stmts = self._body(code, "function")
        if len(stmts) != 2 or stmts[0].kind != "if" or stmts[1].kind != "return":
            raise Unsupported("an __annotate__ function of an unusual shape")
        returned = stmts[1].data
        if not (isinstance(returned, Display) and returned.kind == "dict" and returned.pairs is not None):
            raise Unsupported("an __annotate__ function that does not return a dict display")
        self.outcomes.append(Outcome(f.qualname or f.name, True, ""))
        return dict(returned.pairs)
