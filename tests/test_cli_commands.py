"""Each command on a newcomer's first tries: the program's arguments are the program's, one error style,
help where help is due."""
import json
import sys

import pytest

from antioch.cli import COMMANDS
from antioch.opcodes import HOST
from antioch.pycview import load_pyc
from cli_helpers import antioch, one_line_error

pytestmark = pytest.mark.subprocess

ARGV_SCRIPT = "import sys\nprint(sys.argv[1:])\n"
HELPFUL_MODULE = """\
import argparse
parser = argparse.ArgumentParser(prog="helpful")
parser.add_argument("--sort-keys", action="store_true")
print(parser.parse_args())
"""


def test_run_module_takes_the_program_options(tmp_path):
    (tmp_path / "data.json").write_text('{"b": 1, "a": 2}')
    done = antioch("run", "-m", "json.tool", "--sort-keys", "data.json", cwd=str(tmp_path))
    assert done.returncode == 0, done.stderr
    assert list(json.loads(done.stdout)) == ["a", "b"] and done.stdout.index('"a"') < done.stdout.index('"b"')


def test_run_module_help_is_the_program_help(tmp_path):
    (tmp_path / "helpful.py").write_text(HELPFUL_MODULE)
    done = antioch("run", "-m", "helpful", "--help", cwd=str(tmp_path))
    assert done.returncode == 0 and done.stdout.startswith("usage: helpful"), done.stdout + done.stderr


def test_run_script_takes_everything_after_it(tmp_path):
    (tmp_path / "show.py").write_text(ARGV_SCRIPT)
    done = antioch("run", "--count", "show.py", "--help", "-m", "x", "--count", cwd=str(tmp_path))
    assert done.returncode == 0, done.stderr
    assert done.stdout == "['--help', '-m', 'x', '--count']\n"


def test_run_source_text_with_arguments(tmp_path):
    done = antioch("run", "-c", "import sys; print(sys.argv); print(__name__)", "x", "--y", cwd=str(tmp_path))
    assert done.returncode == 0, done.stderr
    assert done.stdout == "['-c', 'x', '--y']\n__main__\n"


def test_asm_run_passes_arguments_to_the_program(tmp_path):
    (tmp_path / "show.py").write_text(ARGV_SCRIPT)
    listing = antioch("dis", "show.py", cwd=str(tmp_path)).stdout
    (tmp_path / "show.pyasm").write_text(listing)
    done = antioch("asm", "show.pyasm", "--run", "a", "--b", cwd=str(tmp_path))
    assert done.returncode == 0, done.stderr
    assert done.stdout == "['a', '--b']\n"
    done = antioch("asm", "--run", "show.pyasm", "-o", "x", cwd=str(tmp_path))
    assert done.returncode == 0, done.stderr
    assert done.stdout == "['-o', 'x']\n"


def test_asm_run_shows_the_program_traceback_only(tmp_path):
    (tmp_path / "boom.py").write_text("def f(x):\n    return 1 // x\n\nf(0)\n")
    (tmp_path / "boom.pyasm").write_text(antioch("dis", "boom.py", cwd=str(tmp_path)).stdout)
    done = antioch("asm", "boom.pyasm", "--run", cwd=str(tmp_path))
    assert done.returncode == 1
    lines = done.stderr.splitlines()
    assert lines[0] == "Traceback (most recent call last):"
    assert lines[-1] == "ZeroDivisionError: integer division or modulo by zero"
    assert "antioch" not in done.stderr and ".version" not in done.stderr, done.stderr
    assert '  File "boom.py", line 2, in f' in lines and "    return 1 // x" in lines
    assert [x for x in lines if x.startswith("  File")] == ['  File "boom.py", line 4, in <module>',
                                                           '  File "boom.py", line 2, in f']


OTHER = (3, 9) if HOST == (3, 8) else (3, 8)  # a version that is not the host's
OLD_LISTING = ".version %d.%d\n    LOAD_CONST None\n    RETURN_VALUE\n" % OTHER


def test_asm_of_another_version_writes_that_version(tmp_path):
    (tmp_path / "old.pyasm").write_text(OLD_LISTING)
    done = antioch("asm", "old.pyasm", "-o", "old.pyc", cwd=str(tmp_path))
    assert done.returncode == 0, done.stderr
    assert load_pyc(str(tmp_path / "old.pyc")).version == OTHER
    checked = antioch("asm", "old.pyasm", cwd=str(tmp_path))
    assert checked.returncode == 0 and "CPython %d.%d" % OTHER in checked.stdout, checked.stderr


def test_asm_target_overrides_the_listing_version(tmp_path):
    (tmp_path / "old.pyasm").write_text(OLD_LISTING.replace(".version %d.%d\n" % OTHER, ""))
    done = antioch("asm", "old.pyasm", "--target", "%d.%d" % OTHER, "-o", "old.pyc", cwd=str(tmp_path))
    assert done.returncode == 0, done.stderr
    assert load_pyc(str(tmp_path / "old.pyc")).version == OTHER


def test_asm_run_of_another_version_is_one_line(tmp_path):
    (tmp_path / "old.pyasm").write_text(OLD_LISTING)
    line = one_line_error(antioch("asm", "old.pyasm", "--run", cwd=str(tmp_path)), "asm")
    assert "CPython %d.%d" % OTHER in line and "-o" in line


def test_roundtrip_of_a_missing_path_is_an_error(tmp_path):
    done = antioch("roundtrip", "nonexist", cwd=str(tmp_path))
    assert done.returncode == 1 and done.stdout == ""
    assert one_line_error(done, "roundtrip") == "antioch roundtrip: nonexist: cannot read: No such file or directory"


