"""Forth tokens of one definition -> antioch assembly lines, in one calling convention.

A definition is a list of tokens (``("lit", n)``, ``("call", word)``, ``("0branch", label)`` ...). The code
generator keeps the Forth data stack as a compile-time list of *items* (:mod:`antioch.forth.ranges`); an item
becomes bytecode only where it is consumed, so ``dup 1- recurse`` is ``fib(n - 1)`` as CPython would write it.
Wrapping a value to its cell is guarded: two comparisons with -2**63 and 2**63 on the common path, the big-int
arithmetic only when the value is out of range, and none where its range is known.

Two calling conventions:
- static (stack effect k -> m known at compile time): ``f(a1..ak)`` returns None, the value, or an m-tuple;
- generic: ``g()`` works on the shared list stack S (EXECUTE, DEPTH, words whose effect depends on data).

The generator is built in layers, each a subclass of the one below: items to bytecode (:mod:`.emitter`), the
compile-time stacks (:mod:`.stacks`), memory access (:mod:`.memory_access`), control flow (:mod:`.control`),
and here the calls and the definition's tokens; DO loops are in :mod:`.loops`, loop-invariant values in
:mod:`.invariants`, the instructions' spellings per version in :mod:`.spelling`.
"""
from typing import Any, Dict, List, Optional, Set, Tuple

from antioch.forth.control import CompileError, ControlFlow, Widen
from antioch.forth.loops import begin_do, end_loop
from antioch.forth.peephole import keep_on_stack
from antioch.forth.ranges import (
    SIGNED,
    SIMPLE_KINDS,
    Item,
    Range,
    norm,
    refinement,
    refs,
)
from antioch.forth.spelling import HOST, spelling_for
from antioch.forth.stacks import NotStatic

__all__ = ["CodeGen", "CompileError", "NotStatic", "Widen"]


