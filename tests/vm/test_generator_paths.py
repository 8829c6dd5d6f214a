"""The fast paths of generators and calls (a yield that ends a superinstruction, SEND straight after a
delegating yield resumes, close() that raises no traceback, generators made by the positional call):
the same outcomes as CPython, and the same counts as the traced loop, which runs every instruction."""
import gc

import pytest
from vm_harness import assert_same_cold_and_hot, hot_and_cold_counts

from antioch.vm import codeframes, frame, run_code

PROGRAMS = {
    "yield_inside_an_expression": """
        def g(n):
            seen = []
            for i in range(n):
                seen.append((yield i * 2) or -i)
            return seen
        it = g(5)
        out = [next(it)]
        try:
            while True:
                out.append(it.send(out[-1] + 1 if len(out) % 2 else None))
        except StopIteration as e:
            result = out, e.value
    """,
    "delegation_chain": """
        def leaf(n):
            got = []
            for i in range(n):
                got.append((yield i))
            return got
        def middle(n):
            inner = yield from leaf(n)
            more = yield from leaf(2)
            return inner + more
        def top():
            return (yield from middle(3))
        it = top()
        out = [next(it)]
        try:
            k = 0
            while True:
                k += 1
                out.append(it.send(k if k % 2 else None))
        except StopIteration as e:
            result = out, e.value
    """,
    "throw_into_a_delegation": """
        def leaf():
            try:
                yield 1
                yield 2
            except KeyError as e:
                yield 'leaf caught %s' % e
            return 'leaf done'
        def outer():
            r = yield from leaf()
            yield r
        it = outer()
        result = [next(it), next(it), it.throw(KeyError('k')), next(it)]
    """,
    "tree_walk": """
        class Tree:
            def __init__(self, left, value, right):
                self.left, self.value, self.right = left, value, right
            def __iter__(self):
                if self.left:
                    yield from self.left
                yield self.value
                if self.right:
                    yield from self.right
        def tree(r):
            if not r:
                return None
            i = len(r) // 2
            return Tree(tree(r[:i]), r[i], tree(r[i + 1:]))
        t = tree(range(40))
        result = [list(t) for _ in range(3)][-1] == list(range(40))
    """,
    "awaits": """
        async def fib(n):
            if n <= 1:
                return n
            return await fib(n - 1) + await fib(n - 2)
        c = fib(12)
        try:
            c.send(None)
        except StopIteration as e:
            result = e.value
    """,
    "awaits_that_suspend_raise_and_fail": """
        import types
        class Ticket:
            def __await__(self):
                try:
                    got = yield 'tick'
                except ValueError as e:
                    got = str(e)
                return got * 2
        @types.coroutine
        def pause(v):
            try:
                return (yield v)
            except ValueError:
                return 'pause saw it'

        class NoAwait:
            pass
        class BadEnter:
            async def __aexit__(self, *exc):
                return False
            def __aenter__(self):
                return 5
        async def fails(n):
            if n > 2:
                raise KeyError(n)
            return n
        async def work(n):
            out = []
            for i in range(n):
                out.append(await Ticket())
                out.append(await pause(i))
                try:
                    out.append(await fails(i))
                except KeyError as e:
                    out.append(('caught', e.args))
            for bad in (NoAwait(), 3):
                try:
                    await bad
                except TypeError as e:
                    out.append(str(e))
            try:
                async with BadEnter():
                    pass
            except TypeError as e:
                out.append(str(e))
            return out
        def drive(c):
            seen = []
            k = 0
            try:
                v = c.send(None)
                while True:
                    seen.append(v)
                    k += 1
                    v = c.send(k) if k % 4 else c.throw(ValueError('thrown'))
            except StopIteration as e:
                return seen, e.value
        result = [drive(work(5)) for _ in range(3)]
    """,
    "yield_from_returning_at_once": """
        def at_once(n):
            return n
            yield
        def twice(n):
            if n:
                yield n
            return -n
        def outer(k):
            total = 0
            for i in range(k):
                total += yield from at_once(i)
                total += yield from twice(i % 3)
            return total
        def last(k):
            it = outer(k)
            try:
                while True:
                    next(it)
            except StopIteration as e:
                return e.value
        result = [list(outer(7)) for _ in range(3)], last(7)
    """,
    "yield_from_of_any_iterable": """
        import types
        def gen(n):
            yield n
        def sub(x):
            got = yield from x
            return got
        @types.coroutine
        def awaitable():
            return (yield from gen(5))
        async def coro():
            return 7
        def delegate(i):
            return (yield from [gen(i), range(i % 3), (i, -i), iter("ab"), awaitable()][i % 5])
        result = [list(delegate(i)) for i in range(40)]
        for bad in (3, None, coro()):
            try:
                list(sub(bad))
            except TypeError as e:
                result.append(str(e))
        try:
            bad.close()
        except NameError:
            pass
    """,
    "closed_generators": """
        log = []
        def g(n):
            try:
                for i in range(n):
                    yield i
            finally:
                log.append(n)
        def h(n):
            for i in range(n):
                yield i
        found = [any(x > 1 for x in range(5)) for _ in range(40)]
        firsts = [next(g(k)) for k in range(3, 6)]
        it = h(3)
        next(it)
        it.close()
        result = found.count(True), firsts, log, list(it), all(x < 3 for x in h(10))
    """,
}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_same_outcome_as_cpython_cold_and_hot(compile_at_once, name):
    assert_same_cold_and_hot(PROGRAMS[name])


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_counter_is_the_same_hot_and_cold(compile_at_once, name):
    hot_count, cold_count, hot_result, cold_result = hot_and_cold_counts(PROGRAMS[name])
    assert hot_count == cold_count > 0
    assert hot_result == cold_result


def test_a_plain_yield_ends_a_run_and_resumes_after_it(compile_at_once):
    source = "def g(n):\n    for i in range(n):\n        yield i * 2\n"
    space = {"__name__": "gen"}
    run_code(compile(source, "<gen>", "exec"), space)
    assert list(space["g"](4)) == [0, 2, 4, 6]
    pc = space["g"].pcode
    at = pc.opnames.index("FOR_ITER")
    assert pc.opnames[pc.fused_end[at] - 1] == "YIELD_VALUE"
    assert list(space["g"](4)) == [0, 2, 4, 6]


def test_a_generator_dropped_at_a_plain_yield_builds_no_traceback_frame(monkeypatch):
    """any() drops its generator expression unfinished: close() throws GeneratorExit in, which leaves
    the frame at once; nobody sees its traceback, so no real frame is made for it."""
    made = []
    real = codeframes.activation_frame

    def spy(f):
        if f.pc.code.co_filename == "<drop>":  # not a frame of another test's program, collected now
            made.append(f)
        return real(f)
    gc.collect()
    monkeypatch.setattr(frame, "activation_frame", spy)
    space = {"__name__": "drop"}
    run_code(compile("result = [any(x > 0 for x in range(3)) for _ in range(5)]\n", "<drop>", "exec"), space)
    assert space["result"] == [True] * 5
    assert made == []
    source = "log = []\ndef g():\n    try:\n        yield 1\n    finally:\n        log.append('closed')\nnext(g())\n"
    run_code(compile(source, "<drop2>", "exec"), space)
    assert space["log"] == ["closed"]  # a handler at the yield: the exception goes into the frame
