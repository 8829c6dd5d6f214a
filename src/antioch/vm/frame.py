"""VM frames and the run loops.

A handler is ``handler(frame, stack, arg)``; it returns None to go on with the next
instruction, an instruction number to jump to, or one of the negative signals below.
A plain frame runs in the loop of :func:`antioch.vm.calls.call_positional`, where a call makes its
frame (:func:`antioch.vm.calls.run` for frames made elsewhere); generator, coroutine and async generator frames run in
:func:`antioch.vm.generator_loop.run_generator`, itself a Python generator, so ``send``/``throw``/``close`` map onto
the native protocol.  :func:`run_traced` is the same loop with instruction counting and trace events.
Untraced, the loops execute ``pc.fast_ops``: the plain handlers with superinstructions at the start
of hot runs (:mod:`antioch.vm.fuse`); traced, ``pc.ops``, every instruction one by one.

Exceptions: the loop catches whatever a handler raises and asks the version's ``unwind``
(exception table on 3.11+, block stack on 3.8-3.10) for a handler; the first traceback
entry, which belongs to the loop's own Python frame, is replaced by one that carries the VM
instruction's offset and line (see :mod:`antioch.vm.tracebacks`).
"""
import sys
import types
from operator import attrgetter
from typing import Any, Callable, List, Optional, TypeVar

from antioch.vm.codeframes import ANTIOCH_DIR, activation_frame
from antioch.vm.decode import PCode, VMError

RETURN = -1  # the frame returns f.retval
YIELD = -2  # yield the popped top of stack, resume at the next instruction with the sent value pushed
YIELD_REPEAT = -3  # 3.8-3.10 YIELD_FROM: yield f.retval, resume at the same instruction with the value pushed
#: a superinstruction whose run ends with the yield at instruction j returns YIELD_AT - j: yield the popped
#: top of stack, resume at j + 1 with the sent value pushed
YIELD_AT = -4

TracebackType = types.TracebackType
NOT_RERAISED = object()  # Frame.reraise_tb when no re-raise is under way
RAISED = object()  # what a tracer's leave() gets when the frame raised


class VMState:
    """What CPython keeps per thread: the exception being handled, the tracer, the counter."""

    __slots__ = ("_max_depth", "_tracer", "base", "count", "depth", "exc", "host_exc", "limit", "run_depth", "vm")

    def __init__(self) -> None:
        #: the exception being handled: sys.exc_info() of the running frame
        self.exc: Optional[BaseException] = None
        #: what it is where the running generator-like frame handles none of its own: the exception its
        #: resumer handled.  CPython keeps one exc_info item per generator frame, chained to the resumer's
        #: (Objects/genobject.c, gen_send_ex2), and an except block saves and restores the item's own value,
        #: None standing for the chain below; here an except block saves None for ``base`` and restores
        #: the base of the moment (ops_table.PUSH_EXC_INFO / POP_EXCEPT, ops_blocks.unwind)
        self.base: Optional[BaseException] = None
        #: the exception that native code called from a VM except block sees handled (calls.call_handling):
        #: the host chains what Python code raises to it, VM code included
        self.host_exc: Optional[BaseException] = None
        self._tracer: Any = None
        self.count = 0
        self.vm: Any = None
        #: frames running, as CPython counts them for its recursion limit: the VM's, plus the native
        #: ones below the VM when it started (0 while no VM code runs)
        self.depth = 0
        #: the program's sys.getrecursionlimit(); max_depth: the depth the VM allows (at most what the host can)
        self.limit = 1000
        self._max_depth = 1000
        #: max_depth while no tracer is set, else -1: the one test of calls.call_positional's untraced loop
        #: (a frame deeper goes on to the traced loop, or raises RecursionError)
        self.run_depth = 1000

    def _set_tracer(self, tracer: Any) -> None:
        self._tracer = tracer
        self.run_depth = self._max_depth if tracer is None else -1

    def _set_max_depth(self, depth: int) -> None:
        self._max_depth = depth
        self.run_depth = depth if self._tracer is None else -1

    #: what traces the frames that start from now on (antioch.vm.trace), or None (read in C: attrgetter)
    tracer = property(attrgetter("_tracer"), _set_tracer)
    max_depth = property(attrgetter("_max_depth"), _set_max_depth)


def recursion_error() -> RecursionError:
    """The RecursionError of a frame one past the limit (Python/ceval.c, _Py_CheckRecursiveCall)."""
    return RecursionError("maximum recursion depth exceeded")


STATE = VMState()
#: the block stack of a 3.11+ frame, which has none
NO_BLOCKS = ()
#: the VM runs the host's own bytecode: 3.8-3.10 frames keep a block stack, a list of their own in a slot;
#: 3.11+ frames unwind by the exception table and share :data:`NO_BLOCKS`, a class attribute, so a call
#: sets nothing for it
BLOCK_STACKS = sys.version_info < (3, 11)


