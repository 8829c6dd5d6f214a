"""Forth definitions -> antioch assembly -> code objects (assembled and verified by antioch).

A definition is a list of tokens (``("lit", n)``, ``("call", word)``, ``("0branch", label)`` ...). The code
generator keeps the Forth data stack as a compile-time list of *items* (constants, locals, pure expressions); an
item becomes bytecode only where it is consumed, so ``dup 1- recurse`` is ``fib(n - 1)`` as CPython would write it.

Two calling conventions:
- static (stack effect k -> m known at compile time): ``f(a1..ak)`` returns None, the value, or an m-tuple;
- generic: ``g()`` works on the shared list stack S (EXECUTE, DEPTH, words whose effect depends on data).
A word is first tried static; if its stack effect cannot be fixed, it is compiled generic.

Cells are 64-bit two's complement; + - AND OR XOR INVERT NEGATE are exact modulo 2**64, so values may leave the
signed range and are wrapped only where that is observable (comparisons, division, output, stores; DESIGN.md,
"The Forth"). Wrapping a local is guarded: two comparisons with -2**63 and 2**63 on the common path, the big-int
arithmetic only when the value is out of range.

Value ranges make most of those guards unnecessary: an item's *range* is an interval its Python value is known to
lie in, and only intervals inside the signed cell range are kept (None: unknown, any int congruent to the cell). A
value with a range is its own cell, so comparing it needs no check. Ranges come from constants, from the arguments
of compiled static words (signed cells by convention: the caller wraps what it cannot prove in range, the callee
returns exact values), from interval arithmetic, and from the branches of a comparison with a constant: after
``dup 2 < if exit then`` the argument of fib is in [2, 2**63-1], so ``1-`` and ``2 -`` of it need no check.
"""
import operator
import sys
from typing import Any, Dict, List, Optional, Set, Tuple

import antioch
from antioch.forth.peephole import keep_on_stack

Item = Tuple[Any, ...]
HALF = 1 << 63
MASK = (1 << 64) - 1
Range = Optional[Tuple[int, int]]
SIGNED: Tuple[int, int] = (-HALF, HALF - 1)

# The instructions whose spelling differs between versions (docs/assembly.md; CPython's Lib/opcode.py of each).
_BINARY_38 = {"+": "BINARY_ADD", "-": "BINARY_SUBTRACT", "*": "BINARY_MULTIPLY", "&": "BINARY_AND",
              "|": "BINARY_OR", "^": "BINARY_XOR", "<<": "BINARY_LSHIFT", ">>": "BINARY_RSHIFT"}
_V38: Dict[str, Any] = {
    "prologue": [], "null": "", "call": ["CALL_FUNCTION {n}"], "binary": _BINARY_38,
    "jump_if_false": "POP_JUMP_IF_FALSE", "jump_if_true": "POP_JUMP_IF_TRUE",
    "back": "JUMP_ABSOLUTE", "back_if_false": "POP_JUMP_IF_FALSE", "to_bool": [], "bool": "",
    "subscript": "BINARY_SUBSCR", "small_int": None}
_V311 = dict(_V38, prologue=["RESUME 0"], null=" +NULL", call=["PRECALL {n}", "CALL {n}"], binary=None,
             jump_if_false="POP_JUMP_FORWARD_IF_FALSE", jump_if_true="POP_JUMP_FORWARD_IF_TRUE",
             back="JUMP_BACKWARD", back_if_false="POP_JUMP_BACKWARD_IF_FALSE")
# 3.12: conditional jumps go forward only; 3.13: they need an exact bool (TO_BOOL, COMPARE_OP's +bool form)
_V312 = dict(_V311, call=["CALL {n}"], jump_if_false="POP_JUMP_IF_FALSE", jump_if_true="POP_JUMP_IF_TRUE",
             back_if_false=None)
_V313 = dict(_V312, to_bool=["TO_BOOL"], bool=" +bool")
# 3.14: a subscript is one of BINARY_OP's operators (NB_SUBSCR), 0..255 have LOAD_SMALL_INT; 3.15: the same
_V314 = dict(_V313, subscript="BINARY_OP []", small_int="LOAD_SMALL_INT")
SPELLINGS: Dict[Tuple[int, int], Dict[str, Any]] = {
    (3, 8): _V38, (3, 9): _V38, (3, 10): _V38, (3, 11): _V311, (3, 12): _V312, (3, 13): _V313,
    (3, 14): _V314, (3, 15): _V314}
HOST = (sys.version_info[0], sys.version_info[1])


