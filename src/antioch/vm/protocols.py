"""Protocols the handlers of both families share: awaitables, ``yield from``/``await`` delegation,
argument shapes of ``f(*args, **kwargs)``.

Below :mod:`antioch.vm.ops_blocks` (3.8-3.10) and :mod:`antioch.vm.ops_table` (3.11+), which both
import it and never each other.  Where a version differs (how a delegation that ends by
``throw()`` resumes the frame) the caller passes the version's way in.
"""
import types

from antioch.vm import calls, coroutines, ops
from antioch.vm.codeframes import program_traceback
from antioch.vm.frame import fresh
from antioch.vm.genframes import native_cr_await

CoroutineType = types.CoroutineType


def ex_args(fn, callargs, kwargs):
    """The positional list and keyword dict of ``fn(*callargs, **kwargs)``, with CPython's TypeErrors."""
    if type(callargs) is not tuple:
        try:
            callargs = tuple(callargs)
        except TypeError:
            if not hasattr(callargs, "__iter__"):
                raise fresh(TypeError(ops.MESSAGES["star_iterable"]
                                      % {"func": calls.func_desc(fn), "type": type(callargs).__name__})) from None
            raise
    if kwargs is not None and type(kwargs) is not dict:
        if not hasattr(kwargs, "keys"):
            raise TypeError(ops.MESSAGES["star_mapping"] % {"func": calls.func_desc(fn), "type": type(kwargs).__name__})
        kwargs = dict(kwargs)
    return list(callargs), kwargs or None


def send(receiver, v):
    t = type(receiver)
    if t is CoroutineType:  # a VM coroutine awaited: no __next__, and hasattr would raise inside
        return receiver.send(v)
    if v is None and t is calls.GeneratorType:
        return next(receiver)
    if v is None:
        return receiver.__next__() if hasattr(receiver, "__next__") else receiver.send(None)
    return receiver.send(v)


def throw_into(f, s, i, exc, receiver, finish):
    """throw()/close() on a generator suspended in ``yield from`` / ``await`` (Objects/genobject.c, _gen_throw):
    (yield again?, value to yield, instruction), or what goes into the frame raised; ``finish(f, s, i, stop)``
    says how the frame goes on when the subiterator returns."""
    if isinstance(exc, GeneratorExit):
        close = getattr(receiver, "close", None)
        if close is not None:
            close()
        raise exc
    throw = getattr(receiver, "throw", None)
    if throw is None:
        raise exc
    try:
        value = throw(exc)
    except StopIteration as stop:
        return finish(f, s, i, stop)
    return True, value, i


def get_awaitable(v):
    """GET_AWAITABLE's iterator for ``v`` (Objects/genobject.c, _PyCoro_GetAwaitableIter, and the check
    GET_AWAITABLE makes after it)."""
    if type(v) is CoroutineType:  # what a VM coroutine function returns: the common case first
        if native_cr_await(v) is not None:  # suspended in an await of its own (_PyGen_yf)
            raise RuntimeError("coroutine is being awaited already")
        return v
    if isinstance(v, coroutines.Coroutine) or type(v).__name__ == "coroutine":
        return v
    if _is_generator_coroutine(v):
        return v  # types.coroutine generator
    t = type(v)
    aw = getattr(t, "__await__", None)
    if aw is None:
        raise TypeError(ops.MESSAGES["not_awaitable"] % t.__name__)
    it = aw(v)
    # a coroutine first: it has no __next__, and CPython names it so (PEP 492)
    if coroutines.is_coroutine(it) or _is_generator_coroutine(it):
        raise TypeError(ops.MESSAGES["await_coroutine"] % {"type": ops.type_name(t)})
    if not hasattr(it, "__next__"):
        raise TypeError(ops.MESSAGES["await_non_iterator"] % {
            "type": ops.type_name(t), "result": ops.type_name(type(it)), "result_name": type(it).__name__})
    return it


def _is_generator_coroutine(v):
    """A generator of a ``types.coroutine`` function (CO_ITERABLE_COROUTINE), native or VM."""
    return isinstance(v, calls.GeneratorType) and bool(v.gi_code.co_flags & 0x100 or calls.vm_code_flags(v) & 0x100)


def GET_AWAITABLE(f, s, a):
    s[-1] = awaitable_of(s[-1], a)


def awaitable_of(v, a):
    """GET_AWAITABLE's result for ``v`` (``a``: 1 after ``__aenter__``, 2 after ``__aexit__``), with its TypeErrors."""
    try:
        return get_awaitable(v)
    except TypeError:
        if a == 1 and not hasattr(type(v), "__await__"):
            raise fresh(TypeError("'async with' received an object from __aenter__ that does not implement "
                                  "__await__: %s" % type(v).__name__)) from None
        if a == 2 and not hasattr(type(v), "__await__"):
            raise fresh(TypeError("'async with' received an object from __aexit__ that does not implement "
                                  "__await__: %s" % type(v).__name__)) from None
        raise


def GET_AITER(f, s, a):
    v = s[-1]
    t = type(v)
    aiter = getattr(t, "__aiter__", None)
    if aiter is None:
        raise TypeError("'async for' requires an object with __aiter__ method, got %s" % t.__name__)
    it = aiter(v)
    if not hasattr(type(it), "__anext__"):
        raise TypeError("'async for' received an object from __aiter__ that does not implement __anext__: %s"
                        % type(it).__name__)
    s[-1] = it


def GET_ANEXT(f, s, a):
    it = s[-1]
    t = type(it)
    anext = getattr(t, "__anext__", None)
    if anext is None:
        raise TypeError("'async for' requires an iterator with __anext__ method, got %s" % t.__name__)
    aw = anext(it)
    try:
        s.append(get_awaitable(aw))
    except BaseException as exc:
        # _PyErr_FormatFromCause: whatever made the awaitable fail is the TypeError's cause and context,
        # with the traceback of the program's frames only (these handlers' frames would keep the iterator)
        exc.__traceback__ = program_traceback(exc.__traceback__)
        raise TypeError("'async for' received an invalid object from __anext__: %s" % type(aw).__name__) from exc
