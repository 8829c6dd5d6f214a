"""``antioch pyc``, ``antioch dis FILE.pyc`` and ``antioch asm --target``: what they show, write and refuse."""
import os
import subprocess
import sys

import pytest

from antioch.cli import main
from antioch.pyc import dumps, magic_for
from pyc_corpus import VERSIONS, corpus, interpreter, read_bytes, vname


def first_pyc(version, name="colorsys.pyc"):
    for path in corpus(version):
        if os.path.basename(path) == name:
            return path
    raise AssertionError("no %s in the %s corpus" % (name, vname(version)))


def run_cli(capsys, *args):
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize("version", VERSIONS, ids=vname)
def test_pyc_shows_the_header_and_a_listing(capsys, version):
    path = first_pyc(version)
    status, out, err = run_cli(capsys, "pyc", path)
    assert status == 0, err
    lines = out.splitlines()
    assert lines[0] == ".version %s" % vname(version)
    assert "; version      CPython %s" % vname(version) in lines
    assert "; magic        %s (%d)" % (magic_for(version).hex(), int.from_bytes(magic_for(version)[:2], "little")) \
        in lines
    assert any(line.startswith("; mtime        ") for line in lines)
    assert any(line.startswith("; flags        0x0 (timestamp-based)") for line in lines) == (version >= (3, 7))
    assert any(line.startswith("; source size  ") for line in lines) == (version >= (3, 0))
    assert "rgb_to_hls" in out  # the listing of the code, nested functions included
    if version >= (3, 6):
        assert "    LOAD_CONST " in out  # antioch's assembly language
    else:
        assert "LOAD_CONST" in out and "a plain listing" in out


@pytest.mark.parametrize("version", VERSIONS, ids=vname)
def test_pyc_output_without_changes_is_byte_identical(capsys, version, tmp_path):
    for n, path in enumerate(corpus(version)[::97]):
        out = str(tmp_path / ("%d.pyc" % n))
        status, _, err = run_cli(capsys, "pyc", path, "-o", out)
        assert status == 0, err
        assert read_bytes(out) == read_bytes(path), path


def test_dis_of_a_foreign_pyc_states_its_version(capsys):
    for version in ((3, 8), (3, 13)):
        status, out, err = run_cli(capsys, "dis", first_pyc(version) + ":rgb_to_hls")
        assert status == 0, err
        assert out.startswith(".version %s\n" % vname(version))
        assert ".name rgb_to_hls" in out


def test_asm_target_refuses_a_listing_of_another_version(capsys, tmp_path):
    status, listing, _ = run_cli(capsys, "dis", first_pyc((3, 9)))
    (tmp_path / "a.pyasm").write_text(listing)
    status, _, err = run_cli(capsys, "asm", "--target", "3.10", str(tmp_path / "a.pyasm"), "-o",
                             str(tmp_path / "a.pyc"))
    assert status == 1
    assert "CPython 3.9 assembly, the target is 3.10" in err
    assert not (tmp_path / "a.pyc").exists()


# -- re-stamping: the interpreter of the file's version accepts the result -------------------------

IMPORT_VALUE = "import sys; sys.path.insert(0, sys.argv[1]); import mod; print(mod.VALUE)"


def compiled_then_edited(version, tmp_path):
    """mod.py compiled by ``version`` with VALUE = 'compiled', then the source changed (same size)."""
    python = interpreter(version)
    if python is None:
        pytest.skip("CPython %s is not installed" % vname(version))
    source = tmp_path / "mod.py"
    source.write_text("VALUE = 'compiled'\n")
    subprocess.run([python, "-m", "py_compile", str(source)], check=True)
    (cached,) = (tmp_path / "__pycache__").iterdir()
    source.write_text("VALUE = 'editeds!'\n")
    os.utime(str(source), (1_400_000_000, 1_400_000_000))  # not the second it was compiled in
    return python, str(source), str(cached)


def imported_value(python, directory):
    # -B: a rejected .pyc is not rewritten, so what was imported shows whether it was accepted
    done = subprocess.run([python, "-B", "-c", IMPORT_VALUE, directory], capture_output=True, text=True, check=True)
    return done.stdout.strip()