class NotStatic(Exception):
    """The word's stack effect is not fixed at compile time."""


class Widen(Exception):
    """A backward jump reaches a label with values outside the ranges assumed where it was placed."""

    def __init__(self, label: str) -> None:
        super().__init__(label)
        self.label = label


class CompileError(Exception):
    """A definition that cannot be compiled (unbalanced control flow, return stack misuse)."""


class Loop:
    """One DO loop of a definition: its index and limit locals, its head and exit labels."""

    def __init__(self, n: int) -> None:
        self.i = "_i%d" % n
        self.lim = "_l%d" % n
        self.head = "D%d" % n
        self.exit = "X%d" % n


_SIMPLE = ("const", "local", "flag")
FOLD = {"+": operator.add, "-": operator.sub, "*": operator.mul, "&": operator.and_, "|": operator.or_,
         "^": operator.xor, "<<": operator.lshift, ">>": operator.rshift}
_MIRROR = {"<": ">", ">": "<", "==": "==", "!=": "!=", "<=": ">=", ">=": "<="}
_NEGATE = {"<": ">=", ">=": "<", ">": "<=", "<=": ">", "==": "!=", "!=": "=="}
# What the plain comparison of x with an in-range constant leaves to check about x's range, when it was true
# and when it was false: x < c already implies x < 2**63, x == c implies both bounds.
_RANGE_CHECKS = {
    "<": ([(">=", -HALF)], [("<", HALF)]), ">": ([("<", HALF)], [(">=", -HALF)]),
    "<=": ([(">=", -HALF)], [("<", HALF)]), ">=": ([("<", HALF)], [(">=", -HALF)]),
    "==": ([], [(">=", -HALF), ("<", HALF)]), "!=": ([(">=", -HALF), ("<", HALF)], []),
}


def bounded(lo: int, hi: int) -> Range:
    """The interval [lo, hi] if it lies inside the signed cell range, else None (unknown)."""
    return (lo, hi) if lo >= -HALF and hi < HALF else None


def _interval(op: str, a: Range, b: Range) -> Range:
    if a is None or b is None:
        return None
    if op == "+":
        return bounded(a[0] + b[0], a[1] + b[1])
    if op == "-":
        return bounded(a[0] - b[1], a[1] - b[0])
    if op == "*":
        ends = [x * y for x in a for y in b]
        return bounded(min(ends), max(ends))
    if op == "<<" and b[0] == b[1] and 0 <= b[0] < 64:
        return bounded(a[0] << b[0], a[1] << b[0])
    return None


def range_of(it: Item) -> Range:
    """The interval the item's value is known to lie in (inside the signed range), or None."""
    k = it[0]
    if k == "const":
        return bounded(it[1], it[1])
    if k == "local":
        return it[2]
    if k in ("cmp", "flag"):
        return (-1, 0)
    if k == "norm":
        return SIGNED
    if k == "bin":
        op, a, b = it[1], it[2], it[3]
        if op == "&":       # x & c with 0 <= c is in [0, c] whatever x's sign, and is x's cell masked
            for y in (b, a):
                r = range_of(y)
                if r is not None and r[0] >= 0:
                    return (0, r[1])
            return None
        return _interval(op, range_of(a), range_of(b))
    if k == "neg":
        r = range_of(it[1])
        return None if r is None else bounded(-r[1], -r[0])
    if k == "inv":
        r = range_of(it[1])
        return None if r is None else bounded(-r[1] - 1, -r[0] - 1)
    return None


def hull(a: Range, b: Range) -> Range:
    return None if a is None or b is None else (min(a[0], b[0]), max(a[1], b[1]))


def contains(outer: Range, inner: Range) -> bool:
    return outer is None or (inner is not None and outer[0] <= inner[0] and inner[1] <= outer[1])


def _narrow(op: str, c: int, outcome: bool) -> Tuple[int, int]:
    """The values x of a signed cell for which ``x op c`` is ``outcome``, as an interval (!= gives none)."""
    if not outcome:
        op = _NEGATE[op]
    lo, hi = SIGNED
    if op == "<":
        return (lo, c - 1)
    if op == "<=":
        return (lo, c)
    if op == ">":
        return (c + 1, hi)
    if op == ">=":
        return (c, hi)
    if op == "==":
        return (c, c)
    return (lo, hi)


