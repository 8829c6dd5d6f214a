"""Watching the VM: the instruction counter, ``--trace`` text and the event stream a stepper draws from.

Set ``antioch.vm.STATE.tracer`` (or use :func:`record`) and every frame that starts afterwards
runs in the traced loop, which counts instructions and calls the tracer after each one.

Event shape (plain data: str, int, bool, None, lists and dicts only), one dict per event:

``{"event": "instruction", ...}`` after an instruction ran:
    ``frame``     int, a serial number of the VM frame (stable for the frame's life)
    ``code``      str, the code object's qualified name; ``name`` its ``co_name``; ``filename``
    ``index``     int, the instruction's number in the pre-decoded code; ``offset`` its byte offset
    ``position``  [line, end_line, column, end_column] (columns None before 3.11)
    ``opname``    str; ``arg`` int (the raw argument, EXTENDED_ARG folded in); ``argrepr`` str
    ``stack``     list of str: short reprs of the value stack after the instruction, bottom first
    ``locals``    dict name -> short repr of the bound fast locals (function frames)
    ``cells``     dict name -> short repr of cell and free variables' contents
    ``blocks``    3.8-3.10: list of [kind, handler_offset, level] ("finally" or "except-handler")
    ``handler``   3.11+: {"target": offset, "depth": int, "lasti": bool} covering this instruction, or None
``{"event": "exception", "frame", "code", "index", "offset", "type": str, "message": str}``
    an exception reached this frame at that instruction (before the handler search)
``{"event": "return", "frame", "code", "value": str, "raised": bool}`` the frame returned or raised
"""
import contextlib
import reprlib
from types import CellType
from typing import Any, Callable, Dict, Iterable, List, Optional, TextIO

from antioch.opcodes import HOST, table_for
from antioch.vm.decode import NULL
from antioch.vm.frame import RAISED as _RAISED
from antioch.vm.frame import STATE

_repr = reprlib.Repr()
_repr.maxstring = 40
_repr.maxother = 40
_repr.maxlist = _repr.maxtuple = _repr.maxdict = _repr.maxset = 6


def short_repr(value: Any) -> str:
    if value is NULL:
        return "NULL"
    try:
        return _repr.repr(value)
    except Exception as exc:  # a repr that fails must not stop the program
        return "<%s; repr failed: %s>" % (type(value).__name__, type(exc).__name__)


class CountingTracer:
    """Counts only (the counter is STATE.count, kept by the traced loop)."""

    def instruction(self, f: Any, i: int) -> None:
        pass

    def exception(self, f: Any, i: int, exc: BaseException) -> None:
        pass

    def leave(self, f: Any, value: Any) -> None:
        pass


class EventTracer(CountingTracer):
    """Turns each instruction into an event dict (see the module docstring) and hands it to ``sink``."""

    def __init__(self, sink: Callable[[Dict[str, Any]], Any], only: Iterable[str] = ()) -> None:
        self.sink = sink
        self.only = frozenset(only)
        self.serial = 0
        self.ids: Dict[int, int] = {}

    def wanted(self, f: Any) -> bool:
        if not self.only:
            return True
        code = f.pc.code
        return code.co_name in self.only or getattr(code, "co_qualname", code.co_name) in self.only

    def frame_id(self, f: Any) -> int:
        serial = f.trace_id
        if not serial:
            self.serial += 1
            serial = f.trace_id = self.serial
        return serial

    def instruction(self, f: Any, i: int) -> None:
        if self.wanted(f):
            self.sink(instruction_event(f, i, self.frame_id(f)))

    def exception(self, f: Any, i: int, exc: BaseException) -> None:
        if self.wanted(f):
            pc = f.pc
            self.sink({"event": "exception", "frame": self.frame_id(f), "code": _qualname(pc.code), "index": i,
                       "offset": pc.offsets[i], "type": type(exc).__name__, "message": str(exc)})

    def leave(self, f: Any, value: Any) -> None:
        if self.wanted(f):
            raised = value is _RAISED
            self.sink({"event": "return", "frame": self.frame_id(f), "code": _qualname(f.pc.code),
                       "value": None if raised else short_repr(value), "raised": raised})


def _qualname(code: Any) -> str:
    return getattr(code, "co_qualname", code.co_name)


#: code object -> {offset: "NAME ARG"}: each instruction as antioch's listing writes it
_TEXTS: Dict[Any, Dict[int, str]] = {}


