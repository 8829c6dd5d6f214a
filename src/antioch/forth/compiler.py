"""Forth definitions -> antioch assembly -> code objects (assembled and verified by antioch).

A word is first tried static (its stack effect found by a "lazy" pass, then compiled for that effect); if its
stack effect cannot be fixed, it is compiled generic (:mod:`antioch.forth.codegen`).
"""
from typing import Any, Dict, List, Optional, Set, Tuple

import antioch
from antioch.forth.codegen import CodeGen, CompileError, NotStatic, Widen
from antioch.forth.loops import Loop
from antioch.forth.ranges import Item, Range
from antioch.forth.spelling import HOST

__all__ = ["CodeGen", "CompileError", "Loop", "compile_word", "generate", "made_by_make_function"]


LAST_PASS = 4       # passes with hoists that were not confirmed, before one without any


def generate(name: str, tokens: List[Tuple[Any, ...]], mode: str, nargs: int, nresults: int, defined_word: Any,
             version: Tuple[int, int]) -> Tuple[CodeGen, str]:
    """One pass in one mode, again where a pass showed more to know.

    A label that a backward jump showed too narrow is placed again with the hull of its ranges and the jump's,
    and if that is still too narrow, with unknown ranges; a loop-invariant computation that a pass found
    (:meth:`CodeGen.request_hoist`) is done again before its loop.
    """
    widen: Dict[str, List[Range]] = {}
    hoists: Set[Tuple[str, ...]] = set()
    passes = 0
    while True:
        cg = CodeGen(name, tokens, mode, nargs, nresults, defined_word, version, widen, hoists)
        try:
            text = cg.run()
        except Widen as exc:
            widen[exc.label] = exc.assume(exc.label in widen)
            continue
        if cg.hoistable == hoists or passes == LAST_PASS:
            return cg, text
        passes += 1
        # what a pass finds does not depend on the hoists it was given; should it ever, the last pass has none
        hoists = set(cg.hoistable) if passes < LAST_PASS else set()


def compile_word(name: str, tokens: List[Tuple[Any, ...]], defined_word: Any, g: Dict[str, Any],
                 version: Tuple[int, int] = HOST, sites: Optional[Dict[int, List[Item]]] = None
                 ) -> Tuple[Any, Optional[Tuple[int, int]], str]:
    """(function, static effect or None, listing) for one definition; the function's globals are ``g``.

    ``sites``, when given, receives the code generator's stack at each line (:attr:`CodeGen.sites`).
    """
    text = None
    effect = None
    cg = None
    try:
        lazy, _ = generate(name, tokens, "lazy", 0, 0, defined_word, version)
        if lazy.first_exit is not None:
            k0, d0 = lazy.first_exit
            nargs, nresults = lazy.nargs, d0 + (lazy.nargs - k0)
            cg, text = generate(name, tokens, "static", nargs, nresults, defined_word, version)
            effect = (nargs, nresults)
    except NotStatic:
        text = None
        effect = None
    if text is None or cg is None:
        cg, text = generate(name, tokens, "generic", 0, 0, defined_word, version)
    if sites is not None:
        sites.update(cg.sites)
    fn = antioch.function(text, globals=g, name=name, filename="<forth>")
    return made_by_make_function(fn), effect, text


def made_by_make_function(fn: Any) -> Any:
    """``fn`` again, but created by the MAKE_FUNCTION instruction rather than by ``types.FunctionType``.

    CPython 3.13 gives a function a version only in MAKE_FUNCTION (``_PyFunction_SetVersion`` from the code's
    ``co_version``, Python/bytecodes.c); one from ``types.FunctionType`` keeps FUNC_VERSION_UNSET, so a CALL
    of it never specializes to CALL_PY_EXACT_ARGS (3.11 and 3.12 assign versions lazily and do). Measured:
    ``30 fib`` 1.3x slower on 3.13 without this. A module's code whose one function constant is swapped for
    ``fn.__code__``, run in ``fn``'s globals, makes the same function through MAKE_FUNCTION.
    """
    code = fn.__code__
    if code.co_freevars or fn.__defaults__ or fn.__kwdefaults__:
        return fn
    module = compile("def f(): pass", "<forth>", "exec")
    consts = tuple(code if isinstance(c, type(code)) else c for c in module.co_consts)
    ns: Dict[str, Any] = {}
    exec(module.replace(co_consts=consts), fn.__globals__, ns)
    made = ns["f"]
    made.__name__ = fn.__name__
    made.__qualname__ = fn.__qualname__
    return made
