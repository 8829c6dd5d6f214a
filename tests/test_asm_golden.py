"""Golden listings: antioch's disassembly of a few telling functions, one file per case and version.

Regenerate the files of one interpreter with ``PYTHONPATH=src python tests/test_asm_golden.py --regen``
(run it under each CPython 3.8-3.13).
"""
import os
import sys

import pytest

from antioch.asm.assemble import assemble_fields
from antioch.asm.disassemble import disassemble
from antioch.codeobj import code_differences
from antioch.opcodes import HOST

GOLDEN = os.path.join(os.path.dirname(__file__), "golden")

CASES = {
    "gunk": "def gunk(a=1, *args, b=3):\n    print(args)\n    c = None\n    return (a + b, c)\n",
    "closure": "def counter(start):\n    n = start\n    def bump(by=1):\n        nonlocal n\n        n += by\n"
               "        return n\n    return bump\n",
    "generator": "def evens(limit):\n    for i in range(limit):\n        if i % 2 == 0:\n            yield i\n"
                 "    return 'done'\n",
    "try_except_finally": "def read(path):\n    try:\n        f = open(path)\n    except OSError as e:\n"
                          "        return None\n    else:\n        return f.read()\n    finally:\n"
                          "        print('closing', path)\n",
    "class_body": "class Point:\n    'A point.'\n    dims = 2\n    def __init__(self, x, y):\n"
                  "        self.x, self.y = x, y\n    def norm(self):\n"
                  "        return (self.x ** 2 + self.y ** 2) ** 0.5\n",
    "comprehension": "def squares(xs):\n    return {x: x * x for x in xs if x > 0}\n",
    "match": "def describe(p):\n    match p:\n        case (0, 0):\n            return 'origin'\n"
             "        case {'x': x, **rest}:\n            return x\n        case Point(x=0) | [_, *_]:\n"
             "            return 'edge'\n        case _:\n            return None\n",
}


def cases():
    for name in CASES:
        if name == "match" and HOST < (3, 10):
            continue
        yield name


def golden_path(name: str) -> str:
    return os.path.join(GOLDEN, "%s.py%d%d.pyasm" % ((name,) + HOST))


def listing(name: str) -> str:
    return disassemble(compile(CASES[name], "<golden>", "exec"))


@pytest.mark.parametrize("name", list(cases()))
def test_listing_matches_golden_file(name):
    path = golden_path(name)
    with open(path, encoding="utf-8") as f:
        expected = f.read()
    assert listing(name) == expected, "regenerate with: python tests/test_asm_golden.py --regen"


@pytest.mark.parametrize("name", list(cases()))
def test_golden_file_assembles_to_the_compiled_code(name):
    with open(golden_path(name), encoding="utf-8") as f:
        text = f.read()
    assert code_differences(assemble_fields(text), compile(CASES[name], "<golden>", "exec")) == []


if __name__ == "__main__":
    if "--regen" not in sys.argv:
        sys.exit("usage: python tests/test_asm_golden.py --regen")
    os.makedirs(GOLDEN, exist_ok=True)
    for name in cases():
        with open(golden_path(name), "w", encoding="utf-8") as f:
            f.write(listing(name))
        print("wrote", golden_path(name))
