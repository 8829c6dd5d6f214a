"""Words as top-level functions, registered by word set and installed into a system by :func:`install`.

A word set module makes one :class:`WordSet` and decorates a function per word::

    DOUBLE = WordSet("DOUBLE")

    @DOUBLE.pure("D+", 4, 2)             # d1 d2 -- d3: a function of cells, results returned
    def d_plus(lo1, hi1, lo2, hi2): ...

    @DOUBLE.static("D.", 2, 0)           # the same, with the system as first argument
    def d_dot(f, lo, hi): ...

    @DOUBLE.generic("2VALUE")            # works on the shared stack f.S and the input source
    def two_value(f): ...

A pure or static word is called directly from compiled definitions (the static convention of
:mod:`antioch.forth.codegen`); a generic one makes the definitions that call it generic. Each function can be
called and tested alone with a system.
"""
import functools
from typing import TYPE_CHECKING, Any, Callable, List, Optional

if TYPE_CHECKING:  # pragma: no cover
    from antioch.forth.codegen import CodeGen
    from antioch.forth.system import Forth


class WordSpec:
    """One word of a word set: how it runs and how it is compiled."""

    def __init__(self, name: str, kind: str, fn: Callable[..., Any], nargs: int = 0, nresults: int = 0,
                 immediate: bool = False, compile_only: bool = False) -> None:
        self.name = name
        self.kind = kind            # "pure", "static", "factory", "generic" or "constant"
        self.fn = fn
        self.nargs = nargs
        self.nresults = nresults
        self.immediate = immediate
        self.compile_only = compile_only
        #: expands the word in a definition being compiled (see Word.inline), given the system
        self.inline: Optional[Callable[[Forth, CodeGen], None]] = None


class WordSet:
    """The words of one word set of Forth-2012 (or an extension), in the order they are defined."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.words: List[WordSpec] = []

    def _add(self, spec: WordSpec) -> Callable[..., Any]:
        self.words.append(spec)
        spec.fn.word_spec = spec  # type: ignore[attr-defined]
        return spec.fn

    def pure(self, name: str, nargs: int, nresults: int) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        return lambda fn: self._add(WordSpec(name, "pure", fn, nargs, nresults))

    def static(self, name: str, nargs: int, nresults: int) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        return lambda fn: self._add(WordSpec(name, "static", fn, nargs, nresults))

    def factory(self, name: str, nargs: int, nresults: int) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        """A static word whose function ``fn(f)`` makes, once per system (a closure over what is hot, such as
        the memory, where a call must be as cheap as can be)."""
        return lambda fn: self._add(WordSpec(name, "factory", fn, nargs, nresults))

    def generic(self, name: str, immediate: bool = False,
                compile_only: bool = False) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        return lambda fn: self._add(WordSpec(name, "generic", fn, immediate=immediate, compile_only=compile_only))

    def compiling(self, name: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        """A word with compilation semantics only (immediate, an error when interpreted)."""
        return self.generic(name, immediate=True, compile_only=True)

    def constant(self, name: str, value: int) -> None:
        """A constant, pushed as a literal where it is compiled."""
        self.words.append(WordSpec(name, "constant", lambda: value, 0, 1))

    def inline(self, name: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        """The compile-time expansion ``fn(f, cg)`` of the word ``name`` defined above."""
        def deco(fn: Callable[..., Any]) -> Callable[..., Any]:
            for spec in self.words:
                if spec.name == name:
                    spec.inline = fn
            return fn
        return deco

    @property
    def names(self) -> List[str]:
        return [spec.name for spec in self.words]


def bound(fn: Callable[..., Any], f: "Forth", nargs: int) -> Callable[..., Any]:
    """``fn`` with the system as its first argument, as a Python function of ``nargs`` arguments.

    Not ``functools.partial``: a call through it recurses in C, and a Forth recursion through a word
    (``EVALUATE``) would then overflow the small C stack of CPython in WebAssembly (Pyodide) long before the
    recursion limit; a Python function calling a Python function does not recurse in C on 3.11+.
    """
    if nargs == 0:
        return lambda: fn(f)
    if nargs == 1:
        return lambda a: fn(f, a)
    if nargs == 2:
        return lambda a, b: fn(f, a, b)
    if nargs == 3:
        return lambda a, b, c: fn(f, a, b, c)
    return lambda *args: fn(f, *args)


def install(f: "Forth", wordset: WordSet) -> None:
    """Define every word of ``wordset`` in ``f``."""
    for spec in wordset.words:
        if spec.kind == "constant":
            w = f.constant(spec.name, spec.fn())
        elif spec.kind == "pure":
            w = f.static_primitive(spec.name, spec.fn, spec.nargs, spec.nresults)
        elif spec.kind == "factory":
            w = f.static_primitive(spec.name, spec.fn(f), spec.nargs, spec.nresults)
        elif spec.kind == "static":
            w = f.static_primitive(spec.name, bound(spec.fn, f, spec.nargs), spec.nargs, spec.nresults)
        else:
            w = f.primitive(spec.name, bound(spec.fn, f, 0), spec.immediate)
        w.compile_only = spec.compile_only
        if spec.inline is not None:
            w.inline = functools.partial(spec.inline, f)
