"""Tracebacks through VM frames, printed the way CPython prints them.

What the VM does (frame.mark_traceback): when an exception passes through a VM frame, the
traceback entry of the run loop's own Python frame is replaced by one whose ``tb_lineno`` is
the VM instruction's line, and the VM frame remembers which instruction that entry stands for
(``Frame.tb_index``, keyed by the entry).  The loop's Python frame holds the VM
:class:`~antioch.vm.frame.Frame` in its local ``f``, so a formatter can name the VM code's
file, function and position.  :func:`vm_stack` does that for one traceback and
drops the VM's own machinery (the handlers, ``Function.__call__``); native frames (a
library function called from VM code) stay as they are.  :func:`format_exception` then lets
``traceback.TracebackException`` do the rest (chaining, groups, notes, carets), with each
stack replaced by the VM-aware one.
"""
import os
import sys
import traceback
from typing import Any, List

from antioch.vm import frame as _frame_module

_LOOP_CODES = {_frame_module.run.__code__, _frame_module.run_traced.__code__,
               _frame_module.run_generator.__code__}
# frames of antioch itself (the VM machinery, the CLI that started it) are not the program's
_VM_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__))) + os.sep
_HAS_COLUMNS = sys.version_info >= (3, 11)
#: the interpreter's own printer (Python/pythonrun.c) writes "__main__.Boom" before 3.11, the traceback module "Boom"
_QUALIFY_MAIN = sys.version_info < (3, 11)


def _summary(filename: str, lineno: Any, name: str, position: Any = None) -> traceback.FrameSummary:
    if _HAS_COLUMNS and position is not None and position[0] is not None:
        line, end_line, col, end_col = position
        return traceback.FrameSummary(filename, line, name, end_lineno=end_line,
                                      colno=col, end_colno=end_col)
    return traceback.FrameSummary(filename, lineno, name)


def vm_stack(tb: Any) -> traceback.StackSummary:
    """The frames of traceback ``tb`` as CPython would list them, VM frames included."""
    frames: List[traceback.FrameSummary] = []
    while tb is not None:
        pyframe = tb.tb_frame
        code = pyframe.f_code
        if tb.tb_next is not None and tb.tb_next.tb_frame is pyframe:
            pass  # the loop re-raised: the entry after this one carries the VM position
        elif code in _LOOP_CODES:
            vmf = pyframe.f_locals.get("f")
            if vmf is not None:
                pc = vmf.pc
                i = vmf.tb_index.get(id(tb), -1) if vmf.tb_index else -1
                position = pc.position(i) if i >= 0 else None
                lineno = position[0] if position is not None else tb.tb_lineno
                frames.append(_summary(pc.code.co_filename, lineno, pc.code.co_name, position))
        elif not code.co_filename.startswith(_VM_DIR):
            position = None
            if _HAS_COLUMNS and tb.tb_lasti >= 0:
                positions = list(code.co_positions())
                if tb.tb_lasti // 2 < len(positions):
                    position = positions[tb.tb_lasti // 2]
            frames.append(_summary(code.co_filename, tb.tb_lineno, code.co_name, position))
        tb = tb.tb_next
    for summary in frames:
        summary.line  # noqa: B018  (load the source line now, as extract_tb does)
    return traceback.StackSummary.from_list(frames)


def _replace_stacks(te: Any, exc: Any, seen: set) -> None:
    if exc is None or id(exc) in seen:
        return
    seen.add(id(exc))
    te.stack = vm_stack(exc.__traceback__)
    if _QUALIFY_MAIN and getattr(type(exc), "__module__", None) == "__main__":
        te.format_exception_only = _qualified(te.format_exception_only, type(exc).__qualname__)
    if getattr(te, "__cause__", None) is not None:
        _replace_stacks(te.__cause__, exc.__cause__, seen)
    if getattr(te, "__context__", None) is not None:
        _replace_stacks(te.__context__, exc.__context__, seen)
    for sub_te, sub in zip(getattr(te, "exceptions", None) or (), getattr(exc, "exceptions", None) or ()):
        _replace_stacks(sub_te, sub, seen)


def _qualified(format_only: Any, qualname: str) -> Any:
    def format_exception_only() -> Any:
        for line in format_only():
            if line.startswith(qualname + ":") or line == qualname + "\n":
                line = "__main__." + line
            yield line
    return format_exception_only


def format_exception(exc: BaseException) -> List[str]:
    """``traceback.format_exception(exc)`` with VM frames shown as the frames of the program."""
    name = getattr(exc, "name", None) if isinstance(exc, NameError) else None
    if name is not None:
        exc.name = None  # type: ignore[attr-defined]  # suggestions would read the VM's own frame
    try:
        te = traceback.TracebackException(type(exc), exc, exc.__traceback__)
    finally:
        if name is not None:
            exc.name = name  # type: ignore[attr-defined]
    _replace_stacks(te, exc, set())
    return list(te.format())


def print_exception(exc: BaseException, file: Any = None) -> None:
    out = sys.stderr if file is None else file
    for chunk in format_exception(exc):
        out.write(chunk)
    out.flush()
