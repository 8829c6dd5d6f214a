"""Hostile input through the commands: one line naming the place and a non-zero exit, never a traceback,
and memory in proportion to the input."""
import os
import subprocess
import sys

import pytest

from antioch import disassemble
from antioch.cli import main

SRC = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "src")
LISTING = disassemble(compile("def f(a, b=2):\n    return a + b\nx = f(1)\nprint(x, 'hi')\n", "m.py", "exec"))


def one_line_error(capsys, *args):
    """The command fails with exactly one line on stderr and no traceback; that line."""
    status = main(list(args))
    out, err = capsys.readouterr()
    assert status != 0, out
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err, err
    prefix = "antioch %s: " % args[0]
    assert lines[0].startswith(prefix), lines[0]  # every command's errors in the one style
    return lines[0][len(prefix):]


def listing_file(tmp_path, old, new, name="e.pyasm"):
    """The listing with the first line that starts with ``old`` (after its indent) replaced by ``new``."""
    lines = LISTING.splitlines()
    at = next(i for i, line in enumerate(lines) if line.strip().startswith(old))
    lines[at] = lines[at][:len(lines[at]) - len(lines[at].lstrip())] + new
    path = tmp_path / name
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("old, new, words", [
    # OverflowError, 7-9 s and 150 MB on 3.8
    (".line 1", ".line 4294967296", ".line must be from 0 to 2147483647 (a C int), not 4294967296"),
    (".stacksize", ".stacksize 99999999999999999999", ".stacksize must be from 0 to 2147483647"),
    (".firstlineno", ".firstlineno 99999999999999999999", ".firstlineno must be from -2147483648"),
    (".flags", ".flags 0xffffffffffff", ".flags must be from 0 to 2147483647"),
    ("LOAD_CONST 'hi'", "LOAD_CONST '\\U99999999'", "bad escape \\U99999999 in a string: illegal Unicode character"),
    ("LOAD_CONST 'hi'", "LOAD_CONST '\\x4'", "bad escape \\x4 in a string"),
    ("LOAD_CONST 'hi'", "LOAD_CONST " + "(" * 5000 + ")" * 5000, "a constant nested deeper than 200 levels"),
    ("RETURN_VALUE", "RETURN_VALUE [ext=99999999999]", "[ext=N] takes N from 0 to 4096"),  # hung
    ("RETURN_VALUE", "BUILD_TUPLE " + "9" * 5000, "takes an argument of at most 32 bits"),
])
@pytest.mark.parametrize("options", [[], ["--no-verify", "-o", "out.pyc"], ["--target", "3.8", "-o", "out.pyc"]])
def test_bad_listing_values_are_one_line_at_their_place(tmp_path, capsys, old, new, words, options):
    path = listing_file(tmp_path, old, new)
    options = [str(tmp_path / o) if o == "out.pyc" else o for o in options]
    line = one_line_error(capsys, "asm", *options, path)
    if "--target" in options and "is CPython" in line:
        return  # the listing's own version comes first
    assert line.startswith(path + ":") and words in line, line
    assert ":0:0:" not in line  # the place is named


def test_line_in_hexadecimal_is_read_as_other_integers_are(tmp_path, capsys):
    """``.line 0x144`` was a ValueError in asm/parser.py."""
    path = listing_file(tmp_path, ".line 1", ".line 0x1")
    assert main(["asm", path]) == 0, capsys.readouterr()


def test_an_end_line_before_the_line_is_one_line_at_its_place(tmp_path, capsys):
    """``.line 0x144`` in a listing whose positions end on line 4 was refused at ``FILE:0:0``."""
    path = tmp_path / "e.pyasm"
    path.write_text(".version 3.11\n.line 0x144\n    RESUME 0\n    LOAD_CONST None @0-4:3\n    RETURN_VALUE @0-3\n")
    line = one_line_error(capsys, "asm", str(path))
    assert line == "%s:4:21: end line 4 is before the .line 324" % path


