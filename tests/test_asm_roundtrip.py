"""The text round trip: assemble(disassemble(code)) equals code in every field, for the whole stdlib."""
import math
import warnings

import pytest

from antioch.asm.assemble import assemble_fields
from antioch.asm.consts import ConstReader, format_const
from antioch.asm.printer import format_listing
from antioch.codeobj import code_differences, fields_of, same_const, walk_code
from antioch.opcodes import HOST
from corpus import run_parallel, stdlib_modules


def _check_module(item):
    path, code = item
    originals = list(walk_code(code))
    try:
        rebuilt = list(walk_code(assemble_fields(format_listing(code), path)))
    except Exception as exc:  # reported, not raised: one bad module must not hide the others
        return len(originals), 0, "%s: %s: %s" % (path, type(exc).__name__, exc)
    same = 0
    first = None
    for old, new in zip(originals, rebuilt):
        diffs = code_differences(new, old, recursive=False)
        if diffs:
            first = first or "%s: %s" % (path, diffs[0][0])
        else:
            same += 1
    return len(originals), same, first


@pytest.mark.corpus
def test_whole_stdlib_round_trips_through_text():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        modules = stdlib_modules()
    results = run_parallel(_check_module, modules)
    total = sum(r[0] for r in results)
    same = sum(r[1] for r in results)
    problems = [r[2] for r in results if r[2]]
    assert total > 10000
    assert same == total, "%d of %d differ; first: %s" % (total - same, total, problems[:5])


CONSTS = [0, -1, 10 ** 400, -(10 ** 400), 1.5, -0.0, 0.0, float("inf"), -float("inf"), float("nan"), 1j, -1j,
          complex(-0.0, -0.0), complex(1.5, float("nan")), "", "it's \"q\"\n\t\x00\u1234\U0001f600\ud800é",
          b"", b"\x00\xff'\"", (), (1,), ((1, 2), ("a", (None,))), frozenset(), frozenset({1, "a", 2.5}),
          Ellipsis, None, True, False]


@pytest.mark.parametrize("value", CONSTS, ids=lambda v: type(v).__name__)
def test_constants_read_back_exactly(value):
    text = format_const(value)
    back, end = ConstReader(text, "<t>", 1).read(0)
    assert end == len(text)
    assert same_const(back, value) and type(back) is type(value)
    if isinstance(value, float) and not math.isnan(value):
        assert math.copysign(1, back) == math.copysign(1, value)


def test_nested_code_and_odd_pools_round_trip():
    source = "def f(x, *a, k=-0.0, **kw):\n    def g():\n        return x\n    return g, (lambda: 1)\n" \
             "c = f(1)\nclass C:\n    def m(self):\n        return super().m()\n"
    code = compile(source, "t.py", "exec")
    f = assemble_fields(format_listing(code), "t.py")
    assert code_differences(f, code) == []
    assert fields_of(code).version == HOST