class Frame:
    """One activation of VM code."""

    # What every call needs is a slot set here; what few frames need lives in __dict__ once
    # written, read through the class defaults below until then (a call sets 8 attributes, not 17).
    # ``retval`` is a slot written by every return before the loop reads it (in __dict__ it would
    # cost every call a dict).
    __slots__ = ("__dict__", "builtins", "fast", "func", "globals", "pc", "retval", "stack") + (
        ("blocks",) if BLOCK_STACKS else ())

    retval: Any  # a slot: no class default
    if not BLOCK_STACKS:
        blocks: Any = NO_BLOCKS
    #: the namespace of a module or class body (a dict, or any mapping given to exec); a function's: None
    locals: Any = None
    lasti = 0
    kwnames: Any = None
    #: set by a re-raise (RERAISE, a bare raise): the traceback the exception keeps, maybe None
    reraise_tb: Any = NOT_RERAISED
    #: and the context it keeps (the host's raise may have chained it to STATE.host_exc)
    reraise_context: Any = None
    back: "Optional[Frame]" = None
    trace_id = 0
    #: 3.11+: PUSH_EXC_INFO not yet undone by POP_EXCEPT (3.8-3.10 keep EXCEPT_HANDLER blocks instead)
    handler_depth = 0

    # No __init__: ``Frame()`` is the type's own call, which costs less than object.__new__(Frame) and far less
    # than a Python __init__; the call path (calls.call_positional) sets the slots itself, others call new_frame.
    pc: PCode
    fast: List[Any]
    stack: List[Any]
    globals: dict
    builtins: Any
    func: Any

    @property
    def code(self) -> types.CodeType:
        return self.pc.code

    def __repr__(self) -> str:
        return "<VM frame %s at offset %d>" % (self.pc.code.co_name, self.pc.offsets[self.lasti]
                                              if self.lasti < len(self.pc.offsets) else -1)


def new_frame(pc: PCode, fast: List[Any], globals_: dict, builtins: Any, locals_: Any, func: Any = None) -> Frame:
    """A frame of code ``pc`` with these fast locals (its arguments, cells and free variables in place)."""
    f = Frame()
    f.pc = pc
    f.fast = fast
    f.stack = []
    f.globals = globals_
    f.builtins = builtins
    if locals_ is not None:
        f.locals = locals_
    f.func = func
    if BLOCK_STACKS:
        f.blocks = []
    return f


def _program_frames(tb: Any) -> Any:
    """``tb`` without the VM's own entries at its head (handlers, call helpers, a callee's run loop)."""
    while tb is not None and tb.tb_frame.f_code.co_filename.startswith(ANTIOCH_DIR):
        tb = tb.tb_next
    return tb


def fresh(exc: BaseException) -> BaseException:
    """Mark an exception a handler raises from inside its own ``except``: the VM drops that context."""
    exc.__dict__["_antioch_fresh"] = True
    return exc


#: Verifier rules about the kinds of values (what CPython's C code would trust): the VM's handlers are
#: Python and raise a Python exception there instead of crashing, so only the structural rules apply.
KIND_RULES = frozenset({"call-shape", "stack-kind", "unbound-local", "stack-overflow"})


def check_sound(pc: PCode, i: int) -> None:
    """Raise :class:`VMError` if antioch's verifier finds ``pc``'s bytecode malformed.

    Compiled code is sound, so the check waits for the first exception raised in a code object:
    hand-made bytecode that underflows the stack or pops the wrong kind of value shows up as an
    exception inside a handler, which must stop the run with one line, not pass for the program's
    own exception (that ``except`` clauses of the program could even catch).
    """
    pc.checked = True
    try:
        from antioch.analysis.verify import verify  # the analysis layer, loaded only when code raises
    except ImportError:  # at interpreter shutdown (a suspended generator closed): no imports any more
        pc.checked = False
        return
    try:
        problems = verify(pc.code)
    except RecursionError:  # raised at the recursion limit: too deep to look now, the next exception will
        pc.checked = False
        return
    problems = [p for p in problems if p.rule not in KIND_RULES]
    if problems:
        # the problem at the instruction that raised, else the first one found
        here = pc.offsets[i] if i < len(pc.offsets) else None
        problem = next((p for p in problems if p.offset == here), problems[0])
        if problem.offset is not None:
            i = pc.index_of.get(problem.offset, i)
        raise VMError("%s (%s line %s) offset %s: the VM cannot execute %s: %s: %s" % (
            pc.code.co_name, pc.code.co_filename, pc.lines[i] if pc.lines else "?",
            problem.offset, pc.describe(i) if pc.opnames else "it", problem.rule, problem.message))


