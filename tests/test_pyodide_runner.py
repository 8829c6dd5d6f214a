"""tools/pyodide.mjs: a Python command inside Pyodide, with the work tree, stdout/stderr and exit status."""
import pytest

from pyodide_support import FATAL_STATUS, ROOT, run_pyodide

pytestmark = pytest.mark.subprocess  # runs Node from the host

# POP_TOP forty times on an empty stack: CPython 3.14 reads and writes outside its frame.
CRASH = """
import dis
def f():
    return 1
f.__code__ = f.__code__.replace(co_code=bytes([dis.opmap["POP_TOP"], 0] * 40 + [dis.opmap["RETURN_VALUE"], 0]))
print("calling", flush=True)
f()
"""


@pytest.mark.parametrize("version", ["3.14", "3.15"])
def test_runs_antioch_from_the_work_tree(version):
    code = ("import os, sys, antioch; print(sys.version_info[:2], sys.argv[1:]); "
            "print(os.path.dirname(antioch.__file__)); print(os.getcwd()); "
            "print('to stderr', file=sys.stderr); sys.exit(7)")
    result = run_pyodide(version, ["-c", code, "a b", "c"])
    lines = result.stdout.splitlines()
    assert lines[0] == "(%s, %s) ['a b', 'c']" % tuple(version.split("."))
    assert lines[1] == ROOT + "/src/antioch"
    assert lines[2] == ROOT
    assert result.stderr == "to stderr\n"
    assert result.returncode == 7


def test_uncaught_exception_and_module_mode():
    result = run_pyodide("3.14", ["-m", "antioch", "dis", "-c", "x = (1"])
    assert result.returncode == 1
    assert result.stderr.startswith("antioch dis: ")
    result = run_pyodide("3.14", ["-c", "1/0"])
    assert result.returncode == 1
    assert result.stderr.rstrip().endswith("ZeroDivisionError: division by zero")


def test_a_script_traceback_is_pythons(tmp_path):
    # like python 3.9+: the script named by its absolute path, and none of the launcher's (runpy) frames
    (tmp_path / "boom.py").write_text("def f():\n    return 1 / 0\nf()\n")
    result = run_pyodide("3.14", ["boom.py"], cwd=str(tmp_path))
    path = str(tmp_path / "boom.py")
    assert result.returncode == 1
    assert result.stderr.splitlines()[:2] == ["Traceback (most recent call last):",
                                              '  File "%s", line 3, in <module>' % path]
    assert result.stderr.count('  File "') == 2 and result.stderr.endswith("ZeroDivisionError: division by zero\n")


def test_a_crash_in_webassembly_is_told_apart():
    result = run_pyodide("3.14", ["-c", CRASH])
    assert result.stdout.startswith("calling\n")
    assert result.returncode == FATAL_STATUS
    assert "pyodide: fatal: RuntimeError: " in result.stderr
