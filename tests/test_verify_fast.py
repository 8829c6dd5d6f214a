"""The verifier's and lowering's fast paths give exactly what their general paths give.

The type-state pass (analysis/kinds.py) applies its commonest steps inline and leaves the others to
``KindChecker._step``; lowering encodes an edited layout's line table from whole instructions.  Both
are checked here against the general path on standard-library code and on edits that make it unsafe
(so that findings, not only silence, are compared).
"""
import random

import pytest

from antioch.analysis import kinds, kindsteps
from antioch.analysis.cfg import build_cfg
from antioch.analysis.definite import unbound_local_rules
from antioch.analysis.rules import (
    Context,
    exception_table_rules,
    flag_rules,
    opcode_rules,
    peek_rules,
)
from antioch.analysis.stackdepth import analyse
from antioch.analysis.verify import verify_ir
from antioch.codeobj import walk_code
from antioch.encoding.linetable import NO_POSITION
from antioch.encoding.linetable_encode import encode_instruction_positions, encode_positions
from antioch.ir import Instr
from antioch.lift import lift
from antioch.opcodes import HOST, table_for


def sample_irs():
    import contextlib
    import shlex
    import textwrap
    # Through the loader, not open(): Pyodide's standard library is a zip archive.
    codes = [c for module in (contextlib, shlex, textwrap) for c in walk_code(
        compile(module.__loader__.get_source(module.__name__), module.__file__, "exec"))]
    rng = random.Random(7)
    names = sorted(table_for(HOST).by_name)
    for code in codes:
        yield lift(code)
        for _ in range(5):
            ir = lift(code)
            at = [k for k, item in enumerate(ir.items) if isinstance(item, Instr)]
            k = rng.choice(at)
            edit = rng.choice(["drop", "duplicate", "rename", "pop", "local", "null"])
            item = ir.items[k]
            if edit == "drop":
                del ir.items[k]
            elif edit == "duplicate":
                ir.items.insert(k, Instr(item.name, item.arg, item.position, item.flags))
            elif edit == "rename":
                item.name = rng.choice(names)
            elif edit == "pop":
                ir.items.insert(k, Instr("POP_TOP"))
            elif edit == "null" and ir.fields.varnames:  # a local that holds NULL (3.11+) or None
                null = "PUSH_NULL" if "PUSH_NULL" in table_for(HOST).by_name else "LOAD_CONST"
                ir.items[k:k] = [Instr(null), Instr("STORE_FAST", rng.choice(ir.fields.varnames))]
            else:
                item.name = rng.choice(["LOAD_FAST", "STORE_FAST", "DELETE_FAST"])
                item.arg = rng.choice(list(ir.fields.varnames) + ["unknown"])
            yield ir


class _Forgetful(dict):
    """Tables of steps that keep nothing: each code object's steps are worked out afresh."""

    def setdefault(self, key, default=None):
        return {}


def _general_steps_only(monkeypatch):
    """Every step through KindChecker._step, as before the inline paths (a jump's too)."""
    step_of = kinds.KindChecker._step_of

    def general(self, i, instr, jump):
        step = step_of(self, i, instr, jump)
        return step if step is False else step[:7] + (kinds.SPECIAL_STEP,)

    monkeypatch.setattr(kinds.KindChecker, "_step_of", general)
    for table in ("ZERO_STEPS", "ZERO_JUMP_STEPS", "ARG_STEPS"):
        monkeypatch.setattr(kinds, table, _Forgetful())


def _findings(ir):
    try:
        return [str(p) for p in verify_ir(ir)]
    except Exception as exc:  # an IR edited at random may be refused by raising: compared too
        return [type(exc).__name__]


def test_kinds_inline_steps_find_what_the_general_steps_find(monkeypatch):
    irs = list(sample_irs())
    fast = [_findings(ir) for ir in irs]
    assert any(any("stack-kind" in p or "unbound-local" in p for p in f) for f in fast)
    _general_steps_only(monkeypatch)
    kindsteps.SATISFIED.clear()
    assert [_findings(ir) for ir in irs] == fast


def test_kinds_of_loop_free_code_in_one_pass_find_what_the_work_list_finds(monkeypatch):
    """Code without loops runs each block once in code order (KindChecker._run_forward, on the
    states it is handed rather than copies): the same findings as the general work list."""
    irs = list(sample_irs())
    forward = []
    only = kinds.KindChecker._forward_only
    monkeypatch.setattr(kinds.KindChecker, "_forward_only", lambda self: forward.append(only(self)) or forward[-1])
    fast = [_findings(ir) for ir in irs]
    assert forward.count(True) > 50 and any(any("stack-kind" in p or "unbound-local" in p for p in f) for f in fast)
    monkeypatch.setattr(kinds.KindChecker, "_forward_only", lambda self: False)
    assert [_findings(ir) for ir in irs] == fast


