"""Code objects as data (:class:`CodeFields`), and building real ``CodeType`` on this host.

A :class:`CodeFields` holds the fields of a code object of any supported version, so
antioch can carry a 3.8 code object around while running on 3.13.  Only a
``CodeFields`` of the host's own version can become a real ``types.CodeType``; the
constructor's signature changed in 3.10 (lnotab -> linetable) and 3.11 (qualname,
exception table), and this module is the one place that knows.
"""
import enum
import math
import re
import sys
import types
from dataclasses import dataclass, field, fields, replace
from operator import attrgetter
from typing import Any, Dict, Iterator, List, Optional, Tuple, TypeVar, Union

from antioch.encoding.patterns import repeated
from antioch.errors import EncodeError, VerifyError

Version = Tuple[int, int]
HOST: Version = (sys.version_info[0], sys.version_info[1])

# Code flags (Include/cpython/code.h); the same values in 3.8-3.15 (every bit by version: antioch.asm.syntax).
CO_OPTIMIZED = 0x1
CO_NEWLOCALS = 0x2
CO_VARARGS = 0x4
CO_VARKEYWORDS = 0x8
CO_NESTED = 0x10
CO_GENERATOR = 0x20
CO_NOFREE = 0x40  # 3.8-3.9 only
CO_COROUTINE = 0x80
CO_ITERABLE_COROUTINE = 0x100
CO_ASYNC_GENERATOR = 0x200



class Flags(enum.IntFlag):
    """co_flags bits of CPython 3.8+ by name (the same values in 3.8-3.15; Include/cpython/code.h).

    >>> int(Flags.OPTIMIZED | Flags.NEWLOCALS | Flags.VARARGS)
    7
    >>> bool(Flags.GENERATOR & (lambda: (yield)).__code__.co_flags)
    True
    """

    OPTIMIZED = CO_OPTIMIZED
    NEWLOCALS = CO_NEWLOCALS
    VARARGS = CO_VARARGS
    VARKEYWORDS = CO_VARKEYWORDS
    NESTED = CO_NESTED
    GENERATOR = CO_GENERATOR
    NOFREE = CO_NOFREE
    COROUTINE = CO_COROUTINE
    ITERABLE_COROUTINE = CO_ITERABLE_COROUTINE
    ASYNC_GENERATOR = CO_ASYNC_GENERATOR


# Kinds of "localsplus" slots in 3.11+ code (Include/internal/pycore_code.h).
CO_FAST_HIDDEN = 0x10
CO_FAST_LOCAL = 0x20
CO_FAST_CELL = 0x40
CO_FAST_FREE = 0x80


_Class = TypeVar("_Class", bound=type)


def _with_slots(cls: _Class) -> _Class:
    """``cls`` (a dataclass) made again with ``__slots__`` for its fields, as
    ``dataclass(slots=True)`` does from 3.10 on: no ``__dict__`` per instance, so making one is
    quicker, and the cyclic GC has one object to walk instead of two (a .pyc has thousands)."""
    namespace = dict(cls.__dict__)
    names = tuple(f.name for f in fields(cls))
    for name in names + ("__dict__", "__weakref__"):
        namespace.pop(name, None)  # the defaults live in the generated __init__
    namespace["__slots__"] = names
    slotted: _Class = type(cls)(cls.__name__, cls.__bases__, namespace)
    slotted.__qualname__ = cls.__qualname__
    return slotted


@_with_slots
@dataclass
class CodeFields:
    """The fields of one code object, of any version, as plain data.

    ``consts`` may hold nested ``CodeFields`` or, for host code, real code objects.
    ``linetable`` is ``co_lnotab`` before 3.10 and ``co_linetable`` from 3.10 on.
    """

    version: Version
    argcount: int = 0
    posonlyargcount: int = 0
    kwonlyargcount: int = 0
    nlocals: int = 0
    stacksize: int = 0
    flags: int = 0
    code: bytes = b""
    consts: Tuple[Any, ...] = ()
    names: Tuple[str, ...] = ()
    varnames: Tuple[str, ...] = ()
    freevars: Tuple[str, ...] = ()
    cellvars: Tuple[str, ...] = ()
    filename: str = ""
    name: str = ""
    qualname: str = ""
    firstlineno: int = 1
    linetable: bytes = b""
    exceptiontable: bytes = b""
    #: 3.11+ marshal data stores slot names and a kind byte per slot (CO_FAST_*) instead of
    #: varnames/cellvars/freevars; a reader keeps both here, None when not known.
    localsplusnames: Optional[Tuple[str, ...]] = field(default=None, compare=False)
    localspluskinds: Optional[bytes] = field(default=None, compare=False)

    def localsplus(self) -> Tuple[str, ...]:
        """3.11+ slot names: varnames, then cells that are not also arguments/locals, then frees."""
        if self.localsplusnames is not None:
            return self.localsplusnames
        if not self.cellvars:  # most code: no cells, nothing to leave out
            return self.varnames + self.freevars
        own = set(self.varnames)
        return self.varnames + tuple(c for c in self.cellvars if c not in own) + self.freevars

    def cells_and_frees(self) -> Tuple[str, ...]:
        """3.8-3.10 index space of LOAD_DEREF and friends."""
        return self.cellvars + self.freevars