def test_a_100000_digit_literal_is_one_line_or_read(tmp_path, capsys):
    path = listing_file(tmp_path, "LOAD_CONST 'hi'", "LOAD_CONST " + "9" * 100000)
    if hasattr(sys, "get_int_max_str_digits"):
        assert "write it in hexadecimal" in one_line_error(capsys, "asm", path)
    else:  # 3.8-3.10 convert any number of digits
        assert main(["asm", "--no-verify", path]) == 0


def test_a_byte_order_mark_is_skipped_and_other_encodings_are_one_line(tmp_path, capsys):
    path = tmp_path / "bom.pyasm"
    path.write_bytes(b"\xef\xbb\xbf" + LISTING.encode())
    assert main(["asm", str(path)]) == 0, capsys.readouterr()
    capsys.readouterr()
    path.write_bytes(LISTING.encode() + b"    LOAD_CONST '\xff\xfe'\n")
    assert "not UTF-8 text (byte 0xff" in one_line_error(capsys, "asm", str(path))


@pytest.mark.parametrize("command", [["asm", "LISTING", "-o"], ["cfg", "-c", "x = 1", "-o"]])
@pytest.mark.parametrize("suffix", [".pyc", ".dot", ".svg"])
def test_output_into_a_missing_folder_is_one_line(tmp_path, capsys, command, suffix):
    if (command[0] == "asm") != (suffix == ".pyc"):
        pytest.skip("not an output of this command")
    args = [str(listing_file(tmp_path, ".filename", ".filename 'm.py'")) if a == "LISTING" else a for a in command]
    line = one_line_error(capsys, *args, str(tmp_path / "missing" / ("out" + suffix)))
    assert "missing" in line and ("No such file" in line or "no folder" in line)


def test_cfg_of_an_int_past_the_int_to_text_limit(capsys):
    assert main(["cfg", "-c", "x = 0x" + "f" * 5000]) == 0
    assert "0xfff" in capsys.readouterr().out


@pytest.mark.skipif(sys.platform == "emscripten" and sys.version_info[:2] == (3, 14),
                    reason="Pyodide 3.14's compile() of such source exhausts the JavaScript stack and ends the "
                           "whole runtime (a fatal error of Pyodide, not an exception antioch could catch)")
@pytest.mark.parametrize("command", ["dis", "verify", "cfg"])
@pytest.mark.parametrize("signs", [5000, 50000])
def test_source_nested_past_the_compiler_is_one_line(tmp_path, capsys, command, signs):
    """RecursionError (5,000 unary minus signs) or MemoryError (50,000) from compile() was a traceback."""
    source = "x = " + "-" * signs + "1\n"
    path = tmp_path / "deep.py"
    path.write_text(source)
    for args in ([command, str(path)], [command, "-c", source]):
        status = main(args)
        err = capsys.readouterr().err
        assert "Traceback" not in err
        assert status == 0 or (len(err.strip().splitlines()) == 1 and "cannot compile" in err), err


def test_roundtrip_counts_a_file_the_compiler_refuses_as_not_compilable(tmp_path, capsys):
    """It was a multiprocessing RemoteTraceback."""
    (tmp_path / "deep.py").write_text("x = " + "-" * 50000 + "1\n")
    (tmp_path / "fine.py").write_text("y = 2\n")
    assert main(["roundtrip", str(tmp_path)]) == 0
    out, err = capsys.readouterr()
    assert "1 file (1 not compilable, skipped)" in out, out + err


def test_dis_of_a_missing_listing_says_the_file_does_not_exist(tmp_path, capsys):
    """It said "cannot import ...: No module named"."""
    missing = str(tmp_path / "missing.pyasm")
    assert one_line_error(capsys, "dis", missing) == "%s: cannot read: No such file or directory" % missing
    assert "No such file" in one_line_error(capsys, "dis", "missing.pyasm")


def run_cli(*args, env=None, cwd=None):
    return subprocess.run([sys.executable, "-m", "antioch", *args], capture_output=True, text=True, cwd=cwd,
                          env=dict(os.environ, PYTHONPATH=SRC, **(env or {})), timeout=120)


@pytest.mark.subprocess
def test_a_listing_on_an_ascii_terminal_escapes_what_it_cannot_show(tmp_path):
    done = run_cli("dis", "-c", 's = "\u00e9"', env={"PYTHONIOENCODING": "ascii"})
    assert done.returncode == 0, done.stderr
    assert "LOAD_CONST '\\xe9'" in done.stdout
    listing = tmp_path / "e.pyasm"
    listing.write_text(done.stdout)
    assert run_cli("asm", str(listing)).returncode == 0


