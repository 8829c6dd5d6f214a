"""Class statements: ``__build_class__`` for a body the VM runs (Python/bltinmodule.c, builtin___build_class__)."""
import builtins as _builtins
import collections.abc
import types
from typing import Any

from antioch.vm.calls import Function, make_frame, run
from antioch.vm.decode import NULL

CellType = types.CellType


def build_class(func: Any, name: Any, *bases: Any, **kwds: Any) -> Any:
    if type(func) is not Function:
        if isinstance(func, types.FunctionType):
            return _builtins.__build_class__(func, name, *bases, **kwds)
        raise TypeError("__build_class__: func must be a function")
    if not isinstance(name, str):
        raise TypeError("__build_class__: name is not a string")
    orig_bases = bases
    bases = tuple(types.resolve_bases(bases))
    meta = kwds.pop("metaclass", None)
    if meta is None:
        meta = type(bases[0]) if bases else type
    if isinstance(meta, type):
        meta = _calculate_meta(meta, bases)
    prepare = getattr(meta, "__prepare__", None)
    ns = prepare(name, bases, **kwds) if prepare is not None else {}
    if not isinstance(ns, collections.abc.Mapping) and not hasattr(ns, "__getitem__"):
        raise TypeError("%s.__prepare__() must return a mapping, not %s" % (
            getattr(meta, "__name__", "<metaclass>"), type(ns).__name__))
    f = make_frame(func, [], None)
    f.locals = ns
    cell = run(f)
    if bases is not orig_bases and bases != orig_bases:
        ns["__orig_bases__"] = orig_bases
    # type.__new__ makes these implicit classmethods/staticmethods only for native functions
    for implicit, wrap in (("__init_subclass__", classmethod), ("__class_getitem__", classmethod),
                           ("__new__", staticmethod)):
        try:
            value = ns[implicit]
        except KeyError:
            continue
        if type(value) is Function:
            ns[implicit] = wrap(value)
    cls = meta(name, bases, ns, **kwds)
    if type(cell) is CellType and isinstance(cls, type):
        try:
            value = cell.cell_contents
        except ValueError:
            value = NULL
        if value is not cls:
            if value is NULL:
                raise RuntimeError("__class__ not set defining %r as %r. Was __classcell__ propagated to "
                                   "type.__new__?" % (name, cls))
            raise TypeError("__class__ set to %r defining %r as %r" % (value, name, cls))
    return cls


def _calculate_meta(meta: type, bases: tuple) -> type:
    winner = meta
    for base in bases:
        t = type(base)
        if issubclass(winner, t):
            continue
        if issubclass(t, winner):
            winner = t
            continue
        raise TypeError("metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass "
                        "of the metaclasses of all its bases")
    return winner


