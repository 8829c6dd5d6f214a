"""Forth tokens of one definition -> antioch assembly lines, in one calling convention.

A definition is a list of tokens (``("lit", n)``, ``("call", word)``, ``("0branch", label)`` ...). The code
generator keeps the Forth data stack as a compile-time list of *items* (:mod:`antioch.forth.ranges`); an item
becomes bytecode only where it is consumed, so ``dup 1- recurse`` is ``fib(n - 1)`` as CPython would write it.
Wrapping a value to its cell is guarded: two comparisons with -2**63 and 2**63 on the common path, the big-int
arithmetic only when the value is out of range, and none where its range is known.

Two calling conventions:
- static (stack effect k -> m known at compile time): ``f(a1..ak)`` returns None, the value, or an m-tuple;
- generic: ``g()`` works on the shared list stack S (EXECUTE, DEPTH, words whose effect depends on data).

The instructions' spellings per version come from :mod:`antioch.forth.spelling`; DO loops are in
:mod:`antioch.forth.loops`.
"""
import math
from typing import Any, Dict, List, Optional, Set, Tuple

from antioch.forth.invariants import LoopInvariants
from antioch.forth.kernel import HALF, MASK
from antioch.forth.loops import begin_do, end_loop
from antioch.forth.peephole import keep_on_stack
from antioch.forth.ranges import (
    FOLD,
    MIRROR,
    NEGATE,
    RANGE_CHECKS,
    SIGNED,
    SIMPLE_KINDS,
    Item,
    Range,
    contains,
    hull,
    norm,
    range_of,
    refinement,
    refs,
)
from antioch.forth.spelling import HOST, spelling_for


class NotStatic(Exception):
    """The word's stack effect is not fixed at compile time."""


class Widen(Exception):
    """A backward jump reaches a label with values outside the ranges assumed where it was placed."""

    def __init__(self, label: str, placed: List["Range"], ranges: List["Range"]) -> None:
        super().__init__(label)
        self.label = label
        self.placed = placed      # the ranges assumed where the label was placed
        self.ranges = ranges      # the ranges the backward jump brings

    def assume(self, again: bool) -> List["Range"]:
        """The ranges to assume at the label next time: the hull of both the first time, unknown where the
        jump still brings more."""
        if again:
            return [p if contains(p, r) else None for p, r in zip(self.placed, self.ranges)]
        return [hull(p, r) for p, r in zip(self.placed, self.ranges)]


class CompileError(Exception):
    """A definition that cannot be compiled (unbalanced control flow, return stack misuse)."""


