"""The MEMORY word set (Forth-2012 14.6.1): ALLOCATE, FREE and RESIZE inside the flat memory.

The heap is a region of the memory of its own (HEAP_START to HEAP_END, docs/forth-implementation.md), managed by
first fit over a sorted list of free blocks; every block is cell aligned. The ior of a failure is the word's own
THROW code of table 9.1: -59 ALLOCATE, -60 FREE, -61 RESIZE.
"""
import bisect
from typing import TYPE_CHECKING, Dict, List, Tuple

from antioch.forth.kernel import HEAP_END, HEAP_START, cell
from antioch.forth.registry import WordSet

if TYPE_CHECKING:  # pragma: no cover
    from antioch.forth.system import Forth

MEMORY = WordSet("MEMORY")


class Heap:
    """Blocks of [HEAP_START, HEAP_END): ``used`` maps an address to its size, ``free`` holds (address, size)."""

    def __init__(self, start: int = HEAP_START, end: int = HEAP_END) -> None:
        self.used: Dict[int, int] = {}
        self.free: List[Tuple[int, int]] = [(start, end - start)]

    def allocate(self, n: int) -> int:
        """The address of a new block of ``n`` bytes, or 0 when there is no room."""
        n = max(8, (n + 7) & ~7)
        for j, (a, size) in enumerate(self.free):
            if size >= n:
                if size == n:
                    del self.free[j]
                else:
                    self.free[j] = (a + n, size - n)
                self.used[a] = n
                return a
        return 0

    def release(self, a: int) -> bool:
        size = self.used.pop(a, None)
        if size is None:
            return False
        j = bisect.bisect(self.free, (a, 0))
        self.free.insert(j, (a, size))
        # merge with the neighbours
        if j + 1 < len(self.free) and a + size == self.free[j + 1][0]:
            self.free[j] = (a, size + self.free[j + 1][1])
            del self.free[j + 1]
        if j > 0 and self.free[j - 1][0] + self.free[j - 1][1] == a:
            self.free[j - 1] = (self.free[j - 1][0], self.free[j - 1][1] + self.free[j][1])
            del self.free[j]
        return True


def heap_of(f: "Forth") -> Heap:
    heap = getattr(f, "heap", None)
    if heap is None:
        heap = f.heap = Heap()  # type: ignore[attr-defined]
    return heap


@MEMORY.static("ALLOCATE", 1, 2)
def allocate(f: "Forth", u: int) -> Tuple[int, int]:
    """14.6.1.0707 ( u -- a-addr ior )."""
    u = cell(u)
    a = heap_of(f).allocate(u) if 0 <= u <= HEAP_END - HEAP_START else 0
    if a:
        f.mem[a:a + u] = bytes(u)
    return a, 0 if a else -59


@MEMORY.static("FREE", 1, 1)
def free(f: "Forth", a: int) -> int:
    """14.6.1.1605 ( a-addr -- ior ); an address ALLOCATE did not give is -60."""
    return 0 if heap_of(f).release(cell(a)) else -60


@MEMORY.static("RESIZE", 2, 2)
def resize(f: "Forth", a: int, u: int) -> Tuple[int, int]:
    """14.6.1.2145 ( a-addr1 u -- a-addr2 ior ); on failure a-addr1 and -61, the block unchanged."""
    heap = heap_of(f)
    a, u = cell(a), cell(u)
    old = heap.used.get(a)
    if old is None or u < 0:
        return a, -61
    new = heap.allocate(u)
    if not new:
        return a, -61
    keep = min(old, u)
    f.mem[new:new + keep] = f.mem[a:a + keep]
    if u > keep:
        f.mem[new + keep:new + u] = bytes(u - keep)
    heap.release(a)
    return new, 0
