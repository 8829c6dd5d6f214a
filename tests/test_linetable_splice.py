"""The 3.11+ line table of edited code, spliced from the original's entries, is the table that
encoding the whole of it gives (for tables the compiler wrote), and the splice is really taken."""
import importlib
import random
import sys
import types
from typing import Any, Callable, List

import pytest

from antioch.codeobj import walk_code
from antioch.edit import body_start
from antioch.encoding import linetable_splice
from antioch.ir import Instr
from antioch.lift import lift
from antioch.lower import lower
from antioch.roundtrip import read_source

pytestmark = pytest.mark.skipif(sys.version_info < (3, 11), reason="3.11+ location tables only")

MODULES = ("_weakrefset", "argparse", "dataclasses", "json.decoder", "textwrap")


def _codes() -> List[types.CodeType]:
    out = []
    for name in MODULES:
        path = importlib.import_module(name).__file__
        assert path is not None
        out.extend(walk_code(compile(read_source(path), path, "exec", dont_inherit=True)))
    return out


def _insert_plain_nop(ir: Any, rng: random.Random) -> None:
    ir.items.insert(rng.randrange(len(ir.items) + 1), Instr("NOP"))


def _insert_nop_beside(ir: Any, rng: random.Random) -> None:
    """A NOP with the position of the instruction it goes before: the positions alone do not say where."""
    k = rng.choice([k for k, item in enumerate(ir.items) if isinstance(item, Instr)])
    ir.items.insert(k, Instr("NOP", None, ir.items[k].position))


def _insert_nop_at_line(ir: Any, rng: random.Random) -> None:
    k = rng.choice([k for k, item in enumerate(ir.items) if isinstance(item, Instr)])
    ir.items.insert(k, Instr("NOP", None, rng.choice([(rng.randrange(1, 3000), None, None, None), (7, 7, 1, 3)])))


def _insert_at_body_start(ir: Any, rng: random.Random) -> None:
    ir.items.insert(body_start(ir), Instr("NOP"))


def _drop_one(ir: Any, rng: random.Random) -> None:
    k = rng.choice([k for k, item in enumerate(ir.items) if isinstance(item, Instr) and item.name == "NOP"] or [-1])
    if k >= 0:
        del ir.items[k]


EDITS: List[Callable[[Any, random.Random], None]] = [
    _insert_at_body_start, _insert_plain_nop, _insert_nop_beside, _insert_nop_at_line, _drop_one]


@pytest.mark.parametrize("edit", EDITS, ids=lambda e: e.__name__.strip("_"))
def test_spliced_table_is_the_encoded_one(edit: Callable[[Any, random.Random], None],
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    spliced = []
    real = linetable_splice.splice_locations

    def counting(*args: Any) -> Any:
        table = real(*args)
        spliced.append(table is not None)
        return table

    # by the module (the package's ``lower`` is the function)
    monkeypatch.setattr(importlib.import_module("antioch.lower"), "splice_locations", counting)
    rng = random.Random(edit.__name__)
    compared = 0
    for code in _codes():
        ir = lift(code)
        edit(ir, rng)
        got = lower(ir)
        whole = lift(code)
        whole.items, whole.try_ranges = ir.items, ir.try_ranges
        whole.original_positions = None  # nothing to splice: every entry encoded
        assert got.linetable == lower(whole).linetable, code.co_qualname
        compared += 1
    assert compared > 100
    # tables are spliced where positions changed (a dropped NOP may change none)
    assert len(spliced) > 30 and spliced.count(True) > 0.9 * len(spliced)


def test_an_odd_table_is_encoded_whole() -> None:
    """An original table whose entries cannot be read (a continuation byte where an entry should
    start) is not spliced."""
    def f(x):
        return x + 1

    positions = list(f.__code__.co_positions())
    bad = b"\x00" + f.__code__.co_linetable
    edited = [None] + positions
    starts = list(range(len(edited)))
    offsets = [2 * unit for unit in starts]
    assert linetable_splice.splice_locations(sys.version_info[:2], bad, positions, edited, starts,
                                             f.__code__.co_firstlineno, offsets, [None] + offsets[:-1]) is None
