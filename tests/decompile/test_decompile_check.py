"""The check's report of the first difference between two code objects (decompile/check.py)."""
import dataclasses
import sys

import pytest

from antioch.decompile import fields_tree
from antioch.decompile.check import first_difference, same_lines
from antioch.ir import Instr, Label
from antioch.lift import lift
from antioch.lower import lower

HOST = sys.version_info[:2]

SOURCE = """\
def f(a, b):
    if a:
        b.x()
    b.y()
    b.z()
    return b
"""

pytestmark = pytest.mark.skipif(HOST < (3, 8), reason="the decompiler reads CPython 3.8-3.15 bytecode")


def _function(code):
    return next(c for c in code.co_consts if hasattr(c, "co_code"))


def test_a_jump_to_another_place_is_named_with_its_target():
    code = _function(compile(SOURCE, "f.py", "exec"))
    ir = lift(code)
    labels = [item for item in ir.items if isinstance(item, Label)]
    jump = next(item for item in ir.items if isinstance(item, Instr) and isinstance(item.arg, Label))
    # a second label, before the call of b.z: the jump lands two statements later than it did
    later = Label("later")
    calls = [k for k, item in enumerate(ir.items) if isinstance(item, Instr) and item.arg == "z"]
    ir.items.insert(calls[0], later)
    assert jump.arg in labels
    jump.arg = later
    moved = lower(ir)
    text = first_difference(code, moved, HOST)
    assert text.startswith("at offset %d: %s to instruction " % (jump.offset, jump.name)), text
    assert "the output has %s to instruction " % jump.name in text
    assert "same instructions" not in text


def test_a_value_at_another_index_of_its_pool_is_named():
    code = _function(compile(SOURCE, "f.py", "exec"))
    ir = lift(code)
    ir.fields = dataclasses.replace(ir.fields, names=("y", "x") + tuple(n for n in ir.fields.names if n not in "xy"))
    for item in ir.items:
        if isinstance(item, Instr) and item.arg in ("x", "y"):
            item.index = None  # (lowered at the index the pool has now)
    text = first_difference(code, lower(ir), HOST)
    assert text.endswith(" 'x' is at index 0 of its pool, the output's at 1"), text


def test_a_jump_with_another_count_of_extended_args_is_named():
    code = _function(compile(SOURCE, "f.py", "exec"))
    ir = lift(code)
    jump = next(item for item in ir.items if isinstance(item, Instr) and isinstance(item.arg, Label))
    jump.ext = 1
    text = first_difference(code, lower(ir), HOST)
    assert text.startswith("at offset %d: %s to instruction " % (jump.offset, jump.name)), text
    assert text.endswith(" has 0 EXTENDED_ARG, the output's 1"), text


#: (original, the same instructions written otherwise, whether every instruction keeps its line: other
#: lines, or the same lines at other columns)
LONG = "def f(a, b):\n" + "".join("    b.x%d = %d\n" % (k, k) for k in range(300)) + "    return b\n"
REWRITTEN = [
    (SOURCE, SOURCE.replace("    b.y()\n", "\n    b.y()\n"), False),
    (SOURCE, SOURCE.replace("def f(a, b):\n", "def f(a, b):\n\n"), False),
    (SOURCE, SOURCE.replace("b.x()", "b.x(\n)"), False),
    (SOURCE, SOURCE.replace("b.x()", "b.x( )").replace("if a:", "if  a:"), True),
    (SOURCE, SOURCE, True),
    # with an EXTENDED_ARG (300 constants): there each code object is lifted
    (LONG, LONG.replace("    return b\n", "\n    return b\n"), False),
    (LONG, LONG.replace("b.x7 = 7", "b.x7  =  7"), True),
]


@pytest.mark.parametrize("original, rewritten, kept", REWRITTEN)
def test_the_lines_compared_by_the_hosts_positions_are_those_lifting_compares(original, rewritten, kept):
    live = {}
    a = fields_tree(_function(compile(original, "f.py", "exec")), live)
    b = fields_tree(_function(compile(rewritten, "f.py", "exec")), live)
    assert a.code == b.code
    lifted = [i.lineno for i in lift(a, HOST).instructions()] == [i.lineno for i in lift(b, HOST).instructions()]
    assert lifted is kept
    assert same_lines(a, b, HOST, live) is lifted
    assert same_lines(a, b, HOST) is lifted