def test_roundtrip_of_a_folder_without_python_files_is_an_error(tmp_path):
    """It printed "0 code objects, 0 identical, 0 files" and exited 0."""
    (tmp_path / "empty").mkdir()
    (tmp_path / "notes").mkdir()
    (tmp_path / "notes" / "a.txt").write_text("x = 1\n")
    for folder in ("empty", "notes"):
        done = antioch("roundtrip", folder, cwd=str(tmp_path))
        assert done.stdout == ""
        assert one_line_error(done, "roundtrip") == "antioch roundtrip: %s: no .py file in it" % folder


@pytest.mark.parametrize("command", ["dis", "verify", "cfg", "asm", "explore", "decompile"])
def test_a_missing_file_is_named_first_as_pyc_names_it(tmp_path, command):
    """They said "cannot read FILE: ..." where ``antioch pyc`` says "FILE: cannot read: ..."."""
    argv = [command, "--no-browser"] if command == "explore" else [command]
    done = antioch(*argv, "nonexist.py", cwd=str(tmp_path))
    assert one_line_error(done, command) == "antioch %s: nonexist.py: cannot read: No such file or directory" % command


def test_run_of_a_missing_script_exits_2_as_python_does(tmp_path):
    done = antioch("run", "nonexist.py", cwd=str(tmp_path))
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == "antioch run: can't open file 'nonexist.py': [Errno 2] No such file or directory\n"


@pytest.mark.parametrize("argv,command", [
    (["dis", "nonexist.py"], "dis"), (["dis", "-c", "x = ("], "dis"), (["verify", "-c", "x = ("], "verify"),
    (["cfg", "nonexist.py"], "cfg"), (["asm", "nonexist.pyasm"], "asm"), (["asm", "."], "asm"),
    (["pyc", "nonexist.pyc"], "pyc"), (["run", "nonexist.py"], "run"), (["forth", "nonexist.fth"], "forth"),
    (["roundtrip", "nonexist"], "roundtrip"), (["explore", "--no-browser", "nonexist.py"], "explore"),
])
def test_every_command_reports_errors_in_one_style(tmp_path, argv, command):
    done = antioch(*argv, cwd=str(tmp_path), stdin="")
    assert len(done.stderr.splitlines()) == 1, done.stderr
    one_line_error(done, command)


def test_asm_syntax_error_names_its_place_in_the_same_style(tmp_path):
    (tmp_path / "bad.pyasm").write_text("    FROB_TOP\n")
    line = one_line_error(antioch("asm", "bad.pyasm", cwd=str(tmp_path)), "asm")
    assert line.startswith("antioch asm: bad.pyasm:1:5: unknown opcode FROB_TOP")


def test_bare_antioch_lists_the_commands():
    done = antioch()
    assert done.returncode == 0, done.stderr
    for name in COMMANDS:
        assert "\n    %s " % name in done.stdout or "\n    %s\n" % name in done.stdout, name


def test_an_unknown_option_shows_the_command_usage():
    done = antioch("dis", "--bogus", "x")
    assert done.returncode == 2
    lines = done.stderr.splitlines()
    assert lines[0].startswith("usage: antioch dis ")
    assert lines[-1] == "antioch dis: unrecognized arguments: --bogus"


def test_a_missing_target_shows_the_command_usage():
    done = antioch("verify")
    assert done.returncode == 2
    assert done.stderr.startswith("usage: antioch verify ")
    assert done.stderr.splitlines()[-1] == "antioch verify: give a TARGET or -c SOURCE"


def test_verify_says_what_it_checked(tmp_path):
    (tmp_path / "ok.py").write_text("def f():\n    return [i for i in range(3)]\n")
    done = antioch("verify", "ok.py", cwd=str(tmp_path))
    # the module, f and, before 3.12, the comprehension's own code object
    count = 3 if sys.version_info < (3, 12) else 2
    assert (done.returncode, done.stdout) == (0, "%d code objects, no problem found\n" % count)


def test_verify_and_cfg_read_a_listing(tmp_path):
    """``antioch verify gunk.pyasm`` compiled the listing as Python source ("cannot compile: invalid syntax")."""
    listing = antioch("dis", "-c", "def f(x):\n    return x\n").stdout
    (tmp_path / "ok.pyasm").write_text(listing)
    lines = listing.splitlines(True)
    first = next(k for k, line in enumerate(lines) if line.startswith("    "))
    (tmp_path / "bad.pyasm").write_text("".join(lines[:first] + ["    POP_TOP\n"] + lines[first:]))
    done = antioch("verify", "ok.pyasm", cwd=str(tmp_path))
    assert (done.returncode, done.stdout) == (0, "2 code objects, no problem found\n"), done.stderr
    done = antioch("verify", "ok.pyasm:f", cwd=str(tmp_path))
    assert (done.returncode, done.stdout) == (0, "1 code object, no problem found\n"), done.stderr
    done = antioch("verify", "bad.pyasm", cwd=str(tmp_path))
    assert done.returncode == 1, done.stderr
    assert done.stdout.startswith("<module> offset 0: stack-underflow: POP_TOP pops more than"), done.stdout
    done = antioch("cfg", "ok.pyasm:f", cwd=str(tmp_path))
    assert done.returncode == 0 and done.stdout.startswith("digraph cfg {"), done.stderr
    assert one_line_error(antioch("verify", "ok.pyasm:g", cwd=str(tmp_path)), "verify") == (
        "antioch verify: ok.pyasm: no code object named g")
