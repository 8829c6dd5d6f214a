"""``antioch run`` against ``python`` where a program looks at its own execution: the recursion limit,
frames and tracebacks seen from inside, warnings' and logging's callers, exits.  Same stdout, stderr
and exit status (object addresses masked)."""
import os
import re
import signal
import subprocess
import sys
import textwrap

import pytest

pytestmark = pytest.mark.subprocess

SRC = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "src")
HOST = sys.version_info[:2]

SCRIPTS = {
    # RecursionError where CPython raises it, with its traceback text ("[Previous line repeated N more times]")
    "recursion_uncaught": """
        def r(n):
            return r(n + 1)
        r(0)
    """,
    "recursion_limit": """
        import sys
        print(sys.getrecursionlimit())
        sys.setrecursionlimit(200)
        print(sys.getrecursionlimit())
        def depth(n=1):
            try:
                return depth(n + 1)
            except RecursionError:
                return n
        print(depth())
        class C:
            def __init__(self, n):
                C(n + 1)
        try:
            C(0)
        except RecursionError:
            print('class recursion stopped')
        def down(n):
            return 0 if n == 0 else 1 + down(n - 1)
        sys.setrecursionlimit(3000)
        print(down(2500))
        try:
            sys.setrecursionlimit(0)
        except ValueError as e:
            print(e)
    """,
    # sys._getframe, inspect, traceback and logging see the program's frames
    "frames": """
        import sys, inspect, traceback, logging, collections
        def f(a, b=2):
            fr = sys._getframe()
            print(fr.f_code.co_name, fr.f_lineno, fr.f_back.f_code.co_name, fr.f_back.f_lineno)
            print(sorted(fr.f_locals), fr.f_globals is globals(), isinstance(fr, type(fr.f_back)))
            print(fr is sys._getframe(), fr.f_back is sys._getframe(1))
            print(inspect.currentframe().f_code.co_name, [fi.function for fi in inspect.stack()])
            print([(s.name, s.lineno) for s in traceback.extract_stack()])
            print(sys._getframe(1).f_back)
            try:
                1 / 0
            except ZeroDivisionError:
                print(traceback.format_exc())
                tb = sys.exc_info()[2]
                print(tb.tb_frame.f_code.co_name, tb.tb_lineno, tb.tb_frame.f_code is f.__code__)
            print(collections.namedtuple('P', 'x').__module__)
            logging.basicConfig(format='%(funcName)s %(lineno)d %(message)s', stream=sys.stdout)
            logging.warning('hi')
            try:
                {}['k']
            except KeyError:
                logging.exception('failed')
            try:
                sys._getframe(50)
            except ValueError as e:
                print(e)
        f(1)
    """,
    "warnings": """
        import warnings
        def old():
            warnings.warn('old, use new', DeprecationWarning, stacklevel=2)
        def caller():
            old()
        caller()
        warnings.warn('careful')
        def twice():
            for _ in range(2):
                warnings.warn('once per place', stacklevel=1)
        twice()
    """,
    # typing's _caller (sys._getframemodulename from 3.12) must see the program's module
    "protocol_with_data_members": """
        import collections
        from typing import Protocol, runtime_checkable
        @runtime_checkable
        class P(Protocol):
            x: int
        class A:
            def __init__(self):
                self.x = 1
        def make():
            return collections.namedtuple('T', 'a')
        print(isinstance(A(), P), make().__module__)
        try:
            issubclass(A, P)
        except TypeError as e:
            print(str(e).split('.')[0])
    """,
    "functions_are_functions": """
        import functools, inspect
        def deco(fn):
            @functools.wraps(fn)
            def wrapper(*a, **k):
                return fn(*a, **k)
            return wrapper
        @deco
        def h(a, b=2, *c, d, **e):
            "doc"
            return a
        print(inspect.isfunction(h), inspect.isfunction(deco), inspect.signature(h), h.__wrapped__.__name__)
        print(inspect.getsource(deco).splitlines()[0], inspect.getsourcelines(h)[1])
    """,
    "metaclass_super": """
        class Meta(type):
            def __getattribute__(cls, name):
                return super().__getattribute__(name)
        class A(metaclass=Meta):
            x = 1
        print(A.x, A.__name__)
    """,
    "stopiteration_in_generator": """
        def gen():
            yield 1
            raise StopIteration
        g = gen()
        next(g)
        next(g)
    """,
    "suspended_generator_at_exit": """
        def numbers():
            try:
                yield 1
                yield 2
            finally:
                print('closed')
        g = numbers()
        print(next(g))
    """,
    "exception_in_del": """
        class D:
            def __del__(self):
                1 / 0
        d = D()
        del d
        print('after')
    """,
    "exit_huge_status": """
        import sys
        sys.exit(2 ** 70)
    """,
    "exit_negative_status": """
        raise SystemExit(-1)
    """,
    "keyboard_interrupt": """
        def work():
            raise KeyboardInterrupt
        work()
    """,
}