_FIELD_NAMES: Tuple[str, ...] = CodeFields.__slots__  # type: ignore[attr-defined]
_FIELD_INDEX = {name: i for i, name in enumerate(_FIELD_NAMES)}
_ALL_FIELDS = attrgetter(*_FIELD_NAMES)


def with_fields(f: CodeFields, **changes: Any) -> CodeFields:
    """``dataclasses.replace(f, **changes)`` in a third of its time (it looks up every field's
    definition on each call): lowering and finishing make two per code object."""
    values = list(_ALL_FIELDS(f))
    for name, value in changes.items():
        values[_FIELD_INDEX[name]] = value
    return CodeFields(*values)


def parameter_count(f: CodeFields) -> int:
    """How many of ``f.varnames`` are parameters: positional, keyword-only, ``*args``, ``**kwargs``."""
    return f.argcount + f.kwonlyargcount + bool(f.flags & CO_VARARGS) + bool(f.flags & CO_VARKEYWORDS)


def _is_code(obj: Any) -> bool:
    return isinstance(obj, (types.CodeType, CodeFields))


def fields_of(code: Union[types.CodeType, CodeFields]) -> CodeFields:
    """The :class:`CodeFields` of a host code object (a ``CodeFields`` is returned as is)."""
    if isinstance(code, CodeFields):
        return code
    # By position: lifting calls this for every code object of a corpus.
    fields = CodeFields(
        HOST, code.co_argcount, code.co_posonlyargcount, code.co_kwonlyargcount, code.co_nlocals,
        code.co_stacksize, code.co_flags, host_code_bytes(code) if _ADAPTIVE else code.co_code,
        code.co_consts, code.co_names, code.co_varnames, code.co_freevars, code.co_cellvars,
        code.co_filename, code.co_name, getattr(code, "co_qualname", code.co_name), code.co_firstlineno,
        code.co_linetable if HOST >= (3, 10) else code.co_lnotab, getattr(code, "co_exceptiontable", b""))
    return fields


# -- reading co_code of a live host code object safely -----------------------------------------
#
# From 3.11 a code object keeps its instructions in ``co_code_adaptive``, and the ``co_code``
# getter (``_PyCode_GetCode`` in Objects/codeobject.c) builds a de-optimised copy: ``deopt_code``
# replaces each unit by its base opcode and then writes that opcode's inline CACHE units as
# zeros, without checking the end of the buffer.  Code whose last instruction lacks some of its
# caches (which ``code.replace`` accepts) makes it write past the end of a bytes object: heap
# corruption, found later by the garbage collector.  The same getter serves ``code.replace()``
# without ``co_code``, ``marshal.dumps`` and ``dis``.  In 3.12 and 3.13 deopt_code does the same,
# and its base-opcode lookup (``_Py_GetBaseOpcode`` / ``_Py_GetBaseCodeUnit``) follows pointers that
# only instrumented or optimised code has: INSTRUMENTED_LINE and INSTRUMENTED_INSTRUCTION read
# ``co_monitoring``, 3.13's ENTER_EXECUTOR reads ``co_executors`` -- NULL in any other code, so
# reading ``co_code`` segfaults at once.  ``_co_code_adaptive`` is a plain copy of the units and is
# always safe; it is checked first, and ``co_code`` is read only when CPython can de-optimise it.

#: Whether this host keeps adaptive code beside co_code (3.11+): before, co_code is always safe.
_ADAPTIVE = hasattr(types.CodeType, "_co_code_adaptive")
_UnitInfo = List[Tuple[Optional[int], int, str]]
_HOST_UNITS: Optional[Tuple[_UnitInfo, "re.Pattern[bytes]"]] = None


INSTRUMENTED = "INSTRUMENTED_"


