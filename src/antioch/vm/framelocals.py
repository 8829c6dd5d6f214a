"""A VM frame's locals, as ``locals()`` and ``frame.f_locals`` give them.

:func:`frame_locals` is the snapshot ``locals()`` returns; :func:`live_locals` is ``f_locals``: up to
3.12 that snapshot too, from 3.13 a view that reads and writes the frame's variables as they are at
each access (PEP 667's ``FrameLocalsProxy``).
"""
import sys
import types
from collections.abc import MutableMapping
from typing import Any, Iterator

from antioch.vm.decode import NULL

CellType = types.CellType


def _slots_probe() -> Any:
    return sys._getframe().f_locals


#: a function frame's f_locals is a view that writes through to its variables (PEP 667, 3.13+)
WRITE_THROUGH = type(_slots_probe()) is not dict


def _deletion_probe() -> Any:
    x = 1
    view = sys._getframe().f_locals
    try:
        del view["x"]
    except Exception as exc:  # 3.13: TypeError, 3.14: ValueError (each with its own message)
        return type(exc), exc.args  # not the exception: its traceback would keep this frame alive
    return x


#: what the host's view raises when a variable is deleted from it: (exception type, arguments)
DELETION_ERROR = _deletion_probe() if WRITE_THROUGH else None


def frame_locals(f: Any) -> Any:
    """A VM frame's locals as ``locals()`` gives them: the locals mapping, or the fast slots by name.

    A module or class body running a comprehension inlined into it (PEP 709, 3.12+) has fast slots
    too: while they hold values, a copy of the mapping with them (Objects/frameobject.c, the frame's
    "hidden" locals)."""
    pc = f.pc
    if f.locals is not None:
        if not pc.nlocals:
            return f.locals
        hidden = _slot_values(f, pc.nlocals)
        if not hidden:
            return f.locals
        merged = dict(f.locals)
        merged.update(hidden)
        return merged
    return _slot_values(f, pc.nfast)


def _slot_values(f: Any, end: int) -> dict:
    """The values of the first ``end`` fast slots of ``f`` by name (cells read), unbound ones left out."""
    pc = f.pc
    out = {}
    fast = f.fast
    names = pc.slot_names
    for j in range(end):
        v = fast[j]
        if v is NULL:
            continue
        if (j >= pc.nlocals or j in pc.cell_slots) and type(v) is CellType:
            try:
                v = v.cell_contents
            except ValueError:
                continue
        out[names[j]] = v
    return out


def live_locals(f: Any) -> Any:
    """``f_locals`` of VM frame ``f``: a :class:`LocalsView` where the host's frames give a view."""
    return LocalsView(f) if WRITE_THROUGH else frame_locals(f)


class LocalsView(MutableMapping):
    """The variables of a VM frame as they are now (Objects/frameobject.c, FrameLocalsProxy, 3.13)."""

    __slots__ = ("_f",)

    def __init__(self, f: Any) -> None:
        self._f = f

    def _now(self) -> Any:
        return frame_locals(self._f)

    def __getitem__(self, name: str) -> Any:
        now = self._now()
        if name not in now and name in self._f.pc.slot_names:  # Objects/frameobject.c, framelocalsproxy_getitem
            raise KeyError("local variable '%r' is not defined" % (name,))
        return now[name]

    def __iter__(self) -> Iterator[str]:
        return iter(list(self._now()))

    def __len__(self) -> int:
        return len(self._now())

    def __setitem__(self, name: str, value: Any) -> None:
        f = self._f
        pc = f.pc
        slot = pc.slot_names.index(name) if name in pc.slot_names else -1
        if slot < 0:
            if f.locals is None:
                raise KeyError(name)  # CPython keeps extra names of a function's frame aside; not the VM
            f.locals[name] = value
            return
        old = f.fast[slot]
        if (slot >= pc.nlocals or slot in pc.cell_slots) and type(old) is CellType:
            old.cell_contents = value
        else:
            f.fast[slot] = value

    def __delitem__(self, name: str) -> None:
        if isinstance(DELETION_ERROR, tuple):
            raise DELETION_ERROR[0](*DELETION_ERROR[1])
        raise TypeError("cannot remove variables from FrameLocalsProxy")

    def __repr__(self) -> str:
        return repr(self._now())
