"""Where a VM generator frame that is not running stands, as the host would report it.

``f_lasti`` of a generator frame that is suspended or not yet started differs by version: -1 before
the start up to 3.10, RETURN_GENERATOR's offset on 3.11, the instruction after it from 3.12; a frame
suspended in ``yield from`` up to 3.10 points at the instruction before YIELD_FROM (which it executes
again when resumed, Python/ceval.c), and from 3.12 a suspended frame points past its YIELD_VALUE.
Rather than a table of these, the host is asked once: probe generators run natively and in the VM,
and the distance from the VM frame's instruction to the native frame's is applied to every VM
generator frame at the same kind of place.
"""
import types
from typing import Any, Optional, Tuple

from antioch.vm.frame import STATE, Frame
from antioch.vm.generator_loop import run_generator

RUN_GENERATOR = run_generator.__code__
native_gi_frame = types.GeneratorType.__dict__["gi_frame"].__get__
native_gi_code = types.GeneratorType.__dict__["gi_code"].__get__


def _probe() -> Any:
    yield


def _probe_from() -> Any:
    yield from _probe()


#: the ``f_lasti`` of a native generator frame not yet started (run_generator's has the same prologue)
CREATED_LASTI: int = native_gi_frame(_probe()).f_lasti


def vm_generator_frame(gen: Any) -> Tuple[Optional[Frame], Any]:
    """(the VM frame, the real frame of its run loop) of a VM generator not finished, else (None, None)."""
    if native_gi_code(gen) is not RUN_GENERATOR:
        return None, None
    loop = native_gi_frame(gen)
    if loop is None:
        return None, None
    f = loop.f_locals.get("f")
    return (f, loop) if type(f) is Frame else (None, None)


def started(loop: Any) -> bool:
    """Whether the run loop ``loop`` of a VM generator has started."""
    return bool(loop.f_lasti != CREATED_LASTI)


_shifts: Optional[Tuple[Optional[int], int, int]] = None


def _measure() -> Tuple[Optional[int], int, int]:
    """(not started, suspended at a yield, suspended delegating): native instruction minus the VM's."""
    out: list = []
    for probe in (_probe, _probe_from):
        pc = STATE.vm.pcode(probe.__code__)
        native = probe()
        vm_gen = STATE.vm.make_function(probe.__code__, globals())()
        if probe is _probe:
            lasti = native_gi_frame(native).f_lasti
            out.append(None if lasti < 0 else pc.index_of[lasti] - pc.first)
        next(native)
        next(vm_gen)
        vmf, _ = vm_generator_frame(vm_gen)
        out.append(pc.index_of[native_gi_frame(native).f_lasti] - vmf.lasti)  # type: ignore[union-attr]
    return out[0], out[1], out[2]


def resting_instruction(vmf: Frame, loop: Any) -> int:
    """The instruction index the host would report for VM generator frame ``vmf`` (-1: before the start)."""
    global _shifts
    if _shifts is None:
        _shifts = _measure()
    created, at_yield, delegating = _shifts
    pc = vmf.pc
    if not started(loop):
        return -1 if created is None else pc.first + created
    i = int(vmf.lasti)
    return i + (delegating if 0 <= i < len(pc.yield_from) and pc.yield_from[i] else at_yield)
