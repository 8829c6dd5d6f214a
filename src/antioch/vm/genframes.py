"""The frame attributes of VM generators, coroutines and async generators, as CPython's would answer.

A VM generator is a native generator of :func:`antioch.vm.generator_loop.run_generator` (so ``send``,
``throw``, ``close``, ``gi_running`` and ``gi_suspended`` are the native protocol), and a VM coroutine
is a native coroutine of :func:`antioch.vm.coroutines.coroutine_driver` around one.  Their native
``gi_frame``/``cr_frame``, ``gi_code``/``cr_code`` and ``gi_yieldfrom``/``cr_await`` would show that
machinery.  :func:`install` puts properties in their place on ``types.GeneratorType`` and
``types.CoroutineType`` that answer with the VM frame for VM-made objects (the frame object
``sys._getframe()`` gives inside it, see :mod:`antioch.vm.introspect`) and as the native attribute
for every other object.  A builtin type's attributes cannot be assigned from Python, so the
properties go into the type's dictionary directly, and ``PyType_Modified`` (public C API, called
through ctypes) drops the attribute caches; without ctypes (WebAssembly) nothing is replaced.

What CPython answers (Objects/genobject.c): ``gi_frame`` None once the generator has finished,
``f_back`` None while it is suspended, ``f_lasti`` of a generator not yet started what the host gives
a native one (-1 before 3.11), ``gi_yieldfrom``/``cr_await`` the iterator a suspended ``yield from`` or
``await`` delegates to (the top of its value stack, ``_PyGen_yf``), else None.
"""
import gc
import types
import weakref
from typing import Any, Dict, Optional

from antioch.vm.coroutines import coroutine_driver
from antioch.vm.decode import NULL
from antioch.vm.frame import Frame
from antioch.vm.introspect import FrameView, view_of
from antioch.vm.resting import RUN_GENERATOR, native_gi_code, native_gi_frame, started, vm_generator_frame

GeneratorType = types.GeneratorType
CoroutineType = types.CoroutineType
DRIVER = coroutine_driver.__code__
native_gi_yieldfrom = GeneratorType.__dict__["gi_yieldfrom"].__get__
native_cr_frame = CoroutineType.__dict__["cr_frame"].__get__
native_cr_code = CoroutineType.__dict__["cr_code"].__get__
native_cr_await = CoroutineType.__dict__["cr_await"].__get__


def _delegate(vmf: Frame, loop: Any) -> Any:
    """What a suspended VM frame delegates to in ``yield from``/``await`` (``_PyGen_yf``), or None."""
    if loop.f_back is not None or not started(loop):  # running, or not started
        return None
    i = vmf.lasti
    if 0 <= i < len(vmf.pc.yield_from) and vmf.pc.yield_from[i] and vmf.stack:
        # 3.15's two-slot iterators keep a NULL above the subiterator
        found = [v for v in vmf.stack[-2:] if v is not NULL]
        return found[-1] if found else None
    return None


def _driven(coro: Any) -> Any:
    """The VM generator a native coroutine of the driver delegates to, or None."""
    if native_cr_code(coro) is not DRIVER:
        return None
    awaiting = native_cr_await(coro)
    if awaiting is not None:
        return awaiting
    frame = native_cr_frame(coro)
    if frame is None:
        return None
    awaitable = frame.f_locals.get("awaitable")
    return getattr(awaitable, "gen", None)


def _frame_view(gen: Any) -> Optional[FrameView]:
    vmf, loop = vm_generator_frame(gen)
    if vmf is None:
        return None
    return view_of(vmf, loop)


# ---- the attributes -----------------------------------------------------------------------------

def _gi_frame(gen: Any) -> Any:
    if native_gi_code(gen) is not RUN_GENERATOR:
        return native_gi_frame(gen)
    return _frame_view(gen)


def _gi_code(gen: Any) -> Any:
    vmf, _ = vm_generator_frame(gen)
    if vmf is not None:
        return vmf.pc.code
    return native_gi_code(gen)


def _gi_yieldfrom(gen: Any) -> Any:
    vmf, loop = vm_generator_frame(gen)
    if vmf is not None:
        return _delegate(vmf, loop)
    return native_gi_yieldfrom(gen)


def _cr_frame(coro: Any) -> Any:
    gen = _driven(coro)
    if gen is None:
        return native_cr_frame(coro)
    view = _frame_view(gen)
    if view is not None and view._owner is None:
        view._owner = weakref.ref(coro)  # for clear() (weak: the frame must not keep its coroutine alive)
    return view


def _cr_code(coro: Any) -> Any:
    gen = _driven(coro)
    if gen is not None:
        vmf, _ = vm_generator_frame(gen)
        if vmf is not None:
            return vmf.pc.code
    return native_cr_code(coro)


def _cr_await(coro: Any) -> Any:
    gen = _driven(coro)
    if gen is None:
        return native_cr_await(coro)
    vmf, loop = vm_generator_frame(gen)
    return _delegate(vmf, loop) if vmf is not None else None


_REPLACED: Dict[type, Dict[str, Any]] = {
    GeneratorType: {"gi_frame": _gi_frame, "gi_code": _gi_code, "gi_yieldfrom": _gi_yieldfrom},
    CoroutineType: {"cr_frame": _cr_frame, "cr_code": _cr_code, "cr_await": _cr_await},
}
def install() -> None:
    """Put the properties in place, where ctypes can tell the types they changed (once: the VM's first use)."""
    try:
        import ctypes

        modified = ctypes.pythonapi.PyType_Modified
        modified.argtypes = [ctypes.py_object]
        modified.restype = None
    except (ImportError, AttributeError, OSError):
        return
    for cls, attrs in _REPLACED.items():
        namespace = gc.get_referents(cls.__dict__)[0]  # the dict behind the type's read-only mapping proxy
        for name, getter in attrs.items():
            namespace[name] = property(getter, doc=namespace[name].__doc__)
        modified(cls)
