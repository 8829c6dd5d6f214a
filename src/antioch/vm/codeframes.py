"""Real frame objects for VM code, and tracebacks without antioch's own frames.

A VM frame is not a Python frame, but a traceback entry needs one (``TracebackType`` takes only
a real frame).  :func:`activation_frame` makes one per VM frame that an exception passes through,
with ``PyFrame_New`` (a public C function, called through ctypes; it builds the frame, it does not
run it), so an entry of a VM frame has the program's code as ``tb_frame.f_code``, the VM
instruction's offset in that code as ``tb_lasti`` (``traceback``, ``inspect`` and CPython's own
printer read file, name, line and, 3.11+, columns from them as from any frame) and the VM frame's
locals as ``tb_frame.f_locals``, as a post-mortem debugger or ``capture_locals`` expect.

Writing the locals: from 3.13 ``f_locals`` of a function's frame is a proxy that writes through
(PEP 667); before, it is a dict copied from the frame's slots, written back by
``PyFrame_LocalsToFast``.  That copy reads cell and free variables through cells, which a frame
that never ran does not have (3.11 and 3.12 even read the function's closure, which such a frame
lacks, Objects/frameobject.c ``_PyFrame_FastToLocalsWithError``; 3.13's proxy crashes writing a free
variable), so the frame of code with cells is made of a twin of the code whose cell and free
variables are plain locals: same name, file, lines and positions, so a traceback reads the same.
"""
import os
import types
from typing import Any, Optional

from antioch.vm.framelocals import WRITE_THROUGH, frame_locals

FrameType = types.FrameType
#: frames of antioch itself (the VM machinery, the CLI that started it) are not the program's
ANTIOCH_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__))) + os.sep


def _load_ctypes() -> Any:
    try:
        import ctypes
    except ImportError:  # WebAssembly builds may lack it
        return None
    return ctypes


_ctypes = _load_ctypes()  # loaded now: a frame may be needed at shutdown, when imports fail


def _frame_maker() -> Any:
    """``PyFrame_New`` (Include/cpython/frameobject.h, public C API in 3.8-3.13) through ctypes, or None."""
    ctypes = _ctypes
    try:
        api = ctypes.pythonapi
        new = api.PyFrame_New
        new.restype = ctypes.py_object
        new.argtypes = [ctypes.c_void_p, ctypes.py_object, ctypes.py_object, ctypes.c_void_p]
        tstate = api.PyThreadState_Get
        tstate.restype = ctypes.c_void_p
        to_fast = None
        if not WRITE_THROUGH:
            to_fast = api.PyFrame_LocalsToFast
            to_fast.restype = None
            to_fast.argtypes = [ctypes.py_object, ctypes.c_int]
    except (ImportError, AttributeError, OSError):
        return None, None
    return (lambda code, globals_, locals_: new(tstate(), code, globals_, None if locals_ is None else id(locals_)),
            to_fast)


_make_frame, _locals_to_fast = _frame_maker()
#: where a frame object keeps ``f_back`` up to 3.10 (Include/cpython/frameobject.h: the first field after
#: PyObject_VAR_HEAD); 3.11+ frames made by PyFrame_New have none
_F_BACK_OFFSET = 3 * (_ctypes.sizeof(_ctypes.c_void_p) if _ctypes is not None else 8)


def _cut_back(frame: FrameType) -> None:
    """Drop the ``f_back`` PyFrame_New gave ``frame`` up to 3.10: the frame running then, antioch's own
    (mark_traceback, which holds the exception: a cycle that kept every local alive until a collection).

    Written only where the field is found to hold exactly that frame."""
    back = frame.f_back
    if back is None or _ctypes is None:
        return
    field = _ctypes.c_void_p.from_address(id(frame) + _F_BACK_OFFSET)
    if field.value != id(back):
        return
    field.value = None
    _ctypes.pythonapi.Py_DecRef(_ctypes.py_object(back))
_TWINS: dict = {}  # id(code) -> (code, twin)


def _frame_code(code: types.CodeType) -> types.CodeType:
    """``code``, or if it has cell or free variables, its twin with plain locals only."""
    if not (code.co_cellvars or code.co_freevars):
        return code
    known = _TWINS.get(id(code))
    if known is not None and known[0] is code:
        return known[1]
    names = code.co_varnames + tuple(n for n in code.co_cellvars + code.co_freevars
                                     if n not in code.co_varnames)
    twin = code.replace(co_varnames=names, co_nlocals=len(names), co_cellvars=(), co_freevars=())
    _TWINS[id(code)] = (code, twin)
    return twin


def activation_frame(f: Any) -> Optional[FrameType]:
    """A real frame standing for VM frame ``f`` in a traceback entry (never executed), holding the
    locals of ``f`` now; None where no real frame can be made.

    A new one for each entry: kept with the VM frame, it would hold a second reference to every
    local for the frame's whole life (CPython's frame is the locals; the tests that count references
    see the difference), while an entry's frame lives only as long as the traceback."""
    if _make_frame is None or type(f.globals) is not dict:
        return None
    try:
        made = _make_frame(_frame_code(f.pc.code), f.globals, f.locals)
    except Exception:  # the host's C recursion limit (3.12+; ctypes wraps it in ArgumentError)
        return None  # this entry keeps the loop's frame
    _cut_back(made)
    if f.locals is None:  # a function's frame: its slots (a module or class body's frame shares f.locals)
        _write_locals(made, frame_locals(f))
    return made


def _write_locals(frame: FrameType, values: dict) -> None:
    target = frame.f_locals
    if WRITE_THROUGH:
        for name, value in values.items():
            target[name] = value
        return
    target.clear()
    target.update(values)
    _locals_to_fast(frame, 1)


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
