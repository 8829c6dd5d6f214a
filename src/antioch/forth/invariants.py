"""Loop-invariant values of a definition computed once, before their loop (the code generator's hoisting).

A word that reads a value it could compute once per loop (``SEARCH`` copying the string it looks for out of the
memory) asks :meth:`LoopInvariants.request_hoist` with the simple items it is made from. A pass of the code
generator cannot know, where it meets the request, whether the rest of the loop changes those locals or writes
the memory, so it records the request and decides when the loop closes (its backward jump): a hoist is valid when,
between the loop's head and that jump, no instruction stores into one of its locals, stores into the memory
(``STORE_SUBSCR``) or loads a global that is not known to leave the memory alone (a call of another word, which
may write it). The compiler then runs the pass again with the valid hoists (:func:`antioch.forth.compiler.generate`),
and :meth:`LoopInvariants.emit_preheader` computes them just before the loop's head label, after the stack was
brought into its canonical locals: what a local holds there it holds all through the loop. A loop whose head is
the target of a second backward jump (an unstructured CS-ROLL, the second phase of a wrapping LOOP) hoists nothing.

A *span* (:meth:`LoopInvariants.request_span`) is the end ``a + u`` of a string whose address and length are two
cells of the stack at the loop's head that the loop does change. It is valid when the backward jump brings two
values whose sum is, as a linear form of locals (:func:`antioch.forth.ranges.linear`), that end itself: ``1
/STRING`` of the rest that SEARCH found, ``(at + 1) + (end - at - 1)``. At the head the two cells then sum to the
end all through the loop. A *span+* is a span whose backward jump also brings an address whose range is not
negative (``at + 1``): its address is tested once, before the loop. Exactly one of the two is hoisted.
"""
from typing import Any, Callable, Dict, List, Optional, Set, Tuple

from antioch.forth.ranges import Item, add_linear, linear, range_of

#: globals that compiled code loads without writing the memory: the memory itself, its ``find``, and the -9 check
READ_ONLY_GLOBALS = {"_M", "_find", "_address"}

#: the kinds of span: its address checked in each pass, or known not to be negative at the loop's head
SPANS = ("span", "span+")

Key = Tuple[str, ...]      # (kind, loop head label, the names of the locals it is made from)

#: kind -> ``emit(cg, label, key)``: the code computing it before the loop, returning the locals that hold it
#: (registered by the word sets that ask for hoists)
PREHEADERS: Dict[str, Callable[[Any, str, Key], Tuple[str, ...]]] = {}


