"""Input a newcomer tries that no command may answer with a traceback, or with silence where it did nothing."""
import shutil
import subprocess
import sys

import pytest

from cli_helpers import antioch, one_line_error
from pyc_corpus import interpreter, vname

pytestmark = pytest.mark.subprocess

#: source no CPython 3.8-3.15 compiles: its parser runs out of stack (MemoryError), and 3.9-3.12's compiler
#: out of recursion on fewer signs (RecursionError)
TOO_DEEP = "x = " + "-" * 50000 + "y\n"


@pytest.mark.parametrize("argv,command", [
    (["dis", "deep.py"], "dis"), (["verify", "deep.py"], "verify"), (["cfg", "deep.py"], "cfg"),
    (["run", "deep.py"], "run"), (["dis", "-c", TOO_DEEP], "dis"), (["run", "-c", TOO_DEEP], "run"),
])
def test_source_too_deep_to_compile_is_one_line(tmp_path, argv, command):
    (tmp_path / "deep.py").write_text(TOO_DEEP)
    line = one_line_error(antioch(*argv, cwd=str(tmp_path)), command)
    assert "too deeply nested" in line, line


def test_roundtrip_counts_source_too_deep_as_not_compilable(tmp_path):
    (tmp_path / "deep.py").write_text(TOO_DEEP)
    (tmp_path / "fine.py").write_text("x = 1\n")
    done = antioch("roundtrip", "-j", "2", ".", cwd=str(tmp_path))
    assert (done.returncode, done.stdout) == (0, "1 code object, 1 identical, 1 file (1 not compilable, skipped)\n")
    assert "Traceback" not in done.stderr, done.stderr


#: a try/except: before 3.8 its SETUP_EXCEPT blocks are what the analyses do not model
OLD_SOURCE = """\
def f(s):
    try:
        x = int(s)
    except ValueError as err:
        raise KeyError(err)
    return x
"""


@pytest.mark.parametrize("version", [(2, 7), (3, 6), (3, 7)], ids=vname)
@pytest.mark.parametrize("command", ["verify", "cfg"])
def test_analyses_refuse_bytecode_before_3_8_in_one_line(tmp_path, version, command):
    python = interpreter(version)
    if python is None:
        pytest.skip("CPython %s is not installed" % vname(version))
    (tmp_path / "old.py").write_text(OLD_SOURCE)
    subprocess.run([python, "-c", "import py_compile; py_compile.compile('old.py', cfile='old.pyc', doraise=True)"],
                   cwd=str(tmp_path), check=True)
    for target in ("old.pyc", "old.pyc:f"):
        done = antioch(command, target, cwd=str(tmp_path))
        assert done.stdout == "", done.stdout
        line = one_line_error(done, command)
        assert line == ("antioch %s: old.pyc: verify and cfg take the bytecode of CPython 3.8-3.15; this is %s "
                        "(antioch pyc shows it)" % (command, vname(version)))
    assert antioch("dis", "old.pyc", cwd=str(tmp_path)).returncode == 0


@pytest.mark.parametrize("output", ["missing/g.dot", "missing/g.svg"])
def test_cfg_output_that_cannot_be_written_is_one_line(tmp_path, output):
    if output.endswith(".svg") and shutil.which("dot") is None:
        pytest.skip("Graphviz is not installed")
    line = one_line_error(antioch("cfg", "-c", "x = 1", "-o", output, cwd=str(tmp_path)), "cfg")
    assert line.startswith("antioch cfg: %s: " % output), line


def test_pyc_source_size_without_timestamp_is_refused(tmp_path):
    (tmp_path / "m.py").write_text("x = 1\n")
    subprocess.run([sys.executable, "-c", "import py_compile; py_compile.compile('m.py', cfile='m.pyc')"],
                   cwd=str(tmp_path), check=True)
    done = antioch("pyc", "m.pyc", "--source-size", "5", "-o", "out.pyc", cwd=str(tmp_path))
    assert done.returncode == 2 and not (tmp_path / "out.pyc").exists()
    assert done.stderr.splitlines()[-1] == "antioch pyc: --source-size N goes with --timestamp T"
    done = antioch("pyc", ".", "--source-size", "5", cwd=str(tmp_path))
    assert one_line_error(done, "pyc").endswith("--source-size applies to one .pyc file, and this is a directory")
    done = antioch("pyc", "m.pyc", "--source-size", "5", "--timestamp", "7", "-o", "out.pyc", cwd=str(tmp_path))
    assert done.returncode == 0, done.stderr
    header = antioch("pyc", "out.pyc", "--header", cwd=str(tmp_path)).stdout
    assert "; source size  5\n" in header and "; mtime        7 " in header


def test_asm_target_help_says_what_it_does(tmp_path):
    (tmp_path / "a.pyasm").write_text(".version 3.9\n    LOAD_CONST None\n    RETURN_VALUE\n")
    refused = antioch("asm", "a.pyasm", "--target", "3.10", "-o", "a.pyc", cwd=str(tmp_path))
    assert "the listing is CPython 3.9 assembly, the target is 3.10" in one_line_error(refused, "asm")
    helped = " ".join(antioch("asm", "--help").stdout.split())
    assert "another .version is refused" in helped and "whatever the listing's .version" not in helped


@pytest.mark.parametrize("line,column,says", [
    (".line 99999999999999999999", 7, ".line needs a line number"),
    (".firstlineno 99999999999", 14, ".firstlineno needs an integer from"),
    ("    NOP [ext=99999999999]", 9, "[ext=N] takes N from 0 to"),
    ("    RESUME -1", 12, "RESUME needs an argument from 0 to 4294967295, not -1"),
    ("    RESUME 99999999999", 12, "RESUME needs an argument from 0 to 4294967295"),
])
def test_asm_numbers_out_of_range_are_one_line_at_their_place(tmp_path, line, column, says):
    (tmp_path / "n.pyasm").write_text(".version 3.11\n%s\n    LOAD_CONST None\n    RETURN_VALUE\n" % line)
    error = one_line_error(antioch("asm", "n.pyasm", "-o", "n.pyc", cwd=str(tmp_path), timeout=30), "asm")
    assert error.startswith("antioch asm: n.pyasm:2:%d: %s" % (column, says)), error


@pytest.mark.parametrize("line", [".line 0x144", ".line 0144", ".firstlineno 010", "    RESUME 0x0", "    RESUME 00"])
def test_asm_reads_hexadecimal_and_leading_zeros(tmp_path, line):
    (tmp_path / "n.pyasm").write_text(".version 3.11\n%s\n    LOAD_CONST None\n    RETURN_VALUE\n" % line)
    done = antioch("asm", "n.pyasm", "-o", "n.pyc", cwd=str(tmp_path))
    assert done.returncode == 0, done.stderr


def test_asm_of_another_version_is_verified_too(tmp_path):
    other = (3, 9) if sys.version_info[:2] == (3, 8) else (3, 8)
    (tmp_path / "u.pyasm").write_text(".version %d.%d\n    POP_TOP\n    LOAD_CONST None\n    RETURN_VALUE\n" % other)
    refused = antioch("asm", "u.pyasm", "-o", "u.pyc", cwd=str(tmp_path))
    assert one_line_error(refused, "asm").startswith("antioch asm: u.pyasm:2:5: stack-underflow: POP_TOP")
    assert not (tmp_path / "u.pyc").exists()
    done = antioch("asm", "u.pyasm", "--no-verify", "-o", "u.pyc", cwd=str(tmp_path))
    assert done.returncode == 0 and (tmp_path / "u.pyc").exists(), done.stderr
