"""``await f(...)`` of a VM coroutine function inside a superinstruction (antioch.vm.awaits): the frame runs
at once, its coroutine object made only if it suspends.  The same outcomes as CPython, cold and with every
run compiled, and the same counts as the traced loop, which makes every coroutine object at its call."""
import sys
import textwrap

import pytest
from vm_harness import assert_same_cold_and_hot, compare, hot_and_cold_counts

from antioch.vm import calls, run_code

PROGRAMS = {
    # a chain of fresh coroutines, the innermost suspending: each is made when it yields, and from then on
    # answers cr_await, cr_frame, cr_running and getcoroutinestate as CPython's
    "suspending_chain": """
        import inspect, sys, types
        @types.coroutine
        def pause(v):
            got = yield v
            return got
        async def leaf(n):
            a = await pause(n)
            b = await pause(n + 1)
            return a, b
        async def middle(n):
            return await leaf(n), await leaf(-n)
        async def top(n):
            got = await middle(n)
            return got
        def show(c):
            chain = []
            while c is not None and hasattr(c, 'cr_await'):
                fr = c.cr_frame
                chain.append((c.__qualname__, inspect.getcoroutinestate(c), c.cr_running,
                              fr.f_code.co_name, fr.f_lineno, fr.f_back, c.cr_code is fr.f_code))
                c = c.cr_await
            chain.append(type(c).__name__)
            return chain
        def drive(c):
            seen = []
            k = 0
            try:
                v = c.send(None)
                while True:
                    seen.append((v, show(c)))
                    k += 1
                    v = c.send(k * 10)
            except StopIteration as e:
                return seen, e.value, inspect.getcoroutinestate(c), c.cr_frame, c.cr_await
        result = [drive(top(i)) for i in range(3)]
    """,
    # throw() and close() go down the made chain, to handlers in the frames that ran before the suspension
    "throw_and_close_down_the_chain": """
        import types
        log = []
        @types.coroutine
        def pause(v):
            return (yield v)
        async def leaf(n):
            try:
                return await pause(n)
            except KeyError as e:
                log.append(('leaf caught', e.args))
                return await pause('after ' + str(e.args[0]))
            finally:
                log.append(('leaf finally', n))
        async def top(n):
            try:
                return await leaf(n) + 1
            except ValueError as e:
                log.append(('top caught', str(e)))
                return -1
        def run(n):
            out = []
            c = top(n)
            out.append(c.send(None))
            out.append(c.throw(KeyError('k%d' % n)))
            try:
                c.throw(ValueError('v'))
            except StopIteration as e:
                out.append(e.value)
            c = top(n)
            out.append(c.send(None))
            c.close()
            out.append(c.cr_frame)
            return out
        result = [run(i) for i in range(3)], log
    """,
    # the handled exception while suspended inside an except block, and after, in both frames
    "handled_exception_across_a_suspension": """
        import sys, types
        @types.coroutine
        def pause():
            yield sys.exc_info()[1]
        async def child(n):
            try:
                raise KeyError(n)
            except KeyError:
                seen = [repr(sys.exc_info()[1])]
                await pause()
                seen.append(repr(sys.exc_info()[1]))
            seen.append(repr(sys.exc_info()[1]))
            return seen
        async def parent(n):
            try:
                raise ValueError(n)
            except ValueError:
                inner = await child(n)
                return inner, repr(sys.exc_info()[1])
        def drive(c):
            out = [repr(sys.exc_info()[1])]
            try:
                out.append(repr(c.send(None)))
                out.append(repr(sys.exc_info()[1]))
                c.send(None)
            except StopIteration as e:
                out.append(e.value)
            return out
        result = [drive(parent(i)) for i in range(3)]
    """,
    # tracebacks through awaits, raised before any suspension and after one
    "tracebacks_through_awaits": """
        import traceback, types
        @types.coroutine
        def pause():
            yield
        async def deep(n, later):
            if later:
                await pause()
            return 1 / n
        async def middle(n, later):
            x = await deep(n, later)
            return x
        async def top(n, later):
            return await middle(n, later)
        def entries(e):
            return [(fs.name, fs.lineno, fs.line) for fs in traceback.extract_tb(e.__traceback__)]
        out = []
        for later in (False, True):
            for n in (1, 0):
                c = top(n, later)
                try:
                    while True:
                        c.send(None)
                except StopIteration as e:
                    out.append(e.value)
                except ZeroDivisionError as e:
                    out.append(entries(e))
        result = out
    """,
    # arguments: bound methods, defaults, closures and cells, wrong counts (the call's TypeError)
    "awaited_calls_of_every_shape": """
        class Account:
            def __init__(self, n):
                self.n = n
            async def add(self, k, extra=0):
                return self.n + k + extra
            async def total(self, k):
                return await self.add(k) + await self.add(k, 1)
        def maker(base):
            async def scaled(x):
                async def inner():
                    return x * base
                return await inner()
            return scaled
        async def needs_two(a, b):
            return a + b
        async def keywords(a, *, b=2):
            return a * b
        async def many(*xs):
            return sum(xs)
        async def main(n):
            out = [await Account(n).total(n), await maker(n)(3), await keywords(n), await many(n, n),
                   await many()]
            try:
                await keywords()
            except TypeError as e:
                out.append(str(e))
            try:
                await needs_two(n)
            except TypeError as e:
                out.append(str(e))
            try:
                await needs_two(n, 1, 2)
            except TypeError as e:
                out.append(str(e))
            return out
        def run(c):
            try:
                c.send(None)
            except StopIteration as e:
                return e.value
        result = [run(main(i)) for i in range(4)]
    """,
    # PEP 479, the recursion limit, an awaited plain function returning an awaitable or not
    "awaited_errors": """
        import sys
        class Later:
            def __await__(self):
                return iter([])
        async def stops():
            raise StopIteration(5)
        async def deep(n):
            return await deep(n + 1)
        def plain(x):
            return Later() if x else x
        async def main():
            out = []
            for make in (stops, lambda: deep(0)):
                try:
                    await make()
                except (RuntimeError, RecursionError) as e:
                    out.append((type(e).__name__, str(e)[:30], type(e.__context__).__name__))
            out.append(await plain(1))
            try:
                await plain(0)
            except TypeError as e:
                out.append(str(e))
            return out
        def run(c):
            try:
                c.send(None)
            except StopIteration as e:
                return e.value
        limit = sys.getrecursionlimit()
        sys.setrecursionlimit(200)
        try:
            result = [run(main()) for _ in range(3)]
        finally:
            sys.setrecursionlimit(limit)
    """,
    # the frame a coroutine sees before it suspends is its cr_frame after, and sys._getframe() after
    "frame_identity_across_a_suspension": """
        import sys, types
        frames = {}
        @types.coroutine
        def pause():
            yield
        async def child(k):
            frames['before', k] = sys._getframe()
            frames['caller', k] = sys._getframe(1).f_code.co_name
            await pause()
            frames['after', k] = sys._getframe()
        async def parent(k):
            await child(k)
        out = []
        for k in range(3):
            c = parent(k)
            c.send(None)
            out.append(c.cr_await.cr_frame is frames['before', k])
            out.append(frames['caller', k])
            try:
                c.send(None)
            except StopIteration:
                pass
            out.append(frames['after', k] is frames['before', k])
        result = out
    """,
    # asyncio: tasks, gather, sleep, cancellation thrown into a made chain
    "asyncio_tasks": """
        import asyncio
        log = []
        async def step(n):
            await asyncio.sleep(0)
            return n * 2
        async def worker(n):
            total = 0
            for i in range(n):
                total += await step(i)
            return total
        async def sleeper():
            try:
                await step(1)
                await asyncio.sleep(10)
            except asyncio.CancelledError:
                log.append('cancelled')
                raise
        async def main():
            got = await asyncio.gather(*(worker(n) for n in range(5)))
            t = asyncio.ensure_future(sleeper())
            await asyncio.sleep(0)
            await asyncio.sleep(0)
            t.cancel()
            try:
                await t
            except asyncio.CancelledError:
                log.append('awaited the cancelled task')
            return got
        result = asyncio.run(main()), log
    """,
    # an async generator and an async with awaiting fresh coroutines that suspend
    "async_generators_and_with": """
        import types
        @types.coroutine
        def pause(v):
            return (yield v)
        async def value(n):
            return await pause(n)
        class Ctx:
            async def __aenter__(self):
                return await value('enter')
            async def __aexit__(self, *exc):
                await value('exit')
                return False
        async def agen(n):
            for i in range(n):
                yield await value(i)
        async def main():
            out = []
            async with Ctx() as got:
                out.append(got)
                async for v in agen(3):
                    out.append(v)
            return out
        def drive(c):
            seen = []
            try:
                v = c.send(None)
                while True:
                    seen.append(v)
                    v = c.send(str(v) + '!')
            except StopIteration as e:
                return seen, e.value
        result = [drive(main()) for _ in range(3)]
    """,
    # a coroutine suspended in an await of its own cannot be awaited again (GET_AWAITABLE, _PyGen_yf), whether
    # the await takes a name or a call that returns it
    "awaited_already": """
        import types
        @types.coroutine
        def nop():
            yield
        async def coroutine():
            await nop()
        async def by_name(coro):
            await coro
        async def by_call(get):
            await get()
        def attempt(waiter, coro, arg):
            try:
                waiter(arg).send(None)
            except RuntimeError as e:
                return str(e), coro.cr_await is not None
            return 'awaited'
        def run():
            coro = coroutine()
            coro.send(None)
            out = attempt(by_name, coro, coro), attempt(by_call, coro, lambda: coro)
            coro.close()
            return out
        result = [run() for _ in range(3)]
    """,
}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_same_outcome_as_cpython_cold_and_hot(compile_at_once, name):
    assert_same_cold_and_hot(PROGRAMS[name])