def unbound_mutants():
    """Standard-library code edited so that locals are read where no path bound them."""
    for ir in sample_irs():
        instrs = ir.instructions()
        for instr in instrs:
            if instr.name == "LOAD_FAST_CHECK":
                instr.name = "LOAD_FAST"  # what the compiler checks because it may be unbound
        stores = [k for k, item in enumerate(ir.items) if isinstance(item, Instr) and item.name == "STORE_FAST"]
        if stores:
            k = stores[len(stores) // 2]
            ir.items.insert(k + 1, Instr("DELETE_FAST", ir.items[k].arg))  # unbound after its store
            ir.items[stores[0]] = Instr("POP_TOP")  # never bound on the way in
        yield ir


OTHER_RULES = (opcode_rules, peek_rules, flag_rules, exception_table_rules)


@pytest.mark.skipif(HOST < (3, 12), reason="LOAD_FAST checks its local before 3.12: the rule finds nothing")
def test_the_kinds_find_something_wherever_the_definite_assignment_does():
    """verify_ir runs the definite-assignment rule (whose findings are reported instead of the kinds')
    only once the type-state pass has found something: that pass must catch each such load too."""
    caught = 0
    for ir in unbound_mutants():
        cfg = build_cfg(ir)
        ctx = Context(cfg, analyse(cfg, compiler=False))
        if cfg.defects or ctx.depths.defects or any(list(rule(ctx)) for rule in OTHER_RULES):
            continue  # verify_ir reports these and runs the definite-assignment rule beside them
        if list(unbound_local_rules(ctx)):
            caught += 1
            assert list(kinds.kind_rules(ctx)), ir
    assert caught > 50


@pytest.mark.parametrize("version", [(3, 8), (3, 10), (3, 11), (3, 12), (3, 13)])
def test_instruction_positions_encode_as_unit_positions(version):
    rng = random.Random(version[1])
    for _ in range(200):
        instructions, positions = [], []
        line = 10
        for _ in range(rng.randint(0, 12)):
            units = rng.choice([1, 1, 2, 3, 5, 9])
            line += rng.choice([0, 0, 1, 2, -1, 300])
            position = rng.choice([None, (line, line, 4, 9), (line, line + 1, 0, 3), (None, None, None, None),
                                   (line, line, None, None)])
            own = None
            if rng.random() < 0.2:
                own = tuple(rng.choice([position, None, (line + 1, line + 1, 1, 2)]) for _ in range(units))
            instructions.append((units, position, own))
            positions.extend(own if own is not None else [position] * units)
        starts = []
        unit = 0
        for units, _, _ in instructions:
            starts.append(2 * unit)
            unit += units
        every = [NO_POSITION if p is None else p for p in positions]
        sizes, own_positions, unit_positions = [i[0] for i in instructions], [i[1] for i in instructions], [
            i[2] for i in instructions]
        expected = encode_positions(version, every, 5, starts)
        assert encode_instruction_positions(version, sizes, own_positions, unit_positions, 5) == expected
        if not any(unit_positions):
            assert encode_instruction_positions(version, sizes, own_positions, None, 5) == expected


def _with_argument(opname, arg):
    def f(x):
        return (x + 1, x)
    ir = lift(f.__code__)
    for item in ir:
        if isinstance(item, Instr) and item.name == opname:
            item.arg = arg
            return ir
    pytest.skip("%s is not an opcode of this version" % opname)


@pytest.mark.parametrize("opname, arg, rule", [
    ("BINARY_OP", "a", "arg-range"), ("BINARY_OP", 1.5, "arg-type"), ("BUILD_TUPLE", "a", "arg-type"),
    ("BUILD_TUPLE", 2.0, "arg-type"), ("BUILD_TUPLE", True, "arg-type")])
def test_an_edited_argument_that_is_not_a_number_is_a_problem_not_a_crash(opname, arg, rule):
    problems = verify_ir(_with_argument(opname, arg))
    assert any(p.rule == rule and opname in p.message for p in problems), problems


def test_an_operator_given_by_name_is_accepted():
    assert not verify_ir(_with_argument("BINARY_OP", "+"))
