"""Step events: what the stepper draws, one event per executed instruction, as plain data.

The interface the page depends on is :func:`step_events`: it returns a dict ``{"engine", "events",
"stopped", "error", "output"}``, where each event is a dict

``step``      its number, from 0
``code``      index of the code object in the listing (:func:`antioch.explore.listing.code_objects` order)
``name``      qualified name of that code object
``offset``    byte offset of the instruction about to run
``pos``       ``[line, end_line, col, end_col]`` of that instruction (None where unknown)
``instr``     the instruction as the listing prints it
``stack``     reprs of the value stack, bottom first, or None when the engine cannot see it
``locals``    ``[[name, repr], ...]`` of the frame's variables (cells and frees included where visible)
``frames``    qualified names of the active frames, outermost first
``output``    everything the program printed before this instruction

This module runs in the child interpreter (``antioch.explore.worker``), never in the server.

Two engines produce the events:

* **the VM** (``antioch.vm``, issue 10), when it can be imported and offers a trace event stream: it sees
  the value stack.  The adapter is :func:`_vm_events` below, the one place that knows the VM's API.
* **the fallback tracer** of this module: CPython itself runs the code under ``sys.settrace`` with
  ``f_trace_opcodes`` (an ``opcode`` event before each instruction, CPython 3.7+), which reports the frame,
  its offset and its locals.  Python shows no value stack; :mod:`antioch.explore.stackview` reads it from
  CPython's frame structures where it can be checked, and ``stack`` is None where it cannot.
"""
import io
import sys
import time
import types
from typing import Any, Callable, Dict, List, Optional

#: reprs longer than this are cut (a huge list must not make a huge page)
REPR_LIMIT = 80
#: output longer than this is cut, and the program stopped
OUTPUT_LIMIT = 20000


class StepLimit(BaseException):
    """Raised inside the traced program to stop it (BaseException: the program's ``except Exception`` must not
    swallow it)."""


def short_repr(value: Any) -> str:
    try:
        text = repr(value)
    except Exception as exc:  # a user __repr__ may raise anything
        text = "<repr failed: %s>" % type(exc).__name__
    if len(text) > REPR_LIMIT:
        text = text[:REPR_LIMIT - 3] + "..."
    return text


class _Capture(io.StringIO):
    """sys.stdout of the traced program: what it prints, up to OUTPUT_LIMIT."""

    def write(self, text: str) -> int:
        if self.tell() + len(text) > OUTPUT_LIMIT:
            super().write(text[:max(0, OUTPUT_LIMIT - self.tell())])
            raise StepLimit("output limit")
        return super().write(text)


def step_events(code: types.CodeType, codes: List[Any], instr_text: Callable[[int, int], str],
                limit: int = 1000, seconds: float = 3.0, engine: str = "auto") -> Dict[str, Any]:
    """Run ``code`` (compiled from the user's source) and record up to ``limit`` step events.

    ``codes`` are the code objects in listing order (to give each frame its index); ``instr_text(code
    index, offset)`` is the listing's text of an instruction.  ``engine`` is ``auto`` (the VM when
    there is one, else the tracer), ``vm`` or ``tracer``.
    """
    if engine in ("auto", "vm"):
        result = _vm_events(code, codes, instr_text, limit, seconds)
        if result is not None:
            return result
        if engine == "vm":
            return {"engine": "vm", "events": [], "stopped": None, "output": "",
                    "error": "the VM (antioch.vm) is not available in this interpreter"}
    return _traced_events(code, codes, instr_text, limit, seconds)


# -- ADAPTER POINT: the VM's trace event stream ------------------------------------------------------
#
# Issue 10's VM promises trace events as plain data "carrying the frame (code object, offset, position),
# the instruction, the value stack, locals, cells". When it lands, map its events here onto the dicts
# described in the module docstring; nothing else in the explorer needs to change. Until then (and
# whenever the import or the expected entry point is missing) this returns None and the tracer runs.
#
# Expected shape (to be confirmed against antioch.vm when it is merged):
#     antioch.vm.trace_events(code, globals) -> iterable of events with attributes
#         code (code object), offset (int), stack (list of values), locals (mapping name -> value)
#         and optionally frames (list of code objects, outermost first)
def _vm_events(code: types.CodeType, codes: List[Any], instr_text: Callable[[int, int], str],
               limit: int, seconds: float) -> Optional[Dict[str, Any]]:
    try:
        import antioch.vm as vm  # type: ignore[import-not-found,unused-ignore]
    except ImportError:
        return None
    trace = getattr(vm, "trace_events", None)
    if trace is None:
        return None
    index = {id(c): i for i, c in enumerate(codes)}
    positions = _positions_by_code(codes)
    out = _Capture()
    events: List[Dict[str, Any]] = []
    stopped = error = None
    deadline = time.monotonic() + seconds
    saved = sys.stdout
    sys.stdout = out
    try:
        for ev in trace(code, _fresh_globals()):
            if len(events) >= limit:
                stopped = "step limit"
                break
            if time.monotonic() > deadline:
                stopped = "time limit"
                break
            ci = index.get(id(ev.code))
            if ci is None:
                continue
            frames = [codes[index[id(c)]] for c in getattr(ev, "frames", []) if id(c) in index]
            events.append(_event(len(events), ci, codes[ci], ev.offset, positions, instr_text,
                                 [short_repr(v) for v in ev.stack], dict(ev.locals), frames, out.getvalue()))
    except StepLimit as exc:
        stopped = str(exc) or "step limit"
    except Exception as exc:  # the program's own exception, as it would end it
        error = describe_exception(exc, index)
    finally:
        sys.stdout = saved
    return {"engine": "vm", "events": events, "stopped": stopped, "error": error, "output": out.getvalue()}