@pytest.mark.parametrize("name", sorted(set(PROGRAMS) - {"asyncio_tasks"}))
def test_counter_is_the_same_hot_and_cold(compile_at_once, name):
    hot_count, cold_count, hot_result, cold_result = hot_and_cold_counts(PROGRAMS[name])
    assert hot_count == cold_count > 0
    assert repr(hot_result) == repr(cold_result)


def test_a_coroutine_run_in_place_suspends_in_its_plain_yield():
    """The awaiting run is hot, the awaited code still runs instruction by instruction (not yet hot):
    its yield is the YIELD_VALUE handler's, not a superinstruction's."""
    expected, got = compare("""
        import inspect, types
        @types.coroutine
        def pause(v):
            return (yield v)
        async def child(i):
            if i < 50:
                return i
            got = await pause(i)  # a jump's target: a run of its own, cold until its 32nd time
            return got, inspect.getcoroutinestate(outer), outer.cr_await
        async def parent():
            out = []
            for i in range(80):
                out.append(await child(i))
            return out
        outer = parent()
        seen = []
        try:
            v = outer.send(None)
            while True:
                seen.append((v, inspect.getcoroutinestate(outer.cr_await), outer.cr_await.cr_frame.f_lineno))
                v = outer.send(v * 2)
        except StopIteration as e:
            result = seen, e.value
    """)
    assert expected[2] is None  # no exception: the program ran to its end
    assert got == expected


@pytest.mark.skipif(sys.version_info < (3, 11), reason="3.8-3.10 await with YIELD_FROM, which ends a run")
@pytest.mark.skipif(sys.version_info >= (3, 15), reason="3.15's SEND (a two-slot receiver, PUSH_NULL before "
                    "its None) keeps its handler: no await runs in place there")
def test_an_awaited_coroutine_that_returns_makes_no_coroutine_object(compile_at_once, monkeypatch):
    made = []
    real = calls.coroutine_of

    def spy(gen, name, qualname):
        made.append(qualname)
        return real(gen, name, qualname)
    monkeypatch.setattr(calls, "coroutine_of", spy)
    source = textwrap.dedent("""
        async def fib(n):
            if n <= 1:
                return n
            return await fib(n - 1) + await fib(n - 2)
        def run():
            c = fib(10)
            try:
                c.send(None)
            except StopIteration as e:
                return e.value
        first = run()
    """)
    space = {"__name__": "fib"}
    run_code(compile(source, "<fib>", "exec"), space)
    assert space["first"] == 55
    made.clear()
    assert space["run"]() == 55
    assert made == ["fib"]  # the one the plain call made; every awaited one ran at once
