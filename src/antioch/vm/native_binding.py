"""VM functions bound to instances at C speed: ``obj.method`` of a VM function is made as a Python function's is.

CPython calls a class's ``__get__`` written in Python from C (Objects/typeobject.c,
``slot_tp_descr_get``) for every ``obj.method`` that finds it: a new entry into the eval loop, and a
``MethodType`` built by a call from Python code, about 250 ns where a Python function's own binding
takes 30.  That binding, ``func_descr_get`` (Objects/funcobject.c, the same in 3.8-3.15), reads
nothing of the object it binds: ``obj`` None (or NULL) gives the object back, anything else
``PyMethod_New(func, obj)``, exactly what :meth:`antioch.vm.calls.Function.__get__` does.  So
:func:`install` copies the function type's ``tp_descr_get`` slot into the VM function type's,
through ctypes; ``Function.__get__`` stays in the class for whoever calls it by name
(``functools.partialmethod``), and the result is the same object either way.

The slot is written only where the type object's layout is found to be the one of
Include/cpython/object.h (``tp_flags`` and ``tp_base`` where that struct puts them) and the slot
holds what is expected there.  Without ctypes (WebAssembly builds) nothing changes: ``Function.__get__``
binds, more slowly.
"""
import types
from typing import Any, Optional

#: the index of each field of PyTypeObject read here, in pointer-sized words (Include/cpython/object.h,
#: struct _typeobject, after PyObject_VAR_HEAD's three words; the same order in 3.8-3.15)
_TP_FLAGS = 21
_TP_BASE = 32
_TP_DESCR_GET = 34
_TP_DESCR_SET = 35


def _slots(ctypes: Any) -> Optional[Any]:
    """A reader of a type object's field by index, if the layout is the expected one, else None."""
    word = ctypes.sizeof(ctypes.c_void_p)

    def field(tp: type, index: int) -> int:
        return ctypes.c_void_p.from_address(id(tp) + index * word).value or 0

    class Probe:
        def __get__(self, obj: Any, cls: Any = None) -> Any:
            return self

    for tp in (Probe, types.FunctionType, property):
        if ctypes.c_ulong.from_address(id(tp) + _TP_FLAGS * word).value != tp.__flags__:
            return None
        if field(tp, _TP_BASE) != id(tp.__base__):
            return None
    # a Python function binds, a property is a data descriptor, a class without __get__ has neither slot
    if not (field(types.FunctionType, _TP_DESCR_GET) and not field(types.FunctionType, _TP_DESCR_SET)
            and field(property, _TP_DESCR_SET) and field(Probe, _TP_DESCR_GET)
            and not field(object, _TP_DESCR_GET)):
        return None
    return field


def install(cls: type) -> bool:
    """Give class ``cls`` (whose ``__get__`` binds as a Python function's) the binding of Python functions;
    whether it was done."""
    try:
        import ctypes

        modified = ctypes.pythonapi.PyType_Modified
        modified.argtypes = [ctypes.py_object]
        modified.restype = None
    except (ImportError, AttributeError, OSError):
        return False
    field = _slots(ctypes)
    if field is None or not field(cls, _TP_DESCR_GET):  # cls has no __get__ slot to replace
        return False
    word = ctypes.sizeof(ctypes.c_void_p)
    ctypes.c_void_p.from_address(id(cls) + _TP_DESCR_GET * word).value = field(types.FunctionType, _TP_DESCR_GET)
    modified(cls)
    return True
