"""Assignment expressions against the assignments whose instructions begin the same way."""
import pytest

import antioch
from antioch.codeobj import HOST
from antioch.decompile.check import check
from antioch.decompile.facts import DECOMPILES

pytestmark = pytest.mark.skipif(HOST not in DECOMPILES, reason="the decompiler reads CPython 3.8-3.15 bytecode")

#: source -> a line the output must hold (each once wrongly printed `e = g(b)` and then used `g(b)`)
CASES = {
    "if (e := g(b)) > 1:\n    h(e)\n": "if (e := g(b)) > 1:",
    "print((s := f()), s)\n": "print((s := f()), s)",
    "x[(r := f())] = 1\n": "x[(r := f())] = 1",
    "w = f(a, (b := g()))\n": "w = f(a, (b := g()))",
    "if t := h():\n    k(t)\n": "if t := h():",
    "def f():\n    return (u := g())\n": "return (u := g())",
    "b, c = (a := v)\n": "b, c = (a := v)",
    # the assignments they could be taken for
    "a = x.y = g(b)\n": "a = x.y = g(b)",
    "c = d = g()\n": "c = d = g()",
    "(q := g())\n": "(q := g())",
}


@pytest.mark.parametrize("source", sorted(CASES))
def test_assignment_expressions_come_back_once_evaluated(source):
    code = compile(source, "m.py", "exec", dont_inherit=True)
    assert CASES[source] in [line.strip() for line in antioch.decompile(code).splitlines()]
    report = check(code)
    assert report.all_exact, report
