"""Tracebacks through VM frames, printed the way CPython prints them.

A VM frame's traceback entry carries a real frame of the program's code and the VM instruction's
offset and line (:func:`antioch.vm.frame.mark_traceback`, :mod:`antioch.vm.codeframes`), so the
``traceback`` module formats it as it formats any frame; what is left is to drop the entries of
antioch's own frames (run loops, handlers, call helpers, the CLI) from every traceback of the
chain, then let ``traceback.TracebackException`` do the rest (chaining, groups, notes, carets).
"""
import sys
import traceback
from typing import Any, List

from antioch.vm.codeframes import program_traceback

#: the interpreter's own printer (Python/pythonrun.c) writes "__main__.Boom" before 3.11, the traceback module "Boom"
_QUALIFY_MAIN = sys.version_info < (3, 11)


def _clean_chain(exc: Any, seen: set) -> None:
    if exc is None or id(exc) in seen:
        return
    seen.add(id(exc))
    exc.__traceback__ = program_traceback(exc.__traceback__)
    _clean_chain(exc.__cause__, seen)
    _clean_chain(exc.__context__, seen)
    for sub in getattr(exc, "exceptions", None) or ():
        _clean_chain(sub, seen)


def _qualify(te: Any, exc: Any, seen: set) -> None:
    if exc is None or id(exc) in seen:
        return
    seen.add(id(exc))
    if getattr(type(exc), "__module__", None) == "__main__":
        te.format_exception_only = _qualified(te.format_exception_only, type(exc).__qualname__)
    if getattr(te, "__cause__", None) is not None:
        _qualify(te.__cause__, exc.__cause__, seen)
    if getattr(te, "__context__", None) is not None:
        _qualify(te.__context__, exc.__context__, seen)


def _qualified(format_only: Any, qualname: str) -> Any:
    def format_exception_only() -> Any:
        for line in format_only():
            if line.startswith(qualname + ":") or line == qualname + "\n":
                line = "__main__." + line
            yield line
    return format_exception_only


def format_exception(exc: BaseException) -> List[str]:
    """``traceback.format_exception(exc)`` with the program's frames only."""
    _clean_chain(exc, set())
    te = traceback.TracebackException(type(exc), exc, exc.__traceback__)
    if _QUALIFY_MAIN:
        _qualify(te, exc, set())
    return list(te.format())


def print_exception(exc: BaseException, file: Any = None) -> None:
    out = sys.stderr if file is None else file
    for chunk in format_exception(exc):
        out.write(chunk)
    out.flush()
