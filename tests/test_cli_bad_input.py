"""Input a newcomer tries that no command may answer with a traceback, or with silence where it did nothing."""
import shutil
import subprocess
import sys

import pytest

from cli_helpers import antioch, one_line_error

pytestmark = pytest.mark.subprocess

#: source no CPython 3.8-3.15 compiles: its parser runs out of stack (MemoryError), and 3.9-3.12's compiler
#: out of recursion on fewer signs (RecursionError)
TOO_DEEP = "x = " + "-" * 50000 + "y\n"


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


def test_asm_of_another_version_is_verified_too(tmp_path):
    other = (3, 9) if sys.version_info[:2] == (3, 8) else (3, 8)
    (tmp_path / "u.pyasm").write_text(".version %d.%d\n    POP_TOP\n    LOAD_CONST None\n    RETURN_VALUE\n" % other)
    refused = antioch("asm", "u.pyasm", "-o", "u.pyc", cwd=str(tmp_path))
    assert one_line_error(refused, "asm").startswith("antioch asm: u.pyasm:2:5: stack-underflow: POP_TOP")
    assert not (tmp_path / "u.pyc").exists()
    done = antioch("asm", "u.pyasm", "--no-verify", "-o", "u.pyc", cwd=str(tmp_path))
    assert done.returncode == 0 and (tmp_path / "u.pyc").exists(), done.stderr
