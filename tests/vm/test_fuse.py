"""Superinstructions (antioch.vm.fuse): the same outcomes, tracebacks and counts with every run compiled."""
import gc
import sys
import textwrap

import pytest
from test_run_cli import _run
from vm_harness import assert_same_cold_and_hot, compare
from vm_programs import PROGRAMS

from antioch.vm import fuse, run_code
from antioch.vm.trace import count


@pytest.fixture
def compile_at_once(monkeypatch):
    """Every run is compiled the first time it is reached (not after fuse.HOT executions)."""
    monkeypatch.setattr(fuse, "HOT", 1)


@pytest.mark.parametrize("source", [pytest.param(source, id=name) for name, source, since in PROGRAMS
                                    if not since or since <= sys.version_info[:2]])
def test_same_outcome_with_every_run_fused(compile_at_once, source):
    # run twice: the first run compiles, the second executes the superinstructions
    expected, got = compare(source + "\n")
    assert got == expected
    expected, got = compare(source + "\n\n")
    assert got == expected


BLAME = {
    "operator": """
        def f(a, b, c):
            x = a * 2
            y = (x +
                 b) - c
            return y
        for i in range(100):
            f(i, 1, 2)
        f(1, 2, None)
    """,
    "unbound_local": """
        def f(n):
            if n:
                v = 1
            w = n + 1
            return w + v
        for i in range(1, 100):
            f(i)
        f(0)
    """,
    "name_error": """
        def f(n):
            k = n + 1
            return k + missing_name
        for i in range(100):
            try:
                f(i)
            except NameError:
                pass
        f(1)
    """,
    "attribute_and_call": """
        class P:
            def __init__(self, x):
                self.x = x
            def g(self, k):
                return 10 // k
        def f(p, k):
            q = P(p.x + 1)
            return q.g(k) + p.x
        for i in range(1, 100):
            f(P(i), i)
        f(P(1), 0)
    """,
    "unpacking": """
        def f(pairs):
            t = 0
            for a, b in pairs:
                x, y, z = a, b, a
                c0, c1, c2, c3, c4, c5, c6, c7, c8, c9 = range(a, a + 10)
                t += x * y - z + c9 - c0
            return t
        for i in range(100):
            f([(i, 1), [2, i]])
        f([(1, 2), (3, 4, 5)])
    """,
    "unary_operator": """
        def f(a, b):
            c = a + a
            return b * -c
        for i in range(100):
            f(i, 2)
        f('x', 2)
    """,
    "unbound_after_a_comprehension": """
        def f(n):
            if n > 1:
                x = n
            squares = [x * x for x in range(n)]
            return squares[-1] + x
        for i in range(2, 100):
            f(i)
        f(1)
    """,
    "super_attribute": """
        class A:
            def m(self):
                return 1
        class B(A):
            def m(self, k):
                return super().m() + k
        for i in range(100):
            B().m(i)
        del A.m
        B().m(1)
    """,
    "inside_a_try_block": """
        def f(d, k):
            x = k + 1
            try:
                return d[k] + x
            except TypeError:
                return 0
        for i in range(100):
            f({i: i}, i)
        f({}, 5)
    """,
    "truth_of_a_condition": """
        class B:
            def __init__(self, ok):
                self.ok = ok
            def __bool__(self):
                if self.ok:
                    return self.ok
                raise ValueError("no truth")
        def f(b, n):
            k = n + 1
            if b:
                return k
            return 0
        for i in range(100):
            f(B(True), i)
        try:
            f(B(1), 1)
        except TypeError as e:
            print(e)
        f(B(False), 1)
    """,
    "inside_a_taken_branch": """
        def f(a, b):
            if a > 50:
                if b is not None:
                    return a // b
                k = a - 1
            else:
                k = a + 1
            return k
        for i in range(100):
            f(i, i % 3)
        f(60, 0)
    """,
    "unpacking_a_non_iterable": """
        def f(v):
            a, b = v
            return a + b
        for i in range(100):
            f(iter((i, 2)))
        f(None)
    """,
    # the run's lines say which instruction raised (fuse_source.RunSource.blamed): a loop's own head after
    # its body ran, a global and an empty cell missed inside a run, a late iteration of a loop in one run
    "iterator_raising_at_the_loop_head": """
        class Items:
            def __init__(self, n, fail):
                self.n = n
                self.fail = fail
            def __iter__(self):
                return self
            def __next__(self):
                self.n -= 1
                if self.n < 0:
                    if self.fail:
                        raise ValueError("no more")
                    raise StopIteration
                return self.n
        def f(items, d):
            t = 0
            for x in items:
                t += d[x % 3] * 2
            return t
        for i in range(100):
            f(Items(5, False), {0: 1, 1: 2, 2: 3})
        f(Items(5, True), {0: 1, 1: 2, 2: 3})
    """,
    "global_missing_late_in_a_loop": """
        def f(n):
            t = 0
            for i in range(n):
                t += i * 2
                if i == 150:
                    t += missing_global
            return t
        f(200)
    """,
    "empty_cell_in_a_hot_closure": """
        def outer(n, late):
            def inner(k):
                j = k + 1
                return j * 2 + v
            if not late:
                v = 1
            t = 0
            for i in range(n):
                t += inner(i)
            return t
        for _ in range(50):
            outer(10, False)
        outer(1, True)
    """,
}