class CodeGen(ControlFlow):
    """One pass over a definition's tokens in one mode: 'generic', 'static' (nargs, nresults given) or 'lazy'
    (finds them)."""

    def __init__(self, name: str, tokens: List[Tuple[Any, ...]], mode: str, nargs: int, nresults: int,
                 defined_word: Any, version: Tuple[int, int] = HOST,
                 widen: Optional[Dict[str, List[Range]]] = None,
                 hoists: Optional[Set[Tuple[str, ...]]] = None) -> None:
        self.name = name
        self.tokens = tokens
        self.mode = mode
        self.nargs = nargs
        self.nresults = nresults
        self.defined_word = defined_word
        self.spelling = spelling_for(version)
        self.version = version
        self.out: List[str] = list(self.spelling["prologue"])
        self.locals: List[str] = []
        self.ntemp = 0
        self.stack: List[Item] = []
        self.rstack: List[Item] = []
        self.dead = False
        self.states: Dict[str, Tuple[int, int, int]] = {}
        self.ranges_at: Dict[str, List[Range]] = {}   # label -> ranges of its canonical items, over its jumps
        self.placed: Dict[str, List[Range]] = {}      # label -> the ranges assumed where it was placed
        #: labels a backward jump showed too narrow -> the ranges to assume there (None: unknown), their hull with
        #: those of the jumps forward
        self.widen = widen if widen is not None else {}
        self.index_ranges: Dict[str, Range] = {}      # loop index local -> the range of I
        self.pinned: Set[str] = set()                 # locals never wrapped in place: the loop indexes
        self.nlabel = 0
        self.first_exit: Optional[Tuple[int, int]] = None
        #: the float stack's top part as items (FLOATING): floats stay in locals within a definition and at its
        #: joins (_f0, _f1 ...); before a call of another word they go onto the shared float stack ``_FS``
        self.fstack: List[Item] = []
        #: line number -> the items on the Forth stack beneath the call or memory access on that line (CATCH
        #: rebuilds from them the cells a word had left when something it called threw; see stack_maps)
        self.sites: Dict[int, List[Item]] = {}
        if mode == "static":
            self.stack = [("local", self.local("_d%d" % j), SIGNED) for j in range(nargs)]
        self.init_invariants(hoists if hoists is not None else set())
        self.pos = 0                                  # the index of the token being compiled
        self.skip_next = False                        # an inline word compiled the next token with it
    def init_locals(self, names: List[str], count: int) -> None:
        """LOCALS (Forth-2012 13.3.3): Python locals; the first ``count`` names take the stack's top items, top
        first, the others are 0. A local holds a signed cell, so what is read from it needs no wrapping."""
        items = [self.prepare(norm(item)) for item in reversed(self.popn(count))] if count else []
        for item, name in zip(items, names):
            self.value(item)
            self.instr("STORE_FAST %s" % self.local(name))
        for name in names[count:]:
            self.instr("LOAD_CONST 0")
            self.instr("STORE_FAST %s" % self.local(name))

    def do_exit(self) -> None:
        self.flush_floats()
        if self.mode == "generic":
            self.flush()
            self.instr("LOAD_CONST None")
        elif self.mode == "lazy":
            if self.first_exit is None:
                self.first_exit = (self.nargs, len(self.stack))
            self.instr("LOAD_CONST None")
        else:
            if len(self.stack) != self.nresults:
                raise NotStatic("exit depth")
            if self.nresults == 0:
                self.instr("LOAD_CONST None")
            else:
                items = [self.prepare(item) for item in self.stack]
                for item in items:
                    self.value(item)
                if self.nresults > 1:
                    self.instr("BUILD_TUPLE %d" % self.nresults)
        self.instr("RETURN_VALUE")
        self.dead = True

    # ----- calls
    def call_static(self, fname: str, nargs: int, nresults: int, out_norm: bool = False,
                    norm_args: bool = False) -> None:
        """Call ``fname(a1..ak)``; a compiled word (norm_args) takes signed cells: wrap what is not known to be."""
        args = [self.prepare(norm(a) if norm_args else a) for a in self.popn(nargs)]
        self.flush_floats()
        self.call_begin(fname)
        for a in args:
            self.value(a)
        self.call_end(nargs)
        self.results(nresults, out_norm)
    def call_generic(self, gname: str) -> None:
        if self.mode != "generic":
            raise NotStatic("generic call")
        self.flush()
        self.flush_floats()
        self.call_begin(gname)
        self.call_end(0)
        self.instr("POP_TOP")

    def statement(self, fname: str, nargs: int) -> None:
        """Call the helper ``fname`` on ``nargs`` items, for its effect (C! and the like)."""
        self.call_static(fname, nargs, 0)
    def call_word(self, w: Any) -> None:
        if w is self.defined_word:
            self.recurse()
        elif w.inline is not None:
            w.inline(self)
        elif w.static is not None:
            self.call_static(w.fname, w.static[0], w.static[1], w.out_norm, w.norm_args)
        else:
            self.call_generic(w.gname)

    def recurse(self) -> None:
        if self.mode == "static":
            self.call_static(self.defined_word.fname, self.nargs, self.nresults, norm_args=True)
        elif self.mode == "lazy":
            if self.first_exit is None:
                raise NotStatic("recursion before exit")
            nargs, nresults = self.first_exit
            self.call_static(self.defined_word.fname, nargs, nresults, norm_args=True)
        else:
            self.call_generic(self.defined_word.gname)

    # ----- the whole definition
    def run(self) -> str:
        self.run_tokens(0, len(self.tokens))
        return self.finish()

    def run_tokens(self, start: int, stop: int) -> None:
        """Compile the tokens from ``start`` to ``stop`` (a loop's copy compiles its body again, see loops.py)."""
        for pos in range(start, stop):
            self.pos = pos
            if self.skip_next:
                self.skip_next = False
                continue
            self.compile_token(self.tokens[pos])

    def compile_token(self, tok: Tuple[Any, ...]) -> None:
        op = tok[0]
        if self.dead and op not in ("label", "begin", "loop_exit"):
            return
        if op == "lit":
            self.push(("const", tok[1]))
        elif op == "call":
            self.call_word(tok[1])
        elif op == "recurse":
            self.recurse()
        elif op == "exit":
            self.do_exit()
        elif op == "0branch":
            f = self.safe_flag()
            self.canon()
            self.branch_to(tok[1], refinement(f, False, self.pinned))
            self.test(f, tok[1], False)
            self.narrow(refinement(f, True, self.pinned))
        elif op == "branch":
            self.canon()
            self.branch_to(tok[1])
            self.instr("JUMP_FORWARD %s" % tok[1])
            self.dead = True
        elif op in ("label", "begin"):
            self.place(tok[1], op == "begin")
        elif op == "until":
            f = self.safe_flag()
            self.cond_back(f, tok[1], False)
            self.narrow(refinement(f, True, self.pinned))
        elif op == "again":
            self.jump_back(tok[1])
        elif op in ("do", "qdo"):
            begin_do(self, tok[1], op == "qdo")
        elif op == "loop":
            end_loop(self, tok[1], None)
        elif op == "+loop":
            step = self.pop()
            if step[0] != "const" and refs(step, set()) & self.canon_writes():
                step = self.materialize(step)
            end_loop(self, tok[1], step)
        elif op == "loop_exit":
            self.place(tok[1].exit)
        elif op == "leave":
            self.canon()
            self.branch_to(tok[1].exit)
            self.instr("JUMP_FORWARD %s" % tok[1].exit)
            self.dead = True
        elif op == "i":
            self.push(("local", self.local(tok[1].index), self.index_ranges[tok[1].index]))
        elif op == ">r":
            self.rstack.append(self.pop())
        elif op in ("r>", "r@"):
            if not self.rstack:
                raise CompileError("R> or R@ without >R in %s" % self.name)
            item = self.rstack.pop()
            if op == "r@":
                if item[0] not in SIMPLE_KINDS:
                    item = self.materialize(item)
                self.rstack.append(item)
            self.push(item)
        elif op == "flit":       # a float literal
            self.fstack.append(("const", tok[1]))
        elif op == "locals":     # ("locals", names, count): the first count names from the stack, top first
            self.init_locals(tok[1], tok[2])
        elif op == "local@":
            temp = self.temp()
            self.instr("LOAD_FAST %s" % self.local(tok[1]))
            self.instr("STORE_FAST %s" % temp)
            self.push(("local", temp, SIGNED))
        elif op == "local!":
            item = self.prepare(norm(self.pop()))
            self.value(item)
            self.instr("STORE_FAST %s" % self.local(tok[1]))
        elif op == "generic":    # a run-time word on the shared stack: ("generic", gname)
            self.call_generic(tok[1])
        else:  # pragma: no cover
            raise AssertionError(op)

    def finish(self) -> str:
        if not self.dead:
            self.do_exit()
        self.memory_prologue()
        params = ["_d%d" % j for j in range(self.nargs)] if self.mode == "static" else []
        names = params + [n for n in self.locals if n not in params]
        head = [".version %d.%d" % self.version, ".name %s" % self.name, ".argcount %d" % len(params),
                ".flags OPTIMIZED NEWLOCALS"]
        if names:
            head.append(".varnames " + ", ".join(names))
        return "\n".join(head + keep_on_stack(self.out, bool(self.spelling["null"]))) + "\n"
