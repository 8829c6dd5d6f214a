"""What every module of the Forth shares: cells, the memory map, dictionary entries and the THROW codes.

Nothing here imports another module of the Forth, so the compiler, the word sets and the system all build on it.
"""
import sys
from typing import TYPE_CHECKING, Any, Callable, Optional, Tuple

from antioch.errors import AntiochError

if TYPE_CHECKING:  # pragma: no cover
    from antioch.forth.codegen import CodeGen

# cells are 64-bit two's complement (Forth-2012 3.1.3; docs/forth-implementation.md)
HALF = 1 << 63
MASK = (1 << 64) - 1
CELL = 8

# The memory map (docs/forth-implementation.md): low cells for >IN BASE STATE, the dictionary from DATA_START up
# with compiled string literals growing down to meet it from DATA_END, the heap of ALLOCATE, block buffers, two
# buffers for interpreted S", WORD's buffer and the pictured output below PAD, the input line buffers on top.
MEMSIZE = 1 << 23
IN_ADDR, BASE_ADDR, STATE_ADDR = 8, 16, 24
BLK_ADDR, SCR_ADDR = 32, 40              # BLOCK's BLK and SCR
PAD_ADDR = MEMSIZE - (1 << 17)          # PAD; the pictured-output and WORD buffers sit just below it
HOLD_END = PAD_ADDR - 8                 # pictured numeric output grows down from here
WORD_BUF = PAD_ADDR - 1024              # WORD's counted string
SBUF = PAD_ADDR - 8192                  # two buffers for interpreted S" (Forth-2012 11.3.4 allows two)
SRC_TOP = MEMSIZE                       # line buffers of the input sources, a stack growing down
BLOCK_BUFFERS = SBUF - 8 * 1024        # eight buffers of 1024 characters for BLOCK and BUFFER
NBUFFERS = 8
HEAP_END = BLOCK_BUFFERS
HEAP_START = 1 << 22
DATA_START = 4096
DATA_END = HEAP_START - 4096            # HERE may not pass this (UNUSED)
RECURSION_LIMIT = 200000                # Python frames; a Forth call is one frame
THREAD_STACK = 512 * 1024 * 1024        # C stack of the thread Forth runs in (3.8-3.10 recurse in C per call)
# CPython in WebAssembly (Pyodide) has no threads; Forth runs on the main stack there (3.11+ make a Python call
# without recursing in C, so the depth is still the recursion limit's)
HAS_THREADS = sys.platform != "emscripten"

# Forth-2012 table 9.1: the standard THROW codes
MESSAGES = {
    -1: "Aborted", -2: "Aborted", -3: "Stack overflow", -4: "Stack underflow", -5: "Return stack overflow",
    -6: "Return stack underflow", -7: "Do-loops nested too deeply during execution", -8: "Dictionary overflow",
    -9: "Invalid memory address", -10: "Division by zero", -11: "Result out of range", -12: "Argument type mismatch",
    -13: "Undefined word", -14: "Interpreting a compile-only word", -15: "Invalid FORGET",
    -16: "Attempt to use zero-length string as a name", -17: "Pictured numeric output string overflow",
    -18: "Parsed string overflow", -19: "Definition name too long", -20: "Write to a read-only location",
    -21: "Unsupported operation", -22: "Control structure mismatch", -23: "Address alignment exception",
    -24: "Invalid numeric argument", -25: "Return stack imbalance", -26: "Loop parameters unavailable",
    -27: "Invalid recursion", -28: "User interrupt", -29: "Compiler nesting", -30: "Obsolescent feature",
    -31: ">BODY used on non-CREATEd definition", -32: "Invalid name argument", -33: "Block read exception",
    -34: "Block write exception", -35: "Invalid block number", -36: "Invalid file position",
    -37: "File I/O exception", -38: "Non-existent file", -39: "Unexpected end of file",
    -40: "Invalid BASE for floating point conversion", -41: "Loss of precision", -42: "Floating-point divide by zero",
    -43: "Floating-point result out of range", -44: "Floating-point stack overflow",
    -45: "Floating-point stack underflow", -46: "Floating-point invalid argument",
    -47: "Compilation word list deleted", -48: "Invalid POSTPONE", -49: "Search-order overflow",
    -50: "Search-order underflow", -51: "Compilation word list changed", -52: "Control-flow stack overflow",
    -53: "Exception stack overflow", -54: "Floating-point underflow", -55: "Floating-point unidentified fault",
    -56: "QUIT", -57: "Exception in sending or receiving a character", -58: "[IF], [ELSE], or [THEN] exception",
    -59: "ALLOCATE", -60: "FREE", -61: "RESIZE", -62: "CLOSE-FILE", -63: "CREATE-FILE", -64: "DELETE-FILE",
    -65: "FILE-POSITION", -66: "FILE-SIZE", -67: "FILE-STATUS", -68: "FLUSH-FILE", -69: "OPEN-FILE",
    -70: "READ-FILE", -71: "READ-LINE", -72: "RENAME-FILE", -73: "REPOSITION-FILE", -74: "RESIZE-FILE",
    -75: "WRITE-FILE", -76: "WRITE-LINE", -77: "Malformed xchar", -78: "SUBSTITUTE", -79: "REPLACES",
}


