"""code -> IR -> code is identical in every field: small cases and the whole standard library."""
import math
import subprocess
import sys
import types

import pytest

from antioch.codeobj import build_code, code_differences, fields_of, walk_code
from antioch.errors import DecodeError
from antioch.ir import Instr
from antioch.lift import lift
from antioch.lower import lower
from antioch.roundtrip import Report, check_code, roundtrip_code
from corpus import run_parallel, stdlib_modules


def sample():
    def outer(a, b=-0.0, *args, c=float("nan"), **kw):
        z = 1j
        def inner():
            nonlocal z
            z += a
            return (z, b, c, (1, (2.5, -0.0)), frozenset({1, 2}), b"x", ...)
        async def co():
            async with a as q:
                await q
        return inner, co
    return outer.__code__


def test_round_trip_of_a_sample_is_identical():
    code = sample()
    assert code_differences(roundtrip_code(code), code) == []


def test_lowering_unchanged_ir_reuses_every_pool_slot():
    code = sample()
    f = lower(lift(code))
    assert f.consts is not code.co_consts and f.consts == code.co_consts
    assert f.names == code.co_names and f.varnames == code.co_varnames


def test_changed_code_gets_a_fresh_line_table_and_new_consts():
    def f():
        return "one"  # a LOAD_CONST in every version (3.14 loads small ints with LOAD_SMALL_INT)
    ir = lift(f.__code__)
    ret = next(i for i in ir.items if isinstance(i, Instr) and i.name in ("LOAD_CONST", "RETURN_CONST"))
    ret.arg, ret.index = 42, None
    new = build_code(lower(ir))
    assert 42 in new.co_consts
    assert types.FunctionType(new, {})() == 42


def test_negative_zero_and_nan_consts_survive():
    code = compile("x = (-0.0, 0.0, float('nan'))\ny = -0.0\nz = 0.0", "<t>", "exec")
    new = roundtrip_code(code)
    assert code_differences(new, code) == []
    assert [math.copysign(1, c) for c in new.co_consts if isinstance(c, float)] == \
           [math.copysign(1, c) for c in code.co_consts if isinstance(c, float)]


def test_malformed_code_raises_a_typed_error():
    f = fields_of(sample())
    from dataclasses import replace
    with pytest.raises(DecodeError):
        lift(replace(f, code=f.code[:-1]))


def _check_module(item):
    path, code = item
    report = Report(files=1)
    check_code(code, path, report)
    return report


def test_whole_stdlib_round_trips_identically():
    total = Report()
    for report in run_parallel(_check_module, stdlib_modules()):
        total.merge(report)
    print(total.summary())
    assert total.code_objects > 15000
    assert total.ok, "%s; first: %s %s" % (total.summary(), total.differences[:3], total.errors[:3])


@pytest.mark.subprocess
def test_cli_roundtrip_prints_a_summary_and_exits_zero(tmp_path):
    src = tmp_path / "m.py"
    src.write_text("def f(x):\n    return [y for y in x]\nclass C:\n    pass\n")
    out = subprocess.run([sys.executable, "-m", "antioch.cli", "roundtrip", str(tmp_path)],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    assert out.returncode == 0, out.stderr
    n = sum(1 for _ in walk_code(compile(src.read_text(), str(src), "exec")))
    assert out.stdout.splitlines()[0] == "%d code objects, %d identical, 1 file" % (n, n)
