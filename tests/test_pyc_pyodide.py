"""Cross-host: .pyc files that Pyodide's CPython 3.14 and 3.15 compiled (tests/pyc314/, made from
tests/pyc314/sample.py with py_compile inside each) read, listed and written back on this host."""
import os
import subprocess

import pytest

from antioch.analysis import verify
from antioch.cli import main
from antioch.codeobj import code_differences
from antioch.pyc import read_pyc, write_pyc
from pyodide_support import run_pyodide

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "pyc314")
VERSIONS = [(3, 14), (3, 15)]


def fixture(version):
    return os.path.join(HERE, "sample.cpython-%d%d.pyc" % version)


def data(path):
    with open(path, "rb") as f:
        return f.read()


def run_cli(capsys, *args):
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize("version", VERSIONS)
def test_read_and_write_back_byte_identical(version, tmp_path, capsys):
    pyc = read_pyc(data(fixture(version)))
    assert pyc.version == version
    assert write_pyc(pyc) == data(fixture(version))
    out = str(tmp_path / "out.pyc")
    status, _, err = run_cli(capsys, "pyc", fixture(version), "-o", out)
    assert status == 0, err
    assert data(out) == data(fixture(version))


@pytest.mark.parametrize("version", VERSIONS)
def test_verifier_accepts_it(version):
    """`async for` included: 3.14+ END_ASYNC_FOR names its loop's END_SEND but never jumps there (a jump
    edge made every async for look like a stack underflow)."""
    assert [str(p) for p in verify(read_pyc(data(fixture(version))).code)] == []


@pytest.mark.parametrize("version", VERSIONS)
def test_verify_and_cfg_take_the_pyc(version, capsys):
    status, out, err = run_cli(capsys, "verify", fixture(version))
    assert (status, err) == (0, "") and out.endswith("code objects, no problem found\n"), out
    status, out, err = run_cli(capsys, "cfg", fixture(version) + ":agen")
    assert status == 0 and out.startswith("digraph cfg {") and 'label="agen"' in out, err
    status, out, err = run_cli(capsys, "verify", fixture(version) + ":nope")
    assert status == 1 and err.strip().endswith("no code object named nope")


@pytest.mark.parametrize("version", VERSIONS)
def test_pyc_and_dis_list_it(version, capsys):
    status, out, err = run_cli(capsys, "pyc", fixture(version))
    assert status == 0, err
    assert out.startswith(".version %d.%d\n" % version)
    assert "; version      CPython %d.%d" % version in out
    assert "LOAD_SMALL_INT" in out and "LOAD_SPECIAL __enter__" in out
    assert "LOAD_CONST slice(None, None, 2)" in out and "BINARY_OP []" in out
    assert ".flags OPTIMIZED NEWLOCALS METHOD\n" in out  # Point.__init__: CO_METHOD (3.14+) by name
    status, out, err = run_cli(capsys, "dis", fixture(version) + ":Point.parts")
    assert status == 0, err
    assert out.startswith(".version %d.%d\n" % version) and ".name parts" in out


@pytest.mark.parametrize("version", VERSIONS)
def test_asm_target_gives_back_the_same_code(version, tmp_path, capsys):
    status, listing, err = run_cli(capsys, "pyc", fixture(version))
    assert status == 0, err
    source = tmp_path / "sample.pyasm"
    source.write_text(listing)
    out = str(tmp_path / "sample.pyc")
    status, _, err = run_cli(capsys, "asm", "--target", "%d.%d" % version, str(source), "-o", out)
    assert status == 0, err
    original, rebuilt = read_pyc(data(fixture(version))), read_pyc(data(out))
    assert rebuilt.version == version
    assert code_differences(rebuilt.code, original.code) == []


@pytest.mark.subprocess  # runs Node from the host
@pytest.mark.parametrize("version", VERSIONS)
def test_written_pyc_loads_in_its_interpreter(version, tmp_path, capsys):
    """The .pyc that `asm --target` wrote, loaded by that very interpreter, equals its own compilation."""
    status, listing, _ = run_cli(capsys, "pyc", fixture(version))
    source = tmp_path / "sample.pyasm"
    source.write_text(listing)
    assert status == 0
    out = os.path.join(HERE, "..", "..", "out", "pyodide-sample-%d%d.pyc" % version)
    os.makedirs(os.path.dirname(out), exist_ok=True)
    assert run_cli(capsys, "asm", "--target", "%d.%d" % version, str(source), "-o", out)[0] == 0
    check = ("import marshal, sys; a = marshal.loads(open(sys.argv[1], 'rb').read()[16:]); "
             "b = marshal.loads(open(sys.argv[2], 'rb').read()[16:]); print(a == b)")
    try:
        result = run_pyodide("%d.%d" % version, ["-c", check, out, fixture(version)])
    except subprocess.TimeoutExpired:  # pragma: no cover
        pytest.fail("Pyodide did not answer")
    assert result.stdout.strip() == "True", result.stderr
