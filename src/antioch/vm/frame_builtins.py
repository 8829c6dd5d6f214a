"""Builtins that look at their caller's frame (``locals()``, ``super()``, ``exec`` ...): called from VM code,
they see the VM frame (:data:`SPECIALS`, consulted by :func:`antioch.vm.calls.call`)."""
import builtins as _builtins
import sys
import types
from typing import Any, Dict, List

from antioch.vm.decode import NULL
from antioch.vm.frame import STATE, Frame, fresh
from antioch.vm.framelocals import frame_locals

CellType = types.CellType


def _locals(f: Frame, args: List[Any], kwargs: Any) -> Any:
    if args or kwargs:
        return locals(*args, **(kwargs or {}))
    return frame_locals(f)


def _globals(f: Frame, args: List[Any], kwargs: Any) -> Any:
    if args or kwargs:
        return globals(*args, **(kwargs or {}))
    return f.globals


def _vars(f: Frame, args: List[Any], kwargs: Any) -> Any:
    if args or kwargs:
        return vars(*args, **(kwargs or {}))
    return frame_locals(f)


def _dir(f: Frame, args: List[Any], kwargs: Any) -> Any:
    if args or kwargs:
        return dir(*args, **(kwargs or {}))
    return sorted(frame_locals(f))


def _cell_value(cell: Any) -> Any:
    try:
        return cell.cell_contents
    except ValueError:
        return NULL


def _super(f: Frame, args: List[Any], kwargs: Any) -> Any:
    if args or kwargs:
        return super(*args, **(kwargs or {}))
    pc = f.pc
    if pc.argcount == 0 and not pc.flags & 0x04:
        raise RuntimeError("super(): no arguments")
    first = f.fast[0]
    if first is NULL:  # 3.8-3.10: the first argument lives in its cell (Objects/typeobject.c, super_init)
        for slot, arg in pc.cell2arg:
            if arg == 0:
                first = _cell_value(f.fast[slot])
    # type(), not isinstance(): isinstance reads __class__, which a metaclass's __getattribute__ may serve
    if type(first) is CellType and pc.slot_names[0] != "__class__" and pc.cell_slots and 0 in pc.cell_slots:
        first = _cell_value(first)
    if first is NULL:  # deleted (super_init_without_args checks it before it looks for __class__)
        raise RuntimeError("super(): arg[0] deleted")
    if pc.argcount == 0:
        if not first:
            raise RuntimeError("super(): no arguments")
        first = first[0]
    if "__class__" not in pc.slot_names[pc.free_start:]:
        raise RuntimeError("super(): __class__ cell not found")
    cell = f.fast[pc.free_start + pc.slot_names[pc.free_start:].index("__class__")]
    try:
        cls = cell.cell_contents
    except ValueError:
        raise fresh(RuntimeError("super(): empty __class__ cell")) from None
    return super(cls, first)


def _compile_for(f: Frame, source: Any, mode: str) -> Any:
    if isinstance(source, types.CodeType):
        return source
    if isinstance(source, (bytes, bytearray)):
        source = source.decode()
    if isinstance(source, str) and mode == "eval":
        source = source.lstrip(" \t")
    return compile(source, "<string>", mode)


def _run_code(f: Frame, code: Any, args: List[Any], kwargs: Any, mode: str) -> Any:
    g = args[1] if len(args) > 1 else (kwargs or {}).get("globals")
    loc = args[2] if len(args) > 2 else (kwargs or {}).get("locals")
    closure = (kwargs or {}).get("closure")
    if code.co_freevars and closure is None:
        raise TypeError("code object passed to %s() may not contain free variables" % mode)
    if g is None:
        g = f.globals
        if loc is None:
            loc = frame_locals(f)
    elif loc is None:
        loc = g
    if not isinstance(g, dict):
        raise TypeError("%s() globals must be a dict, not %s" % (mode, type(g).__name__))
    if "__builtins__" not in g:
        g["__builtins__"] = _builtins
    return STATE.vm.run_code(code, g, loc, closure)


def _exec(f: Frame, args: List[Any], kwargs: Any) -> Any:
    if not args:
        return exec(*args, **(kwargs or {}))
    code = _compile_for(f, args[0], "exec")
    _run_code(f, code, args, kwargs, "exec")
    return None


def _eval(f: Frame, args: List[Any], kwargs: Any) -> Any:
    if not args:
        return eval(*args, **(kwargs or {}))
    code = _compile_for(f, args[0], "eval")
    return _run_code(f, code, args, kwargs, "eval")


def _exc_info(f: Frame, args: List[Any], kwargs: Any) -> Any:
    """sys.exc_info() of VM code: the exception its frames handle, with the traceback it has there."""
    if args or kwargs:
        return sys.exc_info(*args, **(kwargs or {}))
    exc = STATE.exc
    if exc is None:
        return (None, None, None)
    return (type(exc), exc, exc.__traceback__)


SPECIALS: Dict[int, Any] = {}
for _native, _replacement in ((locals, _locals), (globals, _globals), (vars, _vars), (dir, _dir),
                              (super, _super), (exec, _exec), (eval, _eval), (sys.exc_info, _exc_info)):
    SPECIALS[id(_native)] = (_native, _replacement)
