"""``make test`` installs what the suite needs, as .ci/run does; ``make demo`` shows each capability and
leaves nothing behind."""
import os
import shutil
import subprocess
import sys

import pytest

from cli_helpers import ROOT, SRC

pytestmark = pytest.mark.subprocess


@pytest.mark.skipif(shutil.which("make") is None, reason="needs make")
def test_make_test_installs_what_the_suite_needs():
    # -n: print what would run, -B: as on a fresh clone where nothing is made yet
    done = subprocess.run(["make", "-n", "-B", "test"], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          universal_newlines=True, timeout=60)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "-r requirements-browser.txt" in out and "-r requirements-lint.txt" in out
    if shutil.which("npm") is not None:  # Pyodide's 3.14/3.15, which make pyodide installs
        assert "npm ci" in out and "pip download" in out
        assert out.index("npm ci") < out.index("tools/run_tests.sh")
    else:
        assert "node/npm not found" in out


DEMO_SHOWS = [
    "; function gunk(a=1, *args, b=3)", ".defaults 1", ".kwdefaults b=3",  # parameters, defaults
    "$ antioch run ", "(7, None)",  # run
    "$ antioch forth ", "49 ",  # forth
    "$ antioch cfg ", "digraph cfg {",  # cfg
    "$ antioch verify ", "no problem found",  # verify
    "$ antioch pyc ", "; version      CPython 3.8",  # pyc
]


def _host_version():
    """The version of the ``python3`` that ``make demo`` runs the demo with."""
    python3 = shutil.which("python3")
    if python3 is None:
        return None
    done = subprocess.run([python3, "-c", "import sys; print('%d.%d' % sys.version_info[:2])"],
                          stdout=subprocess.PIPE, universal_newlines=True)
    return done.stdout.strip()


@pytest.mark.skipif(_host_version() != "%d.%d" % sys.version_info[:2],
                    reason="make demo runs under the host's python3: checked once, under that version")
def test_make_demo_shows_each_capability_and_cleans_up(tmp_path):
    env = dict(os.environ, PYTHONPATH=SRC, TMPDIR=str(tmp_path))
    done = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "demo.py")], cwd=str(tmp_path), env=env,
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, universal_newlines=True, timeout=300)
    assert done.returncode == 0, done.stdout
    for text in DEMO_SHOWS:
        assert text in done.stdout, text
    assert "Traceback" not in done.stdout
    assert os.listdir(str(tmp_path)) == []
