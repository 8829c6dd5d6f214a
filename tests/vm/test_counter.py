"""The VM's instruction counter equals what CPython reports executing for the same program.

Natively: ``sys.settrace`` with ``f_trace_opcodes`` (3.8-3.11); on 3.12+ settrace's opcode
events are built on ``sys.monitoring`` and start late in the first frame (module code without a
loop reported 0 on 3.12), so there the INSTRUCTION events of ``sys.monitoring`` are counted.
Equal counts show that no program code ran natively behind the VM's back.
"""
import sys

import pytest
from vm_counting import monitoring_count, native_count, vm_count

NATIVE = monitoring_count if hasattr(sys, "monitoring") else native_count

PROGRAMS = {
    "arith": "x = 1\ny = x + 2 * 3\nz = [x, y]\n",
    "loop": "t = 0\nfor i in range(10):\n    t += i\n",
    "while": "i = 0\nwhile i < 5:\n    i += 1\n",
    "func": "def f(a, b=2):\n    return a * b\nr = [f(i) for i in range(3)]\n",
    "fib": "def fib(n):\n    return n if n < 2 else fib(n - 1) + fib(n - 2)\nfib(8)\n",
    "class": "class A:\n    def __init__(self, v):\n        self.v = v\n    def get(self):\n        return self.v\n"
             "A(3).get()\n",
    "super": "class A:\n    def f(self):\n        return 1\nclass B(A):\n    def f(self):\n"
             "        return super().f() + 1\nB().f()\n",
    "gen": "def g(n):\n    for i in range(n):\n        yield i\nlist(g(4))\n",
    "yield_from": "def g():\n    yield 1\n    return 2\ndef h():\n    r = yield from g()\n    yield r\nlist(h())\n",
    "send_throw": "def g():\n    try:\n        x = yield 1\n        yield x\n    except KeyError:\n        yield 'k'\n"
                  "it = g()\nnext(it)\nit.send(5)\nit.throw(KeyError)\n",
    "try": "try:\n    1 / 0\nexcept ZeroDivisionError:\n    x = 1\nfinally:\n    y = 2\n",
    "nested_try": "def f():\n    for i in range(3):\n        try:\n            if i == 1:\n                continue\n"
                  "            raise ValueError(i)\n        except ValueError as e:\n            r = e\n"
                  "        finally:\n            pass\n    return r\nf()\n",
    "with": "import contextlib\nwith contextlib.nullcontext(5) as v:\n    w = v\n",
    "closure": "def mk():\n    x = 1\n    def f():\n        return x\n    return f\nmk()()\n",
    "comprehensions": "d = {k: v for k, v in zip('ab', 'cd')}\ns = sum(i for i in range(5))\nl = [i for i in 'xyz']\n",
    "kwargs": "def f(a, *args, k=1, **kw):\n    return a, args, k, kw\nf(1, 2, k=3, z=4)\nf(*[1], **{'k': 2})\n",
    "unpack": "a, *b, c = range(5)\n(x, y), z = (1, 2), 3\n",
    "fstring": "v = 3\ns = f'{v!r:>4}{v + 1}'\n",
}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_counts_equal(name):
    source = PROGRAMS[name]
    expected = NATIVE(source)
    assert expected > 0
    assert vm_count(source) == expected


def test_counter_sees_every_call():
    # fib(n) executes a fixed number of instructions per call: the count grows with the calls
    fib = "def fib(n):\n    return n if n < 2 else fib(n - 1) + fib(n - 2)\nfib(%d)\n"
    small, large = vm_count(fib % 5), vm_count(fib % 10)
    assert large > small * 10