@pytest.mark.subprocess
@pytest.mark.parametrize("name", sorted(BLAME))
def test_traceback_names_the_instruction_inside_a_hot_run(name, tmp_path):
    script = tmp_path / ("blame_%s.py" % name)  # not a stdlib name (the script's directory comes first)
    script.write_text(textwrap.dedent(BLAME[name]))
    native = _run([sys.executable, script.name], str(tmp_path))
    vm = _run([sys.executable, "-m", "antioch", "run", script.name], str(tmp_path))
    assert "Traceback" in native[1]
    assert vm == native


def test_counter_is_the_same_once_the_code_is_hot(compile_at_once):
    """The counter runs in the traced loop, over every instruction, whether or not runs were compiled."""
    source = "def f(n):\n    t = 0\n    for i in range(n):\n        t += i * 2\n    return t\n"
    cold, hot = {"__name__": "cold"}, {"__name__": "hot"}
    run_code(compile(source, "<cold>", "exec"), cold)
    run_code(compile(source, "<hot>", "exec"), hot)
    assert [hot["f"](10) for _ in range(3)] == [90, 90, 90]  # compiles, then runs the superinstructions
    assert count(lambda: hot["f"](10)) == count(lambda: cold["f"](10)) > 40


def test_a_for_loop_body_is_one_run_from_its_for_iter(compile_at_once):
    """FOR_ITER (each version's: iterator popped or kept, 3.15's below a NULL) starts the run of the body."""
    source = "def f(n):\n    t = 0\n    for i in range(n):\n        t += i * 2\n    return t\n"
    space = {"__name__": "loop"}
    run_code(compile(source, "<loop>", "exec"), space)
    pc = space["f"].pcode
    at = pc.opnames.index("FOR_ITER")
    made = fuse._fused_at(pc, at, {})
    assert made is not None and made[1] > at + 1
    assert pc.opnames[made[1] - 1].startswith("JUMP")  # the run goes on to the jump back
    pc.fast_ops[:], pc.fast_args[:] = pc.ops, pc.args  # no other run: the loop's is entered from the plain code
    pc.fast_ops[at], pc.fused_end[at] = made
    pc.fast_args[at] = at
    seen = _dispatches(pc)
    assert space["f"](10) == 90
    after = seen[seen.index(at) + 1:]
    assert seen.count(at) == 1 and after and min(after) >= made[1]  # one run for the loop, then what follows it


def test_a_loop_inside_a_run_runs_in_it(compile_at_once):
    """A FOR_ITER after a run's start is followed as a Python ``for`` inside the run: a function of nested
    loops, a ``continue`` and an ``else`` is one dispatch per call, with CPython's result (a ``break`` out of
    the inner loop returns to the run loop, which goes on in the outer loop's run)."""
    source = ("def f(rows):\n    t = 0\n    for row in rows:\n        for x in row:\n            if x < 0:\n"
              "                continue\n            if x > 99:\n                t -= x\n            t += x\n"
              "        else:\n            t += 1000\n        t += 1\n    return t\n")
    space, native = {"__name__": "nested"}, {}
    run_code(compile(source, "<nested>", "exec"), space)
    exec(compile(source, "<nested>", "exec"), native)
    rows = [[1, -2, 3], [], [5, 100, 7], (i for i in range(3))]
    assert space["f"]([[1]]) == native["f"]([[1]])  # compiles the run
    seen = _dispatches(space["f"].pcode)
    assert space["f"](rows) == native["f"]([[1, -2, 3], [], [5, 100, 7], (i for i in range(3))])
    assert seen == [0]
    with pytest.raises(TypeError):
        space["f"]([[1], 5])
    broken = source.replace("t -= x", "break")
    exec(compile(broken, "<nested>", "exec"), native)
    run_code(compile(broken, "<nested>", "exec"), space)
    assert [space["f"](rows[:3]) for _ in range(3)] == [native["f"](rows[:3])] * 3


