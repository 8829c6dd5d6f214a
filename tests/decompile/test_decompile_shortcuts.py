"""What the decompiler's shortcuts rely on: a body made once for each code object gives the same
text and outcomes as making it each time its def is run again, and stack values compare by
identity (antioch.decompile.lines compares lists of them with ==)."""
import importlib
import pkgutil
import sys

import pytest

import antioch.decompile
from antioch.codeobj import walk_code
from antioch.decompile import decompile_report, functions
from antioch.decompile.expr import Expr
from antioch.decompile.facts import DECOMPILES

HOST = tuple(sys.version_info[:2])
pytestmark = pytest.mark.skipif(HOST not in DECOMPILES, reason="the decompiler reads CPython 3.8-3.15 bytecode")

# the def sits in a block that the merging of the two tests runs on trial first
RUN_AGAIN = '''\
def outer(parts, prefix=None):
    if prefix is not None and len(prefix) > 3:
        def lines(items, indent):
            return [indent + item for item in items if item]
        result = lines(parts, prefix)
    else:
        result = parts
    return result


class Holder:
    if sys.platform and len(sys.argv) > 1:
        def method(self, key=lambda k: k):
            return sorted(self, key=key)
    else:
        def method(self):
            try:
                return sorted(self)
            except TypeError:
                raise NotImplementedError(self) from None
'''


def _decompiled(monkeypatch, every_time: bool):
    made = []
    requested = []
    body, made_body = functions.Decompiler.body, functions.Decompiler._made_body

    def requesting(self, code, kind):
        requested.append((code.name, code.firstlineno))
        if every_time:
            self.bodies.clear()
        return body(self, code, kind)

    def making(self, code, kind):
        made.append((code.name, code.firstlineno))
        return made_body(self, code, kind)

    with monkeypatch.context() as m:
        m.setattr(functions.Decompiler, "body", requesting)
        m.setattr(functions.Decompiler, "_made_body", making)
        report = decompile_report(compile("import sys\n" + RUN_AGAIN, "run_again.py", "exec", dont_inherit=True))
    return report, requested, made


def test_a_body_run_again_is_made_once(monkeypatch):
    report, requested, made = _decompiled(monkeypatch, every_time=False)
    assert [name for name, _ in requested].count("lines") > 1  # (else this test shows nothing)
    assert len(made) == len(set(made))
    assert "def lines(items, indent):" in report.source


def test_a_body_made_once_reads_as_one_made_each_time(monkeypatch):
    once, _, _ = _decompiled(monkeypatch, every_time=False)
    each_time, _, made = _decompiled(monkeypatch, every_time=True)
    assert len(made) > len(set(made))
    assert once.source == each_time.source
    # made each time, a body records new outcomes at each run; made once, each is recorded once
    assert sorted(set(once.outcomes)) == sorted(set(each_time.outcomes))
    assert once.lines_kept == each_time.lines_kept


def test_each_code_object_has_one_outcome_however_often_it_is_read():
    source = "import sys\n" + RUN_AGAIN + '''
def table(rows, wide=None):
    if wide is not None and len(wide) > 3:
        cells = [str(cell) for row in rows for cell in row]
    else:
        cells = []
    return cells
'''
    code = compile(source, "run_again.py", "exec", dont_inherit=True)
    report = decompile_report(code)
    assert len(report.outcomes) == len(list(walk_code(code)))
    assert len(set(map(id, report.outcomes))) == len(report.outcomes)


def test_stack_values_compare_by_identity():
    for info in pkgutil.iter_modules(antioch.decompile.__path__):
        importlib.import_module("antioch.decompile." + info.name)
    work, seen = [Expr], []
    while work:
        cls = work.pop()
        seen.append(cls)
        work.extend(cls.__subclasses__())
    assert len(seen) > 10
    assert [cls.__name__ for cls in seen if cls.__eq__ is not object.__eq__] == []
