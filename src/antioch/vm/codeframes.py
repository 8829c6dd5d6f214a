"""Real frame objects for VM code, and tracebacks without antioch's own frames.

A VM frame is not a Python frame, but a traceback entry needs one (``TracebackType`` takes only
a real frame).  :func:`code_frame` makes one per code object with ``PyFrame_New`` (a public C
function, called through ctypes; it builds the frame, it does not run it), so an entry of a VM
frame has the program's code as ``tb_frame.f_code`` and the VM instruction's offset in that code
as ``tb_lasti``: ``traceback``, ``inspect`` and CPython's own printer read file, name, line and
(3.11+) columns from them as from any frame.
"""
import os
import types
from typing import Any, Optional

FrameType = types.FrameType
#: frames of antioch itself (the VM machinery, the CLI that started it) are not the program's
ANTIOCH_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__))) + os.sep


def _frame_maker() -> Any:
    """``PyFrame_New`` (Include/cpython/frameobject.h, public C API in 3.8-3.13) through ctypes, or None."""
    try:
        import ctypes

        api = ctypes.pythonapi
        new = api.PyFrame_New
        new.restype = ctypes.py_object
        new.argtypes = [ctypes.c_void_p, ctypes.py_object, ctypes.py_object, ctypes.c_void_p]
        tstate = api.PyThreadState_Get
        tstate.restype = ctypes.c_void_p
    except (ImportError, AttributeError, OSError):
        return None
    return lambda code, globals_: new(tstate(), code, globals_, None)


_make_frame = _frame_maker()
_FRAMES: dict = {}  # id(code) -> (code, globals, frame)


def code_frame(code: types.CodeType, globals_: dict) -> Optional[FrameType]:
    """A real frame of ``code`` with these globals, made once per code object and never executed."""
    known = _FRAMES.get(id(code))
    if known is not None and known[0] is code and known[1] is globals_:
        return known[2]
    if _make_frame is None or type(globals_) is not dict:
        return None
    try:
        made = _make_frame(code, globals_)
    except Exception:  # the host's C recursion limit (3.12+; ctypes wraps it in ArgumentError)
        return None  # this entry keeps the loop's frame
    _FRAMES[id(code)] = (code, globals_, made)
    return made


def is_antioch(code: types.CodeType) -> bool:
    return code.co_filename.startswith(ANTIOCH_DIR)


def program_traceback(tb: Any) -> Any:
    """``tb`` without the entries of antioch's own frames (a new chain where any had to go)."""
    entries = []
    dropped = False
    while tb is not None:
        if is_antioch(tb.tb_frame.f_code):
            dropped = True
        else:
            entries.append(tb)
        tb = tb.tb_next
    if not dropped:
        return entries[0] if entries else None
    out = None
    for entry in reversed(entries):
        out = types.TracebackType(out, entry.tb_frame, entry.tb_lasti, entry.tb_lineno)
    return out
