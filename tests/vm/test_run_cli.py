"""``antioch run`` against ``python``: the same stdout, stderr and exit status, tracebacks included."""
import os
import subprocess
import sys
import textwrap

import pytest

from antioch.explore.versions import find_interpreters
from pyodide_support import run_pyodide

pytestmark = pytest.mark.subprocess

SRC = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "src")

SCRIPTS = {
    "uncaught": """
        def f(x):
            return g(x) + 1
        def g(x):
            return {}[x]
        print('start')
        f('key')
    """,
    "chained": """
        try:
            int('x')
        except ValueError:
            raise KeyError('during')
    """,
    "cause": """
        class Boom(Exception): pass
        def inner():
            raise Boom('inner')
        try:
            inner()
        except Boom as e:
            raise RuntimeError('outer') from e
    """,
    "exit_code": """
        import sys
        print('bye')
        sys.exit(3)
    """,
    "exit_message": """
        raise SystemExit('fatal: message')
    """,
    "stderr": """
        import sys
        print('out'); print('err', file=sys.stderr)
        print(sys.argv[1:])
    """,
    "generator_error": """
        def gen():
            yield 1
            yield 1 / 0
        for v in gen():
            print(v)
    """,
    "method_error": """
        class A:
            def m(self):
                return self.missing
        A().m()
    """,
    "reraise": """
        def f():
            try:
                raise ValueError('first')
            except ValueError:
                print('handling')
                raise
        f()
    """,
    "finally_error": """
        def f():
            try:
                return 1
            finally:
                raise TypeError('from finally')
        f()
    """,
    "native_callback": """
        def key(v):
            return v.missing
        sorted([1, 2], key=key)
    """,
    "main_guard": """
        import sys
        def main():
            print(__name__, __file__ == sys.argv[0] or __file__.endswith(sys.argv[0]))
            return 0
        if __name__ == '__main__':
            sys.exit(main())
    """,
}


def _run(argv, cwd):
    env = dict(os.environ, PYTHONPATH=SRC)
    proc = subprocess.run(argv, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          universal_newlines=True, timeout=60)
    return proc.stdout, proc.stderr, proc.returncode


@pytest.mark.parametrize("name", sorted(SCRIPTS))
def test_same_as_python(name, tmp_path):
    script = tmp_path / ("%s.py" % name)
    script.write_text(textwrap.dedent(SCRIPTS[name]))
    native = _run([sys.executable, script.name, "arg1"], str(tmp_path))
    vm = _run([sys.executable, "-m", "antioch", "run", script.name, "arg1"], str(tmp_path))
    assert vm == native


def test_module_mode(tmp_path):
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "__main__.py").write_text("import sys\nfrom . import helper\nprint('main of', __name__, "
                                     "helper.twice(21), sys.argv[1:])\n")
    (pkg / "helper.py").write_text("def twice(x):\n    return 2 * x\n")
    native = _run([sys.executable, "-m", "pkg", "x"], str(tmp_path))
    vm = _run([sys.executable, "-m", "antioch", "run", "-m", "pkg", "x"], str(tmp_path))
    assert vm == native
    assert native[0] == "main of __main__ 42 ['x']\n"


def test_deep_runs_imported_modules_in_the_vm(tmp_path):
    (tmp_path / "lib.py").write_text("def work(n):\n    return sum(i * i for i in range(n))\n")
    (tmp_path / "main.py").write_text("import lib\nprint(lib.work(10), type(lib.work).__name__)\n")
    shallow = _run([sys.executable, "-m", "antioch", "run", "main.py"], str(tmp_path))
    deep = _run([sys.executable, "-m", "antioch", "run", "--deep", "main.py"], str(tmp_path))
    assert shallow[0] == "285 function\n"
    assert deep[0] == "285 Function\n"  # the module's function was made by the VM


def test_missing_and_broken_files(tmp_path):
    _, err, status = _run([sys.executable, "-m", "antioch", "run", "nope.py"], str(tmp_path))
    assert status == 2 and err.startswith("antioch run: can't open file 'nope.py'") and err.count("\n") == 1
    (tmp_path / "bad.py").write_text("def f(:\n")
    _, err, status = _run([sys.executable, "-m", "antioch", "run", "bad.py"], str(tmp_path))
    assert status == 1 and err.startswith("antioch run: bad.py:1: does not compile") and err.count("\n") == 1


def test_trace_and_count(tmp_path):
    (tmp_path / "t.py").write_text("def add(a, b):\n    return a + b\nprint(add(1, 2))\n")
    out, err, status = _run([sys.executable, "-m", "antioch", "run", "--trace", "--trace-only", "add", "t.py"],
                            str(tmp_path))
    assert out == "3\n" and status == 0
    lines = err.splitlines()
    assert all(line.startswith("add") for line in lines[:-1]), lines
    assert any("stack=[1, 2]" in line for line in lines)
    assert lines[-1].startswith("antioch: ") and lines[-1].endswith(" instructions executed")


# Inside Pyodide (CPython 3.14 in WebAssembly, run by Node from the host): `antioch run` against the
# launcher's `python`.  Each interpreter takes seconds to start, so one script that does what the scripts
# above do one by one (stdout, stderr, argv, a chained traceback through a generator and a native
# callback), under one host version.
NATIVE = [i.version for i in find_interpreters() if i.runner is None and i.version <= (3, 13)]
ONCE = sys.version_info[:2] == max(NATIVE, default=None)
MIXED = """
    import sys
    def gen():
        yield 1
        yield {}['key']
    def key(v):
        return sum(gen()) + v
    print('start', sys.argv[1:])
    print('err', file=sys.stderr)
    try:
        int('x')
    except ValueError:
        sorted([1, 2], key=key)
"""


@pytest.mark.skipif(not ONCE, reason="Pyodide runs are checked once per suite, under the newest native CPython")
@pytest.mark.parametrize("version", ["3.14", "3.15"])
def test_same_as_python_in_pyodide(version, tmp_path):
    script = tmp_path / "mixed.py"
    script.write_text(textwrap.dedent(MIXED))
    native = run_pyodide(version, [script.name, "arg1"], cwd=str(tmp_path))
    vm = run_pyodide(version, ["-m", "antioch", "run", script.name, "arg1"], cwd=str(tmp_path))
    assert (vm.stdout, vm.stderr, vm.returncode) == (native.stdout, native.stderr, native.returncode)
    assert native.stdout == "start ['arg1']\n" and native.returncode == 1
    assert native.stderr.startswith("err\nTraceback") and native.stderr.endswith("KeyError: 'key'\n")
