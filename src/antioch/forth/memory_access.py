"""Memory access in the Forth code generator: C@ and C! as subscripts of the memory, addresses checked once.

A layer of :class:`antioch.forth.codegen.CodeGen`.
"""
from typing import Optional

from antioch.forth.kernel import HALF
from antioch.forth.ranges import (
    Item,
    range_of,
)
from antioch.forth.stacks import CompileStacks


class MemoryAccess(CompileStacks):
    """Addresses made safe as indexes of the memory bytearray, and the subscripts that use them."""

    def checked_address(self, item: Item) -> Item:
        """``item`` as an index of the memory that is never negative (Python would count it from the end).

        An address known not to be negative is used as it is; otherwise one comparison, and below zero
        ``_address`` wraps the value to its cell or throws -9 (an address past the memory is Python's IndexError,
        which is -9 as well).
        """
        r = range_of(item)
        if r is not None and r[0] >= 0:
            return item
        item = self.prepare(item)
        if self.check_cell_address(item):
            return item
        if item[0] == "local" and item[1] not in self.pinned:
            temp = item[1]
        else:
            temp = self.temp()
            self.value(item)
            self.instr("STORE_FAST %s" % temp)
        ok = self.label()
        self.instr("LOAD_FAST %s" % temp)
        self.instr("LOAD_CONST 0")
        self.compare(">=")
        self.instr("%s %s" % (self.spelling["jump_if_true"], ok))
        self.call_begin("_address")
        self.instr("LOAD_FAST %s" % temp)
        self.call_end(1)
        self.instr("STORE_FAST %s" % temp)
        self.place_label(ok)
        return ("local", temp, None)

    def check_cell_address(self, item: Item) -> bool:
        """For a prepared ``x`` or ``c + x``, x a local holding a signed cell and 0 <= c < 2**63: test ``x >= -c``
        and THROW -9 below, keeping the item to be evaluated where it is used (no copy); False for another item.

        Below zero, ``c + x`` is a negative cell (-9); above MAX-INT its cell is negative too, and the memory's
        IndexError is -9 as well.
        """
        if item[0] == "local":
            x, c = item, 0
        elif item[0] == "bin" and item[1] == "+" and item[2][0] == "const" and 0 <= item[2][1] < HALF:
            x, c = item[3], item[2][1]
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
        self.value(item)
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
        for item, r in ((n, rn), (a, ra)):
            if r is None or r[0] < 0:
                self.value(item)
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

    def subscript(self, container: str, item: Item, out_norm: bool = True) -> None:
        """Push ``container[it]`` (C@ on the memory bytearray), evaluated now."""
        item = self.checked_address(item)
        item = self.prepare(item)
        self.site()
        self.load_container(container)
        self.value(item)
        self.instr(self.spelling["subscript"])
        self.results(1, out_norm)

    def store_subscript(self, container: str, value: Item, index: Item) -> None:
        """``container[index] = value`` (C! with the value already masked)."""
        index = self.checked_address(index)
        value, index = self.prepare(value), self.prepare(index)
        self.site()
        self.value(value)
        self.load_container(container)
        self.value(index)
        self.instr("STORE_SUBSCR")

    def load_container(self, container: str) -> None:
        """Push the memory (or another global container); in a loop, from the local ``_m``, which the
        definition's first instructions load once (:meth:`memory_prologue`): a local is the twin's ``flags``."""
        if container == "_M" and self.open_loops:
            self.instr("LOAD_FAST %s" % self.local("_m"))
        else:
            self.instr("LOAD_GLOBAL %s" % container)

    def memory_prologue(self) -> None:
        """Load the memory into ``_m`` after the prologue, when a loop reads it from there."""
        if "_m" in self.locals:
            at = len(self.spelling["prologue"])
            self.out[at:at] = ["    LOAD_GLOBAL _M", "    STORE_FAST _m"]
