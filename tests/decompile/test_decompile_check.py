"""The check's report of the first difference between two code objects (decompile/check.py)."""
import sys

import pytest

from antioch.decompile.check import first_difference
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
