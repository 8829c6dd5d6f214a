"""The README's Quick start runs as written: each ``antioch ...`` line of its ``sh`` block, in order, in a
folder that holds the README's ``gunk.py``, must succeed with no traceback."""
import os
import re
import shlex
import subprocess
import sys
import time

import pytest

from cli_helpers import GUNK, ROOT, SRC

pytestmark = pytest.mark.subprocess

README = os.path.join(ROOT, "README.md")
COMMAND = re.compile(r"(^|[|;&]\s*)antioch(?=\s)")


def quick_start_lines(text):
    """The lines starting with ``antioch `` of the first ``sh`` block under the Quick start heading."""
    lines = text.splitlines()
    start = next((i for i, line in enumerate(lines) if re.match(r"#+\s*Quick start\b", line, re.I)), None)
    if start is None:
        return []
    level = len(lines[start]) - len(lines[start].lstrip("#"))
    block = None
    for line in lines[start + 1:]:
        heading = re.match(r"(#+)\s", line)
        if block is None and heading and len(heading.group(1)) <= level:
            break
        if block is None and re.match(r"```\s*(sh|shell|bash|console)\s*$", line):
            block = []
        elif block is not None and line.startswith("```"):
            break
        elif block is not None:
            command = line.strip()
            if command.startswith("$ "):
                command = command[2:]
            if command.startswith("antioch "):
                block.append(command)
    return block or []


def example_source(text):
    """gunk.py as the README shows it (its first ```python block defining gunk), else the usual one."""
    found = re.search(r"```python\n(def gunk\(.*?)```", text, re.S)
    return found.group(1) if found else GUNK


def readme_text():
    with open(README, encoding="utf-8") as f:
        return f.read()


def as_run_here(line):
    """The shell line with each ``antioch`` run as ``python -m antioch`` (the checkout's, on this Python)."""
    return COMMAND.sub(lambda m: m.group(1) + shlex.quote(sys.executable) + " -m antioch", line)


def test_the_parser_reads_a_quick_start_block():
    text = "# x\n## Quick start\n\nSome words.\n```sh\npip install .\nantioch dis gunk:gunk\n$ antioch verify " \
           "gunk.py\n```\n```sh\nantioch no\n```\n## Next\n"
    assert quick_start_lines(text) == ["antioch dis gunk:gunk", "antioch verify gunk.py"]
    assert quick_start_lines("# x\n## Install\n```sh\nantioch dis x\n```\n") == []
    assert as_run_here("antioch dis gunk.py > out | antioch asm -") == (
        "%s -m antioch dis gunk.py > out | %s -m antioch asm -" % ((shlex.quote(sys.executable),) * 2))


def test_readme_quick_start_runs_as_written(tmp_path):
    text = readme_text()
    lines = quick_start_lines(text)
    if not lines:
        pytest.skip("README.md has no Quick start section with a ```sh block of `antioch ...` lines yet")
    (tmp_path / "gunk.py").write_text(example_source(text))
    env = dict(os.environ, PYTHONPATH=SRC)
    for line in lines:
        if line.split()[1] == "explore":  # a server: it must start, then it is stopped
            without_comment = " ".join(shlex.quote(word) for word in shlex.split(line, comments=True))
            _check_server(as_run_here(without_comment) + " --no-browser", str(tmp_path), env)
            continue
        done = subprocess.run(as_run_here(line), shell=True, cwd=str(tmp_path), env=env, stdin=subprocess.DEVNULL,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True, timeout=300)
        assert done.returncode == 0, "%s\n%s" % (line, done.stderr)
        assert "Traceback" not in done.stderr, "%s\n%s" % (line, done.stderr)


def _check_server(command, cwd, env):
    proc = subprocess.Popen(shlex.split(command), cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    try:
        deadline = time.monotonic() + 120
        line = ""
        while time.monotonic() < deadline and proc.poll() is None:
            line = proc.stdout.readline()
            if "serving http://" in line:
                break
        assert "serving http://" in line, command
    finally:
        proc.terminate()
        proc.communicate(timeout=30)
