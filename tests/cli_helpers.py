"""Running ``antioch`` as a user does: ``python -m antioch`` (or the installed script) in a folder of their own."""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SRC = os.path.join(ROOT, "src")

#: the example the README and ``make demo`` show
GUNK = """\
def gunk(a=1, *args, b=3):
    print(args)
    c = None
    return (a + b, c)
"""


def antioch(*args, cwd=None, stdin=None, timeout=120):
    """``python -m antioch ARGS`` in ``cwd``: the finished process (text stdout and stderr)."""
    env = dict(os.environ, PYTHONPATH=SRC)
    return subprocess.run([sys.executable, "-m", "antioch", *args], cwd=cwd, env=env, input=stdin,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True, timeout=timeout)


def one_line_error(done, command):
    """The command failed with one line in antioch's style and no traceback."""
    lines = done.stderr.splitlines()
    assert done.returncode != 0, done.stdout
    assert "Traceback" not in done.stderr, done.stderr
    assert lines and lines[-1].startswith("antioch %s: " % command), done.stderr
    return lines[-1]
