"""The Forth system: dictionary, flat memory, input sources, the outer interpreter (Forth-2012 3.4)."""
import collections
import contextlib
import os
import queue
import struct
import sys
import threading
from typing import Any, Callable, Deque, Dict, List, NoReturn, Optional, Set, Tuple

from antioch.files import read_bytes
from antioch.forth.compiler import CompileError, Loop, compile_word
from antioch.forth.kernel import (
    BASE_ADDR,
    BLK_ADDR,
    DATA_END,
    DATA_START,
    HALF,
    HAS_THREADS,
    HOLD_END,
    IN_ADDR,
    MASK,
    MEMSIZE,
    RECURSION_LIMIT,
    SRC_TOP,
    STATE_ADDR,
    THREAD_STACK,
    Bye,
    ForthError,
    Quit,
    Word,
    address,
    cell,
    check_span,
)
from antioch.forth.ranges import value_of_item
from antioch.forth.registry import install
from antioch.forth.wordsets.block import BLOCK, next_block
from antioch.forth.wordsets.code import CODE_WORDS
from antioch.forth.wordsets.core import CORE
from antioch.forth.wordsets.core_compiling import CORE_COMPILING
from antioch.forth.wordsets.core_text import CORE_TEXT
from antioch.forth.wordsets.double import DOUBLE
from antioch.forth.wordsets.facility import FACILITY
from antioch.forth.wordsets.file import FILE
from antioch.forth.wordsets.floating import FLOATING, install_recognizer
from antioch.forth.wordsets.locals import LOCALS
from antioch.forth.wordsets.memory import MEMORY
from antioch.forth.wordsets.search import SEARCH
from antioch.forth.wordsets.string import STRING
from antioch.forth.wordsets.tools import TOOLS, install_vocabularies


def release_traceback(exc: BaseException) -> None:
    """Free the traceback of a very deep recursion one frame at a time.

    A traceback entry holds the next deeper one, a finished frame holds its caller (``f_back``): freed as they
    are, either chain is freed by a C recursion as deep as the Forth recursion was, which overflows the small
    stack of CPython in WebAssembly (Pyodide: "Maximum call stack size exceeded", a fatal error, already at
    10,000 frames). With the frames held in a list, the entries are freed from the outermost, then the frames
    from the deepest: each step frees one object.
    """
    entries = []
    tb = exc.__traceback__
    while tb is not None:
        entries.append(tb)
        tb = tb.tb_next
    frames = [entry.tb_frame for entry in entries]
    exc.__traceback__ = None
    tb = None
    entries.reverse()
    while entries:
        entries.pop()
    while frames:
        frames.pop()


def interrupt_thread(thread: threading.Thread) -> None:
    """Raise KeyboardInterrupt in ``thread`` at its next bytecode boundary (CPython's PyThreadState_SetAsyncExc)."""
    try:
        import ctypes
    except ImportError:   # pragma: no cover - a Python without ctypes: Ctrl-C waits for the line to end
        return
    ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(thread.ident or 0), ctypes.py_object(KeyboardInterrupt))


class LineReply(queue.Queue):
    """A request for the next line of the user's input, answered by the thread that reads the terminal."""

    def __init__(self, read_line: Callable[[], Optional[str]]) -> None:
        super().__init__()
        self.read_line = read_line


OPTIONAL_WORDSETS = [STRING, DOUBLE, MEMORY, SEARCH, TOOLS, CODE_WORDS, LOCALS, FACILITY, FILE, FLOATING, BLOCK]


class Source:
    """An input source: a file's lines, the user's input, or a string being EVALUATEd."""

    def __init__(self, kind: str, sid: int, addr: int = 0, length: int = 0, lines: Any = None,
                 filename: str = "") -> None:
        self.kind = kind
        self.sid = sid
        self.addr = addr
        self.len = length
        self.lines = lines
        self.filename = filename
        self.lineno = 0
        self.buf = 0
        self.cap = 0
        self.saved_in = 0
        self.saved_top = 0
        self.pos = 0                     # the index of the next line of ``lines``


def _ploop(i: int, lim: int, step: int) -> Tuple[bool, int]:
    """+LOOP: (the index crossed the boundary between limit-1 and limit, the new index) (Forth-2012 6.1.0140)."""
    x = cell(i - lim)
    x2 = x + cell(step)
    crossed = (x < 0 <= x2) if step >= 0 else (x2 < 0 <= x)
    return crossed, cell(x2 + lim)