def test_unpacking_joins_the_run_of_a_loop_body(compile_at_once):
    """UNPACK_SEQUENCE is fused: `for a, b in pairs` is one run from FOR_ITER on, as the stores after it."""
    source = "def f(pairs):\n    t = 0\n    for a, b in pairs:\n        t += a * b\n    return t\n"
    space = {"__name__": "unpack"}
    run_code(compile(source, "<unpack>", "exec"), space)
    pairs = [(1, 2), [3, 4], iter((5, 6))]
    assert space["f"](pairs[:2]) == 14
    pc = space["f"].pcode
    at = pc.opnames.index("FOR_ITER")
    made = fuse._fused_at(pc, at, {})
    assert made is not None and pc.opnames.index("UNPACK_SEQUENCE") < made[1]
    assert space["f"](pairs) == 44


def test_positional_fast_call_builds_the_frame_init_builds(monkeypatch):
    # calls.call_positional sets a Frame's attributes itself: the same ones, the same values as new_frame
    from antioch.vm import calls
    from antioch.vm.frame import Frame, new_frame
    made = []

    def spy():
        made.append(Frame())
        return made[-1]
    monkeypatch.setattr(calls, "_new_frame", spy)
    g = {"__name__": "m"}
    run_code(compile("def f(a, b=2):\n    return a + b\n", "m.py", "exec"), g)
    assert g["f"](1) == 3
    frame = made[-1]
    reference = new_frame(frame.pc, list(frame.fast), frame.globals, frame.builtins, None, frame.func)
    ran = ("stack", "retval")  # what running it wrote
    slots = [name for name in Frame.__slots__ if name not in ("__dict__",) + ran]
    assert {name: getattr(frame, name, "unset") for name in slots} == {
        name: getattr(reference, name, "unset") for name in slots}
    assert reference.__dict__ == {} and set(frame.__dict__) <= {"lasti"}


def test_a_loop_runs_in_one_call_of_its_superinstruction(compile_at_once):
    """A loop inside a run (a ``continue`` in it, a conditional jump not taken) runs whole in one call."""
    source = ("def f(data):\n    t = 0\n    for x in data:\n        if x < 0:\n            continue\n"
              "        data[0] += x\n        t += x\n    return t\n")
    space, native = {"__name__": "looped"}, {}
    run_code(compile(source, "<looped>", "exec"), space)
    exec(compile(source, "<looped>", "exec"), native)
    assert space["f"]([1, 2, 3]) == native["f"]([1, 2, 3])
    seen = _dispatches(space["f"].pcode)
    data, expected = [1] + [-1, 2] * 50, [1] + [-1, 2] * 50
    assert (space["f"](data), data) == (native["f"](expected), expected)
    assert seen == [0]  # the loop ran whole in the function's one run


def _dispatches(pc):
    """Wrap every entry of ``pc.fast_ops``: the list of the instructions the run loop dispatches."""
    seen = []

    def counted(i, handler):
        def dispatch(f, s, a):
            seen.append(i)
            return handler(f, s, a)
        return dispatch
    pc.fast_ops[:] = [counted(i, h) for i, h in enumerate(pc.fast_ops)]
    return seen


@pytest.mark.skipif(sys.version_info < (3, 11), reason="3.8-3.10 enter a try block by SETUP_FINALLY, which ends a run")
def test_a_guard_and_a_try_block_run_in_one_call(compile_at_once):
    """A run goes on into and out of a try block (the values pushed onto the value stack where the exception
    handler changes) and returns where a guard's jump is not taken: Logger.isEnabledFor's shape is one run."""
    source = ("def enabled(self, level):\n    if self.disabled:\n        return False\n    try:\n"
              "        return self.cache[level]\n    except KeyError:\n        return None\n")
    space, native = {"__name__": "guarded"}, {}
    run_code(compile(source, "<guarded>", "exec"), space)
    exec(compile(source, "<guarded>", "exec"), native)

    class Logger:
        def __init__(self, disabled):
            self.disabled = disabled
            self.cache = {1: True}
    on, off = Logger(False), Logger(True)
    enabled = space["enabled"]
    assert [enabled(on, 1), enabled(off, 1), enabled(on, 2)] == [True, False, None]  # compiles the runs
    seen = _dispatches(enabled.pcode)
    assert enabled(on, 1) is True and seen == [0]
    del seen[:]
    assert enabled(off, 1) is False and seen == [0]
    assert enabled(on, 2) is native["enabled"](on, 2)  # raised inside the run, caught by the program


def test_a_positional_call_with_star_parameters_is_bound_in_place(monkeypatch):
    """Positional arguments to *args, **kwargs and keyword-only parameters with defaults need no bind()."""
    from antioch.vm import calls

    def no_binding(*args):
        raise AssertionError("bound in full")
    g = {"__name__": "m"}
    run_code(compile("def f(a, b=2, *args, c=3, **kw):\n    return a, b, args, c, kw\n", "m.py", "exec"), g)
    monkeypatch.setattr(calls, "bind", no_binding)
    assert g["f"](1) == (1, 2, (), 3, {})
    assert g["f"](1, 5, 6, 7) == (1, 5, (6, 7), 3, {})
    assert g["f"](1)[4] is not g["f"](1)[4]  # **kw: a dict of its own each call


