"""The state of a Forth system: its flat memory, its stacks and variables (Forth-2012 3.1-3.3).

The bottom layer of :class:`antioch.forth.system.Forth`; the dictionary (:mod:`.dictionary`), the input sources
(:mod:`.sources`) and running from Python (:mod:`.running`) are the layers above, each a subclass of the one below.
"""
import collections
import contextlib
import struct
import sys
from typing import TYPE_CHECKING, Any, Callable, Deque, Dict, List, NoReturn, Optional, Set, Tuple

from antioch.forth.compiler import Loop
from antioch.forth.kernel import (
    BASE_ADDR,
    DATA_END,
    DATA_START,
    HOLD_END,
    MASK,
    MEMSIZE,
    SRC_TOP,
    STATE_ADDR,
    ForthError,
    Word,
    address,
    cell,
    check_span,
)

if TYPE_CHECKING:  # pragma: no cover
    from antioch.forth.sources import Source


def _ploop(i: int, lim: int, step: int) -> Tuple[bool, int]:
    """+LOOP: (the index crossed the boundary between limit-1 and limit, the new index) (Forth-2012 6.1.0140)."""
    x = cell(i - lim)
    x2 = x + cell(step)
    crossed = (x < 0 <= x2) if step >= 0 else (x2 < 0 <= x)
    return crossed, cell(x2 + lim)



def _upward_range(start: int, lim: int, step: int) -> Any:
    """The indexes of a DO ... +LOOP whose step is at least 1, as an iterator (docs/forth-implementation.md).

    +LOOP leaves when ``(index - limit) mod 2**64`` passes 2**64 (Forth-2012 6.1.0140), so from a start below
    the limit the indexes are ``range(start, limit, step)``; from a start at or above it they run through MAX-INT
    and on from MIN-INT: ``range(start - 2**64, limit, step)``, each wrapped to its cell.
    """
    if start < lim:
        return range(start, lim, step)
    return map(cell, range(start - (1 << 64), lim, step))


class SystemState:
    """The memory, the stacks, the system's variables, and the output."""

    def __init__(self, out: Any = None, inp: Any = None) -> None:
        self.out = out if out is not None else sys.stdout
        self.inp = inp if inp is not None else sys.stdin
        self.S: List[int] = []
        self.FS: Deque[float] = collections.deque()   # the float stack (FLOATING)
        self.R: List[int] = []           # the return stack of interpreted >R (the compiler keeps its own)
        self.mem = bytearray(MEMSIZE)
        self.here = DATA_START
        self.strtop = DATA_END           # compiled string literals, growing down towards HERE
        self.words: List[Word] = []
        #: the word lists (SEARCH, Forth-2012 16); a wid is an index here; FORTH-WORDLIST is 1
        self.wordlists: List[Dict[str, List[Word]]] = [{}, {}]
        self.wordlist_names: Dict[int, str] = {1: "FORTH"}
        self.order: List[int] = [1]      # the search order, the first word list searched first
        self.current = 1                 # the compilation word list
        self.sources: List[Source] = []
        self.src_top = SRC_TOP
        self.pending: List[Tuple[Word, List[Tuple[Any, ...]]]] = []
        self.cs: List[Tuple[str, Any]] = []
        self.loops: List[Loop] = []
        self.nloop = 0
        self.nlabel = 0
        self.last: Optional[Word] = None
        self.latest_xt = 0
        self.sbuf_flip = 0
        #: what a word set adds to the text interpreter for a token that is neither a word nor a number (a float
        #: literal): True when it took the token
        self.recognizers: List[Callable[[str], bool]] = []
        self.block_file = ""                      # BLOCK: the block file (blocks.fb when empty)
        self.files: Dict[int, Any] = {}         # FILE: file id -> Python binary file
        self.included_paths: Set[str] = set()   # REQUIRED: the files INCLUDED so far
        self.system_words: Dict[str, Word] = {}
        self.noname: Optional[Word] = None       # the definition :NONAME began
        self.local_names: Dict[str, str] = {}   # LOCALS of the definition being compiled: NAME -> Python local
        self.awaiting_input = False      # the session waits for the user's next line
        self.unlooped = 0                # UNLOOPs compiled since the last EXIT: I and J look that many loops out
        #: a compiled word's code -> its line -> the compile-time stack there (:meth:`stack_left_by`)
        self.stack_maps: Dict[Any, Dict[int, List[Tuple[Any, ...]]]] = {}
        self.hold_ptr = HOLD_END
        self.column = 0
        self.store(10, BASE_ADDR)
        S = self.S
        self.G: Dict[str, Any] = {"__builtins__": __builtins__, "_pop": S.pop, "_push": S.append,
                                  "_extend": S.extend, "_M": self.mem, "_find": self.mem.find, "_ploop": _ploop,
                                  "_upward_range": _upward_range,
                                  "_address": address}
    # ----- memory
    def fetch(self, a: int) -> int:
        check_span(a, 8)
        return struct.unpack_from("<q", self.mem, a)[0]

    def store(self, x: int, a: int) -> None:
        check_span(a, 8)
        struct.pack_into("<Q", self.mem, a, x & MASK)

    def comma(self, x: int) -> None:
        self.store(x, self.here)
        self.allot(8)

    def align(self) -> None:
        self.here = (self.here + 7) & ~7

    def allot(self, n: int) -> None:
        if not DATA_START <= self.here + n <= self.strtop:
            raise ForthError(-9 if n < 0 else -8, "Dictionary overflow" if n > 0 else "")
        self.here += n

    def put_string(self, data: bytes, addr: int) -> None:
        check_span(addr, len(data))
        self.mem[addr:addr + len(data)] = data

    def keep_string(self, data: bytes, counted: bool = False) -> int:
        """Put a compiled string literal in the string space (below DATA_END, growing down); its address."""
        if counted:
            data = bytes([min(len(data), 255)]) + data
        self.strtop -= len(data) + 1
        if self.strtop <= self.here:
            raise ForthError(-8, "Dictionary overflow")
        self.mem[self.strtop:self.strtop + len(data)] = data
        return self.strtop

    def bytes_at(self, addr: int, n: int) -> bytes:
        """The ``n`` bytes at ``addr`` (THROW -9 outside the memory)."""
        n = cell(n)
        if n <= 0:
            return b""
        check_span(addr, n)
        return bytes(self.mem[addr:addr + n])

    def string_at(self, addr: int, n: int) -> str:
        if n < 0:
            raise ForthError(-9)
        check_span(addr, n)
        return self.mem[addr:addr + n].decode("latin-1")

    # ----- the data stack
    @property
    def stack(self) -> List[int]:
        return [cell(x) for x in self.S]

    def underflow(self) -> NoReturn:
        raise ForthError(-4)

    def throw(self, code: int, message: str = "") -> NoReturn:
        raise ForthError(code, message)

    def pop(self) -> int:
        if not self.S:
            raise ForthError(-4)
        return cell(self.S.pop())

    def popn(self, n: int) -> List[int]:
        if len(self.S) < n:
            raise ForthError(-4)
        vals = [cell(x) for x in self.S[len(self.S) - n:]]
        del self.S[len(self.S) - n:]
        return vals

    def push(self, x: int) -> None:
        self.S.append(x)

    @property
    def state(self) -> int:
        return self.fetch(STATE_ADDR)

    @state.setter
    def state(self, v: int) -> None:
        self.store(v, STATE_ADDR)

    # ----- output
    def emit_text(self, s: str) -> None:
        self.out.write(s)

    def flush_out(self) -> None:
        with contextlib.suppress(AttributeError, ValueError):
            self.out.flush()

