"""Bytecode back to Python source, checked by recompiling it.

>>> import antioch
>>> def area(w, h=2):
...     if w > 0:
...         return w * h
...     return 0
>>> print(antioch.decompile(area.__code__), end="")
def area(w, h):
    if w > 0:
        return w * h
    return 0

Structure comes from the control-flow graph (:mod:`antioch.decompile.structure`), expressions
from stack simulation (:mod:`antioch.decompile.simulate`); :mod:`antioch.decompile.check`
recompiles the result and compares every code object with the original.
"""
import ast
import dataclasses
import sys
import types
from itertools import repeat
from typing import Any, Dict, List, NamedTuple, Optional, Tuple

from antioch.codeobj import CO_ASYNC_GENERATOR, CO_COROUTINE, HOST, CodeFields, fields_of
from antioch.decompile.facts import DECOMPILES
from antioch.decompile.functions import Decompiler
from antioch.decompile.outcome import Outcome
from antioch.decompile.stmts import Stmt, render
from antioch.errors import DecodeError
from antioch.pyc.marshal import collector_paused


class Decompiled(NamedTuple):
    """The source and what became of each code object."""

    source: str
    outcomes: List[Outcome]
    #: statements that kept their original line, of those that had one
    lines_kept: Tuple[int, int]
    #: ``source`` compiled by this host (its code's version is the host's), as the check of its
    #: syntax compiled it: :func:`antioch.decompile.check.check` compares it rather than compiling
    #: the source again; None for another version's code
    compiled: Any = None
    #: the code decompiled, as :func:`fields_tree` read it, and the host's code object of each of its
    #: fields by their id: what the check compares with ``compiled``, not read again
    fields: Any = None
    live: Optional[Dict[int, types.CodeType]] = None


def decompile_report(code: Any, version: Optional[Tuple[int, int]] = None) -> Decompiled:
    """:func:`decompile` with the outcome of each code object."""
    # (the bodies, graphs and expressions of a whole module stay alive while it is read, and each
    # collection the reading triggers walks them all and whatever else the caller keeps: 5-15% of
    # the time over the standard library, measured; the cycles, of the graphs, can wait till the end)
    with collector_paused():
        return _decompiled(code, version)


def _decompiled(code: Any, version: Optional[Tuple[int, int]]) -> Decompiled:
    live: Dict[int, types.CodeType] = {}
    code = fields_tree(code, live)
    f = fields_of(code)
    version = version or f.version
    if version not in DECOMPILES:
        raise DecodeError("the decompiler reads CPython %s bytecode, not %d.%d"
                          % (", ".join("%d.%d" % v for v in DECOMPILES), version[0], version[1]))
    d = Decompiler(version, live)
    if f.name == "<module>":
        stmts = d.body(code, "module")
    else:
        body = d.body(code, "function")
        header = "%sdef %s(%s):" % ("async " if f.flags & (CO_COROUTINE | CO_ASYNC_GENERATOR) else "",
                                    f.name if f.name.isidentifier() else "_", d.signature(code, {}))
        stmts = [Stmt("def", header, f.firstlineno, None, [(None, body)])]
    text, printer = render(stmts)
    compiled = None
    try:
        if version == HOST:  # the compiler's own checks too ('return' outside a function, ...)
            compiled = compile(text, "<decompiled>", "exec", dont_inherit=True)
        elif version < HOST:  # a newer version's syntax (t-strings, ``type``) is left to its own compiler
            ast.parse(text)
    except (SyntaxError, ValueError) as exc:  # a decompiler defect: never hand out what does not parse
        reason = "the rebuilt source does not parse (%s)" % exc
        d.outcomes = [Outcome(f.qualname or f.name, False, reason)]
        d.listings = []
        text, printer = render(d.stub(code, reason, keep_nested=False))
    # (the listings are comments after the program: the code compiled above is the whole source's)
    return Decompiled(text + listings_text(d.listings), d.outcomes, (printer.placed, printer.with_line), compiled,
                      code, live)


#: what a constant that is a code object is
_CODES = (types.CodeType, CodeFields)


def fields_tree(code: Any, live: Optional[Dict[int, types.CodeType]] = None) -> CodeFields:
    """``code`` and the code objects in its constants as :class:`~antioch.CodeFields`, read once:
    the decompiler looks at each many times, and reading a host code object's fields is not free.
    ``live`` gets the host's code object each was read from, by the id of its fields (the host's
    own decoder reads their positions: in Python it was a twentieth of the time on 3.11)."""
    f = fields_of(code)
    consts = f.consts
    if True in map(isinstance, consts, repeat(_CODES)):  # (most code objects hold none: told at C speed)
        consts = tuple(fields_tree(c, live) if isinstance(c, _CODES) else c for c in consts)
    out = f
    if f is code:
        out = dataclasses.replace(f, consts=consts)
    elif consts != f.consts:  # (fields read off a host code object just now: this function's own)
        out.consts = consts
    if live is not None and isinstance(code, types.CodeType):
        live[id(out)] = code
    return out


def listings_text(listings: List[Tuple[int, str]]) -> str:
    """The listings of the code objects left as listings, as comments after the program, by line."""
    return "".join("\n" + block + "\n" for _, block in sorted(listings, key=lambda item: item[0]))


def decompile(code: Any, version: Optional[Tuple[int, int]] = None) -> str:
    """Python source for ``code`` (a code object or :class:`~antioch.CodeFields` of CPython 3.8-3.15).

    A module's code gives the module; a function's code gives its ``def`` (defaults live in the
    function object, not in its code).  What cannot be rebuilt becomes a function body of
    comments holding its listing and ``raise NotImplementedError``.
    """
    return decompile_report(code, version).source


class _CallablePackage(types.ModuleType):
    """This package, callable: ``antioch.decompile(code)`` is :func:`decompile`, while
    ``antioch.decompile.check`` and the other modules stay importable under it."""

    def __call__(self, code: Any, version: Optional[Tuple[int, int]] = None) -> str:
        return decompile(code, version)


sys.modules[__name__].__class__ = _CallablePackage

__all__ = ["Decompiled", "decompile", "decompile_report"]
