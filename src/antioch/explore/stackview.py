"""The value stack of a frame paused in ``sys.settrace``, read from CPython's own frame structures.

The fallback tracer (:mod:`antioch.explore.tracer`) runs in the child interpreter and stops before each
instruction; Python offers no way to see the value stack there.  CPython does keep it in memory, and
before it calls a trace function 3.8-3.11 even store where its top is:

* 3.8-3.9: ``f->f_stacktop = stack_pointer`` before ``maybe_call_line_trace`` (Python/ceval.c),
  the values from ``f_valuestack`` up to it;
* 3.10: ``f->f_stackdepth`` (Python/ceval.c, the same place);
* 3.11: ``_PyFrame_SetStackPointer(frame, stack_pointer)`` in ``DO_TRACING``, so ``frame->stacktop``
  counts the slots of ``localsplus`` in use (Include/internal/pycore_frame.h).

3.12 and 3.13 trace through ``sys.monitoring`` instrumentation and leave ``stacktop`` at -1.  The slots
are still there, after the locals; how many are live is a static property of the bytecode (every
instruction has one stack depth, which CPython's compiler relies on), so the depth comes from antioch's
own stack-depth analysis (:func:`antioch.analysis.stackdepth.analyse`) at the instruction's offset.

The variables come from the same place on 3.11+ (:meth:`StackReader.variables`): asking for ``frame.f_locals``
in a trace function makes 3.12 write the locals back into the frame afterwards (``PyFrame_LocalsToFast`` in
``call_trampoline``, Python/sysmodule.c), which sets the hidden variable of an inlined comprehension
(PEP 709) to None and breaks the program being traced.

Every read is checked first: the frame must point at its own code object (and, 3.11+, the interpreter
frame back at the frame object), the depth must be within ``co_stacksize``; otherwise, and on anything
but a 64-bit release CPython, the stack is reported as unknown (None), never guessed.
"""
import ctypes
import sys
import types
from typing import Any, Dict, List, Optional, Tuple

#: Field offsets (bytes, 64-bit release builds) in CPython's frame structures, per version.
#: 3.8-3.10 PyFrameObject (Include/frameobject.h, Include/cpython/frameobject.h): f_code, f_valuestack,
#: then f_stacktop (3.8-3.9) or f_stackdepth (3.10).  3.11+: PyFrameObject.f_frame points to the
#: _PyInterpreterFrame (Include/internal/pycore_frame.h) with its code object, frame_obj, stacktop and
#: localsplus.
LAYOUTS: Dict[Any, Dict[str, int]] = {
    (3, 8): {"code": 32, "valuestack": 64, "stacktop": 72},
    (3, 9): {"code": 32, "valuestack": 64, "stacktop": 72},
    (3, 10): {"code": 32, "valuestack": 64, "stackdepth": 80},
    (3, 11): {"iframe": 24, "icode": 32, "ilocals": 24, "iframe_obj": 40, "istacktop": 64, "localsplus": 72},
    (3, 12): {"iframe": 24, "icode": 0, "ilocals": 40, "iframe_obj": 48, "localsplus": 72},
    (3, 13): {"iframe": 24, "icode": 0, "ilocals": 40, "iframe_obj": 48, "localsplus": 72},
}

_POINTER = ctypes.sizeof(ctypes.c_void_p)


class NullSlot:
    """A NULL on the stack (3.8's LOAD_METHOD, 3.11+'s PUSH_NULL): shown as ``NULL``."""

    def __repr__(self) -> str:
        return "NULL"


NULL = NullSlot()


def _ptr(address: int) -> int:
    return ctypes.c_void_p.from_address(address).value or 0


def _int(address: int) -> int:
    return ctypes.c_int.from_address(address).value


