"""The interpreters the explorer can compile with: CPython 3.8-3.13 under ``$(pyenv root)/versions``, found at run time.

For each supported minor version the newest ``versions/3.X.Y/bin/python3.X`` is used; the interpreter running
the server is one of them even without pyenv.
"""
import os
import re
import subprocess
import sys
from typing import Dict, List, NamedTuple, Optional, Tuple

from antioch.opcodes import SUPPORTED


class Interpreter(NamedTuple):
    """One CPython the page can choose."""

    #: ``(3, 11)``
    version: Tuple[int, int]
    #: ``"3.11.7"``
    label: str
    path: str


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
