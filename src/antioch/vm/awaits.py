"""``await f(...)`` of a VM coroutine function: the coroutine's frame runs at once, without its coroutine object.

CPython runs an awaited coroutine in the eval loop of its awaiter: SEND (SEND_GEN from 3.12,
Python/bytecodes.c) pushes the coroutine's frame onto the thread's frame stack and goes on in it, and only
a yield goes back to the awaiter, which yields in turn.  A VM coroutine object is a native coroutine
(:func:`antioch.vm.coroutines.coroutine_driver`) around a Python generator of
:func:`antioch.vm.generator_loop.run_generator`, so an ``await`` of a fresh one would make both, send into them and
end in two StopIterations.  Where a superinstruction (:mod:`antioch.vm.fuse`) meets CALL, GET_AWAITABLE,
LOAD_CONST None and SEND (``await f(x)``) and ``f`` is a VM coroutine function (or a bound method of one),
it runs the frame here (:func:`run_awaited`) as a call runs a function's frame:

- if the frame returns, its value is SEND's result, and the coroutine object was never made: nothing could
  have seen it (it would have stood on the awaiter's stack from CALL to SEND only), and an awaited
  coroutine gives no "never awaited" warning;
- if it yields (it awaits what suspends: a future, ``asyncio.sleep``), its coroutine object is made then,
  around a run_generator that starts suspended at that yield (:func:`suspended_coroutine`), and stands on
  the awaiter's stack as SEND's receiver; the awaiter yields the value in turn and, resumed, sends into it
  as into any other.  From then on it is the coroutine CPython's would be: ``cr_frame``, ``cr_await``,
  ``cr_running``, ``send``/``throw``/``close`` are those of any VM coroutine.

What stays exact: the traced loop (``--trace``, ``--count``) runs CALL, GET_AWAITABLE and SEND one by
one, the coroutine object made at the call; here, exceptions, their tracebacks, the recursion depth and
the handled exception (``sys.exc_info()``) are kept as :func:`~antioch.vm.generator_loop.run_generator` keeps them.
"""
import types
from typing import Any, Dict, List

from antioch.vm.calls import Function, generator_start, make_frame
from antioch.vm.coroutines import coroutine_of
from antioch.vm.decode import KIND_COROUTINE
from antioch.vm.frame import (
    RETURN,
    STATE,
    YIELD,
    YIELD_AT,
    Frame,
    caught,
    new_frame,
    recursion_error,
    runs_frames,
)
from antioch.vm.generator_loop import run_generator, stop_error
from antioch.vm.resting import native_gi_frame

MethodType = types.MethodType


class Suspended:
    """What :func:`run_awaited` returns when the coroutine yielded: its coroutine object, suspended at the
    yield, and the value it yielded."""

    __slots__ = ("receiver", "value")

    def __init__(self, receiver: Any, value: Any) -> None:
        self.receiver = receiver
        self.value = value


#: what :func:`run_awaited` returns when it did not run the call
NOT_RUN = type("NotRun", (), {"__slots__": (), "__repr__": lambda self: "NOT_RUN"})()
#: the instruction where an awaited frame of a code starts, past the POP_TOP that would discard the first
#: send()'s None (-1: where calls.generator_start says, the None pushed)
_starts: Dict[Any, int] = {}


def _start(pc: Any) -> int:
    first = pc.first
    start = first + 1 if first == 1 and pc.prime and pc.opnames[first] == "POP_TOP" else -1
    _starts[pc] = start
    return start


@runs_frames
def run_awaited(fn: Any, args: List[Any]) -> Any:
    """``await fn(*args)`` when ``fn`` is a VM coroutine function (or a bound method of one) that takes
    ``args`` without binding them (no keywords, defaults enough): its frame runs here to its return value,
    or to its first yield, and then its coroutine object is made, suspended there, and returned in a
    :class:`Suspended`.  Anything else: :data:`NOT_RUN`, ``args`` untouched (the call goes the usual way,
    its TypeErrors raised at CALL)."""
    t = type(fn)
    if t is MethodType:
        func = fn.__func__
        if type(func) is not Function:
            return NOT_RUN
        n = len(args) + 1
    elif t is Function:
        func = fn
        n = len(args)
    else:
        return NOT_RUN
    pc = func.pcode
    state = STATE
    if pc.kind != KIND_COROUTINE or state.run_depth < 0:  # not a coroutine, or traced (VMState.run_depth)
        return NOT_RUN
    plain = n == pc.plain_argcount  # the parameters and nothing else: no defaults, no closure
    if not plain and not (pc.simple and 0 <= pc.argcount - n <= len(func.__defaults__ or ())):
        return NOT_RUN
    if t is MethodType:
        args.insert(0, fn.__self__)
    if plain:
        args += pc.blank
        f = new_frame(pc, args, func.__globals__, func.builtins, None, func)
    else:
        f = make_frame(func, args, None)
    i = _starts.get(pc)
    if i is None:
        i = _start(pc)
    if i < 0:
        i = generator_start(f)
    s = f.stack
    outer = state.exc
    depth = state.depth + 1
    if depth > state.run_depth:  # untraced here: the recursion limit
        raise recursion_error()
    state.depth = depth
    handles = pc.handles_exceptions
    if handles:  # the coroutine handles none of its own yet (VMState.base, as in run_generator)
        resumer_base = state.base
        state.base = outer
    ops = pc.fast_ops
    args = pc.fast_args
    while True:
        try:
            while True:
                r = ops[i](f, s, args[i])
                if r is None:
                    i += 1
                elif r >= 0:
                    i = r
                else:
                    break
        except BaseException as exc:
            i = caught(f, exc, i)
            if i < 0:
                state.depth = depth - 1
                state.exc = outer
                if handles:
                    state.base = resumer_base
                error = stop_error(KIND_COROUTINE, exc)  # PEP 479, as in run_generator
                if error is not None:
                    raise error from exc
                raise exc
            continue
        state.depth = depth - 1
        if handles:
            state.base = resumer_base
        if r == RETURN:
            state.exc = outer
            return f.retval
        return suspended_coroutine(f, i, r, outer)


def suspended_coroutine(f: Frame, i: int, r: int, outer: Any) -> Suspended:
    """The coroutine object of frame ``f``, which :func:`run_awaited` ran up to the yield that ``r`` signals
    at instruction ``i``: its generator started and suspended there, as if it had run the frame from its
    start (``outer``: the handled exception around the ``await``)."""
    if r <= YIELD_AT:
        i = YIELD_AT - r  # a superinstruction that ended with the yield there
        r = YIELD
    value = f.stack.pop() if r == YIELD else f.retval
    gen = run_generator(f, i, (r, value, outer))
    func = f.func
    coro = coroutine_of(gen, func.__name__, func.__qualname__)
    view = f.__dict__.get("view")
    if view is not None:
        # the frame object the program may hold (sys._getframe() before the yield) stays the coroutine's
        # frame: from now on the generator's host frame runs it (antioch.vm.introspect.view_of)
        view._loop = native_gi_frame(gen)
    coro.send(None)  # the generator's first send goes to the yield: suspended there, as CPython's is
    return Suspended(coro, value)