class CodeGen(LoopInvariants):
    """One pass over a definition's tokens in one mode: 'generic', 'static' (k, m given) or 'lazy' (find k, m)."""

    def __init__(self, name: str, tokens: List[Tuple[Any, ...]], mode: str, k: int, m: int,
                 me: Any, version: Tuple[int, int] = HOST,
                 widen: Optional[Dict[str, List[Range]]] = None,
                 hoists: Optional[Set[Tuple[str, ...]]] = None) -> None:
        self.name = name
        self.tokens = tokens
        self.mode = mode
        self.nargs = k
        self.nresults = m
        self.me = me
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
            self.stack = [("local", self.local("_d%d" % j), SIGNED) for j in range(k)]
        self.init_invariants(hoists if hoists is not None else set())
        self.pos = 0                                  # the index of the token being compiled
        self.skip_next = False                        # an inline word compiled the next token with it

    # ----- plumbing
    def local(self, name: str) -> str:
        if name not in self.locals:
            self.locals.append(name)
        return name

    def temp(self) -> str:
        self.ntemp += 1
        return self.local("_t%d" % self.ntemp)

    def label(self) -> str:
        self.nlabel += 1
        return "F%d" % self.nlabel

    def instr(self, line: str) -> None:
        self.out.append("    " + line)

    def place_label(self, name: str) -> None:
        self.out.append("%s:" % name)

    def site(self) -> None:
        """Give the instructions that follow (a call, a memory access) a line of their own, remembering the stack."""
        n = len(self.sites) + 1
        self.sites[n] = list(self.stack)
        self.out.append(".line %d" % n)

    def call_begin(self, fname: str) -> None:
        self.site()
        self.instr("LOAD_GLOBAL %s%s" % (fname, self.spelling["null"]))

    def call_end(self, n: int) -> None:
        for form in self.spelling["call"]:
            self.instr(form.format(n=n))

    def binop(self, op: str) -> None:
        table = self.spelling["binary"]
        self.instr(table[op] if table else "BINARY_OP %s" % op)

    def compare(self, op: str) -> None:
        self.instr("COMPARE_OP %s%s" % (op, self.spelling["bool"]))

    # ----- items -> bytecode
    def prepare(self, it: Item) -> Item:
        """Emit the guarded wrapping of every ``norm`` node of ``it``; the item that is left has none."""
        k = it[0]
        if k == "norm":
            inner = self.prepare(it[1])
            if inner[0] == "local" and inner[1] not in self.pinned:
                t = inner[1]   # wrapping a local in place changes no cell value
            else:
                t = self.temp()
                self.value(inner)
                self.instr("STORE_FAST %s" % t)
            fix, ok = self.label(), self.label()
            self.instr("LOAD_FAST %s" % t)
            self.instr("LOAD_CONST %d" % -HALF)
            self.compare("<")
            self.instr("%s %s" % (self.spelling["jump_if_true"], fix))
            self.instr("LOAD_FAST %s" % t)
            self.instr("LOAD_CONST %d" % HALF)
            self.compare("<")
            self.instr("%s %s" % (self.spelling["jump_if_true"], ok))
            self.place_label(fix)
            self.wrap_local(t)
            self.place_label(ok)
            return ("local", t, SIGNED)
        if k in ("bin", "cmp"):
            a, b = self.prepare(it[2]), self.prepare(it[3])
            if k == "bin" and a[0] == "const" and b[0] == "const" and (it[1] != "<<" or 0 <= b[1] < 128) \
                    and not (it[1] == "/" and b[1] == 0):
                folded = FOLD[it[1]](a[1], b[1])
                if not isinstance(folded, float) or math.isfinite(folded):   # LOAD_CONST inf has no spelling
                    return ("const", folded)
            return (k, it[1], a, b) if (a is not it[2] or b is not it[3]) else it
        if k in ("neg", "inv"):
            a = self.prepare(it[1])
            return (k, a) if a is not it[1] else it
        if k == "tofloat":                # S>F: int + 0.0 is float(int), exactly (Python's float_add)
            return ("bin", "+", self.prepare(it[1]), ("const", 0.0))
        return it

    def value(self, it: Item) -> None:
        """Push the value of a prepared item."""
        k = it[0]
        if k == "const":
            small = self.spelling["small_int"]
            if isinstance(it[1], float):
                self.instr("LOAD_CONST %r" % it[1])
            else:
                self.instr("%s %d" % (small if small and 0 <= it[1] < 256 else "LOAD_CONST", it[1]))
        elif k == "local":
            self.instr("LOAD_FAST %s" % it[1])
        elif k == "bin":
            self.value(it[2])
            self.value(it[3])
            self.binop(it[1])
        elif k == "neg":
            self.value(it[1])
            self.instr("UNARY_NEGATIVE")
        elif k == "inv":
            self.value(it[1])
            self.instr("UNARY_INVERT")
        elif k == "cmp":
            self.value(it[2])
            self.value(it[3])
            self.compare(it[1])
            self.instr("UNARY_NEGATIVE")      # True -> -1, False -> 0
        elif k == "flag":                 # a Python bool in a local
            self.instr("LOAD_FAST %s" % it[1])
            self.instr("UNARY_NEGATIVE")
        else:  # pragma: no cover - prepare() leaves no other kind
            raise AssertionError(k)

    def emit(self, it: Item) -> None:
        self.value(self.prepare(it))

    def test(self, it: Item, target: str, jump_if: bool) -> None:
        """Jump forward to ``target`` when the flag ``it`` is true (jump_if) or false."""
        if it[0] == "cmp" and self.fused_test(it, target, jump_if):
            return
        it = self.prepare(it)
        if it[0] == "cmp":
            self.value(it[2])
            self.value(it[3])
            self.compare(it[1])
        elif it[0] == "flag":
            self.instr("LOAD_FAST %s" % it[1])
        else:
            self.value(it)
            for ins in self.spelling["to_bool"]:
                self.instr(ins)
        self.instr("%s %s" % (self.spelling["jump_if_true"] if jump_if else self.spelling["jump_if_false"], target))

    def fused_test(self, it: Item, target: str, jump_if: bool) -> bool:
        """A comparison of a maybe-unwrapped x with a constant, then the range check only on the side that needs it.

        The plain comparison is right when x is a signed cell; where the result leaves that open, one more
        comparison checks it, and an x out of range is wrapped in place and compared again.
        """
        op, a, b = it[1], it[2], it[3]
        if a[0] == "const" and b[0] == "norm":
            op, a, b = MIRROR[op], b, a
        if not (a[0] == "norm" and b[0] == "const" and -HALF <= b[1] < HALF):
            return False
        x = self.materialize(a[1])
        if x[0] != "local" or x[1] in self.pinned:
            return False
        name, c = x[1], b[1]
        start, false_side, fix, cont = self.label(), self.label(), self.label(), self.label()
        jt = self.spelling["jump_if_true"]

        def side(checks: List[Tuple[str, int]], dest: str, last: bool) -> None:
            if not checks:
                self.instr("JUMP_FORWARD %s" % dest)
                return
            for cop, bound in checks[:-1]:
                self.instr("LOAD_FAST %s" % name)
                self.instr("LOAD_CONST %d" % bound)
                self.compare(NEGATE[cop])
                self.instr("%s %s" % (jt, fix))
            cop, bound = checks[-1]
            self.instr("LOAD_FAST %s" % name)
            self.instr("LOAD_CONST %d" % bound)
            self.compare(cop)
            self.instr("%s %s" % (jt, dest))
            if not last:
                self.instr("JUMP_FORWARD %s" % fix)

        true_checks, false_checks = RANGE_CHECKS[op]
        self.place_label(start)
        self.instr("LOAD_FAST %s" % name)
        self.instr("LOAD_CONST %d" % c)
        self.compare(op)
        self.instr("%s %s" % (self.spelling["jump_if_false"], false_side))
        side(true_checks, target if jump_if else cont, False)
        self.place_label(false_side)
        side(false_checks, cont if jump_if else target, True)
        self.place_label(fix)
        self.wrap_local(name)
        self.instr("%s %s" % (self.spelling["back"], start))
        self.place_label(cont)
        return True

    def wrap_local(self, name: str) -> None:
        self.instr("LOAD_FAST %s" % name)
        self.instr("LOAD_CONST %d" % HALF)
        self.binop("+")
        self.instr("LOAD_CONST %d" % MASK)
        self.binop("&")
        self.instr("LOAD_CONST %d" % HALF)
        self.binop("-")
        self.instr("STORE_FAST %s" % name)

    def materialize(self, it: Item) -> Item:
        """Evaluate ``it`` into a fresh local now."""
        if it[0] in SIMPLE_KINDS:
            return it
        it = self.prepare(it)
        if it[0] in SIMPLE_KINDS:
            return it
        t = self.temp()
        if it[0] == "cmp":
            self.value(it[2])
            self.value(it[3])
            self.compare(it[1])
            self.instr("STORE_FAST %s" % t)
            return ("flag", t)
        self.value(it)
        self.instr("STORE_FAST %s" % t)
        return ("local", t, range_of(it))

    # ----- the data stack
    def need(self, n: int) -> None:
        while len(self.stack) < n:
            if self.mode == "generic":
                t = self.temp()
                self.call_begin("_pop")
                self.call_end(0)
                self.instr("STORE_FAST %s" % t)
                self.stack.insert(0, ("local", t, None))
            elif self.mode == "lazy":
                self.nargs += 1
                self.stack.insert(0, ("local", self.local("_p%d" % self.nargs), SIGNED))
                # the argument was beneath every stack seen so far, at the labels too (this pass only finds
                # the stack effect; the static pass then starts with all the arguments)
                for label, (depth, rdepth, fdepth) in list(self.states.items()):
                    self.states[label] = (depth + 1, rdepth, fdepth)
                for table in (self.ranges_at, self.placed):
                    for ranges in table.values():
                        ranges.insert(0, SIGNED)
            else:
                raise NotStatic("underflow")

    def pop(self) -> Item:
        self.need(1)
        return self.stack.pop()

    def popn(self, n: int) -> List[Item]:
        self.need(n)
        if n == 0:
            return []
        items = self.stack[-n:]
        del self.stack[-n:]
        return items

    def push(self, it: Item) -> None:
        self.stack.append(it)

    def flush(self) -> None:
        """Generic mode: the whole compile-time stack onto S."""
        if not self.stack:
            return
        if len(self.stack) == 1:
            it = self.prepare(self.stack[0])
            self.call_begin("_push")
            self.value(it)
            self.call_end(1)
        else:
            items = [self.prepare(it) for it in self.stack]
            self.call_begin("_extend")
            for it in items:
                self.value(it)
            self.instr("BUILD_TUPLE %d" % len(items))
            self.call_end(1)
        self.instr("POP_TOP")
        self.stack = []

    def canon_writes(self) -> Set[str]:
        w: Set[str] = set()
        if self.mode != "generic":
            for j, it in enumerate(self.stack):
                if not (it[0] == "local" and it[1] == "_d%d" % j):
                    w.add("_d%d" % j)
        for j, it in enumerate(self.rstack):
            if not (it[0] == "local" and it[1] == "_r%d" % j):
                w.add("_r%d" % j)
        return w

    def canon(self) -> None:
        """Bring the stacks into their canonical form for a control-flow join (depth -> fixed local names)."""
        if self.mode == "generic":
            self.flush()
            self.flush_floats()
        moves: List[Tuple[str, Item]] = []
        for j, it in enumerate(self.fstack):
            if not (it[0] == "local" and it[1] == "_f%d" % j):
                moves.append(("_f%d" % j, it))
        for j, it in enumerate(self.stack):
            if not (it[0] == "local" and it[1] == "_d%d" % j):
                moves.append(("_d%d" % j, it))
        for j, it in enumerate(self.rstack):
            if not (it[0] == "local" and it[1] == "_r%d" % j):
                moves.append(("_r%d" % j, it))
        prepared = [(name, self.prepare(it)) for name, it in moves]
        for _, it in prepared:
            self.value(it)
        for name, _ in reversed(prepared):
            self.instr("STORE_FAST %s" % self.local(name))
        self.stack = [("local", "_d%d" % j, range_of(it)) for j, it in enumerate(self.stack)]
        self.rstack = [("local", "_r%d" % j, range_of(it)) for j, it in enumerate(self.rstack)]
        self.fstack = [("local", "_f%d" % j, None) for j in range(len(self.fstack))]

    # ----- the float stack (FLOATING)
    def fneed(self, n: int) -> None:
        """At least n float items: the missing ones popped from the shared float stack, deepest first."""
        while len(self.fstack) < n:
            t = self.temp()
            self.call_begin("_fpop")
            self.call_end(0)
            self.instr("STORE_FAST %s" % t)
            self.fstack.insert(0, ("local", t, None))

    def fpopn(self, n: int) -> List[Item]:
        self.fneed(n)
        if n == 0:
            return []
        items = self.fstack[-n:]
        del self.fstack[-n:]
        return items

    def flush_floats(self) -> None:
        """The float items onto the shared float stack (before a call of a word that may use it)."""
        if not self.fstack:
            return
        items = [self.prepare(it) for it in self.fstack]
        self.call_begin("_fextend")
        for it in items:
            self.value(it)
        self.instr("BUILD_TUPLE %d" % len(items))
        self.call_end(1)
        self.instr("POP_TOP")
        self.fstack = []

    def narrow(self, refine: Dict[str, Tuple[int, int]]) -> None:
        """Apply what a test told about some locals to the stack items that are those locals."""
        if not refine:
            return

        def one(it: Item) -> Item:
            if it[0] != "local" or it[1] not in refine:
                return it
            r, (lo, hi) = it[2] or SIGNED, refine[it[1]]
            lo, hi = max(lo, r[0]), min(hi, r[1])
            return ("local", it[1], (lo, hi)) if lo <= hi else it
        self.stack = [one(it) for it in self.stack]
        self.rstack = [one(it) for it in self.rstack]

    def safe_flag(self) -> Item:
        """Pop a flag that stays valid across :meth:`canon`."""
        f = self.pop()
        if f[0] != "const" and refs(f, set()) & self.canon_writes():
            f = self.copy_local(f) if f[0] in ("local", "flag") else self.materialize(f)
        return f

    def copy_local(self, it: Item) -> Item:
        """``it`` (a local or a flag in a local) copied into a fresh local now: canon may be about to
        overwrite its own (``SWAP IF``: the flag is _d0, and the item under it moves into _d0)."""
        t = self.temp()
        self.instr("LOAD_FAST %s" % it[1])
        self.instr("STORE_FAST %s" % t)
        return (it[0], t) + tuple(it[2:])

    def state(self) -> Tuple[int, int, int]:
        return (len(self.stack), len(self.rstack), len(self.fstack))

    def branch_to(self, target: str, refine: Optional[Dict[str, Tuple[int, int]]] = None) -> None:
        """Record a jump to ``target`` with the (canonical) stacks as they are, narrowed by ``refine``."""
        st = self.state()
        old = self.states.get(target)
        if old is None:
            self.states[target] = st
        elif old != st:
            if self.mode == "generic":
                raise CompileError("stack depths differ where control paths meet in %s" % self.name)
            raise NotStatic("join")
        saved = self.stack, self.rstack
        self.narrow(refine or {})
        ranges = [range_of(it) for it in self.stack + self.rstack]
        self.stack, self.rstack = saved
        if target in self.placed:
            if not all(contains(a, r) for a, r in zip(self.placed[target], ranges)):
                raise Widen(target, self.placed[target], ranges)
            return
        known = self.ranges_at.get(target)
        self.ranges_at[target] = ranges if known is None else [hull(a, b) for a, b in zip(known, ranges)]

    def place(self, target: str, loop_head: bool = False) -> None:
        """Place a label; the head of a loop gets the loop-invariant values found for it before it."""
        entered = not self.dead and target not in self.states
        if not self.dead:
            self.canon()
            self.branch_to(target)
        if loop_head and entered:
            self.emit_preheader(target)
        st = self.states.get(target)
        if st is None:
            self.dead = True
        else:
            self.dead = False
            ranges: List[Range] = self.ranges_at[target]
            if target in self.widen:
                assumed = self.widen[target]
                ranges = ([hull(a, b) for a, b in zip(ranges, assumed)] if len(assumed) == len(ranges)
                          else [None] * len(ranges))
            self.placed[target] = ranges
            self.stack = [("local", self.local("_d%d" % j), ranges[j]) for j in range(st[0])]
            self.rstack = [("local", self.local("_r%d" % j), ranges[st[0] + j]) for j in range(st[1])]
            self.fstack = [("local", self.local("_f%d" % j), None) for j in range(st[2])]
        self.place_label(target)
        if loop_head and entered:
            self.open_loop(target)

    def branch_with(self, items: List[Item], target: str) -> None:
        """Jump forward to ``target`` with ``items`` pushed, leaving the compile-time stacks as they were for the
        code that follows (which the jump skips)."""
        saved = list(self.stack), list(self.rstack), list(self.fstack)
        self.stack.extend(items)
        self.canon()
        self.branch_to(target)
        self.instr("JUMP_FORWARD %s" % target)
        self.stack, self.rstack, self.fstack = saved

    def jump_back(self, target: str) -> None:
        self.canon()
        self.branch_to(target)
        self.instr("%s %s" % (self.spelling["back"], target))
        self.dead = True
        self.close_loop(target)

    def cond_back(self, flag: Item, target: str, jump_if: bool) -> None:
        """Jump backward to ``target`` when flag == jump_if (after canon)."""
        self.canon()
        self.branch_to(target)
        if self.spelling["back_if_false"] is not None and jump_if is False:
            flag = self.prepare(flag)
            if flag[0] == "cmp":
                self.value(flag[2])
                self.value(flag[3])
                self.compare(flag[1])
            elif flag[0] == "flag":
                self.instr("LOAD_FAST %s" % flag[1])
            else:
                self.value(flag)
            self.instr("%s %s" % (self.spelling["back_if_false"], target))
            self.close_loop(target)
            return
        skip = self.label()
        self.test(flag, skip, not jump_if)
        self.instr("%s %s" % (self.spelling["back"], target))
        self.close_loop(target)
        self.place_label(skip)

    def init_locals(self, names: List[str], count: int) -> None:
        """LOCALS (Forth-2012 13.3.3): Python locals; the first ``count`` names take the stack's top items, top
        first, the others are 0. A local holds a signed cell, so what is read from it needs no wrapping."""
        items = [self.prepare(norm(it)) for it in reversed(self.popn(count))] if count else []
        for it, name in zip(items, names):
            self.value(it)
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
                items = [self.prepare(it) for it in self.stack]
                for it in items:
                    self.value(it)
                if self.nresults > 1:
                    self.instr("BUILD_TUPLE %d" % self.nresults)
        self.instr("RETURN_VALUE")
        self.dead = True

    # ----- calls
    def call_static(self, fname: str, k: int, m: int, out_norm: bool = False, norm_args: bool = False) -> None:
        """Call ``fname(a1..ak)``; a compiled word (norm_args) takes signed cells: wrap what is not known to be."""
        args = [self.prepare(norm(a) if norm_args else a) for a in self.popn(k)]
        self.flush_floats()
        self.call_begin(fname)
        for a in args:
            self.value(a)
        self.call_end(k)
        self.results(m, out_norm)

    def results(self, m: int, out_norm: bool) -> None:
        """The m results of the call on the VM stack, into fresh locals."""
        if m == 0:
            self.instr("POP_TOP")
        elif m == 1:
            t = self.temp()
            self.instr("STORE_FAST %s" % t)
            self.push(("local", t, SIGNED if out_norm else None))
        else:
            self.instr("UNPACK_SEQUENCE %d" % m)
            temps = [self.temp() for _ in range(m)]
            for t in temps:
                self.instr("STORE_FAST %s" % t)
            for t in temps:
                self.push(("local", t, SIGNED if out_norm else None))

    def call_generic(self, gname: str) -> None:
        if self.mode != "generic":
            raise NotStatic("generic call")
        self.flush()
        self.flush_floats()
        self.call_begin(gname)
        self.call_end(0)
        self.instr("POP_TOP")

    def statement(self, fname: str, k: int) -> None:
        """Call the helper ``fname`` on k items, for its effect (C! and the like)."""
        self.call_static(fname, k, 0)

    def checked_address(self, it: Item) -> Item:
        """``it`` as an index of the memory that is never negative (Python would count it from the end).

        An address known not to be negative is used as it is; otherwise one comparison, and below zero
        ``_address`` wraps the value to its cell or throws -9 (an address past the memory is Python's IndexError,
        which is -9 as well).
        """
        r = range_of(it)
        if r is not None and r[0] >= 0:
            return it
        it = self.prepare(it)
        if self.check_cell_address(it):
            return it
        if it[0] == "local" and it[1] not in self.pinned:
            t = it[1]
        else:
            t = self.temp()
            self.value(it)
            self.instr("STORE_FAST %s" % t)
        ok = self.label()
        self.instr("LOAD_FAST %s" % t)
        self.instr("LOAD_CONST 0")
        self.compare(">=")
        self.instr("%s %s" % (self.spelling["jump_if_true"], ok))
        self.call_begin("_address")
        self.instr("LOAD_FAST %s" % t)
        self.call_end(1)
        self.instr("STORE_FAST %s" % t)
        self.place_label(ok)
        return ("local", t, None)

    def check_cell_address(self, it: Item) -> bool:
        """For a prepared ``x`` or ``c + x``, x a local holding a signed cell and 0 <= c < 2**63: test ``x >= -c``
        and THROW -9 below, keeping the item to be evaluated where it is used (no copy); False for another item.

        Below zero, ``c + x`` is a negative cell (-9); above MAX-INT its cell is negative too, and the memory's
        IndexError is -9 as well.
        """
        if it[0] == "local":
            x, c = it, 0
        elif it[0] == "bin" and it[1] == "+" and it[2][0] == "const" and 0 <= it[2][1] < HALF:
            x, c = it[3], it[2][1]
        else:
            return False
        if x[0] != "local" or range_of(x) is None:
            return False
        ok = self.label()
        self.value(x)
        self.instr("LOAD_CONST %d" % -c)
        self.compare(">=")
        self.instr("%s %s" % (self.spelling["jump_if_true"], ok))
        self.call_begin("_address")      # a negative signed cell: THROW -9
        self.value(it)
        self.call_end(1)
        self.instr("POP_TOP")
        self.place_label(ok)
        return True

    def jump_unless_within(self, a: Item, n: Item, size: int, target: str, end: Optional[str] = None) -> None:
        """Jump to ``target`` unless the ``n`` bytes from ``a`` (simple items) lie in a memory of ``size`` bytes:
        ``0 <= n``, ``0 <= a``, ``a + n <= size``, each tested only where the value ranges leave it open.
        With ``end``, ``a + n`` is kept in that local (for the code that follows)."""
        ra, rn = range_of(a), range_of(n)
        jt = self.spelling["jump_if_true"]
        for it, r in ((n, rn), (a, ra)):
            if r is None or r[0] < 0:
                self.value(it)
                self.instr("LOAD_CONST 0")
                self.compare("<")
                self.instr("%s %s" % (jt, target))
        if end is not None:
            self.value(("bin", "+", a, n))
            self.instr("STORE_FAST %s" % self.local(end))
        if ra is None or rn is None or ra[1] + rn[1] > size:
            self.value(("bin", "+", a, n) if end is None else ("local", end, None))
            self.instr("LOAD_CONST %d" % size)
            self.compare(">")
            self.instr("%s %s" % (jt, target))

    def subscript(self, container: str, it: Item, out_norm: bool = True) -> None:
        """Push ``container[it]`` (C@ on the memory bytearray), evaluated now."""
        it = self.checked_address(it)
        it = self.prepare(it)
        self.site()
        self.instr("LOAD_GLOBAL %s" % container)
        self.value(it)
        self.instr(self.spelling["subscript"])
        self.results(1, out_norm)

    def store_subscript(self, container: str, value: Item, index: Item) -> None:
        """``container[index] = value`` (C! with the value already masked)."""
        index = self.checked_address(index)
        value, index = self.prepare(value), self.prepare(index)
        self.site()
        self.value(value)
        self.instr("LOAD_GLOBAL %s" % container)
        self.value(index)
        self.instr("STORE_SUBSCR")

    def call_word(self, w: Any) -> None:
        if w is self.me:
            self.recurse()
        elif w.inline is not None:
            w.inline(self)
        elif w.static is not None:
            self.call_static(w.fname, w.static[0], w.static[1], w.out_norm, w.norm_args)
        else:
            self.call_generic(w.gname)

    def recurse(self) -> None:
        if self.mode == "static":
            self.call_static(self.me.fname, self.nargs, self.nresults, norm_args=True)
        elif self.mode == "lazy":
            if self.first_exit is None:
                raise NotStatic("recursion before exit")
            k, m = self.first_exit
            self.call_static(self.me.fname, k, m, norm_args=True)
        else:
            self.call_generic(self.me.gname)

    # ----- the whole definition
    def run(self) -> str:
        for pos, tok in enumerate(self.tokens):
            self.pos = pos
            if self.skip_next:
                self.skip_next = False
                continue
            op = tok[0]
            if self.dead and op not in ("label", "begin", "loop_exit"):
                continue
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
                self.push(("local", self.local(tok[1].i), self.index_ranges[tok[1].i]))
            elif op == ">r":
                self.rstack.append(self.pop())
            elif op in ("r>", "r@"):
                if not self.rstack:
                    raise CompileError("R> or R@ without >R in %s" % self.name)
                it = self.rstack.pop()
                if op == "r@":
                    if it[0] not in SIMPLE_KINDS:
                        it = self.materialize(it)
                    self.rstack.append(it)
                self.push(it)
            elif op == "flit":       # a float literal
                self.fstack.append(("const", tok[1]))
            elif op == "locals":     # ("locals", names, count): the first count names from the stack, top first
                self.init_locals(tok[1], tok[2])
            elif op == "local@":
                t = self.temp()
                self.instr("LOAD_FAST %s" % self.local(tok[1]))
                self.instr("STORE_FAST %s" % t)
                self.push(("local", t, SIGNED))
            elif op == "local!":
                it = self.prepare(norm(self.pop()))
                self.value(it)
                self.instr("STORE_FAST %s" % self.local(tok[1]))
            elif op == "generic":    # a run-time word on the shared stack: ("generic", gname)
                self.call_generic(tok[1])
            else:  # pragma: no cover
                raise AssertionError(op)
        if not self.dead:
            self.do_exit()
        params = ["_d%d" % j for j in range(self.nargs)] if self.mode == "static" else []
        names = params + [n for n in self.locals if n not in params]
        head = [".version %d.%d" % self.version, ".name %s" % self.name, ".argcount %d" % len(params),
                ".flags OPTIMIZED NEWLOCALS"]
        if names:
            head.append(".varnames " + ", ".join(names))
        return "\n".join(head + keep_on_stack(self.out, bool(self.spelling["null"]))) + "\n"
