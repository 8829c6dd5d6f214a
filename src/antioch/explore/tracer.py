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
``when``      ``before`` (the state before the instruction runs: the tracer) or ``after`` (after it: the VM)

This module runs in the child interpreter (``antioch.explore.worker``), never in the server.

Two engines produce the events:

* **the VM** (``antioch.vm``), when it can be imported and offers a trace event stream: it sees
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
    note = None
    if engine in ("auto", "vm"):
        result = _vm_events(code, codes, instr_text, limit, seconds)
        if result is not None and "vm_error" not in result:
            return result
        why = result["vm_error"] if result is not None else "the VM (antioch.vm) is not available"
        if engine == "vm":
            return {"engine": "vm", "events": [], "stopped": None, "output": "", "error": None, "note": None,
                    "unavailable": why}
        if result is not None:
            note = "antioch's VM could not run this (%s): CPython's own tracer did" % why
    result = _traced_events(code, codes, instr_text, limit, seconds)
    result["note"] = note
    return result


# -- ADAPTER POINT: the VM's trace event stream ------------------------------------------------------
#
# antioch.vm runs the code itself and reports, after each instruction, a plain-data event
# (antioch.vm.trace, EventTracer): frame serial, code qualname, offset, position, opname, the value stack
# *after* the instruction as short reprs, locals and cells, the block stack or handler; plus "return" and
# "exception" events.  Here they become the events described in the module docstring, with ``when``
# "after" (the tracer's are "before").  This function is the one place that knows the VM's API: when the
# VM is not importable, or lacks that API, it returns None and the tracer runs instead.
def _vm_events(code: types.CodeType, codes: List[Any], instr_text: Callable[[int, int], str],
               limit: int, seconds: float) -> Optional[Dict[str, Any]]:
    import importlib

    try:  # by name, so that this module does not depend on the VM being there (nor mypy on its types)
        vm: Any = importlib.import_module("antioch.vm")
        vm_trace: Any = importlib.import_module("antioch.vm.trace")
        STATE, run_code, EventTracer = vm.STATE, vm.run_code, vm_trace.EventTracer
    except (ImportError, AttributeError):
        return None
    vm_error: Any = getattr(vm, "VMError", ())  # bytecode the VM cannot run
    by_name: Dict[str, List[int]] = {}
    for i, c in enumerate(codes):
        by_name.setdefault(getattr(c, "co_qualname", c.co_name), []).append(i)
    positions = _positions_by_code(codes)
    out = _Capture()
    events: List[Dict[str, Any]] = []
    deadline = time.monotonic() + seconds
    active: List[Any] = []  # [frame serial, code index] of the frames running, outermost first
    state: Dict[str, Any] = {"stopped": None}

    def code_index(name: str, offset: int, position: Any) -> Optional[int]:
        found = [i for i in by_name.get(name, []) if offset in positions[i]]
        if len(found) > 1:  # two code objects with one qualified name (lambdas): the position tells them apart
            found = [i for i in found if positions[i][offset][0] == (position or [None])[0]] or found
        return found[0] if found else None

    def sink(ev: Dict[str, Any]) -> None:
        kind = ev.get("event")
        if kind == "return":
            for k in range(len(active) - 1, -1, -1):
                if active[k][0] == ev.get("frame"):
                    del active[k:]
                    break
            return
        if kind not in ("instruction", "exception"):
            return
        ci = code_index(ev["code"], ev["offset"], ev.get("position"))
        if ci is None:
            return  # code that is not the user's (a module the VM was asked to run deeply)
        if len(events) >= limit:
            state["stopped"] = "step limit"
            raise StepLimit("step limit")
        if time.monotonic() > deadline:
            state["stopped"] = "time limit"
            raise StepLimit("time limit")
        serial = ev.get("frame")
        for k in range(len(active)):
            if active[k][0] == serial:
                del active[k + 1:]  # frames above it have returned or are suspended
                break
        else:
            active.append([serial, ci])
        if kind == "exception":  # the instruction raised: no state after it, the previous step's variables
            previous = events[-1]["locals"] if events and events[-1]["code"] == ci else []
            events.append({"step": len(events), "code": ci, "name": ev["code"], "offset": ev["offset"],
                           "pos": positions[ci].get(ev["offset"], [None] * 4), "instr": instr_text(ci, ev["offset"]),
                           "stack": None, "locals": previous, "frames": frames_now(),
                           "output": out.getvalue(), "when": "after",
                           "raised": "%s: %s" % (ev.get("type"), ev.get("message"))})
            return
        variables = list(ev.get("locals", {}).items()) + list(ev.get("cells", {}).items())
        events.append({"step": len(events), "code": ci, "name": ev["code"], "offset": ev["offset"],
                       "pos": list(ev.get("position") or positions[ci].get(ev["offset"], [None] * 4)),
                       "instr": instr_text(ci, ev["offset"]), "stack": list(ev.get("stack", [])),
                       "locals": [[k, v] for k, v in variables if not (k.startswith("__") and k.endswith("__"))],
                       "frames": frames_now(), "output": out.getvalue(), "when": "after"})

    def frames_now() -> List[str]:
        return [getattr(codes[c], "co_qualname", codes[c].co_name) for _, c in active]

    error = None
    saved_out, saved_tracer = sys.stdout, STATE.tracer
    sys.stdout = out
    STATE.tracer = EventTracer(sink)
    try:
        run_code(code, _fresh_globals())
    except StepLimit as exc:
        state["stopped"] = state["stopped"] or str(exc)
    except SystemExit as exc:
        error = None if exc.code in (None, 0) else "SystemExit: %s" % (exc.code,)
    except Exception as exc:  # the program's own exception, or bytecode the VM cannot run
        if isinstance(exc, vm_error):
            return {"vm_error": str(exc)}  # the tracer runs the program instead (the caller says so)
        error = "%s: %s" % (type(exc).__name__, exc)
        k = len(events)  # the exception's way out is the trailing run of "raised" steps; its first is innermost
        while k > 0 and events[k - 1].get("raised"):
            k -= 1
        where = events[k] if k < len(events) else events[-1] if events else None
        if where is not None and where["pos"][0] is not None:
            error += " (line %d)" % where["pos"][0]
    finally:
        STATE.tracer = saved_tracer
        sys.stdout = saved_out
    return {"engine": "vm", "events": events, "stopped": state["stopped"], "error": error,
            "output": out.getvalue(), "note": None}
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
            "frames": [getattr(f, "co_qualname", f.co_name) for f in frames], "output": output, "when": "before"}


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


