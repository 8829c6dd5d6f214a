"""``antioch run`` against ``python`` where a program looks at frames: those of its generators,
coroutines and async generators, and those its tracebacks keep (with their locals).  Same stdout,
stderr and exit status (object addresses masked)."""
import re
import textwrap

import pytest
from test_faithful import assert_same_as_python
from test_run_cli import ONCE

from pyodide_support import run_pyodide

pytestmark = pytest.mark.subprocess

SCRIPTS = {
    # gi_frame is the VM frame (the object sys._getframe() gives inside), None once finished
    "generator_frames": """
        import inspect, sys, types
        def g(a):
            x = a + 1
            y = yield x
            yield from sub()
            return y
        def sub():
            yield 's'
        def show(label, gen):
            fr = gen.gi_frame
            print(label, inspect.getgeneratorstate(gen), gen.gi_running, getattr(gen, 'gi_suspended', '-'),
                  fr is None or (fr.f_code is g.__code__, fr.f_lineno, fr.f_lasti, fr.f_back),
                  type(gen.gi_yieldfrom).__name__, sorted(inspect.getgeneratorlocals(gen).items()))
        gen = g(1)
        show('created', gen)
        print(gen.gi_code is g.__code__, isinstance(gen.gi_frame, types.FrameType), gen.gi_frame is gen.gi_frame)
        next(gen)
        show('suspended', gen)
        gen.send(5)
        show('delegating', gen)
        print(gen.gi_yieldfrom.gi_code is sub.__code__)
        def inner():
            me = yield
            f = me.gi_frame
            print('running', inspect.getgeneratorstate(me), f.f_code.co_name, f.f_lineno, f.f_back.f_code.co_name,
                  f is sys._getframe(), me.gi_yieldfrom)
            yield
        h = inner()
        next(h)
        h.send(h)
        for _ in gen:
            pass
        show('closed', gen)
        def cleanup():
            try:
                yield 1
            finally:
                print('finally ran')
        c = cleanup()
        next(c)
        try:
            c.gi_frame.clear()  # a suspended generator's frame: up to 3.12 clearing it closes the generator
        except RuntimeError as e:
            print(e)
        print(inspect.getgeneratorstate(c))
        c.close()
        try:
            sys._getframe().clear()
        except RuntimeError as e:
            print(e)
    """,
    # cr_frame / cr_await / cr_code, ag_frame / ag_await / ag_code, inspect's coroutine state
    "coroutine_frames": """
        import inspect, types
        @types.coroutine
        def one():
            yield 1
        async def aw():
            await one()
        async def c():
            await aw()
        co = c()
        print(co.cr_frame.f_code is c.__code__, co.cr_frame.f_lasti, co.cr_await, inspect.getcoroutinestate(co),
              co.cr_code is c.__code__, co.cr_running)
        co.send(None)
        fr = co.cr_frame
        print(fr.f_code.co_name, fr.f_lineno, fr.f_back, type(co.cr_await).__name__,
              co.cr_await.cr_code is aw.__code__, co.cr_await.cr_frame.f_lineno, inspect.getcoroutinestate(co))
        try:
            co.send(None)
        except StopIteration:
            pass
        print(co.cr_frame, co.cr_await, inspect.getcoroutinestate(co))
        async def ag():
            v = 1
            yield v
            await aw()
        a = ag()
        print(a.ag_frame.f_code is ag.__code__, a.ag_frame.f_lineno, a.ag_await, a.ag_running, a.ag_code is ag.__code__)
        try:
            a.__anext__().send(None)
        except StopIteration as e:
            print('yielded', e.value)
        print(a.ag_frame.f_lineno, sorted(a.ag_frame.f_locals.items()), a.ag_frame.f_back, a.ag_await)
        print(a.__anext__().send(None))
        print(a.ag_frame.f_lineno, type(a.ag_await).__name__, a.ag_await.cr_code is aw.__code__)
    """,
    # tb_frame.f_locals: the locals of that activation of the frame, cells and free variables included
    "traceback_locals": """
        import builtins, sys, traceback
        def outer():
            k = 7
            def f(a):
                b = a * 2
                c = [k]
                del b
                raise ValueError(a)
            return f
        def plain(x):
            y = x + 1
            z = {y}
            1 / 0
        def rec(n):
            if n == 0:
                raise KeyError(n)
            rec(n - 1)
        class C:
            attr = 1
            try:
                rec(1)
            except KeyError as e:
                here = e.__traceback__.tb_frame
                print(sorted(k for k in here.f_locals if not k.startswith('__')), here.f_locals is locals())
        for fn, arg in ((plain, 3), (outer(), 5), (rec, 2)):
            try:
                fn(arg)
            except Exception as e:
                tb = e.__traceback__
                print(tb.tb_frame.f_locals is globals(), sorted(tb.tb_frame.f_locals) == sorted(globals()))
                while tb.tb_next:
                    tb = tb.tb_next
                    print(tb.tb_frame.f_code.co_name, sorted(tb.tb_frame.f_locals.items()))
                te = traceback.TracebackException.from_exception(e, capture_locals=True)
                print([sorted((fs.locals or {}).items()) for fs in te.stack[1:]])
        def running():
            q = 1
            fr = sys._getframe()
            q = 2
            print(sorted(fr.f_locals.items()), fr.f_globals is globals(), fr.f_builtins is vars(builtins))
            print(fr.f_trace, type(__builtins__).__name__, sorted(globals())[:2])
            fr.f_trace = print
            print(fr.f_trace is print)
        running()
    """,
    # f_locals and locals() where a comprehension is inlined (PEP 709, 3.12+), f_locals as a live view (3.13+)
    "comprehension_locals": """
        import sys
        try:
            print([sys._getframe().f_locals for a in [0]][0]['a'])
        except KeyError as e:
            print('KeyError', e)
        print('a' in [sys._getframe().f_locals for a in [0]][0], [sys._getframe().f_locals['a'] for a in [0]])
        l = [1, 2]
        y = 0
        print([locals()['x'] for x in l], [vars()['x'] for x in l], [('x' in dir()) for x in l], [eval('x') for x in l])
        [exec('y = x') for x in l]
        print(y, 'x' in locals())
        class C:
            v = [sys._getframe().f_locals['a'] for a in [0]]
            it = [locals()['x'] for x in [5]]
        print(C.v, C.it)
        def f():
            x = 1
            fr = sys._getframe()
            x = 2
            seen = fr.f_locals['x']
            fr.f_locals['x'] = 3
            try:
                del fr.f_locals['x']
            except Exception as e:  # 3.13 TypeError, 3.14 ValueError
                print(type(e).__name__, e)
            print(seen, x, sorted(fr.f_locals), len(fr.f_locals) > 0)
        f()
    """,
    # a caught exception, once gone, leaves no reference to the locals of the frames it passed through
    "exception_references": """
        import gc, sys, weakref
        def run_async(coro):
            try:
                coro.send(None)
            except StopIteration:
                pass
        def counted():
            tup = (1, 2, 3)
            before = sys.getrefcount(tup)
            async def foo():
                async for i in tup:
                    print('never')
            try:
                run_async(foo())
            except TypeError as e:
                print(e)
            print(sys.getrefcount(tup) - before)
        counted()
        class MyObj:
            pass
        def inner(obj):
            local_ref = obj
            raise KeyError(obj)
        def cleaned():
            obj = MyObj()
            wr = weakref.ref(obj)
            try:
                inner(obj)
            except KeyError:
                pass
            obj = None
            gc.collect()
            print(wr())
        cleaned()
    """,
}


@pytest.mark.parametrize("name", sorted(SCRIPTS))
def test_same_as_python(name, tmp_path):
    assert_same_as_python(name, SCRIPTS[name], tmp_path)


@pytest.mark.skipif(not ONCE, reason="Pyodide runs are checked once per suite, under the newest native CPython")
@pytest.mark.parametrize("version", ["3.14", "3.15"])
def test_same_as_python_in_pyodide(version, tmp_path):
    # one program (each interpreter takes seconds to start): generator frames, traceback locals, f_locals
    script = tmp_path / "frames.py"
    script.write_text("".join(textwrap.dedent(SCRIPTS[name])
                              for name in ("generator_frames", "traceback_locals", "comprehension_locals")))
    native = run_pyodide(version, [script.name], cwd=str(tmp_path))
    vm = run_pyodide(version, ["-m", "antioch", "run", script.name], cwd=str(tmp_path))
    mask = re.compile(r"0x[0-9a-f]+")
    assert mask.sub("0x?", vm.stdout + vm.stderr) == mask.sub("0x?", native.stdout + native.stderr)
    assert native.returncode == vm.returncode == 0