def _host_units() -> Tuple[_UnitInfo, "re.Pattern[bytes]"]:
    """For each opcode number: its base opcode (None: de-optimising it dereferences missing data),
    the base's inline cache units and its name, from this host's own ``opcode`` and ``dis``; and a
    pattern that matches exactly the code CPython can de-optimise safely (checked at C speed)."""
    global _HOST_UNITS
    if _HOST_UNITS is None:
        import dis
        import opcode
        numbers: Dict[str, int] = {}
        numbers.update(getattr(dis, "_all_opmap", {}))  # 3.11-3.12: specialised ones too
        numbers.update(getattr(opcode, "_specialized_opmap", {}))  # 3.13
        numbers.update(opcode.opmap)
        base_name = {spec: base for base, family in getattr(opcode, "_specializations", {}).items()
                     for spec in family}
        entries = getattr(opcode, "_inline_cache_entries", {})

        def caches(name: str) -> int:
            if hasattr(entries, "get"):  # 3.13+: by name (a dict; 3.15: a frozendict)
                return int(entries.get(name, 0))
            number = opcode.opmap.get(name)
            return int(entries[number]) if number is not None and number < len(entries) else 0

        # Opcodes whose base CPython finds through a pointer only instrumented/optimised code sets.
        unsafe = {"INSTRUMENTED_LINE", "INSTRUMENTED_INSTRUCTION", "ENTER_EXECUTOR"}
        table: List[Tuple[Optional[int], int, str]] = [(n, 0, "<%d>" % n) for n in range(256)]
        for name, number in numbers.items():
            if not 0 <= number < 256:
                continue
            base = base_name.get(name, name)
            if base.startswith(INSTRUMENTED):
                base = base[len(INSTRUMENTED):]
            if name in unsafe or base not in opcode.opmap:
                table[number] = (None, 0, name)
            else:
                table[number] = (opcode.opmap[base], caches(base), name)
        # Whole instructions only: a safe opcode, its argument, then all its cache units.
        by_caches: Dict[int, List[int]] = {}
        for number, (base, caches_, name) in enumerate(table):
            if base is not None and not name.startswith(INSTRUMENTED):
                by_caches.setdefault(caches_, []).append(number)
        shapes = [b"[" + b"".join(re.escape(bytes([n])) for n in numbers_) + b"]" + b".{%d}" % (1 + 2 * caches_)
                  for caches_, numbers_ in sorted(by_caches.items())]
        _HOST_UNITS = (table, repeated(b"|".join(shapes)))
    return _HOST_UNITS


def host_code_hazards(code: types.CodeType) -> List[Tuple[int, str, str]]:
    """Why reading ``code.co_code`` would corrupt this interpreter, as (offset, rule, sentence); [] if safe.

    Only 3.11+ code can be unsafe (see the comment above); 3.8-3.10 keep ``co_code`` as given.
    """
    raw = getattr(code, "_co_code_adaptive", None)
    if raw is None:
        return []
    units, whole = _host_units()
    if whole.fullmatch(raw):  # the common case
        return []
    n = len(raw)
    out: List[Tuple[int, str, str]] = []
    i = 0
    while i + 1 < n:
        base, caches, name = units[raw[i]]
        if base is None:
            out.append((i, "host-opcode", "%s (%d) belongs only in code CPython instrumented or optimised itself;"
                        " reading co_code of this object would crash it" % (name, raw[i])))
        elif name.startswith(INSTRUMENTED):
            # CPython's co_code shows the base opcode, but the instrumented one is what runs, and
            # it reads the monitoring data that only sys.monitoring (or a 3.12+ tracer) sets up.
            out.append((i, "host-opcode", "%s (%d) runs here (co_code shows %s): only CPython's own"
                        " instrumentation may put it there; calling this code would crash it"
                        % (name, raw[i], name[len(INSTRUMENTED):])))
        elif i + 2 + 2 * caches > n:
            have = (n - i - 2) // 2
            out.append((i, "truncated-cache", "%s needs %d inline cache units, the code ends after %d:"
                        " reading co_code of this object would write past its end" % (name, caches, have)))
        i += 2 + 2 * caches
    return out


def host_code_bytes(code: types.CodeType) -> bytes:
    """``co_code`` of a host code object, without ever letting CPython de-optimise unsafe code.

    For code with :func:`host_code_hazards` the units are de-optimised here instead: base
    opcodes, the cache units that are present zeroed, unsafe opcodes kept as they are.
    """
    if not host_code_hazards(code):
        return code.co_code
    raw = bytearray(code._co_code_adaptive)  # type: ignore[attr-defined]  # 3.11+
    units = _host_units()[0]
    n = len(raw)
    i = 0
    while i + 1 < n:
        base, caches, _ = units[raw[i]]
        if base is not None:
            raw[i] = base
        end = min(n, i + 2 + 2 * caches)
        raw[i + 2:end] = bytes(end - i - 2)
        i += 2 + 2 * caches
    return bytes(raw)


def _host_const(value: Any) -> Any:
    if isinstance(value, CodeFields):
        return build_code(value, verify=False)  # verified with its parent, or not asked to be
    if type(value) is tuple:
        return tuple(_host_const(v) for v in value)
    if type(value) is frozenset:
        return frozenset(_host_const(v) for v in value)
    return value