@pytest.mark.subprocess
def test_a_10_mb_string_literal_takes_memory_in_proportion(tmp_path):
    """The string pattern kept a backtracking mark per character: 1.2 GB for 10 MB."""
    path = listing_file(tmp_path, "LOAD_CONST 'hi'", "LOAD_CONST '" + "x" * 10_000_000 + "'")
    # The peak is read from /proc after resetting it (a child forked from a large test runner and then
    # exec'ed starts with the runner's peak in ru_maxrss on Linux); elsewhere ru_maxrss.
    script = ("import resource, sys\nfrom antioch.cli import main\n"
              "try:\n    open('/proc/self/clear_refs', 'w').write('5')\nexcept OSError:\n    pass\n"
              "status = main(['asm', sys.argv[1]])\n"
              "try:\n    peak = int([l for l in open('/proc/self/status') if l.startswith('VmHWM')][0].split()[1])\n"
              "except (OSError, IndexError):\n    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss\n"
              "print(status, peak)")
    done = subprocess.run([sys.executable, "-c", script, path], capture_output=True, text=True, timeout=120,
                          env=dict(os.environ, PYTHONPATH=SRC))
    status, peak_kb = map(int, done.stdout.split()[-2:])
    assert status == 0, done.stderr
    assert peak_kb < 300_000, "peak %d MB for a 10 MB listing" % (peak_kb // 1000)


@pytest.mark.subprocess
@pytest.mark.parametrize("kind", ["folder", "zip"])
def test_run_of_a_folder_or_archive_runs_its_main_module_as_python_does(tmp_path, kind):
    import zipfile
    body = "import sys\nprint(__name__, sys.argv[1:], __spec__.name)\n"
    if kind == "folder":
        target = tmp_path / "app"
        target.mkdir()
        (target / "__main__.py").write_text(body)
    else:
        target = tmp_path / "app.zip"
        with zipfile.ZipFile(target, "w") as z:
            z.writestr("__main__.py", body)
    ours = run_cli("run", str(target), "a", "b")
    theirs = subprocess.run([sys.executable, str(target), "a", "b"], capture_output=True, text=True)
    assert (ours.returncode, ours.stdout) == (theirs.returncode, theirs.stdout) == (0, "__main__ ['a', 'b'] __main__\n")
    empty = tmp_path / "empty"
    empty.mkdir()
    done = run_cli("run", str(empty))
    assert done.returncode == 1 and "can't find '__main__' module in" in done.stderr


@pytest.mark.subprocess
def test_run_of_a_file_with_a_nul_byte_says_something_true(tmp_path):
    """It said "nul.py:None: does not compile"."""
    (tmp_path / "nul.py").write_bytes(b"\0")
    done = run_cli("run", "nul.py", cwd=str(tmp_path))
    assert done.returncode == 1
    assert "None" not in done.stderr and "nul.py" in done.stderr and "null bytes" in done.stderr
    (tmp_path / "empty.py").write_bytes(b"")
    assert run_cli("run", "empty.py", cwd=str(tmp_path)).returncode == 0


@pytest.mark.parametrize("version", [(2, 7), (3, 6), (3, 7)])
@pytest.mark.parametrize("command", ["verify", "cfg"])
def test_verify_and_cfg_refuse_bytecode_older_than_3_8_in_one_line(tmp_path, capsys, version, command):
    """They gave false alarms (inconsistent depths on valid 3.6/3.7 code) and garbage graphs."""
    from pyc_corpus import corpus, interpreter
    if not interpreter(version):
        pytest.skip("no CPython %d.%d here" % version)
    names = ("/json/decoder.pyc", "json/decoder.cpython-%d%d.pyc" % version)
    path = next(p for p in corpus(version) if p.endswith(names))
    line = one_line_error(capsys, command, path)
    assert line.startswith("%s: CPython %d.%d bytecode: the control-flow graph and the verifier cover CPython 3.8"
                           % ((path,) + version)), line
