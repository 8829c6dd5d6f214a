"""What ``antioch dis TARGET`` finds: modules of the current folder, ``FILE.py:NAME`` as ``module:NAME``,
and a target that is not code."""
import os
import subprocess
import sys

import pytest

from cli_helpers import GUNK, SRC, antioch, one_line_error

pytestmark = pytest.mark.subprocess


@pytest.fixture
def folder(tmp_path):
    (tmp_path / "gunk.py").write_text(GUNK)
    return tmp_path


def test_installed_script_finds_modules_in_the_current_folder(folder, tmp_path_factory):
    # what pip's console script does: its own folder is sys.path[0], not the current one
    bin_dir = tmp_path_factory.mktemp("bin")
    script = bin_dir / "antioch"
    script.write_text("import sys\nfrom antioch.cli import main\nsys.exit(main())\n")
    done = subprocess.run([sys.executable, str(script), "dis", "gunk:gunk"], cwd=str(folder),
                          env=dict(os.environ, PYTHONPATH=SRC), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          universal_newlines=True)
    assert done.returncode == 0, done.stderr
    assert "; function gunk(a=1, *args, b=3)" in done.stdout


def test_file_and_module_targets_give_the_same_listing(folder):
    by_module = antioch("dis", "gunk:gunk", cwd=str(folder))
    by_file = antioch("dis", "gunk.py:gunk", cwd=str(folder))
    assert by_module.returncode == by_file.returncode == 0, by_module.stderr + by_file.stderr
    assert by_file.stdout == by_module.stdout
    lines = by_file.stdout.splitlines()
    assert "; function gunk(a=1, *args, b=3)" in lines
    assert ".defaults 1" in lines and ".kwdefaults b=3" in lines


def test_a_file_whose_import_fails_is_still_disassembled(tmp_path):
    (tmp_path / "script.py").write_text("import sys\ndef main(x=2):\n    return x\nsys.exit(3)\n")
    done = antioch("dis", "script.py:main", cwd=str(tmp_path))
    assert done.returncode == 0, done.stderr
    assert ".name main" in done.stdout and "RETURN_VALUE" in done.stdout


@pytest.mark.parametrize("target,kind", [("string:ascii_letters", "str"), ("json:__version__", "str"),
                                         ("os:sep", "str"), ("builtins:len", "builtin_function_or_method")])
def test_a_target_that_is_not_code_is_one_line(target, kind):
    done = antioch("dis", target)
    assert done.stdout == ""
    line = one_line_error(done, "dis")
    assert line.startswith("antioch dis: %s is a %s" % (target, kind)) and line.endswith("not code")