def build_code(f: CodeFields, verify: bool = True) -> types.CodeType:
    """A real code object for this host from ``f`` (and its nested ``CodeFields``), which must be of
    the host's version.

    The verifier checks ``f`` and every code object nested in it first, and a problem raises
    :class:`~antioch.errors.VerifyError`.  ``verify=False`` skips that: only for code that was
    verified already or that you mean to crash CPython with.
    """
    if f.version != HOST:
        raise EncodeError("cannot build a CPython %d.%d code object on CPython %d.%d"
                          " (write a .pyc for that version instead)" % (f.version + HOST))
    if verify:
        # Imported here: the verifier is built on code objects as data, this module.
        from antioch.analysis.verify import verify as verify_code

        problems = verify_code(f)
        if problems:
            more = " (and %d more)" % (len(problems) - 1) if len(problems) > 1 else ""
            raise VerifyError(problems, "%s%s" % (problems[0], more))
    consts = tuple(_host_const(c) for c in f.consts)
    head = (f.argcount, f.posonlyargcount, f.kwonlyargcount, f.nlocals, f.stacksize, f.flags,
            f.code, consts, f.names, f.varnames, f.filename, f.name)
    try:
        # mypy reads sys.version_info checks; this is the one place that depends on the host.
        if sys.version_info >= (3, 11):
            return types.CodeType(*head, f.qualname, f.firstlineno, f.linetable, f.exceptiontable,
                                  f.freevars, f.cellvars)
        return types.CodeType(*head, f.firstlineno, f.linetable, f.freevars, f.cellvars)
    except (TypeError, ValueError, SystemError) as exc:
        raise EncodeError("CPython refused the code object %r: %s" % (f.name, exc)) from None


# -- comparison ------------------------------------------------------------------------------

COMPARED_FIELDS = tuple(f.name for f in fields(CodeFields)
                        if f.name not in ("version", "localsplusnames", "localspluskinds"))


def same_const(a: Any, b: Any) -> bool:
    """Equality that tells -0.0 from 0.0, nan from nan-less, 1 from True and recurses into code."""
    if type(a) is not type(b) and not (_is_code(a) and _is_code(b)):
        return False
    if _is_code(a):
        return not code_differences(a, b)
    if isinstance(a, float):
        return _same_float(a, b)
    if isinstance(a, complex):
        return _same_float(a.real, b.real) and _same_float(a.imag, b.imag)
    if isinstance(a, tuple):
        return len(a) == len(b) and all(same_const(x, y) for x, y in zip(a, b))
    if isinstance(a, frozenset):
        if len(a) != len(b):
            return False
        # Sets of constants hold hashable scalars; compare them in a stable order.
        return all(same_const(x, y) for x, y in zip(sorted(a, key=repr), sorted(b, key=repr)))
    return bool(a == b)


def _same_float(a: float, b: float) -> bool:
    if math.isnan(a) or math.isnan(b):
        return math.isnan(a) and math.isnan(b)
    return a == b and math.copysign(1.0, a) == math.copysign(1.0, b)


def code_differences(a: Any, b: Any, path: str = "", recursive: bool = True) -> List[Tuple[str, Any, Any]]:
    """Every field in which two code objects differ, as ``(path.field, a_value, b_value)``.

    Nested code objects in ``co_consts`` are compared recursively and named by path, or,
    with ``recursive=False``, only checked to be code objects in both.
    """
    fa, fb = fields_of(a), fields_of(b)
    where = path + (fa.qualname or fa.name)
    out: List[Tuple[str, Any, Any]] = []
    for name in COMPARED_FIELDS:
        va, vb = getattr(fa, name), getattr(fb, name)
        if name == "consts":
            out.extend(_const_differences(va, vb, where + ".", recursive))
        elif va != vb or type(va) is not type(vb):
            out.append((where + ".co_" + name, va, vb))
    return out


def _const_differences(ca: Tuple[Any, ...], cb: Tuple[Any, ...], prefix: str,
                       recursive: bool) -> List[Tuple[str, Any, Any]]:
    if len(ca) != len(cb):
        return [(prefix + "co_consts", ca, cb)]
    out: List[Tuple[str, Any, Any]] = []
    for i, (x, y) in enumerate(zip(ca, cb)):
        if _is_code(x) and _is_code(y):
            if recursive:
                out.extend(code_differences(x, y, prefix))
        elif not same_const(x, y):
            out.append(("%sco_consts[%d]" % (prefix, i), x, y))
    return out


def walk_code(code: Any) -> Iterator[Any]:
    """``code`` and every code object nested in its constants, depth first, in order."""
    yield code
    for const in fields_of(code).consts:
        if _is_code(const):
            yield from walk_code(const)


__all__ = ["COMPARED_FIELDS", "CodeFields", "Flags", "build_code", "code_differences", "fields_of", "host_code_bytes",
           "host_code_hazards", "parameter_count", "replace", "same_const", "walk_code", "with_fields"]
