"""Running :mod:`antioch.explore.worker` in a child interpreter, with a time limit and memory limit.

The server never compiles or runs the page's source itself: compiling must be done by the chosen
version's own compiler, and running must not be able to hang or break the server.
"""
import json
import os
import subprocess
import tempfile
from typing import Any, Callable, Dict, Optional

import antioch
from antioch.explore.versions import Interpreter

#: the directory that holds the ``antioch`` package, put on the child's PYTHONPATH
PACKAGE_PARENT = os.path.dirname(os.path.dirname(os.path.abspath(antioch.__file__)))
#: address space of a child (bytes): a runaway program stops with MemoryError instead of eating the machine
MEMORY_LIMIT = 1 << 30
#: the child's program: -c puts the working directory first on sys.path; drop it before importing anything,
#: so that files in the (temporary) working directory cannot stand in for antioch's modules
_BOOT = "import sys; del sys.path[0]; from antioch.explore.worker import main; sys.exit(main())"


def _limits(cpu_seconds: int) -> Optional[Callable[[], None]]:
    try:
        import resource
    except ImportError:  # not POSIX: the timeout alone bounds the child
        return None

    def apply() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))
        resource.setrlimit(resource.RLIMIT_CPU, (cpu_seconds, cpu_seconds))

    return apply


def run_worker(interpreter: Interpreter, request: Dict[str, Any], timeout: float = 10.0) -> Dict[str, Any]:
    """The worker's JSON answer to ``request``, or ``{"error": ...}`` saying why there is none."""
    env = dict(os.environ)
    env["PYTHONPATH"] = PACKAGE_PARENT
    env["PYTHONIOENCODING"] = "utf-8"
    env.pop("PYTHONSTARTUP", None)
    try:
        done = subprocess.run([interpreter.path, "-s", "-c", _BOOT],
                              input=json.dumps(request).encode("utf-8"), stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, timeout=timeout, env=env,
                              preexec_fn=_limits(int(timeout) + 1), cwd=tempfile.gettempdir())
    except subprocess.TimeoutExpired:
        return {"error": "CPython %s took longer than %g s and was stopped" % (interpreter.label, timeout),
                "timeout": True}
    except OSError as exc:
        return {"error": "cannot run %s: %s" % (interpreter.path, exc.strerror)}
    try:
        answer = json.loads(done.stdout.decode("utf-8"))
    except ValueError:
        last = done.stderr.decode("utf-8", "replace").strip().splitlines()
        why = last[-1] if last else "exit status %d" % done.returncode
        return {"error": "CPython %s gave no answer (%s)" % (interpreter.label, why)}
    if not isinstance(answer, dict):
        return {"error": "CPython %s gave a malformed answer" % interpreter.label}
    return answer
