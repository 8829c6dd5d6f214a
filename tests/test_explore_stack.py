"""The value stack the fallback tracer draws, read from CPython's frames (3.8-3.11) or placed by antioch's
stack-depth analysis (3.12+): checked against values known to be there and against what each instruction
then stores, returns or yields."""
import sys

import pytest

from antioch.explore.listing import code_objects, compile_user_source
from antioch.explore.stackview import LAYOUTS, NULL, StackReader

HOST = (sys.version_info[0], sys.version_info[1])

PROGRAMS = {
    "arith": "def f(a):\n    b = a - 3\n    return [b, a * 2]\nx = f(5)\n",
    "loops": "t = 0\nfor i in range(4):\n    if i == 2:\n        continue\n    while t < 100:\n        t += i + 1\n"
             "        if t > 5:\n            break\n",
    "exceptions": "def g(n):\n    try:\n        try:\n            return [1][n]\n        finally:\n            n += 1\n"
                  "    except IndexError as e:\n        return str(e)\n    else:\n        return 0\ng(0)\ng(3)\n",
    "with": "import contextlib\nwith contextlib.suppress(ZeroDivisionError):\n    1 / 0\n"
            "with contextlib.nullcontext(5) as v:\n    w = v * 2\n",
    "closures": "def outer(k):\n    def inner(m):\n        return k + m\n    return inner\nr = outer(2)(3)\n",
    "comprehensions": "xs = [y * y for y in range(5) if y % 2]\nd = {k: v for k, v in zip('ab', (1, 2))}\n"
                      "s = sum(z for z in range(3))\n",
    "generators": "def gen():\n    x = yield 1\n    yield from [x, 2]\ng = gen()\nnext(g)\nl = [g.send(7), next(g)]\n",
    "classes": "class A:\n    n = 1\n    def m(self, *a, **k):\n        return (self.n, a, k)\nr = A().m(1, 2, z=3)\n"
               "s = f'{r!r:>40}'\n",
}


def trace(source):
    """Rows (frame, offset, instruction, stack, returned) in the order this interpreter ran ``source``: one per
    instruction before it runs (``returned`` None) and one per return or yield (``returned`` the value)."""
    import dis

    code = compile_user_source(source)
    codes = code_objects(code)
    ids = {id(c) for c in codes}
    instrs = {id(c): {i.offset: i for i in dis.get_instructions(c)} for c in codes}
    reader = StackReader(codes)
    rows = []

    def tracer(frame, event, arg):
        if event == "call":
            if id(frame.f_code) not in ids:
                return None
            frame.f_trace = tracer
            frame.f_trace_opcodes = True
            return tracer
        if event == "opcode":
            rows.append((frame, frame.f_lasti, instrs[id(frame.f_code)][frame.f_lasti], reader.read(frame), None,
                         dict(reader.variables(frame))))
        elif event == "return":
            rows.append((frame, frame.f_lasti, None, None, [arg], None))
        return tracer

    here = sys._getframe()
    here.f_trace_opcodes = True
    old = sys.gettrace()
    sys.settrace(tracer)
    try:
        exec(code, {"__name__": "__main__"})
    finally:
        sys.settrace(old)
        here.f_trace_opcodes = False
    return rows


def test_every_supported_version_has_a_layout():
    from antioch.opcodes import SUPPORTED

    # 3.14 and 3.15 run here only as Pyodide (WebAssembly, no ctypes): the stepper uses the VM there
    assert {v for v in SUPPORTED if v <= (3, 13)} <= set(LAYOUTS)
    assert StackReader().available


def test_known_values_are_on_the_stack():
    rows = trace(PROGRAMS["arith"])
    steps = [(frame.f_code.co_name, ins.opname, stack) for frame, _, ins, stack, _, _ in rows if ins is not None]
    assert all(stack is not None for _, _, stack in steps)
    by_op = {}
    for name, op, stack in steps:
        if name == "f":
            by_op.setdefault(op, []).append(stack)
    binary = by_op.get("BINARY_OP") or by_op["BINARY_SUBTRACT"] + by_op["BINARY_MULTIPLY"]
    assert binary[0] == [5, 3]                      # a - 3
    assert binary[1] == [2, 5, 2]                   # b, a * 2
    assert by_op["BUILD_LIST"] == [[2, 10]]
    assert by_op["RETURN_VALUE"] == [[[2, 10]]]
    call = [stack for name, op, stack in steps if name == "<module>" and op.startswith("CALL")][-1]
    assert call[-1] == 5 and any(callable(v) and v.__name__ == "f" for v in call)
    if HOST >= (3, 11):
        assert NULL in call  # PUSH_NULL beside the callable (before it up to 3.12, after it on 3.13)


def test_tracing_does_not_change_what_the_program_computes():
    """3.12 breaks an inlined comprehension at module level when a tracer asks for f_locals; ours does not."""
    namespace = {}
    exec(compile_user_source(PROGRAMS["comprehensions"]), namespace)
    rows = trace(PROGRAMS["comprehensions"] + "result = (xs, d, s)\n")
    last = [r[5] for r in rows if r[5] is not None][-1]
    assert last["xs"] == namespace["xs"] == [1, 9] and last["d"] == {"a": 1, "b": 2}


def test_cells_and_frees_show_their_contents():
    rows = trace(PROGRAMS["closures"])
    inner = [r[5] for r in rows if r[2] is not None and r[0].f_code.co_name == "inner"]
    assert inner and inner[0] == {"m": 3, "k": 2}
    outer = [r[5] for r in rows if r[2] is not None and r[0].f_code.co_name == "outer" and "inner" in r[5]]
    assert outer and outer[-1]["k"] == 2 and callable(outer[-1]["inner"])


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_the_stack_holds_what_the_next_instruction_stores_or_returns(name):
    """At every step the stack is read, and its top is the very object the instruction then stores in a
    variable, returns or yields: checks the stack's place and depth wherever CPython makes its top observable
    (on 3.12+ the depth is antioch's analysis, so this is what checks it)."""
    rows = trace(PROGRAMS[name])
    checked = 0
    for k, (frame, _, ins, stack, _, _) in enumerate(rows):
        if ins is None:
            continue
        assert stack is not None, (frame.f_code.co_name, ins.opname)
        assert len(stack) <= frame.f_code.co_stacksize
        later = next((r for r in rows[k + 1:] if r[0] is frame), None)
        if ins.opname in ("STORE_FAST", "STORE_NAME") and later is not None and later[2] is not None:
            if stack[-1] is NULL:  # 3.12+ inlined comprehension ends by restoring its variable's old NULL
                assert ins.argval not in later[5]
            else:
                assert stack[-1] is later[5][ins.argval], (frame.f_code.co_name, ins.offset, ins.opname)
            checked += 1
        elif ins.opname in ("RETURN_VALUE", "YIELD_VALUE"):
            assert later is not None and later[4] is not None and stack[-1] is later[4][0], (ins.offset, ins.opname)
            checked += 1
    assert checked >= 3
