"""Running :mod:`antioch.explore.worker` in a child interpreter, with a time limit and memory limit.

The server never compiles or runs the page's source itself: compiling must be done by the chosen
version's own compiler, and running must not be able to hang or break the server.
"""
import contextlib
import json
import os
import signal
import subprocess
import tempfile
from typing import Any, Callable, Dict, List, Optional

import antioch
from antioch.interpreters import Interpreter

#: the directory that holds the ``antioch`` package, put on the child's PYTHONPATH
PACKAGE_PARENT = os.path.dirname(os.path.dirname(os.path.abspath(antioch.__file__)))
#: address space of a child (bytes): a runaway program stops with MemoryError instead of eating the machine
MEMORY_LIMIT = 1 << 30
#: extra seconds a Pyodide child gets to load before its own time limit counts
PYODIDE_START_SECONDS = 30.0
#: the child's program: -c puts the working directory first on sys.path; drop it before importing anything,
#: so that files in the (temporary) working directory cannot stand in for antioch's modules
_BOOT = "import sys; del sys.path[0]; from antioch.explore.worker import main; sys.exit(main())"


def _limits(cpu_seconds: int, memory: bool = True) -> Optional[Callable[[], None]]:
    try:
        import resource
    except ImportError:  # not POSIX: the timeout alone bounds the child
        return None

    def apply() -> None:
        if memory:
            resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))
        resource.setrlimit(resource.RLIMIT_CPU, (cpu_seconds, cpu_seconds))

    return apply


def kill_group(proc: "subprocess.Popen[bytes]") -> None:
    """Kill every process left in ``proc``'s process group (it leads one: start_new_session) and reap ``proc``.

    Also after a child that ended by itself: a grandchild it forked in the background would otherwise
    outlive it.
    """
    killpg = getattr(os, "killpg", None)
    if killpg is None:  # not POSIX: no process groups, the child alone
        proc.kill()
    else:
        with contextlib.suppress(ProcessLookupError, PermissionError):  # the group is already gone
            killpg(proc.pid, getattr(signal, "SIGKILL", signal.SIGTERM))
    for stream in (proc.stdin, proc.stdout, proc.stderr):
        if stream is not None:
            stream.close()
    proc.wait()


def child_command(interpreter: Interpreter) -> List[str]:
    """The command that runs the worker under ``interpreter`` (for Pyodide: node, the runner, the version)."""
    if interpreter.runner is not None:
        # tools/pyodide.mjs puts its own checkout's src/ (where this package is) on sys.path; -c makes
        # sys.path[0] '' as python does, which _BOOT drops
        return [interpreter.path, interpreter.runner, "%d.%d" % interpreter.version, "-c", _BOOT]
    return [interpreter.path, "-s", "-c", _BOOT]


def run_worker(interpreter: Interpreter, request: Dict[str, Any], timeout: float = 10.0) -> Dict[str, Any]:
    """The worker's JSON answer to ``request``, or ``{"error": ...}`` saying why there is none.

    A Pyodide interpreter gets PYODIDE_START_SECONDS more (loading the WebAssembly takes seconds) and no
    address-space limit (WebAssembly reserves gigabytes of address space up front); its time limits stay.
    """
    env = dict(os.environ)
    env["PYTHONPATH"] = PACKAGE_PARENT
    env["PYTHONIOENCODING"] = "utf-8"
    env.pop("PYTHONSTARTUP", None)
    if interpreter.pyodide:
        # the runner puts src/ on sys.path itself; a PYTHONPATH naming it too, read before the runner mounts
        # the host directories, leaves an import cache entry that hides the package
        env.pop("PYTHONPATH", None)
        timeout += PYODIDE_START_SECONDS
        cwd = os.path.dirname(os.path.dirname(interpreter.runner or ""))  # inside the mounted checkout
    else:
        cwd = tempfile.gettempdir()
    try:
        # a session of its own: the child leads a new process group, so that at its end the whole group
        # goes, with whatever the program forked (a process that calls setsid itself leaves the group)
        proc = subprocess.Popen(child_command(interpreter), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, env=env, cwd=cwd, start_new_session=True,
                                preexec_fn=_limits(int(timeout) + 1, memory=not interpreter.pyodide))
    except OSError as exc:
        return {"error": "cannot run %s: %s" % (interpreter.path, exc.strerror)}
    try:
        stdout, stderr = proc.communicate(json.dumps(request).encode("utf-8"), timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"error": "CPython %s took longer than %g s and was stopped" % (interpreter.title, timeout),
                "timeout": True}
    finally:
        kill_group(proc)
    done = subprocess.CompletedProcess(proc.args, proc.returncode, stdout, stderr)
    try:
        answer = json.loads(done.stdout.decode("utf-8"))
    except ValueError:
        last = done.stderr.decode("utf-8", "replace").strip().splitlines()
        why = last[-1] if last else "exit status %d" % done.returncode
        return {"error": "CPython %s gave no answer (%s)" % (interpreter.title, why)}
    if not isinstance(answer, dict):
        return {"error": "CPython %s gave a malformed answer" % interpreter.title}
    return answer