class Forth:
    """A Forth system. ``evaluate(text)`` interprets; ``stack`` is the data stack (bottom first).

    >>> import io
    >>> f = Forth(out=io.StringIO())
    >>> f.evaluate(": sq dup * ;  7 sq  2 sq")
    [49, 4]
    """

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
                                  "_address": address}
        install(self, CORE)
        install(self, CORE_COMPILING)
        install(self, CORE_TEXT)
        for wordset in OPTIONAL_WORDSETS:
            install(self, wordset)
        install_vocabularies(self)
        install_recognizer(self)
        self.fence = len(self.words)     # FORGET cannot reach the system's own words
        # the system's own words by name, for the words that compile them (a user's redefinition of DROP
        # must not change what ENDCASE compiles)
        for w in self.words:
            if w.name:
                self.system_words.setdefault(w.name.upper(), w)

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

    def next_block(self) -> bool:
        """REFILL of a block being LOADed: the next block."""
        return next_block(self)

    def interpret_word(self, name: str) -> None:
        """Run the word ``name`` as the text interpreter would in interpretation state."""
        self.word_named(name).gfunc()

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

    # ----- dictionary
    def new_word(self, name: str, hidden: bool = False) -> Word:
        w = Word(name, len(self.words) + 1)
        w.here_before = self.here
        self.words.append(w)
        w.hidden = hidden
        if name:
            w.wid = self.current
            self.wordlists[self.current].setdefault(name.upper(), []).append(w)
        self.last = w
        return w

    def find(self, name: str) -> Optional[Word]:
        key = name.upper()
        for wid in self.order:
            for w in reversed(self.wordlists[wid].get(key, ())):
                if not w.hidden:
                    return w
        return None

    def find_in(self, wid: int, name: str) -> Optional[Word]:
        """The newest visible word ``name`` of the word list ``wid``."""
        for w in reversed(self.wordlists[wid].get(name.upper(), ())):
            if not w.hidden:
                return w
        return None

    def forget_word(self, w: Word) -> None:
        """Take ``w`` out of its word list (it stays an execution token)."""
        entries = self.wordlists[w.wid].get(w.name.upper(), [])
        if w in entries:
            entries.remove(w)

    def word_named(self, name: str) -> Word:
        """The word ``name``, which must exist (for the system's own definitions)."""
        w = self.system_words.get(name.upper()) or self.find(name)
        assert w is not None, name
        return w

    def word_of(self, xt: int) -> Word:
        if not 1 <= xt <= len(self.words):
            raise ForthError(-13, "Invalid execution token %d" % xt)
        return self.words[xt - 1]

    def primitive(self, name: str, run: Callable[[], None], immediate: bool = False) -> Word:
        """A word that works on the shared stack."""
        w = self.new_word(name)
        w.immediate = immediate
        self.set_generic(w, run)
        return w

    def static_primitive(self, name: str, fn: Callable[..., Any], k: int, m: int) -> Word:
        """A word run as ``fn(a1..ak) -> m results`` (None, the value, or a tuple)."""
        w = self.new_word(name)
        self.set_static(w, fn, k, m)
        return w

    def constant(self, name: str, value: int) -> Word:
        S = self.S
        w = self.primitive(name, lambda: S.append(value))
        w.inline = lambda cg: cg.push(("const", value))
        return w

    def set_static(self, w: Word, fn: Callable[..., Any], k: int, m: int, out_norm: bool = True,
                   norm_args: bool = False) -> None:
        """Give ``w`` a static-convention function and the generic wrapper EXECUTE and the interpreter use."""
        w.static = (k, m)
        w.func = fn
        w.out_norm = out_norm
        w.norm_args = norm_args
        self.G[w.fname] = fn
        S = self.S

        def run() -> None:
            if len(S) < k:
                raise ForthError(-4)
            if k:
                args = S[len(S) - k:]
                del S[len(S) - k:]
                if norm_args:
                    args = [((a + HALF) & MASK) - HALF for a in args]
                r = fn(*args)
            else:
                r = fn()
            if m == 1:
                S.append(r)
            elif m > 1:
                S.extend(r)
        w.gfunc = run
        self.G[w.gname] = run

    def set_generic(self, w: Word, run: Callable[[], None]) -> None:
        w.static = None
        w.gfunc = run
        self.G[w.gname] = run

    def execute(self, xt: int) -> None:
        self.word_of(xt).gfunc()

    # ----- compilation
    @property
    def state(self) -> int:
        return self.fetch(STATE_ADDR)

    @state.setter
    def state(self, v: int) -> None:
        self.store(v, STATE_ADDR)

    def tokens(self) -> List[Tuple[Any, ...]]:
        if not self.pending:
            raise ForthError(-14)
        return self.pending[-1][1]

    def emit_token(self, tok: Tuple[Any, ...]) -> None:
        self.tokens().append(tok)

    def compile_call(self, w: Word) -> None:
        self.emit_token(("call", w))

    def new_label(self) -> str:
        self.nlabel += 1
        return "L%d" % self.nlabel

    def new_loop(self) -> Loop:
        self.nloop += 1
        return Loop(self.nloop)

    def begin_def(self, name: str) -> Word:
        w = self.new_word(name, hidden=True)
        self.pending = [(w, [])]
        self.unlooped = 0
        self.cs = []
        self.loops = []
        self.state = -1
        return w

    def finish_defs(self) -> None:
        self.local_names = {}
        if self.cs or self.loops:
            self.abandon_def()
            raise ForthError(-22)
        pending, self.pending = self.pending, []
        self.state = 0
        for w, toks in pending:
            self.compile_tokens(w, toks)
        for w, _ in pending:
            w.hidden = False

    def abandon_def(self) -> None:
        self.local_names = {}
        for w, _ in self.pending:
            if w.hidden and w.name:
                self.forget_word(w)
        self.pending = []
        self.cs = []
        self.loops = []
        self.state = 0

    def compile_tokens(self, w: Word, toks: List[Tuple[Any, ...]]) -> None:
        pyname = "".join(c if c.isalnum() else "_" for c in w.name) or "noname"
        if not (pyname[0].isalpha() or pyname[0] == "_"):
            pyname = "_" + pyname
        sites: Dict[int, List[Tuple[Any, ...]]] = {}
        try:
            fn, effect, text = compile_word(pyname, toks, w, self.G, sites=sites)
        except CompileError as exc:
            raise ForthError(-22, str(exc)) from None
        self.stack_maps[fn.__code__] = sites
        w.listing = text
        if effect is not None:
            self.set_static(w, fn, effect[0], effect[1], out_norm=False, norm_args=True)
        else:
            self.set_generic(w, fn)
        w.func = fn

    # ----- parsing the input source (Forth-2012 3.4.1)
    @property
    def src(self) -> Source:
        return self.sources[-1]

    def get_in(self) -> int:
        return self.fetch(IN_ADDR)

    def set_in(self, v: int) -> None:
        self.store(v, IN_ADDR)

    def parse(self, delim: int) -> Tuple[int, int]:
        """PARSE: (addr, len) of the text up to ``delim`` (space also takes any control character)."""
        s = self.src
        i = self.get_in()
        end = s.addr + s.len
        p = s.addr + max(0, min(i, s.len))
        start = p
        mem = self.mem
        if delim == 32:
            while p < end and mem[p] > 32:
                p += 1
        else:
            while p < end and mem[p] != delim:
                p += 1
        self.set_in(p - s.addr + (1 if p < end else 0))
        return start, p - start

    def skip(self, delim: int) -> None:
        s = self.src
        end = s.addr + s.len
        p = s.addr + max(0, min(self.get_in(), s.len))
        while p < end and (self.mem[p] == delim or (delim == 32 and self.mem[p] <= 32)):
            p += 1
        self.set_in(p - s.addr)

    def parse_name_raw(self) -> Tuple[int, int]:
        self.skip(32)
        return self.parse(32)

    def parse_name(self) -> str:
        a, n = self.parse_name_raw()
        return self.string_at(a, n)

    def need_name(self) -> str:
        name = self.parse_name()
        if not name:
            raise ForthError(-16)
        return name

    def number(self, text: str) -> Optional[Tuple[int, bool]]:
        """(value, is_double) of a number in BASE, with the prefixes # $ % and 'c' (Forth-2012 3.4.1.3)."""
        base = self.fetch(BASE_ADDR)
        t = text
        if len(t) == 3 and t[0] == "'" and t[2] == "'":
            return ord(t[1]), False
        if t and t[0] in "#$%":
            base = {"#": 10, "$": 16, "%": 2}[t[0]]
            t = t[1:]
        neg = t.startswith("-")
        if neg:
            t = t[1:]
        double = t.endswith(".") and len(t) > 1
        if double:
            t = t[:-1]
        if not t or not 2 <= base <= 36:
            return None
        v = 0
        for ch in t.upper():
            d = ord(ch) - 48 if "0" <= ch <= "9" else (ord(ch) - 55 if "A" <= ch <= "Z" else 99)
            if not 0 <= d < base:
                return None
            v = v * base + d
        return (-v if neg else v), double

    # ----- the outer interpreter (Forth-2012 3.4)
    def interpret_line(self) -> None:
        while True:
            name = self.parse_name()
            if not name:
                return
            if self.local_names and self.state and name.upper() in self.local_names:
                self.emit_token(("local@", self.local_names[name.upper()]))
                continue
            w = self.find(name)
            if w is not None:
                if self.state and not w.immediate:
                    self.compile_call(w)
                else:
                    if w.compile_only and not self.state:
                        raise ForthError(-14, "Interpreting a compile-only word %s" % name)
                    w.gfunc()
                continue
            num = self.number(name)
            if num is None:
                if any(recognize(name) for recognize in self.recognizers):
                    continue
                raise ForthError(-13, "Undefined word %s" % name)
            v, double = num
            vals = [cell(v), cell(v >> 64)] if double else [cell(v)]
            for x in vals:
                if self.state:
                    self.emit_token(("lit", x))
                else:
                    self.S.append(x)

    def refill(self) -> bool:
        s = self.src
        if s.kind == "eval":
            return False
        if s.kind in ("file", "block"):
            line = s.lines[s.pos] if s.pos < len(s.lines) else None
            s.pos += 1
        else:
            line = s.lines() if callable(s.lines) else self.read_user_line()
        if line is None:
            return False
        self.load_line(s, line)
        return True

    def load_line(self, s: Source, line: str) -> None:
        data = line.rstrip("\r\n").encode("latin-1", "replace")
        s.lineno += 1
        if len(data) > s.cap:
            self.src_top = s.buf + s.cap - (len(data) + 256)
            s.buf = self.src_top
            s.cap = len(data) + 256
        self.put_string(data, s.buf)
        s.addr, s.len = s.buf, len(data)
        self.set_in(0)

    def read_user_line(self) -> Optional[str]:
        line = self.inp.readline()
        return line if line else None

    def push_source(self, s: Source) -> None:
        s.saved_in = self.get_in() if self.sources else 0
        s.saved_top = self.src_top
        if s.kind != "eval":
            s.cap = 256
            self.src_top -= s.cap
            s.buf = self.src_top
        self.sources.append(s)
        self.set_in(0)

    def pop_source(self) -> None:
        s = self.sources.pop()
        self.src_top = s.saved_top
        self.set_in(s.saved_in)

    def location(self) -> str:
        for s in reversed(self.sources):
            if s.kind in ("file", "user"):
                return "%s:%d" % (s.filename, s.lineno)
            if s.kind == "block":        # a block is 16 lines of 64 characters
                return "%s:%d" % (s.filename, min(self.get_in(), s.len - 1) // 64 + 1)
        return ""

    def run_source(self, s: Source) -> None:
        depth = len(self.sources)
        self.push_source(s)
        try:
            if s.kind == "eval":
                self.guarded(self.interpret_line)
            else:
                while self.refill():
                    self.guarded(self.interpret_line)
        finally:
            del self.sources[depth + 1:]
            self.pop_source()

    def guarded(self, fn: Callable[[], None]) -> None:
        try:
            fn()
        except ForthError as exc:
            release_traceback(exc)
            if not exc.where:
                exc.where = self.location()
            raise exc   # not a bare raise: 3.8-3.10 would re-raise it with the traceback just freed
        except (Bye, KeyboardInterrupt) as exc:
            release_traceback(exc)
            raise exc
        except Exception as exc:   # a Python error inside compiled code becomes its THROW code
            err = self.translate(exc)
            err.where = self.location()
            raise err from None

    def stack_left_by(self, exc: BaseException) -> List[int]:
        """The cells above the shared stack that the compiled words being unwound by ``exc`` held.

        A word compiled with a known stack effect keeps its part of the data stack in Python locals; at each call
        the code generator noted which items lay beneath it (:attr:`CodeGen.sites`, by line). Walking the
        traceback from the outermost frame, the items of each compiled word's frame, evaluated in its locals,
        are the cells it had left on the stack when the call it was making threw (a value the peephole left on
        the VM stack reads as 0).
        """
        cells: List[int] = []
        tb = exc.__traceback__
        while tb is not None:
            frame = tb.tb_frame
            sites = self.stack_maps.get(frame.f_code)
            if sites is not None:
                items = sites.get(tb.tb_lineno or 0, ())
                env = frame.f_locals
                cells.extend(cell(value_of_item(it, env)) for it in items)
            tb = tb.tb_next
        return cells

    def translate(self, exc: BaseException) -> ForthError:
        """The Forth error for an exception caught (its traceback, maybe thousands of frames deep, freed)."""
        release_traceback(exc)
        if isinstance(exc, ForthError):
            return exc
        if isinstance(exc, IndexError):
            text = str(exc)
            if "deque" in text:          # the float stack
                return ForthError(-45)
            # an index past the memory, or past Py_ssize_t ("cannot fit 'int' into an index-sized integer",
            # Objects/abstract.c PyNumber_AsSsize_t: an address above MAX-INT not yet wrapped to its cell)
            memory = "bytearray" in text or "buffer" in text or "index-sized" in text
            return ForthError(-9) if memory else ForthError(-4)
        if isinstance(exc, ZeroDivisionError):
            # only a float division raises it (the integer divisions throw -10 themselves); its message
            # differs between versions ("float division by zero", 3.14: "division by zero")
            return ForthError(-42)
        if isinstance(exc, RecursionError):
            return ForthError(-5)
        if isinstance(exc, (struct.error, ValueError, OverflowError, MemoryError, TypeError)):
            return ForthError(-9)
        return ForthError(-1, "%s: %s" % (type(exc).__name__, exc))

    def evaluate_in_memory(self, addr: int, n: int) -> None:
        blk = self.fetch(BLK_ADDR)
        self.store(0, BLK_ADDR)          # EVALUATE sets BLK to zero (BLOCK 7.6.1.1360)
        try:
            self.run_source(Source("eval", -1, addr, n))
        finally:
            self.store(blk, BLK_ADDR)

    def reset(self) -> None:
        """After an error that reached the top (ABORT): empty stacks, interpretation state."""
        del self.S[:]
        del self.R[:]
        if self.pending:
            self.abandon_def()
        self.state = 0
        self.flush_files()

    def flush_files(self) -> None:
        """Write what the open files hold (after an abort: nothing written is lost)."""
        for fh in self.files.values():
            with contextlib.suppress(OSError, ValueError):
                fh.flush()

    def close_files(self) -> None:
        """Flush and close every open file (BYE, the end of the program)."""
        for fh in self.files.values():
            with contextlib.suppress(OSError, ValueError):
                fh.close()
        self.files.clear()

    # ----- the Python API
    def _in_big_stack(self, fn: Callable[[], None], requests: "Optional[queue.Queue[Any]]" = None) -> None:
        """Run ``fn`` in a thread with a large C stack, so deep Forth recursion is a deep Python recursion.

        With ``requests``, this thread serves them while ``fn`` runs: ("read", reply) asks for the next line of
        the user's input (read here, in the main thread, where Ctrl-C arrives) and ("done", None) ends; a Ctrl-C
        meanwhile is raised in ``fn``'s thread as KeyboardInterrupt (an abort to the prompt).
        """
        box: List[BaseException] = []

        def target() -> None:
            try:
                fn()
            except BaseException as exc:   # handed back to the caller's thread
                box.append(exc)
            finally:
                if requests is not None:
                    requests.put(("done", None))
        # the limit is the interpreter's, not the thread's: raised only while Forth runs, so that threads
        # with ordinary C stacks (a server's, a test runner's) are not left with a limit they cannot hold
        previous_limit = sys.getrecursionlimit()
        sys.setrecursionlimit(max(previous_limit, RECURSION_LIMIT))
        try:
            self._run_in_thread(fn, target, box, requests)
        finally:
            sys.setrecursionlimit(previous_limit)
        if box:
            raise box[0]

    def _run_in_thread(self, fn: Callable[[], None], target: Callable[[], None], box: List[BaseException],
                       requests: "Optional[queue.Queue[Any]]") -> None:
        if not HAS_THREADS:
            fn()
            return
        old = threading.stack_size()
        threading.stack_size(THREAD_STACK)
        try:
            t = threading.Thread(target=target, daemon=True)   # Ctrl-C in the REPL must not wait for it
            t.start()
        except RuntimeError:  # no room for the large stack (an address-space limit): here, less deep
            fn()
            return
        finally:
            threading.stack_size(old)
        while requests is not None:
            try:
                kind, reply = requests.get()
            except KeyboardInterrupt:
                if not self.awaiting_input:      # between the lines, nothing runs that Ctrl-C could abort
                    interrupt_thread(t)
                continue
            if kind == "done":
                break
            reply.put(reply.read_line())
        t.join()

    def session(self, read_line: Callable[[], Optional[str]], filename: str = "<stdin>",
                on_error: Optional[Callable[[ForthError], None]] = None,
                after_line: Optional[Callable[[], None]] = None, interruptible: bool = False) -> bool:
        """Interpret the user's lines from ``read_line()`` (None at the end) until the end or BYE (returns True).

        Without ``on_error`` the first error propagates (input from a pipe); with it, each error goes to
        ``on_error``, the stacks are reset and the session goes on (the REPL). ``after_line`` runs after each
        line that went well (" ok"). ``interruptible``: Ctrl-C aborts what runs (THROW -28, to ``on_error``)
        and the session goes on with its definitions; ``read_line`` is then called in the calling thread.
        """
        result: List[bool] = []
        requests: Optional[queue.Queue[Any]] = queue.Queue() if interruptible and HAS_THREADS else None

        def next_line() -> Optional[str]:
            if requests is None:
                return read_line()
            reply = LineReply(read_line)
            self.awaiting_input = True
            requests.put(("read", reply))
            line = reply.get()
            self.awaiting_input = False
            return line

        def failed(exc: ForthError) -> None:
            del self.sources[1:]
            self.reset()
            if on_error is None:
                raise exc
            on_error(exc)

        def run() -> None:
            s = Source("user", 0, lines=next_line, filename=filename)
            self.push_source(s)
            try:
                while True:
                    try:
                        if not self.refill():
                            break
                        self.guarded(self.interpret_line)
                    except ForthError as exc:
                        failed(exc)
                        continue
                    except KeyboardInterrupt as exc:
                        if not interruptible:
                            raise
                        release_traceback(exc)
                        err = ForthError(-28)
                        err.where = self.location()
                        failed(err)
                        continue
                    except Quit:
                        del self.sources[1:]
                        self.reset()
                    if after_line is not None:
                        after_line()
            except Bye:
                self.close_files()
                result.append(True)
            finally:
                del self.sources[:]
                self.src_top = SRC_TOP
        self._guard_top(run, requests)
        return bool(result)

    def evaluate(self, text: str, filename: str = "<string>") -> List[int]:
        """Interpret ``text`` (all its lines). A ForthError resets the stacks and propagates. Returns the stack."""
        def run() -> None:
            self.run_source(Source("file", 0, lines=text.splitlines(), filename=filename))
        self._guard_top(run)
        return self.stack

    def include(self, path: str) -> None:
        """INCLUDED from Python."""
        self._guard_top(lambda: self.included(path))

    def _guard_top(self, fn: Callable[[], None], requests: "Optional[queue.Queue[Any]]" = None) -> None:
        try:
            self._in_big_stack(fn, requests)
        except ForthError:
            self.reset()
            raise
        except Quit:
            self.reset()
        except Bye:
            self.close_files()
            raise
        finally:
            self.flush_out()

    def included(self, path: str) -> None:
        """INCLUDED: a relative path not found from the working directory is tried from the including file's."""
        if not os.path.isabs(path) and not os.path.exists(path):
            for s in reversed(self.sources):
                if s.kind == "file" and s.filename and os.path.exists(s.filename):
                    near = os.path.join(os.path.dirname(s.filename), path)
                    if os.path.exists(near):
                        path = near
                    break
        try:
            lines = read_bytes(path).decode("latin-1").splitlines()
        except OSError as exc:
            raise ForthError(-38, "%s: %s" % (path, exc.strerror or exc)) from None
        self.included_paths.add(os.path.realpath(path))
        self.run_source(Source("file", len(self.sources) + 1, lines=lines, filename=path))

    # ----- output
    def emit_text(self, s: str) -> None:
        self.out.write(s)

    def flush_out(self) -> None:
        with contextlib.suppress(AttributeError, ValueError):
            self.out.flush()