def cell(x: int) -> int:
    """x as a signed 64-bit cell."""
    return ((x + HALF) & MASK) - HALF


def flag(b: bool) -> int:
    """A Forth flag: all bits set for true."""
    return -1 if b else 0


class ForthError(AntiochError):
    """A THROW that reached the top: ``code`` is the THROW code, ``where`` 'FILE:LINE' when known."""

    def __init__(self, code: int, message: str = "") -> None:
        self.code = code
        self.message = message or MESSAGES.get(code, "Exception %d" % code)
        self.where = ""
        super().__init__(self.message)

    def __str__(self) -> str:
        return "%s: %s" % (self.where, self.message) if self.where else self.message


class Bye(Exception):
    """BYE: leave the system."""


class Quit(Exception):
    """QUIT: back to the outer interpreter of the user's input, stacks and state reset."""


def address(x: int) -> int:
    """The cell ``x`` as an address of the memory, or THROW -9 (run time of CodeGen.checked_address)."""
    a = cell(x)
    if not 0 <= a < MEMSIZE:
        raise ForthError(-9)
    return a


def check_span(a: int, n: int) -> None:
    """THROW -9 unless the ``n`` bytes from ``a`` lie inside the memory."""
    if a < 0 or a + n > MEMSIZE:
        raise ForthError(-9)


class Word:
    """One dictionary entry. ``xt`` is its execution token (a small int: a cell)."""

    def __init__(self, name: str, xt: int) -> None:
        self.name = name
        self.xt = xt
        self.immediate = False
        self.compile_only = False
        #: (nargs, nresults) when the word runs as ``f(a1..a_nargs) -> nresults results``; None when it works on
        #: the shared stack
        self.static: Optional[Tuple[int, int]] = None
        self.out_norm = False
        #: a compiled static word takes its arguments as signed cells (the caller wraps them)
        self.norm_args = False
        #: expands the word in a definition being compiled, on the compiler's item stack
        self.inline: Optional[Callable[[CodeGen], None]] = None
        self.fname = "w%d" % xt
        self.gname = "g%d" % xt
        self.gfunc: Callable[[], None] = lambda: None
        self.func: Any = None
        self.body = 0
        self.created = False
        self.listing = ""
        self.hidden = False
        #: the word that TO stores with into the body of a VALUE ("!"), a 2VALUE ("2!") or an FVALUE ("F!")
        self.to_store = "!"
        self.wid = 1                    # the word list it is in
        self.name_addr = 0              # where NAME>STRING put the name, once asked
        self.here_before = 0            # HERE before the word was defined (FORGET)


