"""Line placement: statements land on their original lines, a code object left as a listing takes
no more lines than the code it replaces (its listing goes after the program), and statements the
source joined on one line are joined again."""
import sys

import pytest

from antioch.codeobj import fields_of
from antioch.decompile import decompile
from antioch.decompile.check import check
from antioch.decompile.expr import Unsupported
from antioch.decompile.facts import DECOMPILES
from antioch.decompile.functions import Decompiler

HOST = tuple(sys.version_info[:2])
pytestmark = pytest.mark.skipif(HOST not in DECOMPILES, reason="the decompiler reads CPython 3.8-3.15 bytecode")

LOST = '''\
import os


def lost(a):
    """A docstring."""
    def kept(b):
        return a + b
    return kept(1)


class After:
    limit = 3

    def method(self):
        return self.limit


def tail():
    return os.sep
'''

JOINED = '''\
a = 1; b = 2
def one(): return 1
def two(x):
    if x:
        return 2
    y = x; return y
c = 3
'''


@pytest.fixture
def lose_lost(monkeypatch):
    """The function ``lost`` left as a listing, whatever the decompiler can read."""
    body = Decompiler._body

    def failing(self, code, kind):
        if fields_of(code).name == "lost":
            raise Unsupported("left as a listing by the test")
        return body(self, code, kind)

    monkeypatch.setattr(Decompiler, "_body", failing)


def test_a_listing_moves_nothing_after_it(lose_lost):
    report = check(compile(LOST, "lost.py", "exec", dont_inherit=True))
    by_name = {r.qualname.split(".")[-1]: r for r in report.results}  # (no qualified names before 3.11)
    assert by_name["lost"].stubbed and not by_name["lost"].exact
    for name in ("kept", "After", "method", "tail"):
        assert by_name[name].exact and by_name[name].lines_kept, name
    assert report.lines_kept == len(report.results) - 1


def test_the_listing_follows_the_program(lose_lost):
    text = decompile(compile(LOST, "lost.py", "exec", dont_inherit=True))
    lines = text.split("\n")
    assert lines[3] == "def lost(a):"
    assert lines[5] == "    def kept(b):"
    assert lines[7].startswith("    raise NotImplementedError(")
    assert lines[10] == "class After:"
    program, listing = text.split("\n# antioch could not decompile lost (line 4): left as a listing by the test\n")
    assert "# its listing:" in listing and "return os.sep" in program
    compile(text, "out.py", "exec")


def test_a_lone_stub_takes_its_header_line(lose_lost):
    source = "def lost(a): return a\nx = 1\n"
    text = decompile(compile(source, "lost.py", "exec", dont_inherit=True))
    assert text.split("\n")[:2] == [
        "def lost(a): raise NotImplementedError('antioch: lost not decompiled: left as a listing by the test')",
        "x = 1"]


def test_joined_statements_stay_joined():
    report = check(compile(JOINED, "joined.py", "exec", dont_inherit=True))
    assert report.all_exact
    assert report.lines_kept == len(report.results)
    assert report.decompiled.source.startswith("a = 1; b = 2\ndef one(): return 1\ndef two(x):\n")
    assert "    y = x; return y\n" in report.decompiled.source


def test_a_stub_keeps_its_lambdas_and_comprehensions(lose_lost):
    source = "def lost(n, xs):\n    f = lambda y: y + n\n    return f, (x * n for x in xs if x)\n"
    report = check(compile(source, "lost.py", "exec", dont_inherit=True))
    assert [r.qualname.split(".")[-1] for r in report.results if not r.exact] == ["lost"]
    assert len(report.results) == 4


def test_code_objects_pair_by_place_not_by_name_alone():
    """Before 3.11 code objects have no qualified name: a lambda missing from one function must not
    take the twin of the next function's lambda."""
    from antioch.codeobj import walk_code
    from antioch.decompile.check import twins

    originals = list(walk_code(compile("def a():\n    f = lambda: 1\ndef b():\n    g = lambda: 2\n", "o", "exec")))
    rebuilt = list(walk_code(compile("def a():\n    pass\ndef b():\n    g = lambda: 2\n", "r", "exec")))
    paired = twins(originals, rebuilt)
    assert paired[2] is None and paired[4] is rebuilt[3]


def test_a_module_keeps_its_docstring_before_global_names():
    """A name a function declares global is stored with STORE_GLOBAL by the module too: the
    ``global`` the output needs for it goes after the docstring, on the line of the statement after it."""
    source = '"""Doc."""\nlevel = 1\n\ndef raise_level():\n    global level\n    level = 2\n'
    report = check(compile(source, "globals.py", "exec", dont_inherit=True))
    assert report.all_exact and report.lines_kept == len(report.results)
    assert report.decompiled.source.startswith("'Doc.'\nglobal level; level = 1\n")