def mark_traceback(f: Frame, exc: BaseException, i: int) -> None:
    """Record where ``exc`` passed through VM frame ``f`` and chain it to the exception being handled."""
    if exc.__class__ is VMError:  # malformed bytecode: no handler of the program may catch it
        raise exc
    if not f.pc.checked and exc.__class__ is not GeneratorExit:  # GeneratorExit is thrown in, not raised
        check_sound(f.pc, i)
    d = getattr(exc, "__dict__", None)
    if d and d.pop("_antioch_fresh", False):
        exc.__context__ = None
        exc.__suppress_context__ = False
    rt = f.reraise_tb
    if rt is not NOT_RERAISED:
        # RERAISE / bare raise: CPython keeps the traceback as it was (no new entry for this frame; 3.12+'s
        # "generator raised StopIteration" is re-raised with none at all), and the context
        del f.reraise_tb
        exc.__traceback__ = rt
        if STATE.host_exc is not None:
            exc.__context__ = f.reraise_context
        return  # a re-raise chains nothing (ceval.c: _PyErr_Restore, not _PyErr_SetObject)
    tb = exc.__traceback__
    below = None
    if tb is not None:
        # the loop's own entry becomes the VM frame's: a real frame of its code, the VM instruction's
        # offset (tb_lasti, from which the traceback module reads columns) and line
        pc = f.pc
        frame = activation_frame(f)
        line = pc.lines[i]
        below = _program_frames(tb.tb_next)
        exc.__traceback__ = TracebackType(below, frame or tb.tb_frame,
                                          pc.offsets[i] if frame is not None else tb.tb_lasti,
                                          line if line is not None else -1)
    cur = STATE.exc
    if cur is None or cur is exc or (below is not None and f.pc.opnames[i] != "RAISE_VARARGS"):
        # what a callee raised (a VM frame or native code) was chained where it was raised; a raise here of
        # an exception raised before keeps the entries of that time below this frame's
        return
    ctx = exc.__context__
    if ctx is None or (ctx is STATE.host_exc and ctx is not cur):
        # _PyErr_SetObject: chain to the handled exception, cutting a cycle through exc.  The host chained
        # what a handler raises under calls.call_handling to the exception handled when that native call
        # began: this frame has handled another since.
        o = cur
        seen = set()  # a chain may already hold a cycle that does not pass through exc (Floyd in 3.12's C)
        while True:
            ctx = o.__context__
            if ctx is None or id(ctx) in seen:
                break
            if ctx is exc:
                o.__context__ = None
                break
            seen.add(id(ctx))
            o = ctx
        exc.__context__ = cur


def blamed_instruction(pc: PCode, f: Frame, i: int) -> int:
    """The instruction that raised: a superinstruction starting at ``i`` leaves its own in ``f.lasti``."""
    end = pc.fused_end[i]
    if end and i <= f.lasti < end:
        return f.lasti
    return i


def caught(f: Frame, exc: BaseException, i: int) -> int:
    """What an untraced loop does with ``exc`` raised at instruction ``i`` of ``f``: the traceback entry,
    then the instruction of the handler that takes it, or -1 when it leaves the frame.  Called from the
    loop's ``except`` block, while the head of ``exc.__traceback__`` is still the loop's own entry."""
    i = blamed_instruction(f.pc, f, i)
    f.lasti = i
    mark_traceback(f, exc, i)
    return f.pc.table_unwind(f, exc, i)


def run_traced(f: Frame, i: int = 0) -> Any:
    """The plain frames' loop (:func:`antioch.vm.calls.call_positional`) with the instruction counter and
    trace events."""
    pc = f.pc
    ops = pc.ops
    args = pc.args
    s = f.stack
    unwind = pc.table_unwind
    state = STATE
    tracer = state._tracer  # the slot behind VMState.tracer
    counted = pc.counted
    depth = state.depth + 1
    if depth > state._max_depth:
        raise recursion_error()
    state.depth = depth
    while True:
        try:
            while True:
                f.lasti = i
                state.count += counted[i]
                r = ops[i](f, s, args[i])
                if tracer is not None:
                    tracer.instruction(f, i)
                if r is None:
                    i += 1
                elif r >= 0:
                    i = r
                else:
                    if tracer is not None:
                        tracer.leave(f, f.retval)
                    state.depth = depth - 1
                    return f.retval
        except BaseException as exc:
            f.lasti = i
            mark_traceback(f, exc, i)
            if tracer is not None:
                tracer.exception(f, i, exc)
            i = unwind(f, exc, i)
            if i < 0:
                state.depth = depth - 1
                if tracer is not None:
                    tracer.leave(f, RAISED)
                raise exc


LoopFunction = TypeVar("LoopFunction", bound=Callable[..., Any])


#: the code of every function that runs a VM frame in a local named ``f`` with its instruction in ``i``, by
#: ``id``: the logical stack (antioch.vm.introspect) shows such a host frame as the VM frame it runs.  Looked up
#: by identity, as hashing a code object hashes its bytecode and constants (tens of microseconds on 3.13)
LOOP_CODES = {id(run_traced.__code__): run_traced.__code__}


def runs_frames(function: LoopFunction) -> LoopFunction:
    """Register ``function`` as a run loop of its own (see :data:`LOOP_CODES`)."""
    LOOP_CODES[id(function.__code__)] = function.__code__
    return function