def refinement(flag: Item, outcome: bool, pinned: Set[str]) -> Dict[str, Tuple[int, int]]:
    """What a flag being ``outcome`` tells about the locals it compares with a constant.

    A comparison of a local with a known range is exact; one of a wrapped local (``norm``) is compiled by
    :meth:`CodeGen.fused_test`, which leaves that local wrapped in place: either way, past the test the local is
    a signed cell on the side of the constant that the outcome says (unless it is ``pinned``: a loop index,
    whose exact value counts, is wrapped into a copy).
    """
    if flag[0] != "cmp":
        return {}
    op, a, b = flag[1], flag[2], flag[3]
    if a[0] == "const":
        op, a, b = _MIRROR[op], b, a
    if b[0] != "const" or not -HALF <= b[1] < HALF:
        return {}
    if a[0] == "norm" and a[1][0] == "local" and a[1][1] not in pinned:
        a = a[1]
    elif not (a[0] == "local" and a[2] is not None):
        return {}
    lo, hi = _narrow(op, b[1], outcome)
    return {a[1]: (lo, hi)}


def is_norm(it: Item) -> bool:
    return range_of(it) is not None


def norm(it: Item) -> Item:
    if it[0] == "const":
        return ("const", ((it[1] + HALF) & MASK) - HALF)
    return it if is_norm(it) else ("norm", it)


def refs(it: Item, out: Set[str]) -> Set[str]:
    """The locals an item reads."""
    k = it[0]
    if k in ("local", "flag"):
        out.add(it[1])
    elif k in ("bin", "cmp"):
        refs(it[2], out)
        refs(it[3], out)
    elif k != "const":
        refs(it[1], out)
    return out