class LoopInvariants:
    """The part of :class:`antioch.forth.codegen.CodeGen` that finds and places loop-invariant computations."""

    out: List[str]
    mode: str
    stack: List[Item]
    states: Dict[str, Tuple[int, int, int]]

    def init_invariants(self, hoists: Set[Key]) -> None:
        self.hoists = hoists                      # valid in the pass before: computed before their loop
        self.hoistable: Set[Key] = set()          # found valid in this pass
        self.hoisted: Dict[Key, Tuple[str, ...]] = {}   # computed before their loop in this pass -> its locals
        self.open_loops: List[Tuple[str, int]] = []     # loop heads placed and not closed: (label, line index)
        self.closed_loops: Set[str] = set()
        self.requests: Dict[str, List[Key]] = {}
        self.read_only_globals = set(READ_ONLY_GLOBALS)
        self.span_ends: Dict[Key, str] = {}       # span -> the local holding its end where it is used
        self.span_holds: Dict[Key, bool] = {}     # span -> whether each backward jump so far kept its sum
        #: loop head -> (the index of a span's address cell, of its length cell, its end's local): the length
        #: is not kept in its local in the loop but is the end minus the address (one span per loop)
        self.lazy_cells: Dict[str, Tuple[int, int, str]] = {}

    def innermost_loop(self) -> str:
        return self.open_loops[-1][0] if self.open_loops else ""

    def request_hoist(self, kind: str, names: Tuple[str, ...]) -> Tuple[str, ...]:
        """Ask for the computation ``kind`` of the locals ``names`` before the innermost loop; the locals that hold
        its results when this pass already placed it there, else ()."""
        label = self.innermost_loop()
        if not label:
            return ()
        key = (kind, label) + names
        self.requests.setdefault(label, []).append(key)
        return self.hoisted.get(key, ())

    def request_span(self, a: str, u: str, names: Tuple[str, ...], end: str) -> Tuple[Tuple[str, ...], bool]:
        """Ask for ``a + u`` (the locals of two cells of the stack at the head of the innermost loop, not stored
        since) and the computation ``span`` of ``names`` before that loop; ``end`` is the local that holds
        ``a + u`` at this place when it is not hoisted. The locals of the hoist when this pass placed it, else
        (); and whether ``a`` is then known not to be negative here (``span+``: tested before the loop, and
        each backward jump brings an address whose range is not negative).

        One place per loop: the place keeps the end up to date where it changes the two cells otherwise.
        """
        label = self.innermost_loop()
        depth = self.states.get(label, (0, 0, 0))[0]
        cells = [cell_index(x) for x in (a, u)]
        if not label or self.mode != "static" or not all(n is not None and n < depth for n in cells):
            return (), False
        start = self.open_loops[-1][1]
        if any(line.split()[:2] in (["STORE_FAST", a], ["STORE_FAST", u]) for line in self.out[start:]):
            return (), False
        found: Tuple[Tuple[str, ...], bool] = ((), False)
        for kind in SPANS:
            key = (kind, label, a, u) + names
            if key in self.span_ends:
                self.span_holds[key] = False
                continue
            self.requests.setdefault(label, []).append(key)
            hoisted = self.hoisted.get(key, ())
            self.span_ends[key] = hoisted[-1] if hoisted else end
            if hoisted:
                found = hoisted, kind == "span+"
        return found

    def check_spans(self, label: str) -> None:
        """Before a backward jump to ``label`` (the stack not yet in its canonical locals): whether the two
        cells of each span requested in its loop still sum to the span's end."""
        for key in self.requests.get(label, ()):
            if key[0] not in SPANS:
                continue
            a, u = cell_index(key[2]), cell_index(key[3])
            forms = [linear(self.stack[n]) if n is not None and n < len(self.stack) else None for n in (a, u)]
            holds = None not in forms and add_linear(forms[0], forms[1]) == {self.span_ends[key]: 1}  # type: ignore
            if holds and key[0] == "span+":
                r = range_of(self.stack[a])    # type: ignore[index]
                holds = r is not None and r[0] >= 0
            self.span_holds[key] = self.span_holds.get(key, True) and holds

    def open_loop(self, label: str) -> None:
        """The head of a loop is placed: compute there what the pass before found invariant in it."""
        self.open_loops.append((label, len(self.out)))

    def emit_preheader(self, label: str) -> None:
        """Before the head ``label`` (reached by falling through): the hoists valid for its loop."""
        for key in sorted(entry for entry in self.hoists if entry[1] == label and entry[0] in PREHEADERS):
            self.hoisted[key] = PREHEADERS[key[0]](self, label, key)
        spans = [entry for entry in self.hoisted if entry[0] in SPANS and entry[1] == label]
        if len(spans) == 1:
            a, u = cell_index(spans[0][2]), cell_index(spans[0][3])
            if a is not None and u is not None:
                self.lazy_cells[label] = (a, u, self.hoisted[spans[0]][-1])

    def lazy_length(self, a: Item, n: Item) -> str:
        """The name of the length cell's local when ``n`` is the length cell of the innermost loop's span as
        the loop keeps it (the end minus ``a``, the address cell), else ""."""
        lazy = self.lazy_cells.get(self.innermost_loop())
        if lazy is None:
            return ""
        address = "_d%d" % lazy[0]
        if a[0] == "local" and a[1] == address and n[0] == "bin" and n[1] == "-" and n[2][:2] == ("local", lazy[2]) \
                and n[3][:2] == ("local", address):
            return "_d%d" % lazy[1]
        return ""

    def close_loop(self, label: str) -> None:
        """A backward jump to ``label`` was emitted: decide the requests of its loop."""
        if label in self.closed_loops:
            self.hoistable -= {entry for entry in self.hoistable if entry[1] == label}
            return
        index = next((n for n in range(len(self.open_loops) - 1, -1, -1) if self.open_loops[n][0] == label), None)
        if index is None:
            return
        start = self.open_loops[index][1]
        del self.open_loops[index:]
        self.closed_loops.add(label)
        stored: Set[str] = set()
        effects = False
        for line in self.out[start:]:
            parts = line.split()
            if not parts:
                continue
            if parts[0] == "STORE_FAST":
                stored.add(parts[1])
            elif parts[0] == "STORE_SUBSCR" or (parts[0] == "LOAD_GLOBAL"
                                                and parts[1] not in self.read_only_globals):
                effects = True
        if effects:
            return
        for key in self.requests.get(label, ()):
            if key[0] in SPANS:     # a span+ that holds is the one hoisted, not its span
                if self.span_holds.get(key) and not stored & set(key[4:]) \
                        and not (key[0] == "span" and self.span_holds.get(("span+",) + key[1:])):
                    self.hoistable.add(key)
            elif not stored & set(key[2:]):
                self.hoistable.add(key)


def cell_index(name: str) -> Optional[int]:
    """n for the local ``_dn`` that holds the n-th cell of the stack where control paths meet, else None."""
    return int(name[2:]) if name.startswith("_d") and name[2:].isdigit() else None
