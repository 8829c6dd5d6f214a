"""Coroutines and async generators of VM frames: native-looking objects driving the frame's Python generator."""
import collections.abc
import types
from typing import Any


def is_coroutine(v: Any) -> bool:
    return isinstance(v, (types.CoroutineType, Coroutine))


def _vm_frame(self: Any) -> Any:
    """The VM frame of the generator driven (as antioch.vm.genframes answers ``gi_frame``)."""
    return self._gen.gi_frame


def _delegate(self: Any) -> Any:
    """What the generator driven delegates to while suspended in ``await`` (``gi_yieldfrom``)."""
    return self._gen.gi_yieldfrom


class AwaitGenerator:
    """An awaitable whose iterator is the VM frame's generator."""

    __slots__ = ("gen",)

    def __init__(self, gen: Any) -> None:
        self.gen = gen

    def __await__(self) -> Any:
        return self.gen


async def coroutine_driver(awaitable: Any) -> Any:
    """What a VM coroutine function returns: a native coroutine object (so asyncio, inspect and
    ``type(c) is types.CoroutineType`` see a coroutine) whose only work is to delegate every
    send/throw/close to the VM frame's generator.  This driver is antioch's code, not the program's.

    ``close()`` closes the generator first (Objects/genobject.c, gen_close_iter), which says "generator
    ignored GeneratorExit" where the VM frame yields again; CPython names the coroutine.  That error is
    raised by ``close()`` itself, so it reaches the driver with no traceback entry below the driver's own."""
    try:
        return await awaitable
    except RuntimeError as exc:
        tb = exc.__traceback__
        if exc.args == _GENERATOR_IGNORED and tb is not None and tb.tb_next is None:
            exc.args = _COROUTINE_IGNORED
        raise


_GENERATOR_IGNORED = ("generator ignored GeneratorExit",)
_COROUTINE_IGNORED = ("coroutine ignored GeneratorExit",)


def coroutine_of(gen: Any, name: str, qualname: str) -> Any:
    """The coroutine object of a VM coroutine frame run by ``gen`` (its run loop, a Python generator)."""
    coro: Any = coroutine_driver(AwaitGenerator(gen))
    coro.__name__ = name
    coro.__qualname__ = qualname
    return coro


class Coroutine(collections.abc.Coroutine):
    """A coroutine made by the VM: a driver around the frame's Python generator."""

    __slots__ = ("__name__", "__qualname__", "_awaited", "_gen")

    def __init__(self, gen: Any, name: str, qualname: str) -> None:
        self._gen = gen
        self.__name__ = name
        self.__qualname__ = qualname

    def send(self, value: Any) -> Any:
        return self._gen.send(value)

    def throw(self, typ: Any, val: Any = None, tb: Any = None) -> Any:
        if val is None and tb is None:
            return self._gen.throw(typ)
        return self._gen.throw(typ, val, tb)

    def close(self) -> None:
        self._gen.close()

    def __await__(self) -> Any:
        return self._gen

    def __repr__(self) -> str:
        return "<coroutine object %s at 0x%x>" % (self.__qualname__, id(self))

    @property
    def cr_running(self) -> bool:
        return self._gen.gi_running

    cr_frame = property(_vm_frame)
    cr_await = property(_delegate)
    cr_code = property(lambda self: self._gen.gi_code)


class AsyncGenWrapped:
    """An async generator's yielded value, as ASYNC_GEN_WRAP marks it (not an await passing through)."""

    __slots__ = ("value",)

    def __init__(self, value: Any) -> None:
        self.value = value


class AsyncGenerator(collections.abc.AsyncGenerator):
    """An async generator made by the VM (Objects/genobject.c, async_gen_asend / athrow)."""

    __slots__ = ("__name__", "__qualname__", "_closed", "_gen", "_started", "ag_code")

    def __init__(self, gen: Any, name: str, qualname: str, code: Any = None) -> None:
        self._gen = gen
        self.ag_code = code
        self.__name__ = name
        self.__qualname__ = qualname
        self._closed = False

    def __aiter__(self) -> "AsyncGenerator":
        return self

    def __anext__(self) -> Any:
        return _Awaitable(self._drive(self._gen.send, None))

    def asend(self, value: Any) -> Any:
        return _Awaitable(self._drive(self._gen.send, value))

    def athrow(self, typ: Any, val: Any = None, tb: Any = None) -> Any:
        exc = typ if val is None and tb is None else typ(val) if val is not None else typ
        return _Awaitable(self._drive(self._gen.throw, exc))

    def aclose(self) -> Any:
        return _Awaitable(self._close())

    def _drive(self, first: Any, value: Any) -> Any:
        gen = self._gen
        try:
            y = first(value)
            while True:
                if type(y) is AsyncGenWrapped:
                    return y.value
                try:
                    sent = yield y
                except GeneratorExit:  # the awaitable closed (dropped): the generator stays suspended
                    raise
                except BaseException as exc:  # thrown into the awaitable: goes to the frame
                    y = gen.throw(exc)
                else:
                    y = gen.send(sent)
        except StopIteration:
            raise StopAsyncIteration from None

    def _close(self) -> Any:
        gen = self._gen
        try:
            y = gen.throw(GeneratorExit)
            while True:
                if type(y) is AsyncGenWrapped:
                    raise RuntimeError("async generator ignored GeneratorExit")
                sent = yield y
                y = gen.send(sent)
        except (StopIteration, StopAsyncIteration, GeneratorExit):
            return None

    def __repr__(self) -> str:
        return "<async_generator object %s at 0x%x>" % (self.__qualname__, id(self))

    @property
    def ag_running(self) -> bool:
        return self._gen.gi_running

    ag_frame = property(_vm_frame)
    ag_await = property(_delegate)

    if hasattr(types.AsyncGeneratorType, "ag_suspended"):  # 3.12+
        @property
        def ag_suspended(self) -> bool:
            return bool(self._gen.gi_suspended)


class _Awaitable:
    """What ``__anext__``/``asend``/``athrow``/``aclose`` return: awaitable and iterable at once."""

    __slots__ = ("_it",)

    def __init__(self, it: Any) -> None:
        self._it = it

    def __await__(self) -> Any:
        return self._it

    def __iter__(self) -> Any:
        return self._it

    def __next__(self) -> Any:
        return next(self._it)

    def send(self, value: Any) -> Any:
        return self._it.send(value)

    def throw(self, *args: Any) -> Any:
        return self._it.throw(*args)

    def close(self) -> None:
        self._it.close()