class CodeGen:
    """One pass over a definition's tokens in one mode: 'generic', 'static' (k, m given) or 'lazy' (find k, m)."""

    def __init__(self, name: str, tokens: List[Tuple[Any, ...]], mode: str, k: int, m: int,
                 me: Any, version: Tuple[int, int] = HOST, widen: Optional[Set[str]] = None) -> None:
        self.name = name
        self.tokens = tokens
        self.mode = mode
        self.k = k
        self.m = m
        self.me = me
        self.v = SPELLINGS[version]
        self.version = version
        self.out: List[str] = list(self.v["prologue"])
        self.locals: List[str] = []
        self.ntemp = 0
        self.vs: List[Item] = []
        self.rs: List[Item] = []
        self.dead = False
        self.states: Dict[str, Tuple[int, int]] = {}
        self.ranges_at: Dict[str, List[Range]] = {}   # label -> ranges of its canonical items, over its jumps
        self.placed: Dict[str, List[Range]] = {}      # label -> the ranges assumed where it was placed
        self.widen = widen if widen is not None else set()   # labels to place with unknown ranges
        self.index_ranges: Dict[str, Range] = {}      # loop index local -> the range of I
        self.pinned: Set[str] = set()                 # locals never wrapped in place: the loop indexes
        self.nlabel = 0
        self.first_exit: Optional[Tuple[int, int]] = None
        #: line number -> the items on the Forth stack beneath the call or memory access on that line (CATCH
        #: rebuilds from them the cells a word had left when something it called threw; see stack_maps)
        self.sites: Dict[int, List[Item]] = {}
        if mode == "static":
            self.vs = [("local", self.local("_d%d" % j), SIGNED) for j in range(k)]

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

    def e(self, line: str) -> None:
        self.out.append("    " + line)

    def place_label(self, name: str) -> None:
        self.out.append("%s:" % name)

    def site(self) -> None:
        """Give the instructions that follow (a call, a memory access) a line of their own, remembering the stack."""
        n = len(self.sites) + 1
        self.sites[n] = list(self.vs)
        self.out.append(".line %d" % n)

    def call_begin(self, fname: str) -> None:
        self.site()
        self.e("LOAD_GLOBAL %s%s" % (fname, self.v["null"]))

    def call_end(self, n: int) -> None:
        for form in self.v["call"]:
            self.e(form.format(n=n))

    def binop(self, op: str) -> None:
        table = self.v["binary"]
        self.e(table[op] if table else "BINARY_OP %s" % op)

    def compare(self, op: str) -> None:
        self.e("COMPARE_OP %s%s" % (op, self.v["bool"]))

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
                self.e("STORE_FAST %s" % t)
            fix, ok = self.label(), self.label()
            self.e("LOAD_FAST %s" % t)
            self.e("LOAD_CONST %d" % -HALF)
            self.compare("<")
            self.e("%s %s" % (self.v["jump_if_true"], fix))
            self.e("LOAD_FAST %s" % t)
            self.e("LOAD_CONST %d" % HALF)
            self.compare("<")
            self.e("%s %s" % (self.v["jump_if_true"], ok))
            self.place_label(fix)
            self.wrap_local(t)
            self.place_label(ok)
            return ("local", t, SIGNED)
        if k in ("bin", "cmp"):
            a, b = self.prepare(it[2]), self.prepare(it[3])
            if k == "bin" and a[0] == "const" and b[0] == "const" and (it[1] != "<<" or 0 <= b[1] < 128):
                return ("const", FOLD[it[1]](a[1], b[1]))
            return (k, it[1], a, b) if (a is not it[2] or b is not it[3]) else it
        if k in ("neg", "inv"):
            a = self.prepare(it[1])
            return (k, a) if a is not it[1] else it
        return it

    def value(self, it: Item) -> None:
        """Push the value of a prepared item."""
        k = it[0]
        if k == "const":
            small = self.v["small_int"]
            self.e("%s %d" % (small if small and 0 <= it[1] < 256 else "LOAD_CONST", it[1]))
        elif k == "local":
            self.e("LOAD_FAST %s" % it[1])
        elif k == "bin":
            self.value(it[2])
            self.value(it[3])
            self.binop(it[1])
        elif k == "neg":
            self.value(it[1])
            self.e("UNARY_NEGATIVE")
        elif k == "inv":
            self.value(it[1])
            self.e("UNARY_INVERT")
        elif k == "cmp":
            self.value(it[2])
            self.value(it[3])
            self.compare(it[1])
            self.e("UNARY_NEGATIVE")      # True -> -1, False -> 0
        elif k == "flag":                 # a Python bool in a local
            self.e("LOAD_FAST %s" % it[1])
            self.e("UNARY_NEGATIVE")
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
            self.e("LOAD_FAST %s" % it[1])
        else:
            self.value(it)
            for ins in self.v["to_bool"]:
                self.e(ins)
        self.e("%s %s" % (self.v["jump_if_true"] if jump_if else self.v["jump_if_false"], target))

    def fused_test(self, it: Item, target: str, jump_if: bool) -> bool:
        """A comparison of a maybe-unwrapped x with a constant, then the range check only on the side that needs it.

        The plain comparison is right when x is a signed cell; where the result leaves that open, one more
        comparison checks it, and an x out of range is wrapped in place and compared again.
        """
        op, a, b = it[1], it[2], it[3]
        if a[0] == "const" and b[0] == "norm":
            op, a, b = _MIRROR[op], b, a
        if not (a[0] == "norm" and b[0] == "const" and -HALF <= b[1] < HALF):
            return False
        x = self.materialize(a[1])
        if x[0] != "local" or x[1] in self.pinned:
            return False
        name, c = x[1], b[1]
        start, false_side, fix, cont = self.label(), self.label(), self.label(), self.label()
        jt = self.v["jump_if_true"]

        def side(checks: List[Tuple[str, int]], dest: str, last: bool) -> None:
            if not checks:
                self.e("JUMP_FORWARD %s" % dest)
                return
            for cop, bound in checks[:-1]:
                self.e("LOAD_FAST %s" % name)
                self.e("LOAD_CONST %d" % bound)
                self.compare(_NEGATE[cop])
                self.e("%s %s" % (jt, fix))
            cop, bound = checks[-1]
            self.e("LOAD_FAST %s" % name)
            self.e("LOAD_CONST %d" % bound)
            self.compare(cop)
            self.e("%s %s" % (jt, dest))
            if not last:
                self.e("JUMP_FORWARD %s" % fix)

        true_checks, false_checks = _RANGE_CHECKS[op]
        self.place_label(start)
        self.e("LOAD_FAST %s" % name)
        self.e("LOAD_CONST %d" % c)
        self.compare(op)
        self.e("%s %s" % (self.v["jump_if_false"], false_side))
        side(true_checks, target if jump_if else cont, False)
        self.place_label(false_side)
        side(false_checks, cont if jump_if else target, True)
        self.place_label(fix)
        self.wrap_local(name)
        self.e("%s %s" % (self.v["back"], start))
        self.place_label(cont)
        return True

    def wrap_local(self, name: str) -> None:
        self.e("LOAD_FAST %s" % name)
        self.e("LOAD_CONST %d" % HALF)
        self.binop("+")
        self.e("LOAD_CONST %d" % MASK)
        self.binop("&")
        self.e("LOAD_CONST %d" % HALF)
        self.binop("-")
        self.e("STORE_FAST %s" % name)

    def materialize(self, it: Item) -> Item:
        """Evaluate ``it`` into a fresh local now."""
        if it[0] in _SIMPLE:
            return it
        it = self.prepare(it)
        if it[0] in _SIMPLE:
            return it
        t = self.temp()
        if it[0] == "cmp":
            self.value(it[2])
            self.value(it[3])
            self.compare(it[1])
            self.e("STORE_FAST %s" % t)
            return ("flag", t)
        self.value(it)
        self.e("STORE_FAST %s" % t)
        return ("local", t, range_of(it))

    # ----- the data stack
    def need(self, n: int) -> None:
        while len(self.vs) < n:
            if self.mode == "generic":
                t = self.temp()
                self.call_begin("_pop")
                self.call_end(0)
                self.e("STORE_FAST %s" % t)
                self.vs.insert(0, ("local", t, None))
            elif self.mode == "lazy":
                self.k += 1
                self.vs.insert(0, ("local", self.local("_p%d" % self.k), SIGNED))
            else:
                raise NotStatic("underflow")

    def pop(self) -> Item:
        self.need(1)
        return self.vs.pop()

    def popn(self, n: int) -> List[Item]:
        self.need(n)
        if n == 0:
            return []
        items = self.vs[-n:]
        del self.vs[-n:]
        return items

    def push(self, it: Item) -> None:
        self.vs.append(it)

    def flush(self) -> None:
        """Generic mode: the whole compile-time stack onto S."""
        if not self.vs:
            return
        if len(self.vs) == 1:
            it = self.prepare(self.vs[0])
            self.call_begin("_push")
            self.value(it)
            self.call_end(1)
        else:
            items = [self.prepare(it) for it in self.vs]
            self.call_begin("_extend")
            for it in items:
                self.value(it)
            self.e("BUILD_TUPLE %d" % len(items))
            self.call_end(1)
        self.e("POP_TOP")
        self.vs = []

    def canon_writes(self) -> Set[str]:
        w: Set[str] = set()
        if self.mode != "generic":
            for j, it in enumerate(self.vs):
                if not (it[0] == "local" and it[1] == "_d%d" % j):
                    w.add("_d%d" % j)
        for j, it in enumerate(self.rs):
            if not (it[0] == "local" and it[1] == "_r%d" % j):
                w.add("_r%d" % j)
        return w

    def canon(self) -> None:
        """Bring the stacks into their canonical form for a control-flow join (depth -> fixed local names)."""
        if self.mode == "generic":
            self.flush()
        moves: List[Tuple[str, Item]] = []
        for j, it in enumerate(self.vs):
            if not (it[0] == "local" and it[1] == "_d%d" % j):
                moves.append(("_d%d" % j, it))
        for j, it in enumerate(self.rs):
            if not (it[0] == "local" and it[1] == "_r%d" % j):
                moves.append(("_r%d" % j, it))
        prepared = [(name, self.prepare(it)) for name, it in moves]
        for _, it in prepared:
            self.value(it)
        for name, _ in reversed(prepared):
            self.e("STORE_FAST %s" % self.local(name))
        self.vs = [("local", "_d%d" % j, range_of(it)) for j, it in enumerate(self.vs)]
        self.rs = [("local", "_r%d" % j, range_of(it)) for j, it in enumerate(self.rs)]

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
        self.vs = [one(it) for it in self.vs]
        self.rs = [one(it) for it in self.rs]

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
        self.e("LOAD_FAST %s" % it[1])
        self.e("STORE_FAST %s" % t)
        return (it[0], t) + tuple(it[2:])

    def state(self) -> Tuple[int, int]:
        return (len(self.vs), len(self.rs))

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
        saved = self.vs, self.rs
        self.narrow(refine or {})
        ranges = [range_of(it) for it in self.vs + self.rs]
        self.vs, self.rs = saved
        if target in self.placed:
            if not all(contains(a, r) for a, r in zip(self.placed[target], ranges)):
                raise Widen(target)
            return
        known = self.ranges_at.get(target)
        self.ranges_at[target] = ranges if known is None else [hull(a, b) for a, b in zip(known, ranges)]

    def place(self, target: str) -> None:
        """Place a label. One that no jump reached yet may be the target of a backward jump: unknown ranges."""
        forward = target in self.states and target not in self.widen
        if not self.dead:
            self.canon()
            self.branch_to(target)
        st = self.states.get(target)
        if st is None:
            self.dead = True
        else:
            self.dead = False
            ranges: List[Range] = self.ranges_at[target] if forward else [None] * (st[0] + st[1])
            self.placed[target] = ranges
            self.vs = [("local", self.local("_d%d" % j), ranges[j]) for j in range(st[0])]
            self.rs = [("local", self.local("_r%d" % j), ranges[st[0] + j]) for j in range(st[1])]
        self.place_label(target)

    def jump_back(self, target: str) -> None:
        self.canon()
        self.branch_to(target)
        self.e("%s %s" % (self.v["back"], target))
        self.dead = True

    def cond_back(self, flag: Item, target: str, jump_if: bool) -> None:
        """Jump backward to ``target`` when flag == jump_if (after canon)."""
        self.canon()
        self.branch_to(target)
        if self.v["back_if_false"] is not None and jump_if is False:
            flag = self.prepare(flag)
            if flag[0] == "cmp":
                self.value(flag[2])
                self.value(flag[3])
                self.compare(flag[1])
            elif flag[0] == "flag":
                self.e("LOAD_FAST %s" % flag[1])
            else:
                self.value(flag)
            self.e("%s %s" % (self.v["back_if_false"], target))
            return
        skip = self.label()
        self.test(flag, skip, not jump_if)
        self.e("%s %s" % (self.v["back"], target))
        self.place_label(skip)

    def do_exit(self) -> None:
        if self.mode == "generic":
            self.flush()
            self.e("LOAD_CONST None")
        elif self.mode == "lazy":
            if self.first_exit is None:
                self.first_exit = (self.k, len(self.vs))
            self.e("LOAD_CONST None")
        else:
            if len(self.vs) != self.m:
                raise NotStatic("exit depth")
            if self.m == 0:
                self.e("LOAD_CONST None")
            else:
                items = [self.prepare(it) for it in self.vs]
                for it in items:
                    self.value(it)
                if self.m > 1:
                    self.e("BUILD_TUPLE %d" % self.m)
        self.e("RETURN_VALUE")
        self.dead = True

    # ----- calls
    def call_static(self, fname: str, k: int, m: int, out_norm: bool = False, norm_args: bool = False) -> None:
        """Call ``fname(a1..ak)``; a compiled word (norm_args) takes signed cells: wrap what is not known to be."""
        args = [self.prepare(norm(a) if norm_args else a) for a in self.popn(k)]
        self.call_begin(fname)
        for a in args:
            self.value(a)
        self.call_end(k)
        self.results(m, out_norm)

    def results(self, m: int, out_norm: bool) -> None:
        """The m results of the call on the VM stack, into fresh locals."""
        if m == 0:
            self.e("POP_TOP")
        elif m == 1:
            t = self.temp()
            self.e("STORE_FAST %s" % t)
            self.push(("local", t, SIGNED if out_norm else None))
        else:
            self.e("UNPACK_SEQUENCE %d" % m)
            temps = [self.temp() for _ in range(m)]
            for t in temps:
                self.e("STORE_FAST %s" % t)
            for t in temps:
                self.push(("local", t, SIGNED if out_norm else None))

    def call_generic(self, gname: str) -> None:
        if self.mode != "generic":
            raise NotStatic("generic call")
        self.flush()
        self.call_begin(gname)
        self.call_end(0)
        self.e("POP_TOP")

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
        if it[0] == "local" and it[1] not in self.pinned:
            t = it[1]
        else:
            t = self.temp()
            self.value(it)
            self.e("STORE_FAST %s" % t)
        ok = self.label()
        self.e("LOAD_FAST %s" % t)
        self.e("LOAD_CONST 0")
        self.compare(">=")
        self.e("%s %s" % (self.v["jump_if_true"], ok))
        self.call_begin("_address")
        self.e("LOAD_FAST %s" % t)
        self.call_end(1)
        self.e("STORE_FAST %s" % t)
        self.place_label(ok)
        return ("local", t, None)

    def subscript(self, container: str, it: Item, out_norm: bool = True) -> None:
        """Push ``container[it]`` (C@ on the memory bytearray), evaluated now."""
        it = self.checked_address(it)
        it = self.prepare(it)
        self.site()
        self.e("LOAD_GLOBAL %s" % container)
        self.value(it)
        self.e(self.v["subscript"])
        self.results(1, out_norm)

    def store_subscript(self, container: str, value: Item, index: Item) -> None:
        """``container[index] = value`` (C! with the value already masked)."""
        index = self.checked_address(index)
        value, index = self.prepare(value), self.prepare(index)
        self.site()
        self.value(value)
        self.e("LOAD_GLOBAL %s" % container)
        self.value(index)
        self.e("STORE_SUBSCR")

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
            self.call_static(self.me.fname, self.k, self.m, norm_args=True)
        elif self.mode == "lazy":
            if self.first_exit is None:
                raise NotStatic("recursion before exit")
            k, m = self.first_exit
            self.call_static(self.me.fname, k, m, norm_args=True)
        else:
            self.call_generic(self.me.gname)

    # ----- the whole definition
    def run(self) -> str:
        for tok in self.tokens:
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
                self.e("JUMP_FORWARD %s" % tok[1])
                self.dead = True
            elif op in ("label", "begin"):
                self.place(tok[1])
            elif op == "until":
                f = self.safe_flag()
                self.cond_back(f, tok[1], False)
                self.narrow(refinement(f, True, self.pinned))
            elif op == "again":
                self.jump_back(tok[1])
            elif op in ("do", "qdo"):
                self.do(tok[1], op == "qdo")
            elif op == "loop":
                self.loop(tok[1], None)
            elif op == "+loop":
                step = self.pop()
                if step[0] != "const" and refs(step, set()) & self.canon_writes():
                    step = self.materialize(step)
                self.loop(tok[1], step)
            elif op == "loop_exit":
                self.place(tok[1].exit)
            elif op == "leave":
                self.canon()
                self.branch_to(tok[1].exit)
                self.e("JUMP_FORWARD %s" % tok[1].exit)
                self.dead = True
            elif op == "i":
                self.push(("local", self.local(tok[1].i), self.index_ranges[tok[1].i]))
            elif op == ">r":
                self.rs.append(self.pop())
            elif op in ("r>", "r@"):
                if not self.rs:
                    raise CompileError("R> or R@ without >R in %s" % self.name)
                it = self.rs.pop()
                if op == "r@":
                    if it[0] not in _SIMPLE:
                        it = self.materialize(it)
                    self.rs.append(it)
                self.push(it)
            elif op == "generic":    # a run-time word on the shared stack: ("generic", gname)
                self.call_generic(tok[1])
            else:  # pragma: no cover
                raise AssertionError(op)
        if not self.dead:
            self.do_exit()
        params = ["_d%d" % j for j in range(self.k)] if self.mode == "static" else []
        names = params + [n for n in self.locals if n not in params]
        head = [".version %d.%d" % self.version, ".name %s" % self.name, ".argcount %d" % len(params),
                ".flags OPTIMIZED NEWLOCALS"]
        if names:
            head.append(".varnames " + ", ".join(names))
        return "\n".join(head + keep_on_stack(self.out, bool(self.v["null"]))) + "\n"

    def do(self, lp: Loop, qdo: bool) -> None:
        lim, start = self.popn(2)
        lim, start = self.prepare(norm(lim)), self.prepare(norm(start))
        self.value(lim)
        self.value(start)
        self.e("STORE_FAST %s" % self.local(lp.i))
        self.e("STORE_FAST %s" % self.local(lp.lim))
        self.canon()
        self.branch_to(lp.exit)
        if qdo:
            self.e("LOAD_FAST %s" % lp.i)
            self.e("LOAD_FAST %s" % lp.lim)
            self.compare("==")
            self.e("%s %s" % (self.v["jump_if_true"], lp.exit))
        self.index_ranges[lp.i] = self.counted_index(lp, range_of(start), range_of(lim))
        self.pinned.add(lp.i)
        self.place(lp.head)

    def counted_index(self, lp: Loop, start: Range, lim: Range) -> Range:
        """The range of the index of a loop; for LOOP, make the index reach the limit without wrapping.

        LOOP adds 1 until the index equals the limit, modulo 2**64 (Forth-2012 6.1.1800): from a start at or
        above the limit the index passes MAX-INT; there the limit is moved up by 2**64 once, at DO, and I is an
        exact value that may lie above the signed range. A start known to be below the limit needs neither.
        +LOOP keeps its index a signed cell (:meth:`plus_loop`).
        """
        if not any(tok[0] == "loop" and tok[1] is lp for tok in self.tokens):
            return SIGNED
        if start is not None and lim is not None and start[1] < lim[0]:
            return (start[0], lim[1] - 1)
        below = self.label()
        self.e("LOAD_FAST %s" % lp.i)
        self.e("LOAD_FAST %s" % lp.lim)
        self.compare("<")
        self.e("%s %s" % (self.v["jump_if_true"], below))
        self.e("LOAD_FAST %s" % lp.lim)
        self.e("LOAD_CONST %d" % (1 << 64))
        self.binop("+")
        self.e("STORE_FAST %s" % lp.lim)
        self.place_label(below)
        return None

    def loop(self, lp: Loop, step: Optional[Item]) -> None:
        self.canon()
        if step is None:
            self.e("LOAD_FAST %s" % lp.i)
            self.e("LOAD_CONST 1")
            self.binop("+")
            self.e("STORE_FAST %s" % lp.i)
            flag: Item = ("cmp", "==", ("local", lp.i, SIGNED), ("local", lp.lim, SIGNED))
            self.cond_back(flag, lp.head, False)
        else:
            self.plus_loop(lp, step)
        self.branch_to(lp.exit)


    def plus_loop(self, lp: Loop, step: Item) -> None:
        """+LOOP: leave when the index crosses the boundary between limit-1 and limit (Forth-2012 6.1.0140).

        With i and the limit in range and n = i + step exact, a step >= 0 crosses exactly when i < limit <= n
        and a step < 0 when n < limit <= i, unless n left the signed range; then ``_ploop`` decides, modulo
        2**64. On the common path that is two comparisons.
        """
        step = self.prepare(norm(step))
        if step[0] != "const":
            step = self.materialize(step)
        self.branch_to(lp.head)
        i, lim = lp.i, lp.lim
        st = step[1] if step[0] == "local" else "=%d" % step[1]   # read before i changes: no copy needed
        n = self.temp()
        cont, done, slow, negative = self.label(), self.label(), self.label(), self.label()
        jt = self.v["jump_if_true"]

        def load(a: str) -> None:
            self.e("LOAD_FAST %s" % a if not a.startswith("=") else "LOAD_CONST %s" % a[1:])

        def check(a: str, op: str, b: str, target: str) -> None:
            load(a)
            load(b)
            self.compare(op)
            self.e("%s %s" % (jt, target))

        load(i)
        load(st)
        self.binop("+")
        self.e("STORE_FAST %s" % n)
        r = range_of(step)
        sign = None if r is None or (r[0] < 0 <= r[1]) else r[0] >= 0
        if sign is None:
            check(st, "<", "=0", negative)
        if sign is not False:
            check(n, "<", lim, cont)
            check(i, "<", lim, done)
            check(n, "<", "=%d" % HALF, cont)
            self.e("JUMP_FORWARD %s" % slow)
        if sign is not True:
            self.place_label(negative)
            check(n, ">=", lim, cont)
            check(i, ">=", lim, done)
            check(n, ">=", "=%d" % -HALF, cont)
        self.place_label(slow)
        flag = self.temp()
        self.call_begin("_ploop")
        for name in (i, lim, st):
            load(name)
        self.call_end(3)
        self.e("UNPACK_SEQUENCE 2")
        self.e("STORE_FAST %s" % flag)
        self.e("STORE_FAST %s" % n)
        self.e("LOAD_FAST %s" % flag)
        self.e("%s %s" % (jt, done))
        self.place_label(cont)
        self.e("LOAD_FAST %s" % n)
        self.e("STORE_FAST %s" % i)
        self.e("%s %s" % (self.v["back"], lp.head))
        self.place_label(done)


