"""What a program sees of its own execution: frames, the recursion limit, warnings' callers.

While code runs in the VM the Python stack holds antioch's machinery (run loops, handlers,
call helpers), not the program's frames.  This module gives the program CPython's view:

- :func:`antioch.vm.codeframes.activation_frame`: a real frame object of a VM frame (made by
  ``PyFrame_New``, never executed, holding the VM frame's locals), the ``tb_frame`` of the
  traceback entries a VM frame adds, so ``traceback``, ``inspect`` and CPython's own printer read
  the program's file, name and (from ``tb_lasti``, an offset of that same code) its columns.
- :func:`getframe` (installed as ``sys._getframe``): the *logical* stack, where each run loop
  stands for the VM frame it runs (a :class:`FrameView`), antioch's own frames are left out and
  native frames are wrapped (:class:`NativeFrameView`) so that ``f_back`` keeps to that stack.
  ``inspect.currentframe``/``stack``, ``traceback.extract_stack``, ``logging``'s caller,
  ``typing``'s ``_caller`` and ``collections.namedtuple``'s module all read it.
- ``sys.getrecursionlimit``/``setrecursionlimit``: the limit counted in VM frames
  (:data:`antioch.vm.frame.STATE`), while the host runs with room for the VM's own frames.
- ``warnings.warn``: the warning's place found on the logical stack, as ``Python/_warnings.c``'s
  ``setup_context`` finds it on CPython's.
- ``traceback``'s walkers and ``sys.unraisablehook``: traceback entries of antioch's own frames
  left out, as a native caller of a VM function (unittest, a ``__del__``) would not see them.

:func:`install` puts these in place once; each behaves as the original while no VM frame runs.
"""
import os
import sys
import types
import warnings
from typing import Any, Iterator, Optional

from antioch.vm.codeframes import is_antioch, program_traceback
from antioch.vm.frame import LOOP_CODES, STATE
from antioch.vm.framelocals import live_locals
from antioch.vm.generator_loop import run_generator
from antioch.vm.resting import RUN_GENERATOR, native_gi_frame, resting_instruction

CellType = types.CellType
CO_COROUTINE = 0x80
FrameType = types.FrameType
_FUSED_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fuse.py")

real_getframe = sys._getframe
_real_getlimit = sys.getrecursionlimit
_real_setlimit = sys.setrecursionlimit
_real_warn = warnings.warn
_real_getframemodulename = getattr(sys, "_getframemodulename", None)


# ---- the logical stack ----------------------------------------------------------------------------

#: the real frame below which the frames are not the program's (``antioch run``'s own), or None
_bottom: Any = None


def _logical(real: Any) -> Iterator[Any]:
    """The program's frames from real frame ``real`` outwards."""
    while real is not None and real is not _bottom:
        code = real.f_code
        if id(code) in LOOP_CODES:
            vmf = real.f_locals.get("f")
            if vmf is not None:
                yield view_of(vmf, real)
        elif not is_antioch(code):
            yield NativeFrameView(real)
        real = real.f_back


def _next_logical(real: Any) -> Any:
    for fr in _logical(real.f_back):
        return fr
    return None


def _instruction(vmf: Any, loop: Any) -> int:
    """The instruction VM frame ``vmf`` is at: its loop's, or the one a superinstruction it runs is at."""
    above = below = None
    real: Any = real_getframe(1)
    while real is not None and real is not loop:
        above, below = real, above
        real = real.f_back
    if real is None:  # not running: a suspended generator, or a frame that has finished
        if loop.f_code is RUN_GENERATOR:
            return resting_instruction(vmf, loop)
        return int(vmf.lasti)
    loop_locals = loop.f_locals
    i = loop_locals.get("i", 0)
    if above is not None and above.f_code.co_name == "_cold" and above.f_code.co_filename == _FUSED_FILE:
        above = below  # a run compiled at its first instruction's last cold execution, run from there
    if above is not None and above.f_code.co_filename == _FUSED_FILE and above.f_code.co_name == "fused":
        inner = above.f_locals  # its first instruction, and the one its line blames (fuse_source.RunSource.blamed)
        i = inner.get("a", i) + inner["BLAMED"][above.f_lineno]
    return int(i)


