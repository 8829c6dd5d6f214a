"""Where a command's output goes wrong: a full disk is one line and status 1, a reader that stops early
(``| head``) is silence, as for the usual command-line tools."""
import os
import subprocess
import sys

import pytest

from cli_helpers import GUNK, SRC

pytestmark = pytest.mark.subprocess

ENV = dict(os.environ, PYTHONPATH=SRC)


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
@pytest.mark.parametrize("argv", [["dis", "json"], ["dis", "gunk.py"], ["verify", "gunk.py"], ["cfg", "gunk.py"],
                                  ["roundtrip", "gunk.py"], ["decompile", "gunk.py"]])
def test_output_to_a_full_disk_is_one_line(tmp_path, argv):
    """``antioch dis json > /dev/full`` ended in an OSError traceback."""
    (tmp_path / "gunk.py").write_text(GUNK)
    with open("/dev/full", "w") as full:
        done = subprocess.run([sys.executable, "-m", "antioch", *argv], cwd=str(tmp_path), env=ENV, stdout=full,
                              stderr=subprocess.PIPE, universal_newlines=True, timeout=120)
    assert done.returncode == 1
    assert done.stderr == "antioch %s: cannot write the output: No space left on device\n" % argv[0]


@pytest.mark.parametrize("argv", [["dis", "json"], ["dis", "gunk.py"], ["verify", "gunk.py"]])
def test_a_reader_that_stops_early_is_quiet(tmp_path, argv):
    """``antioch dis json | head -1``: the rest of the listing is not wanted, and that is no error."""
    (tmp_path / "gunk.py").write_text(GUNK)
    proc = subprocess.Popen([sys.executable, "-m", "antioch", *argv], cwd=str(tmp_path), env=ENV,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    proc.stdout.close()  # before anything was read: every write meets a closed pipe
    err = proc.stderr.read()
    proc.stderr.close()
    assert proc.wait(timeout=120) == 0, err
    assert err == ""


def test_standard_output_closed_from_the_start_is_one_line(tmp_path):
    (tmp_path / "gunk.py").write_text(GUNK)
    done = subprocess.run([sys.executable, "-m", "antioch", "dis", "gunk.py"], cwd=str(tmp_path), env=ENV,
                          stderr=subprocess.PIPE, universal_newlines=True, timeout=120,
                          preexec_fn=lambda: os.close(1))
    assert done.returncode == 1
    assert done.stderr == "antioch dis: cannot write the output: Bad file descriptor\n"
