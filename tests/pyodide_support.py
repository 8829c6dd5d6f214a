"""Running commands inside the Pyodide CPython 3.14/3.15 from a host test (tools/pyodide.mjs)."""
import os
import shutil
import subprocess
from typing import List, Optional

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RUNNER = os.path.join(ROOT, "tools", "pyodide.mjs")
PACKAGES = {"3.14": "pyodide314", "3.15": "pyodide315"}
#: tools/pyodide.mjs exits with this status when the interpreter itself crashed (a WebAssembly trap)
FATAL_STATUS = 134


def pyodide_missing(version: str) -> Optional[str]:
    """Why the Pyodide of ``version`` cannot run here, or None."""
    if shutil.which("node") is None:
        return "node is not installed"
    entry = os.path.join(ROOT, "tools", "pyodide", "node_modules", PACKAGES[version], "pyodide.mjs")
    if not os.path.exists(entry):
        return "Pyodide %s is not installed: run `make pyodide`" % version
    return None


def needs_pyodide(version: str) -> None:
    """Skip the calling test, saying why, when Pyodide ``version`` is not installed."""
    reason = pyodide_missing(version)
    if reason is not None:
        pytest.skip(reason)


def run_pyodide(version: str, args: List[str], timeout: float = 300,
                cwd: str = ROOT) -> "subprocess.CompletedProcess[str]":
    """Run ``python ARGS`` inside Pyodide ``version``; text stdout and stderr."""
    needs_pyodide(version)
    return subprocess.run(["node", RUNNER, version, *args], cwd=cwd, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, universal_newlines=True, timeout=timeout)
