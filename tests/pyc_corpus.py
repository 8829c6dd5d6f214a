"""Every installed interpreter's standard library compiled to .pyc files, shared by the .pyc tests.

The corpus is each installed interpreter's standard library compiled by that interpreter
(py_compile, as compileall does) into a cache outside the repository:
``$ANTIOCH_PYC_CORPUS`` or ``<tmp>/antioch-pyc-corpus/<X.Y.Z>/`` (built once, a few seconds
per version).  ``ANTIOCH_FULL_CORPUS=1`` makes the tests check every file instead of a sample.
"""
import glob
import os
import re
import shutil
import subprocess
import tempfile
from typing import Dict, List, Optional, Tuple

import pytest

VERSIONS = [(2, 7), (3, 6), (3, 7), (3, 8), (3, 9), (3, 10), (3, 11), (3, 12), (3, 13)]
CACHE = os.environ.get("ANTIOCH_PYC_CORPUS") or os.path.join(tempfile.gettempdir(), "antioch-pyc-corpus")
STRIDE = 1 if os.environ.get("ANTIOCH_FULL_CORPUS") == "1" else 8

# Runs under the target interpreter (2.7 too): compile every .py of its stdlib to DEST/<path>c.
BUILD_SCRIPT = r"""
import os, sys, py_compile, sysconfig
src_root, dst_root = sysconfig.get_paths()['stdlib'], sys.argv[1]
for dirpath, dirnames, filenames in os.walk(src_root):
    dirnames[:] = sorted(d for d in dirnames if d not in ('site-packages', 'dist-packages', '__pycache__'))
    for name in sorted(filenames):
        if name.endswith('.py'):
            src = os.path.join(dirpath, name)
            rel = os.path.relpath(src, src_root)
            cfile = os.path.join(dst_root, rel + 'c')
            if not os.path.isdir(os.path.dirname(cfile)):
                os.makedirs(os.path.dirname(cfile))
            try:
                py_compile.compile(src, cfile=cfile, dfile=rel, doraise=True)
            except Exception:
                pass  # test data written not to compile (lib2to3, badsyntax_*)
"""


def vname(version: Tuple[int, int]) -> str:
    return "%d.%d" % version


def interpreter(version: Tuple[int, int]) -> Optional[str]:
    """The newest installed CPython ``version`` under pyenv, or None."""
    root = os.environ.get("PYENV_ROOT") or os.path.expanduser("~/.pyenv")
    found = glob.glob(os.path.join(root, "versions", vname(version) + ".*", "bin", "python" + vname(version)))

    def release(path: str) -> Tuple[int, ...]:
        return tuple(int(n) for n in re.findall(r"\d+", path.split(os.sep)[-3]))

    return max(found, key=release) if found else None


_corpora: Dict[Tuple[int, int], List[str]] = {}


def corpus(version: Tuple[int, int]) -> List[str]:
    """Every .pyc of ``version``'s compiled stdlib (built on first use); skips if not installed."""
    if version in _corpora:
        return _corpora[version]
    python = interpreter(version)
    if python is None:
        pytest.skip("CPython %s is not installed" % vname(version))
    target = os.path.join(CACHE, python.split(os.sep)[-3])
    if not os.path.exists(os.path.join(target, "COMPLETE")):
        building = "%s.building-%d" % (target, os.getpid())
        shutil.rmtree(building, ignore_errors=True)
        subprocess.run([python, "-W", "ignore", "-c", BUILD_SCRIPT, building], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        open(os.path.join(building, "COMPLETE"), "w").close()
        try:
            os.rename(building, target)  # atomic: a concurrent run may have won the race
        except OSError:
            shutil.rmtree(building, ignore_errors=True)
    files = sorted(glob.glob(os.path.join(target, "**", "*.pyc"), recursive=True))
    _corpora[version] = files
    return files


def sample(version: Tuple[int, int]) -> List[str]:
    return corpus(version)[::STRIDE]


def read_bytes(path: str) -> bytes:
    with open(path, "rb") as f:
        return f.read()


# -- cross-version tests: a sample of each version's .pyc files, checked by that version itself ----

#: versions whose code antioch decodes and assembles; every host checks all of them
CROSS_VERSIONS = [(3, 8), (3, 9), (3, 10), (3, 11), (3, 12), (3, 13)]
#: every 20th file by default; each host starts at its own offset, so hosts cover different files
CROSS_STRIDE = 20
FULL = os.environ.get("ANTIOCH_FULL_CORPUS") == "1"


def cross_sample(version: Tuple[int, int], stride: int = CROSS_STRIDE) -> List[str]:
    """The .pyc files of ``version`` a cross-version test checks on this host (all of them if FULL)."""
    import sys

    files = corpus(version)
    if FULL:
        return files
    return files[(sys.version_info[1] * 3) % stride::stride]


def start_script(version: Tuple[int, int], script: str, payload: object) -> "subprocess.Popen[str]":
    """Start ``script`` under CPython ``version`` with the JSON of ``payload`` as its stdin."""
    import json

    with tempfile.TemporaryFile("w+", encoding="utf-8") as stdin:
        json.dump(payload, stdin)
        stdin.seek(0)
        return subprocess.Popen([interpreter(version) or "false", "-c", script],
                                stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                text=True, encoding="utf-8")


def finish_script(proc: "subprocess.Popen[str]") -> object:
    """The JSON a script started by :func:`start_script` printed (its stderr in the failure)."""
    import json

    out, err = proc.communicate()
    assert proc.returncode == 0, err[-3000:]
    return json.loads(out)
