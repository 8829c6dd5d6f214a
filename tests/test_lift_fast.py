"""Lifting's column-wise fast path gives exactly what the general loop gives; Instr as a list of fields."""
import pickle
import sys
from dataclasses import fields, replace

import pytest

from antioch.codeobj import CodeFields, fields_of, walk_code
from antioch.encoding.linetable import decode_positions, host_positions
from antioch.ir import Instr, Label, LiftedInstr
from antioch.lift import lift
from antioch.opcodes import HOST, READABLE, table_for

LIFT = sys.modules["antioch.lift"]  # the package exports the function under the module's name


def normalised(ir):
    """Every item as plain data, labels replaced by their rank (so two lifts can be compared)."""
    ranks = {id(item): k for k, item in enumerate(i for i in ir.items if isinstance(i, Label))}
    out = []
    for item in ir.items:
        if isinstance(item, Label):
            out.append(("label", ranks[id(item)]))
        else:
            arg = ("label", ranks[id(item.arg)]) if isinstance(item.arg, Label) else item.arg
            out.append((item.name, type(arg).__name__, arg, item.position, item.flags, item.ext, item.index,
                        item.caches, item.offset, item.unit_positions))
    tries = [(ranks[id(t.start)], ranks[id(t.end)], ranks[id(t.handler)], t.depth, t.lasti) for t in ir.try_ranges]
    return out, tries


def sample_codes():
    import argparse
    import json.decoder
    import tarfile
    # Through the loader, not open(): Pyodide's standard library is a zip archive.
    return [c for module in (argparse, tarfile, json.decoder) for c in walk_code(
        compile(module.__loader__.get_source(module.__name__), module.__file__, "exec"))]


def test_fast_path_equals_general_loop(monkeypatch):
    codes = sample_codes()
    fast = [normalised(lift(c)) for c in codes]
    monkeypatch.setattr(LIFT, "_fast_items", lambda *args: None)
    slow = [normalised(lift(c)) for c in codes]
    assert len(fast) > 300
    for code, a, b in zip(codes, fast, slow):
        assert a == b, code.co_qualname if hasattr(code, "co_qualname") else code.co_name


def test_host_positions_equal_decoder():
    for code in sample_codes():
        f = fields_of(code)
        host = host_positions(code, f.version, len(f.code))
        if host is not None:
            assert host == decode_positions(f.version, f.linetable, len(f.code), f.firstlineno)


def test_host_positions_refuse_malformed_tables():
    code = compile("x = 1\ny = 2\n", "<m>", "exec")
    if HOST >= (3, 11):
        bad = code.replace(co_linetable=b"\x80\x80")  # short form whose column byte has bit 7 set
        assert host_positions(bad, HOST, len(bad.co_code)) is None
    assert host_positions(code, (3, 8), len(code.co_code)) is None


@pytest.mark.parametrize("version", sorted(v for v in READABLE if v >= (3, 8)))
def test_jump_rules_agree_with_the_table(version):
    table = table_for(version)
    plan = LIFT._plan_for(table)
    for info in table.by_name.values():
        if info.is_jump:
            relative, base, per_arg = plan.jump_rules[info.number]
            for offset, arg in ((0, 0), (40, 3), (1000, 255)):
                assert (offset + base if relative else 0) + per_arg * arg == table.jump_target(info, offset, arg)


def test_fields_of_sets_every_field():
    f = fields_of(test_fields_of_sets_every_field.__code__)
    values = {field.name: getattr(f, field.name) for field in fields(CodeFields)}  # unset: AttributeError
    assert f == CodeFields(**values)
    assert values["name"] == "test_fields_of_sets_every_field" and values["code"]


def test_code_fields_have_slots_not_a_dict():
    """No ``__dict__``: quicker to make, one object for the GC to walk (see codeobj._with_slots)."""
    f = CodeFields((3, 8), name="f")
    assert not hasattr(f, "__dict__")
    with pytest.raises(AttributeError):
        f.no_such_field = 1
    assert replace(f, name="g").name == "g" and f == CodeFields((3, 8), name="f") and "name='f'" in repr(f)
    assert pickle.loads(pickle.dumps(f)) == f


def test_instr_attributes_identity_and_editing():
    a = Instr("LOAD_CONST", 1, (3, 3, 0, 1), index=0)
    b = Instr("LOAD_CONST", 1, (3, 3, 0, 1), index=0)
    assert (a.name, a.arg, a.lineno, a.index, a.flags, a.ext, a.caches, a.offset, a.unit_positions) == \
        ("LOAD_CONST", 1, 3, 0, 0, 0, None, None, None)
    assert a != b and a == a and len({a, b}) == 2  # identity, not fields
    with pytest.raises(TypeError):
        a < b  # noqa: B015  # no ordering, as for any object
    a.arg = 2
    a.unit_positions = ((1, 1, 0, 1),)
    assert (a.arg, a.unit_positions) == (2, ((1, 1, 0, 1),))
    lifted = LiftedInstr(("NOP", None, None, 0, 0, None, None, 4, None))
    assert isinstance(lifted, Instr) and lifted.offset == 4 and repr(lifted) == "Instr('NOP', None)"
