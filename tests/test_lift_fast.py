"""Lifting's column-wise fast path gives exactly what the general loop gives; Instr as a list of fields."""
import importlib
import pickle
import sys
from dataclasses import fields, replace

import pytest

from antioch.codeobj import CodeFields, fields_of, walk_code
from antioch.encoding.linetable import decode_positions, host_positions
from antioch.encoding.linetable_encode import encode_positions
from antioch.errors import DecodeError
from antioch.ir import Instr, Label, LiftedInstr
from antioch.lift import lift
from antioch.opcodes import HOST, READABLE, table_for

LIFT = sys.modules["antioch.lift"]  # the package exports the function under the module's name
FAST = importlib.import_module("antioch.lift_fast")


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


@pytest.mark.parametrize("inserts", [FAST._INSERTS_MOVE_AT_MOST, 0])  # labels inserted in place, or sliced in
def test_fast_path_equals_general_loop(monkeypatch, inserts):
    codes = sample_codes()
    monkeypatch.setattr(FAST, "_INSERTS_MOVE_AT_MOST", inserts)
    fast = [normalised(lift(c)) for c in codes]
    monkeypatch.setattr(LIFT, "fast_items", lambda *args: None)
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
    plan = FAST.plan_for(version)
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


def prefixed_fields(version):
    """Code of ``version`` full of EXTENDED_ARG cases: long, redundant and chained prefixes, an
    arg-less opcode with one, a jump with one, a jump into the middle of a prefixed instruction,
    a line that starts at a prefix; and an arg-less opcode with an argument byte."""
    table = table_for(version)
    units = []  # (name, argument byte)

    def emit(name, arg=0, ext=()):
        for byte in ext:
            units.append(("EXTENDED_ARG", byte))
        units.append((name, arg))

    emit("LOAD_CONST", 2, ext=(1,))         # 258
    emit("POP_TOP")
    emit("LOAD_CONST", 5, ext=(0, 0))       # 5 behind two redundant prefixes
    emit("POP_TOP")
    emit("NOP", 0, ext=(1,))                # an arg-less opcode with argument 256
    emit("LOAD_CONST", 1, ext=(3,))         # 769: past the pool, kept raw
    emit("POP_TOP")
    jump_at = len(units)
    emit("JUMP_FORWARD", 0, ext=(0,))       # patched below: into the middle of the next instruction
    emit("LOAD_CONST", 7, ext=(1,))
    emit("NOP", 3)                          # a stray argument byte (3.10's compiler leaves some)
    emit("LOAD_GLOBAL", 5)                  # 3.11+: flag bit 1 beside name 2
    emit("LOAD_GLOBAL", 3, ext=(1,))        # 259: 3.11+: flag bit 1 beside name 129
    emit("RETURN_VALUE")
    code = bytearray()
    offsets = []
    for name, arg in units:
        info = table.by_name[name]
        offsets.append(len(code))
        code += bytes((info.number, arg)) + bytes(2 * info.caches)
    info = table.by_name["JUMP_FORWARD"]
    middle = offsets[jump_at + 3]  # the LOAD_CONST behind its prefix
    arg = table.jump_arg(info, offsets[jump_at + 1], middle)
    code[offsets[jump_at] + 1], code[offsets[jump_at + 1] + 1] = arg >> 8, arg & 0xFF
    if version < (3, 10):
        linetable = bytes((2, 1, 6, 1))  # a line at the prefix of the second LOAD_CONST, another at its opcode
    else:
        linetable = b""  # no positions at all
    return CodeFields(version=version, code=bytes(code), consts=tuple(range(300)), linetable=linetable,
                      names=tuple("n%d" % i for i in range(300)), firstlineno=1, stacksize=1)


@pytest.mark.parametrize("version", sorted(v for v in READABLE if v >= (3, 8)))
def test_fast_path_takes_prefixes_as_the_general_loop_does(monkeypatch, version):
    f = prefixed_fields(version)
    fast = normalised(lift(f))
    assert FAST.fast_items(FAST.plan_for(version), f, lift(f).original_positions, []) is not None
    monkeypatch.setattr(LIFT, "fast_items", lambda *args: None)
    assert fast == normalised(lift(f))
    instrs = [item for item in fast[0] if item[0] != "label"]
    assert [(i[0], i[2], i[5]) for i in instrs[:5]] == [
        ("LOAD_CONST", 258, 1), ("POP_TOP", None, 0), ("LOAD_CONST", 5, 2), ("POP_TOP", None, 0), ("NOP", 256, 1)]
    assert instrs[5][1:3] == ("RawArg", 769) and instrs[7][1] == "RawArg"  # past the pool; into a prefix
    assert instrs[9][1:3] == ("RawArg", 3)
    shift = 1 if version >= (3, 11) else 0
    assert [(i[2], i[4]) for i in instrs[10:12]] == [("n%d" % (5 >> shift), shift), ("n%d" % (259 >> shift), shift)]
    if version < (3, 10):  # the prefixes' own lines are kept
        assert [len(i[-1] or ()) for i in instrs[:3]] == [2, 0, 3]


@pytest.mark.parametrize("version", sorted(v for v in READABLE if v >= (3, 8)))
def test_unknown_opcodes_and_odd_lengths_reach_the_general_loop(version):
    table = table_for(version)
    unknown = next(n for n in range(1, 256) if table.by_number[n] is None)
    nop = table.by_name["NOP"].number
    for code, message in ((bytes((nop, 0, unknown, 0)), "unknown opcode %d" % unknown),
                          (bytes((nop, 0, nop)), "odd length")):
        with pytest.raises(DecodeError, match=message):
            lift(CodeFields(version=version, code=code))



def test_lift_without_cache_positions_leaves_out_only_those():
    codes = sample_codes()
    if table_for(HOST).has_caches:
        # a cache unit with a position of its own (CPython's compiler gives none: edited code can)
        def f(x):
            return x.real + 1
        c = f.__code__
        positions = list(c.co_positions())
        k = next(k for k in range(1, len(positions)) if c.co_code[2 * k] == 0)  # (the first cache unit)
        positions[k] = positions[k][:3] + (positions[k][3] + 1,)
        codes.append(c.replace(co_linetable=encode_positions(HOST, positions, c.co_firstlineno)))
    left_out = 0
    for code in codes:
        (full, full_tries), (bare, bare_tries) = normalised(lift(code)), normalised(lift(code, cache_positions=False))
        assert bare_tries == full_tries
        assert [item[:-1] for item in bare] == [item[:-1] for item in full]  # (a label's last is its rank: kept)
        for a, b in zip(full, bare):
            if a[0] != "label" and a != b:
                assert a[5] == 0 and b[-1] is None, code.co_name  # (behind a prefix they stay: see _fold_prefixes)
                left_out += 1
    assert left_out == (1 if table_for(HOST).has_caches else 0)