_created: list = []


def _created_lasti() -> int:
    """``f_lasti`` of a run loop of a VM generator not started (asked of one made and dropped at once)."""
    if not _created:
        gen = run_generator(None, 0)  # type: ignore[arg-type]  # never run
        _created.append(native_gi_frame(gen).f_lasti)
        gen.close()
    return _created[0]


class FrameView:
    """A VM frame as a frame object: CPython's read-only attributes, ``f_back`` on the logical stack."""

    __slots__ = ("_loop", "_owner", "_vm", "f_trace", "f_trace_lines", "f_trace_opcodes")

    def __init__(self, vmf: Any, loop: Any) -> None:
        self._vm = vmf
        self._loop = loop
        #: a weak reference to the coroutine object whose ``cr_frame`` this is (antioch.vm.genframes), or None
        self._owner: Any = None
        self.f_trace = None
        self.f_trace_lines = True
        self.f_trace_opcodes = False

    __class__ = property(lambda self: FrameType)  # isinstance(f, FrameType) holds
    f_code = property(lambda self: self._vm.pc.code)
    f_globals = property(lambda self: self._vm.globals)
    f_builtins = property(lambda self: self._vm.builtins)
    f_locals = property(lambda self: live_locals(self._vm))
    f_back = property(lambda self: _next_logical(self._loop))

    @property
    def f_lasti(self) -> int:
        offsets = self._vm.pc.offsets
        i = _instruction(self._vm, self._loop)
        return offsets[i] if 0 <= i < len(offsets) else -1

    @property
    def f_lineno(self) -> Any:
        lines = self._vm.pc.lines
        i = _instruction(self._vm, self._loop)
        if 0 <= i < len(lines) and lines[i] is not None:
            return lines[i]
        return self._vm.pc.code.co_firstlineno

    def clear(self) -> None:
        """As CPython (Objects/frameobject.c, frame_clear; Objects/genobject.c, _PyGen_Finalize): an error
        while the frame runs; a suspended generator's frame closes the generator; a coroutine's that never
        started warns that it was never awaited."""
        owner = self._owner() if self._owner is not None else None
        if owner is not None and self._vm.pc.flags & CO_COROUTINE and self._loop.f_lasti == _created_lasti():
            warnings._warn_unawaited_coroutine(owner)  # type: ignore[attr-defined]  # what C calls
        self._loop.clear()

    def __repr__(self) -> str:
        code = self.f_code
        return "<frame at 0x%x, file %r, line %s, code %s>" % (id(self), code.co_filename, self.f_lineno,
                                                               code.co_name)


class NativeFrameView:
    """A native frame met on the logical stack: itself in all but ``f_back``."""

    __slots__ = ("_real",)

    def __init__(self, real: Any) -> None:
        self._real = real

    __class__ = property(lambda self: FrameType)
    f_back = property(lambda self: _next_logical(self._real))

    def __getattr__(self, name: str) -> Any:
        return getattr(self._real, name)

    def __setattr__(self, name: str, value: Any) -> None:
        if name == "_real":
            object.__setattr__(self, name, value)
        else:
            setattr(self._real, name, value)

    def __repr__(self) -> str:
        return repr(self._real)


def view_of(vmf: Any, loop: Any) -> "FrameView":
    """The frame object of VM frame ``vmf`` run by ``loop``: the same object each time it is asked for."""
    view = vmf.__dict__.get("view")
    if view is None or view._loop is not loop:  # a generator's frame is run by one loop for its life
        view = vmf.view = FrameView(vmf, loop)
    return view


def getframe(depth: int = 0) -> Any:
    """``sys._getframe`` on the logical stack while VM code runs."""
    if STATE.depth == 0:
        return real_getframe(depth + 1)
    depth = depth.__index__()
    for fr in _logical(real_getframe(1)):
        if depth == 0:
            return fr
        depth -= 1
    raise ValueError("call stack is not deep enough")


