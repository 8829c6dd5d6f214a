"""``antioch decompile`` on the command line, and ``--check`` across versions."""
import os
import re
import subprocess
import sys

import pytest

import antioch
from antioch.cli import main
from antioch.decompile.check import check, interpreter_for
from antioch.decompile.facts import DECOMPILES
from antioch.pyc.marshal import loads

HOST = tuple(sys.version_info[:2])
HERE = os.path.dirname(os.path.abspath(__file__))

pytestmark = pytest.mark.skipif(HOST not in DECOMPILES, reason="the decompiler reads CPython 3.8-3.15 bytecode")


def test_the_api_decompiles_a_function(capsys):
    def area(w, h=2):
        if w > 0:
            return w * h
        return 0

    text = antioch.decompile(area.__code__)
    assert text.lstrip("\n").split("\n")[:4] == ["def area(w, h):", "    if w > 0:", "        return w * h",
                                                 "    return 0"]
    assert text.split("\n").index("def area(w, h):") + 1 == area.__code__.co_firstlineno  # its own line


def test_source_text_to_stdout(capsys):
    assert main(["decompile", "-c", "x = a + b * c\nprint(x)\n"]) == 0
    assert capsys.readouterr().out == "x = a + b * c\nprint(x)\n"


def test_output_file_and_check(tmp_path, capsys):
    out = tmp_path / "out.py"
    assert main(["decompile", "-c", "for i in range(3):\n    print(i)\n", "--check", "-o", str(out)]) == 0
    assert out.read_text() == "for i in range(3):\n    print(i)\n"
    assert "1 of 1 code objects exact" in capsys.readouterr().out


#: a function the decompiler leaves as a listing (a return of a value through a finally clause
#: that returns too is not read yet)
UNSUPPORTED = "def ticks(n):\n    try:\n        return n\n    finally:\n        return n\n"


def test_check_reports_what_is_left_as_a_listing(capsys):
    source = UNSUPPORTED + "def f(x):\n    return x\n"
    assert main(["decompile", "-c", source, "--check"]) == 1
    out = capsys.readouterr().out
    assert "listing  ticks: not decompiled: " in out
    assert "exact    f" in out
    assert "differs  ticks: at offset" in out


def test_the_listing_stub_is_valid_python_that_raises():
    text = antioch.decompile(compile(UNSUPPORTED, "<s>", "exec"))
    assert re.search(r"#       LOAD_FAST(_BORROW)? n\b", text)  # 3.14+ borrows the reference
    namespace: dict = {}
    exec(compile(text, "<decompiled>", "exec"), namespace)
    with pytest.raises(NotImplementedError, match="antioch: ticks not decompiled"):
        namespace["ticks"](1).send(None)  # the stub is a coroutine function: run its body


def test_a_stub_keeps_its_nested_asynchronous_generators_asynchronous():
    source = "async def ticks(n):\n    async def gen():\n        async with n:\n            yield 1\n" \
             "    return [x async for x in gen()]\n"
    text = antioch.decompile(compile(source, "<s>", "exec"))
    assert "    async def gen():" in text
    compile(text, "<decompiled>", "exec")


OTHER = [v for v in DECOMPILES if v != HOST and interpreter_for(v)]


@pytest.mark.subprocess
@pytest.mark.parametrize("version", OTHER[:2], ids=["%d.%d" % v for v in OTHER[:2]])
def test_check_compiles_with_the_interpreter_of_the_codes_version(version):
    python = interpreter_for(version)
    with open(os.path.join(HERE, "cases", "loops.py"), encoding="utf-8") as f:
        source = f.read()
    done = subprocess.run([python, "-c", "import marshal, sys; sys.stdout.buffer.write(marshal.dumps("
                           "compile(sys.stdin.read(), 'loops.py', 'exec')))"], input=source.encode(),
                          stdout=subprocess.PIPE, check=True)
    code = loads(done.stdout, version)
    report = check(code)
    assert report.compile_error == ""
    assert report.all_exact
    # (that version's golden, else the one the versions share, else the case itself: as the golden test)
    expected = next(path for path in (os.path.join(HERE, "golden", "loops.%d%d.py" % version),
                                      os.path.join(HERE, "golden", "loops.py"), os.path.join(HERE, "cases", "loops.py"))
                    if os.path.exists(path))
    with open(expected, encoding="utf-8") as f:
        assert report.decompiled.source == f.read()


def test_docstring_example_runs():
    import doctest

    result = doctest.testmod(sys.modules["antioch.decompile"])
    assert result.failed == 0 and result.attempted > 0


@pytest.mark.skipif(HOST >= (3, 14), reason="a host older than the code: the check runs Pyodide in a child")
def test_a_314_pyc_from_this_host_is_checked_by_pyodide(tmp_path, capsys):
    from pyodide_support import run_pyodide

    pyc = tmp_path / "tstr.pyc"
    done = run_pyodide("3.14", ["-c", "import importlib.util, marshal, sys\n"
                                      "code = compile(sys.argv[2], 'tstr.py', 'exec')\n"
                                      "open(sys.argv[1], 'wb').write(importlib.util.MAGIC_NUMBER + bytes(12)"
                                      " + marshal.dumps(code))\n",
                                str(pyc), "def f(a, b: int):\n    with a as x:\n        return t'{x!r:>{b}}'[1:2]\n"],
                        cwd=str(tmp_path))
    assert done.returncode == 0, done.stderr
    assert main(["decompile", str(pyc), "--check"]) == 0
    out = capsys.readouterr().out
    assert "exact    f\n" in out and "exact    __annotate__\n" in out and "3 of 3 code objects exact" in out
    assert main(["decompile", str(pyc)]) == 0
    assert "        return t'{x!r:>{b}}'[1:2]\n" in capsys.readouterr().out