def test_a_caller_seen_from_inside_a_run_is_at_its_calling_instruction(compile_at_once):
    """sys._getframe(1) of a function called from inside a superinstruction, the run just compiled or run
    again: the caller's line is that of its call instruction, found from the line of the run's source the
    call is on, and its offset (not on 3.11-3.12, where f_lasti of a caller is the last cache unit of its
    CALL, which the VM does not give, hot or cold)."""
    source = """
        import sys
        def where():
            caller = sys._getframe(1)
            return (caller.f_lineno, caller.f_lasti if sys.version_info[:2] not in ((3, 11), (3, 12)) else None)
        def f(n, seen):
            t = 0
            for i in range(n):
                t += i
                seen.append(where())
                t += len(seen)
            seen.append(where())
            return t
        seen = []
        f(5, seen)
        result = (f(5, seen), sorted(set(seen)))
    """
    assert_same_cold_and_hot(source)
    gc.collect()  # the frames looked at stay in cycles: collected here, not while a later test counts


BRANCHY = """
def f(n, flag):
    t = 0
    for i in range(n):
        if i % 3 == 0:
            t += 1
        elif i % 3 == 1 and flag:
            t -= 2
        else:
            t += i
        if i > 5 and t < 100 or not flag:
            t += 7
    return t
def g(x, y):
    if x:
        r = x and y or -1
    elif y is None:
        return 'none'
    else:
        r = [y, x]
    return r
"""


def test_both_paths_of_a_branch_run_in_one_call(compile_at_once):
    """A conditional jump forward forks the run: the taken path is followed inside the ``if`` of its test,
    so a function of ifs and elifs runs in one dispatch whichever way its tests go, with CPython's outcome
    and the traced loop's count."""
    space, cold, native = {"__name__": "branchy"}, {"__name__": "cold"}, {}
    run_code(compile(BRANCHY, "<branchy>", "exec"), space)
    run_code(compile(BRANCHY, "<cold>", "exec"), cold)
    exec(compile(BRANCHY, "<branchy>", "exec"), native)
    cases = [(0, 5), (1, 0), (0, None), (3, []), ("", 2), (2, 3)]
    expected = [native["g"](x, y) for x, y in cases]
    assert [space["g"](x, y) for x, y in cases] == expected  # compiles the runs
    seen = _dispatches(space["g"].pcode)
    for (x, y), value in zip(cases, expected):
        del seen[:]
        assert space["g"](x, y) == value
        assert seen == [0]
    for n, flag in [(0, 1), (7, 1), (40, 0), (40, 1)]:
        assert space["f"](n, flag) == native["f"](n, flag)
        for name in "fg":
            assert count(lambda: space[name](n, flag)) == count(lambda: cold[name](n, flag))  # noqa: B023


def test_formatting_keyword_calls_and_deletes_need_no_handler_in_a_run(compile_at_once):
    """f-strings (FORMAT_VALUE, or 3.12+'s CONVERT_VALUE, FORMAT_SIMPLE, FORMAT_WITH_SPEC), BUILD_STRING, calls
    with keywords (KW_NAMES and CALL, 3.13+ CALL_KW), DELETE_SUBSCR and STORE_SLICE are snippets: the function
    is one run that calls no handler, with CPython's results."""
    source = ("def kw(a, *, b):\n    return a - b\n"
              "def f(d, i):\n    del d[i]\n    r = [0, 1]\n    r[:1] = [i]\n"
              "    return r, f'{i}:{i!r}:{i:>3}:{kw(i, b=2)}:{kw(a=i, b=1)!s:<4}'\n")
    space, native = {"__name__": "formatted"}, {}
    run_code(compile(source, "<formatted>", "exec"), space)
    exec(compile(source, "<formatted>", "exec"), native)
    pc = space["f"].pcode
    assert [space["f"]({3: 0}, 3) for _ in range(2)] == [native["f"]({3: 0}, 3)] * 2  # compiles, then runs
    assert pc.fused_end[0] == len(pc.ops)
    held = pc.fast_ops[0].__code__.co_freevars
    assert [name for name in held if name.startswith("H")] == []  # no handler called in place
    with pytest.raises(KeyError):
        space["f"]({}, 3)


def test_a_function_that_returns_a_constant_is_one_dispatch(compile_at_once):
    """RESUME and RETURN_CONST (3.12+), or LOAD_CONST and RETURN_VALUE: one run, one dispatch per call."""
    space = {"__name__": "constant"}
    run_code(compile("def is_point():\n    return False\n", "<constant>", "exec"), space)
    assert space["is_point"]() is False  # compiles the run
    seen = _dispatches(space["is_point"].pcode)
    assert space["is_point"]() is False
    assert seen == [0]
