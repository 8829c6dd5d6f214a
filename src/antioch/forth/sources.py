"""Input sources and the outer interpreter of a Forth system (Forth-2012 3.4).

A source is a file's lines, the user's input, a block or a string being EVALUATEd; its current line lies in the
flat memory, where PARSE and WORD read it. The methods are a mixin of :class:`antioch.forth.system.Forth`.
"""
import os
import struct
from typing import Any, Callable, List, Optional, Tuple

from antioch.files import read_bytes
from antioch.forth.dictionary import Dictionary
from antioch.forth.kernel import BASE_ADDR, BLK_ADDR, IN_ADDR, Bye, ForthError, cell
from antioch.forth.ranges import value_of_item


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


class InputSources(Dictionary):
    """Parsing the input source, interpreting it, and moving between sources."""

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

    def evaluate_in_memory(self, addr: int, n: int) -> None:
        blk = self.fetch(BLK_ADDR)
        self.store(0, BLK_ADDR)          # EVALUATE sets BLK to zero (BLOCK 7.6.1.1360)
        try:
            self.run_source(Source("eval", -1, addr, n))
        finally:
            self.store(blk, BLK_ADDR)

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
