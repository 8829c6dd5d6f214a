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
"""
from typing import Any, Callable, Dict, List, Set, Tuple

#: globals that compiled code loads without writing the memory: the memory itself, its ``find``, and the -9 check
READ_ONLY_GLOBALS = {"_M", "_find", "_address"}

Key = Tuple[str, ...]      # (kind, loop head label, the names of the locals it is made from)

#: kind -> ``emit(cg, label, key)``: the code computing it before the loop, returning the locals that hold it
#: (registered by the word sets that ask for hoists)
PREHEADERS: Dict[str, Callable[[Any, str, Key], Tuple[str, ...]]] = {}


class LoopInvariants:
    """The part of :class:`antioch.forth.codegen.CodeGen` that finds and places loop-invariant computations."""

    out: List[str]

    def init_invariants(self, hoists: Set[Key]) -> None:
        self.hoists = hoists                      # valid in the pass before: computed before their loop
        self.hoistable: Set[Key] = set()          # found valid in this pass
        self.hoisted: Dict[Key, Tuple[str, ...]] = {}   # computed before their loop in this pass -> its locals
        self.open_loops: List[Tuple[str, int]] = []     # loop heads placed and not closed: (label, line index)
        self.closed_loops: Set[str] = set()
        self.requests: Dict[str, List[Key]] = {}
        self.read_only_globals = set(READ_ONLY_GLOBALS)

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

    def open_loop(self, label: str) -> None:
        """The head of a loop is placed: compute there what the pass before found invariant in it."""
        self.open_loops.append((label, len(self.out)))

    def emit_preheader(self, label: str) -> None:
        """Before the head ``label`` (reached by falling through): the hoists valid for its loop."""
        for key in sorted(k for k in self.hoists if k[1] == label and k[0] in PREHEADERS):
            self.hoisted[key] = PREHEADERS[key[0]](self, label, key)

    def close_loop(self, label: str) -> None:
        """A backward jump to ``label`` was emitted: decide the requests of its loop."""
        if label in self.closed_loops:
            self.hoistable -= {k for k in self.hoistable if k[1] == label}
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
            if not stored & set(key[2:]):
                self.hoistable.add(key)