def _argrepr(pc: Any, i: int) -> str:
    """The argument of instruction ``i`` in the listing's notation (``LOAD_FAST x``, ``BINARY_OP *``, ``L2``)."""
    code = pc.code
    texts = _TEXTS.get(code)
    if texts is None:
        from antioch.asm.argtext import texts_by_offset

        texts = _TEXTS[code] = texts_by_offset(code)
    name, _, arg = texts.get(pc.offsets[i], "").partition(" ")
    return arg if name == pc.opnames[i] else short_repr(pc.args[i])  # a name the VM fused or renamed


def instruction_event(f: Any, i: int, frame_id: int = 0) -> Dict[str, Any]:
    """The event for instruction ``i`` of VM frame ``f``, just executed."""
    pc = f.pc
    code = pc.code
    fast = f.fast
    local_values: Dict[str, str] = {}
    cells: Dict[str, str] = {}
    for j, name in enumerate(pc.slot_names):
        v = fast[j]
        if v is NULL:
            continue
        if j >= pc.free_start or j in pc.cell_slots:
            if type(v) is not CellType:
                local_values[name] = short_repr(v)  # 3.11+: a cell's slot before MAKE_CELL ran
                continue
            with contextlib.suppress(ValueError):  # an empty cell is left out
                cells[name] = short_repr(v.cell_contents)
            continue
        local_values[name] = short_repr(v)
    event: Dict[str, Any] = {
        "event": "instruction", "frame": frame_id, "code": _qualname(code), "name": code.co_name,
        "filename": code.co_filename, "index": i, "offset": pc.offsets[i], "position": list(pc.position(i)),
        "opname": pc.opnames[i], "arg": pc.rawargs[i], "argrepr": _argrepr(pc, i),
        "stack": [short_repr(v) for v in f.stack], "locals": local_values, "cells": cells,
    }
    if pc.table.has_exception_table:
        h = pc.handlers[i] if i < len(pc.handlers) else None
        event["handler"] = None if h is None else {"target": pc.offsets[h[0]] if h[0] < len(pc.offsets) else -1,
                                                    "depth": h[1], "lasti": bool(h[2])}
    else:
        event["blocks"] = [["except-handler" if kind else "finally",
                            pc.offsets[handler] if 0 <= handler < len(pc.offsets) else -1, level]
                           for kind, handler, level in f.blocks]
    return event


#: widths of the ``--trace`` columns: code:line, @offset, opname (the longest this interpreter has that a
#: trace can show), argument (longer arguments are cut)
_COLUMNS = (24, 6, max(len(name) for name in table_for(HOST).by_name if not name.startswith("INSTRUMENTED_")), 24)


def format_event(event: Dict[str, Any]) -> str:
    """One line of ``--trace`` output, in columns."""
    if event["event"] == "instruction":
        line = event["position"][0]
        arg = event["argrepr"]
        if len(arg) > _COLUMNS[3]:
            arg = arg[:_COLUMNS[3] - 3] + "..."
        return "%-*s %-*s %-*s %-*s stack=[%s]" % (
            _COLUMNS[0], "%s:%s" % (event["code"], "-" if line is None else line), _COLUMNS[1], "@%d" % event["offset"],
            _COLUMNS[2], event["opname"], _COLUMNS[3], arg, ", ".join(event["stack"]))
    if event["event"] == "exception":
        return "%s @%d !! %s: %s" % (event["code"], event["offset"], event["type"], event["message"])
    return "%s -> %s" % (event["code"], "(raised)" if event["raised"] else event["value"])


class TextTracer(EventTracer):
    """``--trace``: one line per event on ``out``."""

    def __init__(self, out: TextIO, only: Iterable[str] = ()) -> None:
        super().__init__(lambda e: out.write(format_event(e) + "\n"), only)


def record(fn: Callable[[], Any], only: Iterable[str] = ()) -> List[Dict[str, Any]]:
    """Run ``fn()`` (which runs VM code) and return the events of every traced instruction."""
    events: List[Dict[str, Any]] = []
    previous = STATE.tracer
    STATE.tracer = EventTracer(events.append, only)
    try:
        fn()
    finally:
        STATE.tracer = previous
    return events


def count(fn: Callable[[], Any]) -> int:
    """How many instructions the VM executes while running ``fn()``."""
    previous: Optional[Any] = STATE.tracer
    STATE.tracer = CountingTracer()
    start = STATE.count
    try:
        fn()
    finally:
        STATE.tracer = previous
    return STATE.count - start