def getframemodulename(depth: int = 0) -> Any:
    """``sys._getframemodulename`` (3.12+, Python/sysmodule.c): the module of the function a frame runs."""
    if STATE.depth == 0 and _real_getframemodulename is not None:
        return _real_getframemodulename(depth + 1)
    try:
        fr = getframe(depth)  # the logical stack leaves this function out already
    except ValueError:
        return None
    vmf = getattr(fr, "_vm", None)
    func = vmf.func if vmf is not None else None
    if func is not None:
        return func.__module__
    return fr.f_globals.get("__name__")


# ---- the recursion limit ------------------------------------------------------------------------

#: C stack one VM frame may take at worst, measured with recursion through a native call (map of a VM
#: function): 3.8 ran out of 8 MiB at 2,250 frames, 3.10 at 3,000, 3.11 at 8,250 (3.11+ run Python-to-Python
#: calls without C recursion); twice that, for room
STACK_PER_VM_FRAME = 8192 if sys.version_info < (3, 11) else 2048
#: the C stack the VM asks for (the main thread's grows up to RLIMIT_STACK, read when it grows)
WANTED_STACK = 1 << 30
#: the deepest the VM goes where the stack size cannot be known
UNKNOWN_STACK_DEPTH = 1000


def _stack_bytes() -> Optional[int]:
    """The main thread's C stack limit, raised to :data:`WANTED_STACK` where the hard limit allows."""
    try:
        import resource
    except ImportError:  # Windows, WebAssembly
        return None
    soft, hard = resource.getrlimit(resource.RLIMIT_STACK)
    want = WANTED_STACK if hard == resource.RLIM_INFINITY else min(WANTED_STACK, hard)
    if soft != resource.RLIM_INFINITY and soft < want:
        try:
            resource.setrlimit(resource.RLIMIT_STACK, (want, hard))
            soft = want
        except (ValueError, OSError):
            pass
    return want if soft == resource.RLIM_INFINITY else soft


_vm_depth_cap: Optional[int] = None


