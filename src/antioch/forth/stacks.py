"""The compile-time stacks of the Forth code generator: data, return and float items, and their canonical form.

Where control paths meet, the stacks are brought into fixed locals by depth (``_d0`` ... for the data stack,
``_r0`` ... for the return stack, ``_f0`` ... for floats), so every path leaves them alike. A layer of
:class:`antioch.forth.codegen.CodeGen`.
"""
from typing import Dict, List, Optional, Set, Tuple

from antioch.forth.emitter import ItemEmitter
from antioch.forth.ranges import (
    SIGNED,
    Item,
    Range,
    range_of,
    refs,
)


def span_rest(end: str, a: Item) -> Item:
    """The length of a span's string from ``a``: its end minus ``a``, exactly (the end's range unknown: the loop
    keeps it exact, but checks it only where it uses it)."""
    return ("bin", "-", ("local", end, None), a)


class NotStatic(Exception):
    """The word's stack effect is not fixed at compile time."""


class CompileStacks(ItemEmitter):
    """Pushing, popping, flushing and canonicalizing the items of the stacks."""

    mode: str
    nargs: int
    rstack: List[Item]
    fstack: List[Item]
    states: Dict[str, Tuple[int, int, int]]
    ranges_at: Dict[str, List[Range]]
    placed: Dict[str, List[Range]]

    # ----- the data stack
    def need(self, n: int) -> None:
        while len(self.stack) < n:
            if self.mode == "generic":
                temp = self.temp()
                self.call_begin("_pop")
                self.call_end(0)
                self.instr("STORE_FAST %s" % temp)
                self.stack.insert(0, ("local", temp, None))
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

    def push(self, item: Item) -> None:
        self.stack.append(item)

    def flush(self) -> None:
        """Generic mode: the whole compile-time stack onto S."""
        if not self.stack:
            return
        if len(self.stack) == 1:
            item = self.prepare(self.stack[0])
            self.call_begin("_push")
            self.value(item)
            self.call_end(1)
        else:
            items = [self.prepare(item) for item in self.stack]
            self.call_begin("_extend")
            for item in items:
                self.value(item)
            self.instr("BUILD_TUPLE %d" % len(items))
            self.call_end(1)
        self.instr("POP_TOP")
        self.stack = []

    def canon_writes(self) -> Set[str]:
        w: Set[str] = set()
        if self.mode != "generic":
            for j, item in enumerate(self.stack):
                if not (item[0] == "local" and item[1] == "_d%d" % j):
                    w.add("_d%d" % j)
        for j, item in enumerate(self.rstack):
            if not (item[0] == "local" and item[1] == "_r%d" % j):
                w.add("_r%d" % j)
        return w

    def canon(self, lazy: "Optional[Tuple[int, int, str]]" = None) -> None:
        """Bring the stacks into their canonical form for a control-flow join (depth -> fixed local names).

        ``lazy`` (a loop's span, :meth:`LoopInvariants.lazy_cell`): the cell at its second index is not stored;
        it is the span's end minus the cell at its first index, as the backward jump was checked to bring."""
        if self.mode == "generic":
            self.flush()
            self.flush_floats()
        moves: List[Tuple[str, Item]] = []
        for j, item in enumerate(self.fstack):
            if not (item[0] == "local" and item[1] == "_f%d" % j):
                moves.append(("_f%d" % j, item))
        for j, item in enumerate(self.stack):
            if not (item[0] == "local" and item[1] == "_d%d" % j) and not (lazy and j == lazy[1]):
                moves.append(("_d%d" % j, item))
        for j, item in enumerate(self.rstack):
            if not (item[0] == "local" and item[1] == "_r%d" % j):
                moves.append(("_r%d" % j, item))
        prepared = [(name, self.prepare(item)) for name, item in moves]
        for _, item in prepared:
            self.value(item)
        for name, _ in reversed(prepared):
            self.instr("STORE_FAST %s" % self.local(name))
        self.stack = [("local", "_d%d" % j, range_of(item)) for j, item in enumerate(self.stack)]
        self.rstack = [("local", "_r%d" % j, range_of(item)) for j, item in enumerate(self.rstack)]
        self.fstack = [("local", "_f%d" % j, None) for j in range(len(self.fstack))]
        if lazy and lazy[1] < len(self.stack):
            self.stack[lazy[1]] = span_rest(lazy[2], self.stack[lazy[0]])

    # ----- the float stack (FLOATING)
    def fneed(self, n: int) -> None:
        """At least n float items: the missing ones popped from the shared float stack, deepest first."""
        while len(self.fstack) < n:
            temp = self.temp()
            self.call_begin("_fpop")
            self.call_end(0)
            self.instr("STORE_FAST %s" % temp)
            self.fstack.insert(0, ("local", temp, None))

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
        items = [self.prepare(item) for item in self.fstack]
        self.call_begin("_fextend")
        for item in items:
            self.value(item)
        self.instr("BUILD_TUPLE %d" % len(items))
        self.call_end(1)
        self.instr("POP_TOP")
        self.fstack = []

    def narrow(self, refine: Dict[str, Tuple[int, int]]) -> None:
        """Apply what a test told about some locals to the stack items that are those locals."""
        if not refine:
            return

        def one(item: Item) -> Item:
            if item[0] != "local" or item[1] not in refine:
                return item
            r, (lo, hi) = item[2] or SIGNED, refine[item[1]]
            lo, hi = max(lo, r[0]), min(hi, r[1])
            return ("local", item[1], (lo, hi)) if lo <= hi else item
        self.stack = [one(item) for item in self.stack]
        self.rstack = [one(item) for item in self.rstack]

    def safe_flag(self) -> Item:
        """Pop a flag that stays valid across :meth:`canon`."""
        f = self.pop()
        if f[0] != "const" and refs(f, set()) & self.canon_writes():
            f = self.copy_local(f) if f[0] in ("local", "flag") else self.materialize(f)
        return f

    def copy_local(self, item: Item) -> Item:
        """``item`` (a local or a flag in a local) copied into a fresh local now: canon may be about to
        overwrite its own (``SWAP IF``: the flag is _d0, and the item under it moves into _d0)."""
        temp = self.temp()
        self.instr("LOAD_FAST %s" % item[1])
        self.instr("STORE_FAST %s" % temp)
        return (item[0], temp) + tuple(item[2:])

    def state(self) -> Tuple[int, int, int]:
        return (len(self.stack), len(self.rstack), len(self.fstack))

    def results(self, nresults: int, out_norm: bool) -> None:
        """The m results of the call on the VM stack, into fresh locals."""
        if nresults == 0:
            self.instr("POP_TOP")
        elif nresults == 1:
            temp = self.temp()
            self.instr("STORE_FAST %s" % temp)
            self.push(("local", temp, SIGNED if out_norm else None))
        else:
            self.instr("UNPACK_SEQUENCE %d" % nresults)
            temps = [self.temp() for _ in range(nresults)]
            for temp in temps:
                self.instr("STORE_FAST %s" % temp)
            for temp in temps:
                self.push(("local", temp, SIGNED if out_norm else None))