# -- end of the adapter point ------------------------------------------------------------------------


def describe_exception(exc: BaseException, index: Dict[int, int]) -> str:
    """``ZeroDivisionError: division by zero (line 2)``: the line is the innermost one of the user's code."""
    text = "%s: %s" % (type(exc).__name__, exc)
    line = None
    tb = exc.__traceback__
    while tb is not None:
        if id(tb.tb_frame.f_code) in index:
            line = tb.tb_lineno
        tb = tb.tb_next
    return text + (" (line %d)" % line if line is not None else "")


def _fresh_globals() -> Dict[str, Any]:
    import builtins

    return {"__name__": "__main__", "__builtins__": builtins}


def _positions_by_code(codes: List[Any]) -> Dict[int, Dict[int, List[Optional[int]]]]:
    """code index -> offset -> position, from antioch's own decoding of the line tables."""
    from antioch import fields_of, lift
    from antioch.ir import Instr

    table: Dict[int, Dict[int, List[Optional[int]]]] = {}
    for i, c in enumerate(codes):
        table[i] = {}
        for item in lift(fields_of(c)).items:
            if isinstance(item, Instr) and item.offset is not None:
                pos = item.position or (None, None, None, None)
                table[i][item.offset] = list(pos)
    return table


def _event(step: int, ci: int, code: Any, offset: int, positions: Dict[int, Dict[int, List[Optional[int]]]],
           instr_text: Callable[[int, int], str], stack: Optional[List[str]], variables: Dict[str, Any],
           frames: List[Any], output: str) -> Dict[str, Any]:
    shown = [[name, short_repr(value)] for name, value in variables.items()
             if not (name.startswith("__") and name.endswith("__"))]
    return {"step": step, "code": ci, "name": getattr(code, "co_qualname", code.co_name), "offset": offset,
            "pos": positions.get(ci, {}).get(offset, [None, None, None, None]),
            "instr": instr_text(ci, offset), "stack": stack, "locals": shown,
            "frames": [getattr(f, "co_qualname", f.co_name) for f in frames], "output": output}


def _traced_events(code: types.CodeType, codes: List[Any], instr_text: Callable[[int, int], str],
                   limit: int, seconds: float) -> Dict[str, Any]:
    """The fallback: CPython runs the code, ``sys.settrace`` reports each instruction before it runs."""
    from antioch.explore.stackview import StackReader

    index = {id(c): i for i, c in enumerate(codes)}
    positions = _positions_by_code(codes)
    out = _Capture()
    events: List[Dict[str, Any]] = []
    deadline = time.monotonic() + seconds
    state: Dict[str, Any] = {"stopped": None}
    stacks = StackReader(codes)

    def frames_of(frame: Any) -> List[Any]:
        chain = []
        while frame is not None:
            if id(frame.f_code) in index:
                chain.append(frame.f_code)
            frame = frame.f_back
        return chain[::-1]

    def tracer(frame: Any, event: str, arg: Any) -> Any:
        if event == "call":
            if id(frame.f_code) not in index:
                return None  # library code: not traced, its instructions are not the user's
            # 3.13's f_trace_opcodes setter turns the opcode events on only for a frame that already has
            # its f_trace (Objects/frameobject.c, frame_settrace_opcodes), which the call event has not yet
            frame.f_trace = tracer
            frame.f_trace_opcodes = True
            return tracer
        if event != "opcode":
            return tracer
        if len(events) >= limit:
            state["stopped"] = "step limit"
            raise StepLimit("step limit")
        if time.monotonic() > deadline:
            state["stopped"] = "time limit"
            raise StepLimit("time limit")
        ci = index[id(frame.f_code)]
        stack = stacks.read(frame)
        events.append(_event(len(events), ci, frame.f_code, frame.f_lasti, positions, instr_text,
                             None if stack is None else [short_repr(v) for v in stack],
                             dict(stacks.variables(frame)), frames_of(frame), out.getvalue()))
        return tracer

    error = None
    saved = sys.stdout
    sys.stdout = out
    # 3.12 instruments opcode events when settrace is called only if some frame asked for them before
    # (interp->f_opcode_trace_set, Python/legacy_tracing.c): ask on this frame first
    here = sys._getframe()
    here.f_trace_opcodes = True
    sys.settrace(tracer)
    try:
        exec(code, _fresh_globals())
    except StepLimit as exc:
        state["stopped"] = state["stopped"] or str(exc)
    except SystemExit as exc:
        error = None if exc.code in (None, 0) else "SystemExit: %s" % (exc.code,)
    except Exception as exc:  # the program's own exception, as it would end it
        error = describe_exception(exc, index)
    finally:
        sys.settrace(None)
        here.f_trace_opcodes = False
        sys.stdout = saved
    return {"engine": "tracer", "events": events, "stopped": state["stopped"], "error": error,
            "output": out.getvalue()}


