"""VM functions bind to instances through the slot of Python functions (antioch.vm.native_binding)."""
import sys
import types

import pytest

from antioch.vm import native_binding

HAS_CTYPES = sys.platform != "emscripten"


class Binder:
    """Binds, by its own ``__get__``, to a value no binding by slot would give: which one ran shows."""

    def __get__(self, obj, cls=None):
        return "python"

    def __call__(self, *args):
        return args


@pytest.mark.skipif(not HAS_CTYPES, reason="ctypes writes the slot")
def test_the_slot_binds_as_a_function_does():
    class Host:
        attr = Binder()

    host = Host()
    assert host.attr == "python"
    assert native_binding.install(Binder)
    method = host.attr
    assert type(method) is types.MethodType
    assert method.__func__ is Host.__dict__["attr"] and method.__self__ is host
    assert method(1) == (host, 1)
    assert Host.attr is Host.__dict__["attr"]  # no instance: the object itself, as func_descr_get gives
    assert Binder.__get__(Host.__dict__["attr"], host) == "python"  # the method by name stays Python's


def test_a_class_without_get_is_left_alone():
    class Plain:
        pass

    assert not native_binding.install(Plain)
    assert not hasattr(Plain, "__get__")


@pytest.mark.skipif(not HAS_CTYPES, reason="ctypes writes the slot")
def test_vm_functions_bind_through_the_slot():
    from antioch.vm import calls, run_source
    from antioch.vm.machine import get_vm

    get_vm()
    g = {"__name__": "binding"}
    run_source("class C:\n    def m(self):\n        return self\n", g)
    c = g["C"]()
    func = g["C"].__dict__["m"]
    assert type(func) is calls.Function
    slot = native_binding._slots(__import__("ctypes"))
    assert slot(calls.Function, native_binding._TP_DESCR_GET) == slot(types.FunctionType, native_binding._TP_DESCR_GET)
    assert c.m.__func__ is func and c.m() is c