class StackReader:
    """Reads the value stack of traced frames of this interpreter; :attr:`available` says if it can."""

    def __init__(self, codes: Optional[List[Any]] = None) -> None:
        version = (sys.version_info[0], sys.version_info[1])
        self.layout = LAYOUTS.get(version)
        self.version = version
        # Py_TRACE_REFS builds (sys.getobjects) have two more pointers in every object header
        self.available = (self.layout is not None and sys.implementation.name == "cpython" and _POINTER == 8
                          and not hasattr(sys, "getobjects"))
        self._depths: Dict[int, Dict[int, int]] = {}
        self._base: Dict[int, int] = {}
        self.static = self.layout is not None and "istacktop" not in self.layout and "iframe" in self.layout
        if self.available and self.static:
            for code in codes or []:
                self._depths[id(code)] = static_depths(code)

    def read(self, frame: Any) -> Optional[List[Any]]:
        """The values on ``frame``'s stack, bottom first (NULL as :data:`NULL`), or None when unknown."""
        if not self.available:
            return None
        try:
            return self._read(frame)
        except (ValueError, OverflowError):
            return None

    def _read(self, frame: Any) -> Optional[List[Any]]:
        layout = self.layout
        assert layout is not None
        code = frame.f_code
        address = id(frame)
        if "iframe" not in layout:
            if _ptr(address + layout["code"]) != id(code):
                return None
            base = _ptr(address + layout["valuestack"])
            if "stacktop" in layout:
                top = _ptr(address + layout["stacktop"])
                if not top or not base:
                    return None
                depth = (top - base) // _POINTER
            else:
                depth = _int(address + layout["stackdepth"])
        else:
            iframe = _ptr(address + layout["iframe"])
            if not iframe or _ptr(iframe + layout["icode"]) != id(code) or \
                    _ptr(iframe + layout["iframe_obj"]) != address:
                return None
            slots = self._slots(code)
            base = iframe + layout["localsplus"] + _POINTER * slots
            if "istacktop" in layout:
                depth = _int(iframe + layout["istacktop"]) - slots
            else:
                found = self._depths.get(id(code), {}).get(frame.f_lasti)
                if found is None:
                    return None
                depth = found
        if not 0 <= depth <= code.co_stacksize:
            return None
        values: List[Any] = []
        for k in range(depth):
            p = _ptr(base + _POINTER * k)
            values.append(NULL if not p else ctypes.cast(p, ctypes.py_object).value)
        return values

    def variables(self, frame: Any) -> List[Tuple[str, Any]]:
        """(name, value) of the frame's bound variables (cells by their contents), without ``f_locals`` on 3.11+."""
        if self.available and self.layout is not None and "iframe" in self.layout:
            try:
                found = self._variables(frame)
            except (ValueError, OverflowError):
                found = None
            if found is not None:
                return found
        return list(frame.f_locals.items())

    def _variables(self, frame: Any) -> Optional[List[Tuple[str, Any]]]:
        layout = self.layout
        assert layout is not None
        code = frame.f_code
        address = id(frame)
        iframe = _ptr(address + layout["iframe"])
        if not iframe or _ptr(iframe + layout["icode"]) != id(code) or _ptr(iframe + layout["iframe_obj"]) != address:
            return None
        out: List[Tuple[str, Any]] = []
        shared = set(code.co_cellvars) | set(code.co_freevars)
        if not code.co_flags & 1:  # not CO_OPTIMIZED: module and class bodies keep their names in a dict
            namespace = _ptr(iframe + layout["ilocals"])
            if namespace:
                mapping = ctypes.cast(namespace, ctypes.py_object).value
                if isinstance(mapping, dict):
                    out.extend(mapping.items())
        own = set(code.co_varnames)
        names = list(code.co_varnames) + [c for c in code.co_cellvars if c not in own] + list(code.co_freevars)
        base = iframe + layout["localsplus"]
        for k, name in enumerate(names):
            p = _ptr(base + _POINTER * k)
            if not p:
                continue  # unbound
            value = ctypes.cast(p, ctypes.py_object).value
            if name in shared and isinstance(value, types.CellType):
                try:
                    value = value.cell_contents
                except ValueError:  # an empty cell
                    continue
            out.append((name, value))
        return out

    def _slots(self, code: Any) -> int:
        n = self._base.get(id(code))
        if n is None:
            own = set(code.co_varnames)
            n = self._base[id(code)] = (len(code.co_varnames) + sum(1 for c in code.co_cellvars if c not in own)
                                        + len(code.co_freevars))
        return n


def static_depths(code: Any) -> Dict[int, int]:
    """offset -> stack depth before the instruction there, by antioch's analysis of the code as it runs."""
    from antioch import fields_of, lift
    from antioch.analysis.cfg import build_cfg
    from antioch.analysis.stackdepth import analyse

    cfg = build_cfg(lift(fields_of(code)))
    result = analyse(cfg, compiler=False)
    return {cfg.offsets[i]: depth for i, depth in enumerate(result.before) if depth is not None}
