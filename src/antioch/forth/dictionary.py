"""The dictionary of a Forth system: words, word lists, and the definitions being compiled (Forth-2012 3.3).

A mixin of :class:`antioch.forth.system.Forth` (its methods take the system as ``self``); a definition's
tokens are compiled to a code object by :mod:`antioch.forth.compiler`.
"""
from typing import Any, Callable, Dict, List, Optional, Tuple

from antioch.forth.compiler import CompileError, Loop, compile_word
from antioch.forth.kernel import HALF, MASK, ForthError, Word
from antioch.forth.state import SystemState


class Dictionary(SystemState):
    """Finding, defining and compiling words."""

    def new_word(self, name: str, hidden: bool = False) -> Word:
        w = Word(name, len(self.words) + 1)
        w.here_before = self.here
        self.words.append(w)
        w.hidden = hidden
        if name:
            w.wid = self.current
            self.wordlists[self.current].setdefault(name.upper(), []).append(w)
        self.last = w
        return w

    def new_cell_word(self, name: str) -> Word:
        """A word ``name`` whose body is one cell of data space, aligned and zero."""
        self.align()
        body = self.here
        self.comma(0)
        w = self.new_word(name)
        w.body = body
        return w

    def find(self, name: str) -> Optional[Word]:
        key = name.upper()
        for wid in self.order:
            for w in reversed(self.wordlists[wid].get(key, ())):
                if not w.hidden:
                    return w
        return None

    def find_in(self, wid: int, name: str) -> Optional[Word]:
        """The newest visible word ``name`` of the word list ``wid``."""
        for w in reversed(self.wordlists[wid].get(name.upper(), ())):
            if not w.hidden:
                return w
        return None

    def forget_word(self, w: Word) -> None:
        """Take ``w`` out of its word list (it stays an execution token)."""
        entries = self.wordlists[w.wid].get(w.name.upper(), [])
        if w in entries:
            entries.remove(w)

    def word_named(self, name: str) -> Word:
        """The word ``name``, which must exist (for the system's own definitions)."""
        w = self.system_words.get(name.upper()) or self.find(name)
        assert w is not None, name
        return w

    def word_of(self, xt: int) -> Word:
        if not 1 <= xt <= len(self.words):
            raise ForthError(-13, "Invalid execution token %d" % xt)
        return self.words[xt - 1]

    def primitive(self, name: str, run: Callable[[], None], immediate: bool = False) -> Word:
        """A word that works on the shared stack."""
        w = self.new_word(name)
        w.immediate = immediate
        self.set_generic(w, run)
        return w

    def static_primitive(self, name: str, fn: Callable[..., Any], nargs: int, nresults: int) -> Word:
        """A word run as ``fn(a1..a_nargs) -> nresults results`` (None, the value, or a tuple)."""
        w = self.new_word(name)
        self.set_static(w, fn, nargs, nresults)
        return w

    def constant(self, name: str, value: int) -> Word:
        S = self.S
        w = self.primitive(name, lambda: S.append(value))
        w.inline = lambda cg: cg.push(("const", value))
        return w

    def set_static(self, w: Word, fn: Callable[..., Any], nargs: int, nresults: int, out_norm: bool = True,
                   norm_args: bool = False) -> None:
        """Give ``w`` a static-convention function and the generic wrapper EXECUTE and the interpreter use."""
        w.static = (nargs, nresults)
        w.func = fn
        w.out_norm = out_norm
        w.norm_args = norm_args
        self.G[w.fname] = fn
        S = self.S

        def run() -> None:
            if len(S) < nargs:
                raise ForthError(-4)
            if nargs:
                args = S[len(S) - nargs:]
                del S[len(S) - nargs:]
                if norm_args:
                    args = [((a + HALF) & MASK) - HALF for a in args]
                r = fn(*args)
            else:
                r = fn()
            if nresults == 1:
                S.append(r)
            elif nresults > 1:
                S.extend(r)
        w.gfunc = run
        self.G[w.gname] = run

    def set_generic(self, w: Word, run: Callable[[], None]) -> None:
        w.static = None
        w.gfunc = run
        self.G[w.gname] = run

    def execute(self, xt: int) -> None:
        self.word_of(xt).gfunc()

    def tokens(self) -> List[Tuple[Any, ...]]:
        if not self.pending:
            raise ForthError(-14)
        return self.pending[-1][1]

    def emit_token(self, tok: Tuple[Any, ...]) -> None:
        self.tokens().append(tok)

    def compile_call(self, w: Word) -> None:
        self.emit_token(("call", w))

    def new_label(self) -> str:
        self.nlabel += 1
        return "L%d" % self.nlabel

    def new_loop(self) -> Loop:
        self.nloop += 1
        return Loop(self.nloop)

    def begin_def(self, name: str) -> Word:
        w = self.new_word(name, hidden=True)
        self.pending = [(w, [])]
        self.unlooped = 0
        self.cs = []
        self.loops = []
        self.state = -1
        return w

    def finish_defs(self) -> None:
        self.local_names = {}
        if self.cs or self.loops:
            self.abandon_def()
            raise ForthError(-22)
        pending, self.pending = self.pending, []
        self.state = 0
        for w, toks in pending:
            self.compile_tokens(w, toks)
        for w, _ in pending:
            w.hidden = False

    def abandon_def(self) -> None:
        self.local_names = {}
        for w, _ in self.pending:
            if w.hidden and w.name:
                self.forget_word(w)
        self.pending = []
        self.cs = []
        self.loops = []
        self.state = 0

    def compile_tokens(self, w: Word, toks: List[Tuple[Any, ...]]) -> None:
        pyname = "".join(c if c.isalnum() else "_" for c in w.name) or "noname"
        if not (pyname[0].isalpha() or pyname[0] == "_"):
            pyname = "_" + pyname
        sites: Dict[int, List[Tuple[Any, ...]]] = {}
        try:
            fn, effect, text = compile_word(pyname, toks, w, self.G, sites=sites)
        except CompileError as exc:
            raise ForthError(-22, str(exc)) from None
        self.stack_maps[fn.__code__] = sites
        w.listing = text
        if effect is not None:
            self.set_static(w, fn, effect[0], effect[1], out_norm=False, norm_args=True)
        else:
            self.set_generic(w, fn)
        w.func = fn