@pytest.mark.parametrize("version", [v for v in VERSIONS if v >= (3, 7)], ids=vname)
def test_checked_hash_is_validated_by_that_version(capsys, version, tmp_path):
    python, source, cached = compiled_then_edited(version, tmp_path)
    assert imported_value(python, str(tmp_path)) == "editeds!"  # stale timestamp: recompiled
    status, _, err = run_cli(capsys, "pyc", cached, "--checked-hash", source, "-o", cached)
    assert status == 0, err
    assert imported_value(python, str(tmp_path)) == "compiled"  # the hash of the source matches
    status, out, _ = run_cli(capsys, "pyc", cached, "--header")
    assert "; flags        0x3 (hash-based, checked)" in out.splitlines()
    with open(source, "a") as f:
        f.write("# changed\n")
    assert imported_value(python, str(tmp_path)) == "editeds!"  # checked: the new source wins


@pytest.mark.parametrize("version", [v for v in VERSIONS if v >= (3, 6)], ids=vname)
def test_timestamp_is_accepted_by_that_version(capsys, version, tmp_path):
    python, source, cached = compiled_then_edited(version, tmp_path)
    os.utime(source, (1_500_000_000, 1_500_000_000))
    status, _, err = run_cli(capsys, "pyc", cached, "--timestamp", "1500000000", "-o", cached)
    assert status == 0, err
    assert imported_value(python, str(tmp_path)) == "compiled"  # mtime and size match the source
    os.utime(source, (1_600_000_000, 1_600_000_000))
    assert imported_value(python, str(tmp_path)) == "editeds!"
    status, _, err = run_cli(capsys, "pyc", cached, "--timestamp", source, "-o", cached)  # from the source
    assert status == 0, err
    assert imported_value(python, str(tmp_path)) == "compiled"


def test_hash_needs_3_7(capsys, tmp_path):
    status, _, err = run_cli(capsys, "pyc", first_pyc((3, 6)), "--checked-hash", __file__, "-o",
                             str(tmp_path / "x.pyc"))
    assert status == 1 and "3.7 or later" in err


# -- bad input: one line with the file and the offset, exit status 1 ------------------------------

def bad_files(tmp_path):
    good = read_bytes(first_pyc((3, 11)))
    body = dumps((1, 2), (3, 11))
    return {
        "truncated": good[:len(good) // 2],
        "short": good[:3],
        "magic": b"\x01\x02\r\n" + good[4:],
        "corrupt": good[:16] + b"Q" + good[17:],
        "flags": good[:4] + b"\x07\x00\x00\x00" + good[8:],
        # a reference to object 5 when none has been read
        "ref": good[:16] + b"r\x05\x00\x00\x00",
        "not-code": good[:16] + body,
    }


@pytest.mark.parametrize("kind", ["truncated", "short", "magic", "corrupt", "flags", "ref", "not-code"])
def test_bad_input_is_one_line_with_file_and_offset(capsys, tmp_path, kind):
    path = tmp_path / (kind + ".pyc")
    path.write_bytes(bad_files(tmp_path)[kind])
    for command in (["pyc", str(path)], ["pyc", str(path), "-o", str(tmp_path / "out.pyc")], ["dis", str(path)]):
        status, out, err = run_cli(capsys, *command)
        assert status == 1
        assert out == ""
        lines = err.splitlines()
        assert len(lines) == 1 and lines[0].startswith("antioch %s: %s: offset " % (command[0], path)), err
    assert not (tmp_path / "out.pyc").exists()


@pytest.mark.subprocess
def test_bad_input_from_the_command_line_has_no_traceback(tmp_path):
    path = tmp_path / "bad.pyc"
    path.write_bytes(bad_files(tmp_path)["corrupt"])
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
    done = subprocess.run([sys.executable, "-m", "antioch.cli", "pyc", str(path)], capture_output=True,
                          text=True, env=env)
    assert done.returncode == 1
    assert done.stderr.startswith("antioch pyc: %s: offset 16: " % path)
    assert "Traceback" not in done.stderr and len(done.stderr.splitlines()) == 1


def test_a_missing_file_is_one_line(capsys, tmp_path):
    status, _, err = run_cli(capsys, "pyc", str(tmp_path / "missing.pyc"))
    assert status == 1 and err.startswith("antioch pyc: %s: cannot read" % (tmp_path / "missing.pyc"))
