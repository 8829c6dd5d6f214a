"""The CPython interpreters on this machine, found at run time: the explorer compiles with them, the
decompiler's check recompiles with them.

* CPython 3.8-3.13 under ``$(pyenv root)/versions``: for each minor version the newest
  ``versions/3.X.Y/bin/python3.X``; the interpreter running the server is one of them even without pyenv.
* CPython 3.14 and 3.15 as Pyodide's WebAssembly builds, run by Node through ``tools/pyodide.mjs`` of the
  checkout this package lies in, when ``node`` is on PATH and ``make pyodide`` has installed the npm packages
  (``tools/pyodide/node_modules/pyodide3XY``).
"""
import json
import os
import re
import shutil
import subprocess
import sys
from typing import Dict, List, NamedTuple, Optional, Tuple

from antioch.opcodes import SUPPORTED

#: the checkout holding this package (src/antioch/ -> the directory of src/)
CHECKOUT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
#: the npm package of each Pyodide CPython (tools/pyodide/package.json; tools/pyodide.mjs has the same table)
PYODIDE_PACKAGES: Dict[Tuple[int, int], str] = {(3, 14): "pyodide314", (3, 15): "pyodide315"}


class Interpreter(NamedTuple):
    """One CPython the page can choose."""

    #: ``(3, 11)``
    version: Tuple[int, int]
    #: ``"3.11.7"``
    label: str
    #: the interpreter; for Pyodide, ``node``
    path: str
    #: for Pyodide, the runner script (tools/pyodide.mjs) that ``path`` runs; None for a native CPython
    runner: Optional[str] = None

    @property
    def pyodide(self) -> bool:
        return self.runner is not None

    @property
    def title(self) -> str:
        """What the page calls it: ``3.11.7``, ``3.14.2 (Pyodide)``."""
        return self.label + (" (Pyodide)" if self.pyodide else "")


def pyenv_root() -> Optional[str]:
    """``$PYENV_ROOT``, else what ``pyenv root`` says, else ``~/.pyenv`` if it exists."""
    root = os.environ.get("PYENV_ROOT")
    if root:
        return root
    try:
        done = subprocess.run(["pyenv", "root"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=5,
                              universal_newlines=True)
        if done.returncode == 0 and done.stdout.strip():
            return done.stdout.strip()
    except (OSError, subprocess.SubprocessError):
        pass
    home = os.path.expanduser("~/.pyenv")
    return home if os.path.isdir(home) else None


_PATCH = re.compile(r"^(\d+)\.(\d+)\.(\d+)$")


def find_interpreters(root: Optional[str] = None) -> List[Interpreter]:
    """The newest installed CPython of each supported version, oldest version first."""
    best: Dict[Tuple[int, int], Tuple[int, Interpreter]] = {}
    root = root if root is not None else pyenv_root()
    if root and os.path.isdir(os.path.join(root, "versions")):
        for name in os.listdir(os.path.join(root, "versions")):
            m = _PATCH.match(name)
            if not m:
                continue
            version = (int(m.group(1)), int(m.group(2)))
            if version not in SUPPORTED:
                continue
            path = os.path.join(root, "versions", name, "bin", "python%d.%d" % version)
            if not os.access(path, os.X_OK):
                continue
            patch = int(m.group(3))
            if version not in best or best[version][0] < patch:
                best[version] = (patch, Interpreter(version, name, path))
    host = (sys.version_info[0], sys.version_info[1])
    if host in SUPPORTED and host not in best and sys.executable:
        best[host] = (sys.version_info[2], Interpreter(host, "%d.%d.%d" % sys.version_info[:3], sys.executable))
    return [best[v][1] for v in sorted(best)]


def find_pyodide(checkout: str = CHECKOUT) -> List[Interpreter]:
    """The Pyodide CPythons that ``checkout``'s tools/pyodide.mjs can run here, oldest first (none without node)."""
    runner = os.path.join(checkout, "tools", "pyodide.mjs")
    node = shutil.which("node")
    if node is None or not os.path.isfile(runner):
        return []
    found = []
    for version in sorted(PYODIDE_PACKAGES):
        package = os.path.join(checkout, "tools", "pyodide", "node_modules", PYODIDE_PACKAGES[version])
        if not os.path.isfile(os.path.join(package, "pyodide.mjs")):
            continue
        label = "%d.%d" % version
        try:  # the CPython release inside: {"info": {"python": "3.14.2"}, ...}
            with open(os.path.join(package, "pyodide-lock.json"), encoding="utf-8") as f:
                python = json.load(f).get("info", {}).get("python")
            if isinstance(python, str) and python.startswith(label + "."):
                label = python
        except (OSError, ValueError, AttributeError):
            pass
        found.append(Interpreter(version, label, node, runner))
    return found


def all_interpreters() -> List[Interpreter]:
    """Native CPythons, then the Pyodide ones of versions no native interpreter has."""
    native = find_interpreters()
    have = {i.version for i in native}
    return native + [i for i in find_pyodide() if i.version not in have]
