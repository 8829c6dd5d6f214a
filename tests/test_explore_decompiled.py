"""The explorer's decompiled pane: the source and the line each listed instruction comes back on."""
import sys

import pytest

from antioch.decompile.facts import DECOMPILES
from antioch.explore.decompiled import decompiled_of
from antioch.explore.listing import compile_user_source, listing_of
from antioch.explore.worker import handle

HOST = tuple(sys.version_info[:2])
SOURCE = "def total(n):\n    t = 0\n    for i in range(n):\n        t += i\n    return t\n\nprint(total(4))\n"

pytestmark = pytest.mark.skipif(HOST not in DECOMPILES, reason="the decompiler reads CPython 3.8-3.15 bytecode")


def test_each_instruction_gets_the_line_it_recompiles_on():
    code = compile_user_source(SOURCE)
    listing = listing_of(code)
    answer = decompiled_of(code, listing["lines"])
    assert answer["text"] == SOURCE and answer["matched"] == 2 and answer["listed"] == 0
    text = listing["text"].split("\n")
    assert len(answer["lines"]) == len(listing["lines"])
    for rec, line, printed in zip(listing["lines"], answer["lines"], text):
        if rec["kind"] != "instr":
            assert line is None
        elif rec["pos"][0]:  # the decompiled source keeps this one's lines: each instruction on its own
            assert line == rec["pos"][0], printed


def test_a_code_object_left_as_a_listing_lends_no_lines():
    source = "def f(x):\n    try:\n        return g(x)\n    finally:\n        h()\n" if HOST >= (3, 11) else \
        "async def f(x):\n    await g(x)\n"
    code = compile_user_source(source)
    listing = listing_of(code)
    answer = decompiled_of(code, listing["lines"])
    mine = [line for rec, line in zip(listing["lines"], answer["lines"]) if rec["kind"] == "instr" and rec["code"]]
    if answer["listed"]:
        assert answer["matched"] == 1 and set(mine) == {None}
    assert "NotImplementedError" in answer["text"] or answer["matched"] == 2


def test_the_worker_answers_a_listing_with_its_decompiled_source():
    answer = handle({"op": "listing", "source": "x = 1\n"})
    assert answer["decompiled"]["text"] == "x = 1\n"