def generate(name: str, tokens: List[Tuple[Any, ...]], mode: str, k: int, m: int, me: Any,
             version: Tuple[int, int]) -> Tuple[CodeGen, str]:
    """One pass in one mode, again with unknown ranges at a label a backward jump showed too narrow."""
    widen: Set[str] = set()
    while True:
        cg = CodeGen(name, tokens, mode, k, m, me, version, widen)
        try:
            return cg, cg.run()
        except Widen as exc:
            widen.add(exc.label)


def compile_word(name: str, tokens: List[Tuple[Any, ...]], me: Any, g: Dict[str, Any],
                 version: Tuple[int, int] = HOST, sites: Optional[Dict[int, List[Item]]] = None
                 ) -> Tuple[Any, Optional[Tuple[int, int]], str]:
    """(function, static effect or None, listing) for one definition; the function's globals are ``g``.

    ``sites``, when given, receives the code generator's stack at each line (:attr:`CodeGen.sites`).
    """
    text = None
    effect = None
    cg = None
    try:
        lazy, _ = generate(name, tokens, "lazy", 0, 0, me, version)
        if lazy.first_exit is not None:
            k0, d0 = lazy.first_exit
            k, m = lazy.k, d0 + (lazy.k - k0)
            cg, text = generate(name, tokens, "static", k, m, me, version)
            effect = (k, m)
    except NotStatic:
        text = None
        effect = None
    if text is None or cg is None:
        cg, text = generate(name, tokens, "generic", 0, 0, me, version)
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