def _run(argv, cwd):
    env = dict(os.environ, PYTHONPATH=SRC)
    proc = subprocess.run(argv, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          universal_newlines=True, timeout=120)
    mask = re.compile(r"0x[0-9a-f]+")
    return mask.sub("0x?", proc.stdout), mask.sub("0x?", proc.stderr), proc.returncode


def assert_same_as_python(name, source, tmp_path):
    """``source`` prints, writes and exits the same natively and under ``antioch run``."""
    script = tmp_path / ("prog_%s.py" % name)
    script.write_text(textwrap.dedent(source))
    native = _run([sys.executable, script.name], str(tmp_path))
    vm = _run([sys.executable, "-m", "antioch", "run", script.name], str(tmp_path))
    assert vm == native


@pytest.mark.parametrize("name", sorted(SCRIPTS))
def test_same_as_python(name, tmp_path):
    assert_same_as_python(name, SCRIPTS[name], tmp_path)


def test_limits_far_beyond_the_stack_raise_instead_of_crashing(tmp_path):
    (tmp_path / "deep.py").write_text(textwrap.dedent("""
        import sys
        sys.setrecursionlimit(10 ** 7)
        def through_native(n):
            return list(map(through_native, [n + 1]))
        try:
            through_native(0)
        except RecursionError as e:
            print('stopped:', e)
    """))
    out, err, status = _run([sys.executable, "-m", "antioch", "run", "deep.py"], str(tmp_path))
    # (3.12+ may stop at the host's C recursion limit first: "... while calling a Python object")
    assert out.startswith("stopped: maximum recursion depth exceeded") and status == 0, err


def test_keyboard_interrupt_ends_by_sigint(tmp_path):
    (tmp_path / "k.py").write_text("raise KeyboardInterrupt\n")
    _, err, status = _run([sys.executable, "-m", "antioch", "run", "k.py"], str(tmp_path))
    assert status == -signal.SIGINT and err.endswith("KeyboardInterrupt\n")


def test_deprecation_of_an_imported_module_is_shown(tmp_path):
    (tmp_path / "oldlib.py").write_text("import warnings\nwarnings.warn('oldlib is old', DeprecationWarning, "
                                        "stacklevel=2)\n")
    (tmp_path / "main.py").write_text("import oldlib\nprint('ok')\n")
    native = _run([sys.executable, "main.py"], str(tmp_path))
    assert "main.py:1: DeprecationWarning: oldlib is old" in native[1]
    for deep in ([], ["--deep"]):
        assert _run([sys.executable, "-m", "antioch", "run", *deep, "main.py"], str(tmp_path)) == native


def test_typing_protocol_checks_under_deep(tmp_path):
    (tmp_path / "p.py").write_text(textwrap.dedent("""
        from typing import Protocol, runtime_checkable
        @runtime_checkable
        class Closable(Protocol):
            def close(self): ...
        class F:
            def close(self): pass
        print(isinstance(F(), Closable), issubclass(F, Closable), isinstance(1, Closable))
    """))
    native = _run([sys.executable, "p.py"], str(tmp_path))
    assert _run([sys.executable, "-m", "antioch", "run", "--deep", "p.py"], str(tmp_path)) == native
