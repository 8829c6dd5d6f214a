"""A class around a method left as a listing still compiles back the same: its
``__static_attributes__`` (3.13+) keeps the names the lost body assigned to ``self``."""
import pytest

from antioch.codeobj import HOST
from antioch.decompile import decompile_report
from antioch.decompile.check import check
from antioch.decompile.expr import Unsupported
from antioch.decompile.functions import Decompiler
from antioch.decompile.static_attributes import kept_assignments

SOURCE = '''\
class Point:
    def __init__(self, x, other):
        self.x = x
        self.__hidden = 0
        other.y = 1
        self.z += 1
        def inner():
            self.w = 2
        return inner

    def move(self, dx):
        self.x += dx
        self.moved = True
'''


@pytest.fixture
def lost_init(monkeypatch):
    """The decompiler made to leave ``Point.__init__`` as a listing, as it does what it cannot read."""
    body = Decompiler._body

    def failing(self, code, kind):
        if getattr(code, "qualname", None) == "Point.__init__":
            raise Unsupported("left as a listing for the test")
        return body(self, code, kind)

    monkeypatch.setattr(Decompiler, "_body", failing)


@pytest.mark.skipif(HOST < (3, 13), reason="__static_attributes__ is 3.13+")
def test_the_class_of_a_method_left_as_a_listing_compiles_back_the_same(lost_init):
    code = compile(SOURCE, "p.py", "exec")
    report = check(code)
    results = {r.qualname: r for r in report.results}
    assert results["Point.__init__"].stubbed and not results["Point.__init__"].exact
    assert results["Point"].exact and results["Point.move"].exact
    # the names of the class's tuple that the lost body stores, unmangled; not `y` (no attribute of
    # self), not `z` (an augmented assignment), `w` from the function inside it
    assert "; self.__hidden = self.w = self.x = None" in report.decompiled.source


def test_without_a_tuple_a_listing_adds_nothing(lost_init):
    code = compile(SOURCE, "p.py", "exec")
    init = next(c for c in code.co_consts[0].co_consts if hasattr(c, "co_code") and c.co_name == "__init__")
    assert kept_assignments(init, HOST, None) == ""
    assert kept_assignments(init, HOST, ("x",)) == "; self.x = None"
    if HOST < (3, 13):
        assert "self.x = None" not in decompile_report(code).source


def test_no_self_to_assign_to_adds_nothing():
    code = compile("def f(a):\n    a.x = 1\n", "f.py", "exec")
    assert kept_assignments(code.co_consts[0], HOST, ("x",)) == ""