def vm_depth_cap() -> int:
    """How deep VM frames may nest before the host itself would run out of stack."""
    global _vm_depth_cap
    if _vm_depth_cap is None:
        stack = _stack_bytes()
        _vm_depth_cap = UNKNOWN_STACK_DEPTH if stack is None else min(100_000, stack // STACK_PER_VM_FRAME)
    return _vm_depth_cap


def getrecursionlimit() -> int:
    return STATE.limit if STATE.depth else _real_getlimit()


def setrecursionlimit(limit: Any) -> None:
    """Python/sysmodule.c, sys_setrecursionlimit_impl: the checks, then the VM's limit."""
    if not STATE.depth:
        _real_setlimit(limit)
        return
    if not isinstance(limit, int) or limit < 1:
        _real_setlimit(limit)  # CPython's own TypeError / ValueError
    if STATE.depth >= limit:
        raise RecursionError("cannot set the recursion limit to %d at the recursion depth %d: the limit is too low"
                             % (limit, STATE.depth))
    STATE.limit = limit
    STATE.max_depth = min(limit, vm_depth_cap())


def enter(native_depth: Optional[int], caller: Any) -> None:
    """Start running VM code with no VM frame running yet: the limit and host limit as it needs them.

    ``native_depth`` None: the frames below ``caller`` are the program's and count; a number: they are
    not the program's (``antioch run``'s own), and that many frames count.
    """
    global _bottom
    _bottom = caller if native_depth is not None else None
    if native_depth is None:
        native_depth = _count_native(caller)
    limit = _real_getlimit()
    cap = vm_depth_cap()
    STATE.limit = limit
    STATE.max_depth = min(limit, cap)
    STATE.depth = native_depth
    host = 8 * cap + 2_000  # a VM frame takes two to six Python frames of the host
    if limit < host:
        _real_setlimit(host)


def leave() -> None:
    """No VM code runs any more: the host keeps the program's limit, as CPython would."""
    global _bottom
    _bottom = None
    STATE.depth = 0
    _real_setlimit(STATE.limit)


def _count_native(fr: Any) -> int:
    """How many frames run from ``fr`` down (antioch's not counted)."""
    n = 0
    while fr is not None:
        if not is_antioch(fr.f_code):
            n += 1
        fr = fr.f_back
    return n


# ---- warnings ------------------------------------------------------------------------------------

def _is_internal(fr: Any) -> bool:
    """Lib/warnings.py, _is_internal_frame: importlib's bootstrap frames are skipped."""
    filename = fr.f_code.co_filename
    return "importlib" in filename and "_bootstrap" in filename


def _skipped(fr: Any, prefixes: tuple) -> bool:
    return _is_internal(fr) or (bool(prefixes) and fr.f_code.co_filename.startswith(prefixes))


def warn(message: Any, category: Any = None, stacklevel: int = 1, source: Any = None, **kw: Any) -> None:
    """``warnings.warn`` placing the warning on the logical stack (Python/_warnings.c, setup_context)."""
    if STATE.depth == 0:
        _real_warn(message, category, stacklevel + 1, source, **kw)  # one more: this function's frame
        return
    prefixes = tuple(kw.pop("skip_file_prefixes", ()))
    if kw:
        _real_warn(message, category, stacklevel, source, **kw)  # CPython's TypeError for the rest
    if isinstance(message, Warning):
        category = message.__class__
    if category is None:
        category = UserWarning
    if not (isinstance(category, type) and issubclass(category, Warning)):
        raise TypeError("category must be a Warning subclass, not '%s'" % type(category).__name__)
    if prefixes:
        stacklevel = max(2, stacklevel)
    stack = _logical(real_getframe(1))
    fr = next(stack, None)
    if stacklevel <= 1 or fr is None or _is_internal(fr):
        for _ in range(stacklevel - 1):
            fr = next(stack, None)
    else:
        for _ in range(stacklevel - 1):
            fr = next(stack, None)
            while fr is not None and _skipped(fr, prefixes):
                fr = next(stack, None)
    if fr is None:
        globals_, filename, lineno = sys.__dict__, "sys", 1
    else:
        globals_, filename, lineno = fr.f_globals, fr.f_code.co_filename, fr.f_lineno
    registry = globals_.setdefault("__warningregistry__", {})
    module = globals_.get("__name__")
    if not (module is None or isinstance(module, str)):
        module = "<string>"
    warnings.warn_explicit(message, category, filename, lineno, module, registry, globals_, source)


# ---- tracebacks seen by native code --------------------------------------------------------------

def _filtered_walker(walk: Any) -> Any:
    def walk_program_frames(tb: Any) -> Any:
        return walk(program_traceback(tb))
    walk_program_frames.__name__ = walk.__name__
    walk_program_frames.__doc__ = walk.__doc__
    return walk_program_frames


def _unraisable_hook(hook: Any) -> Any:
    def program_unraisable_hook(unraisable: Any) -> Any:
        tb = unraisable.exc_traceback
        clean = program_traceback(tb)
        obj = unraisable.object
        if type(obj) is types.MethodType and type(obj.__func__).__name__ == "Function":
            obj = obj.__func__  # a VM __del__: CPython names the function (Objects/typeobject.c, slot_tp_finalize)
        if clean is not tb or obj is not unraisable.object:
            if unraisable.exc_value is not None:
                unraisable.exc_value.__traceback__ = clean
            unraisable = type(unraisable)((unraisable.exc_type, unraisable.exc_value, clean,
                                           unraisable.err_msg, obj))
        return hook(unraisable)
    return program_unraisable_hook


_installed = False


def install() -> None:
    """Put the logical-stack versions in place (once per process)."""
    global _installed
    if _installed:
        return
    _installed = True
    import traceback

    sys._getframe = getframe
    if _real_getframemodulename is not None:
        sys._getframemodulename = getframemodulename  # type: ignore[attr-defined]  # 3.12+
    sys.getrecursionlimit = getrecursionlimit
    sys.setrecursionlimit = setrecursionlimit
    warnings.warn = warn
    for name in ("walk_tb", "_walk_tb_with_full_positions"):
        walker = getattr(traceback, name, None)
        if walker is not None:
            setattr(traceback, name, _filtered_walker(walker))
    sys.unraisablehook = _unraisable_hook(sys.unraisablehook)
