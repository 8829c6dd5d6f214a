"""The run loop of generator, coroutine and async generator frames.

:func:`run_generator` is itself a Python generator, so ``send``/``throw``/``close`` map onto the
native protocol: the frame runs up to a yield, the loop yields the value, and what is sent or thrown
in goes on from there.  The untraced and traced inner loops are those of :mod:`antioch.vm.frame`.
"""
from typing import Any, Optional, Tuple

from antioch.vm.frame import (
    RETURN,
    STATE,
    YIELD,
    YIELD_AT,
    YIELD_REPEAT,
    Frame,
    blamed_instruction,
    mark_traceback,
    recursion_error,
    runs_frames,
)


def _in_handler(f: Frame) -> bool:
    if f.handler_depth > 0:
        return True
    blocks = f.blocks  # usually empty: no generator expression made then
    return bool(blocks) and any(block[0] == 1 for block in blocks)  # ops_blocks.EXCEPT_HANDLER_BLOCK


#: what a generator-like frame is called in the RuntimeError that replaces a StopIteration leaving it
_KIND_NAMES = {1: "generator", 2: "coroutine", 3: "async generator"}


def stop_error(kind: int, exc: BaseException) -> Optional[BaseException]:
    """PEP 479 (Objects/genobject.c, gen_send_ex2): a StopIteration (an async generator's
    StopAsyncIteration) leaving the frame becomes a RuntimeError; named by the kind of frame."""
    if isinstance(exc, StopIteration):
        return RuntimeError("%s raised StopIteration" % _KIND_NAMES.get(kind, "generator"))
    if kind == 3:
        return RuntimeError("async generator raised StopAsyncIteration")
    return None


def _closes_quietly(f: Frame, i: int) -> bool:
    """Whether GeneratorExit thrown in at yield ``i`` (``close()``, a generator dropped unfinished, as
    ``any()`` drops its generator expression) leaves the frame without running any of its code: no
    handler covers the yield but 3.12+'s own around the whole body, which re-raises it.  CPython 3.12+
    does not even raise it there (Objects/genobject.c, gen_close: "exception_handler_depth == 1");
    before, close() discards it with its traceback, which costs the VM a real frame to build."""
    if f.blocks:
        return False
    pc = f.pc
    handler = pc.handlers[i]
    if handler is None:
        return True
    target = handler[0]
    return pc.opnames[target] == "CALL_INTRINSIC_1" and pc.rawargs[target] == INTRINSIC_STOPITERATION_ERROR


#: CALL_INTRINSIC_1's argument that turns a StopIteration leaving a generator into a RuntimeError (3.12+,
#: Include/internal/pycore_intrinsics.h), the whole handler of the implicit try around a generator's body
INTRINSIC_STOPITERATION_ERROR = 3


#: run_generator's ``pending`` when the frame starts at instruction ``i`` (not at a yield)
NOT_SUSPENDED = None


@runs_frames
def run_generator(f: Frame, i: int, pending: Optional[Tuple[int, Any, Any]] = NOT_SUSPENDED):
    """Run a generator-like frame as a Python generator (its return value ends the iteration).

    ``pending``: (YIELD or YIELD_REPEAT, the value, the handled exception of the code around it) of a frame
    that ran up to the yield at ``i`` in another loop (:mod:`antioch.vm.awaits`): the generator starts
    suspended there, its first ``send(None)`` yielding the value, as if it had run here from the start."""
    pc = f.pc
    state = STATE
    tracer = state._tracer  # the slot behind VMState.tracer
    if tracer is None:
        ops = pc.fast_ops
        args = pc.fast_args
    else:
        ops = pc.ops
        args = pc.args
    s = f.stack
    unwind = pc.table_unwind
    yield_from = pc.yield_from
    counted = pc.counted
    throw_into = pc.table_throw
    resend = pc.resend if tracer is None else None  # traced, every instruction runs one by one
    if pending is NOT_SUSPENDED:
        outer = state.exc
    else:
        r, value, outer = pending
    depth = state.depth + 1
    if depth > state._max_depth:
        raise recursion_error()
    state.depth = depth
    # VMState.base: the resumer's, while this frame runs; only frames with handlers of their own read it
    # (what an except block of a frame that cannot suspend inside it saves, it restores unchanged)
    handles = pc.handles_exceptions
    if handles:
        resumer_base = state.base
        state.base = outer
    closing = False
    try:
        while True:
            try:
                while True:
                    if pending is NOT_SUSPENDED:
                        if tracer is None:
                            while True:
                                r = ops[i](f, s, args[i])
                                if r is None:
                                    i += 1
                                elif r >= 0:
                                    i = r
                                else:
                                    break
                        else:
                            while True:
                                f.lasti = i
                                state.count += counted[i]
                                r = ops[i](f, s, args[i])
                                tracer.instruction(f, i)
                                if r is None:
                                    i += 1
                                elif r >= 0:
                                    i = r
                                else:
                                    break
                        if r <= YIELD_AT:
                            i = YIELD_AT - r  # a superinstruction that ended with the yield there
                            value = s.pop()
                        elif r == YIELD:
                            value = s.pop()
                        elif r == RETURN:
                            state.depth = depth - 1
                            return f.retval
                        else:  # YIELD_REPEAT
                            value = f.retval
                    else:
                        pending = NOT_SUSPENDED  # r, value and i as the other loop left them
                    f.lasti = i
                    while True:
                        # the generator's own handled exception stays with it while it is suspended
                        own = state.exc
                        if own is not None and not _in_handler(f):
                            own = None
                        state.exc = outer
                        if handles:
                            state.base = resumer_base
                        state.depth = depth - 1
                        try:
                            sent = yield value
                        except BaseException as exc:
                            depth = state.depth + 1
                            state.depth = depth
                            outer = state.exc
                            if handles:
                                resumer_base = state.base
                                state.base = outer
                            if own is not None:
                                state.exc = own
                            if not yield_from[i]:
                                if exc.__class__ is GeneratorExit and tracer is None and _closes_quietly(f, i):
                                    closing = True
                                raise
                            # throw()/close() while delegating: the subiterator sees it first.
                            again, value, i = throw_into(f, s, i, exc)
                            if again:
                                continue
                        else:
                            depth = state.depth + 1
                            state.depth = depth
                            outer = state.exc
                            if handles:
                                resumer_base = state.base
                                state.base = outer
                            if own is not None:
                                state.exc = own
                            s.append(sent)
                            if r != YIELD_REPEAT:
                                if resend is not None and resend[i] >= 0:
                                    # delegating (3.11+): RESUME and the jump back do nothing, so SEND
                                    # runs at once, and if the subiterator yielded, so does its YIELD_VALUE
                                    i = resend[i]
                                    done = pc.ops[i](f, s, pc.args[i])
                                    if done is None:
                                        i += 1
                                        value = s.pop()
                                        f.lasti = i
                                        continue
                                    i = done  # the subiterator returned: SEND's jump
                                else:
                                    i += 1
                        break
            except BaseException as exc:
                if closing:
                    state.depth = depth - 1
                    raise exc
                if tracer is None:
                    i = blamed_instruction(pc, f, i)
                f.lasti = i
                mark_traceback(f, exc, i)
                if tracer is not None:
                    tracer.exception(f, i, exc)
                i = unwind(f, exc, i)
                if i < 0:
                    state.depth = depth - 1
                    if isinstance(exc, (StopIteration, StopAsyncIteration)):
                        error = stop_error(pc.kind, exc)
                        if error is not None:
                            raise error from exc
                    raise exc
    finally:
        state.exc = outer
        if handles:
            state.base = resumer_base
