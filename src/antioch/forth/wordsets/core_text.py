"""CORE and CORE EXT, text: the input source and parsing, strings, numeric and pictured output, the terminal
(Forth-2012 6.1, 6.2)."""
from typing import TYPE_CHECKING, List, Tuple

from antioch.forth.kernel import (
    BASE_ADDR,
    HOLD_END,
    IN_ADDR,
    MASK,
    PAD_ADDR,
    SBUF,
    WORD_BUF,
    ForthError,
    cell,
    check_span,
)
from antioch.forth.registry import WordSet

if TYPE_CHECKING:  # pragma: no cover
    from antioch.forth.system import Forth

CORE_TEXT = WordSet("CORE")
DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
HOLD_SIZE = 1024                       # the pictured numeric output buffer (/HOLD)
TRANSIENT_SIZE = 4096                  # each of the two buffers of interpreted S" (Forth-2012 11.3.4)
# S\" escapes (Forth-2012 6.2.2266)
ESCAPES = {"a": b"\x07", "b": b"\x08", "e": b"\x1b", "f": b"\x0c", "l": b"\x0a", "m": b"\x0d\x0a",
           "n": b"\x0a", "q": b'"', "r": b"\x0d", "t": b"\x09", "v": b"\x0b", "z": b"\x00", '"': b'"',
           "\\": b"\\"}


def format_number(n: int, base: int) -> str:
    if not 2 <= base <= 36:
        raise ForthError(-24, "BASE %d is not 2-36" % base)
    neg = n < 0
    n = abs(n)
    digits = []
    while True:
        n, d = divmod(n, base)
        digits.append(DIGITS[d])
        if not n:
            break
    return ("-" if neg else "") + "".join(reversed(digits))


def base(f: "Forth") -> int:
    return f.fetch(BASE_ADDR)


# ----- output
@CORE_TEXT.static(".", 1, 0)
def dot(f: "Forth", n: int) -> None:
    f.emit_text(format_number(cell(n), base(f)) + " ")


@CORE_TEXT.static("U.", 1, 0)
def u_dot(f: "Forth", n: int) -> None:
    f.emit_text(format_number(n & MASK, base(f)) + " ")


@CORE_TEXT.static(".R", 2, 0)
def dot_r(f: "Forth", n: int, width: int) -> None:
    f.emit_text(format_number(cell(n), base(f)).rjust(cell(width)))


@CORE_TEXT.static("U.R", 2, 0)
def u_dot_r(f: "Forth", n: int, width: int) -> None:
    f.emit_text(format_number(n & MASK, base(f)).rjust(cell(width)))


@CORE_TEXT.static("D.", 2, 0)
def d_dot(f: "Forth", lo: int, hi: int) -> None:
    f.emit_text(format_number((lo & MASK) | (cell(hi) << 64), base(f)) + " ")


CORE_TEXT.static("CR", 0, 0)(lambda f: f.emit_text("\n"))
CORE_TEXT.static("SPACE", 0, 0)(lambda f: f.emit_text(" "))
CORE_TEXT.static("EMIT", 1, 0)(lambda f, c: f.emit_text(chr(c & 255)))


@CORE_TEXT.static("SPACES", 1, 0)
def spaces(f: "Forth", n: int) -> None:
    f.emit_text(" " * max(0, cell(n)))


@CORE_TEXT.static("TYPE", 2, 0)
def type_(f: "Forth", a: int, n: int) -> None:
    n = cell(n)
    if n > 0:
        f.emit_text(f.string_at(a, n))


@CORE_TEXT.static("?", 1, 0)
def question(f: "Forth", a: int) -> None:
    """TOOLS 15.6.1.0600 ( a-addr -- ) the cell there, as . shows it."""
    dot(f, f.fetch(a))


@CORE_TEXT.generic(".S")
def dot_s(f: "Forth") -> None:
    """TOOLS 15.6.1.0220 the stack, bottom first, after its depth."""
    f.emit_text("<%d> " % len(f.S) + "".join(format_number(cell(x), base(f)) + " " for x in f.S))


# ----- pictured numeric output (Forth-2012 3.3.3.6): a buffer growing down from HOLD_END
@CORE_TEXT.static("HOLD", 1, 0)
def hold(f: "Forth", c: int) -> None:
    if f.hold_ptr <= HOLD_END - HOLD_SIZE:
        raise ForthError(-17)
    f.hold_ptr -= 1
    f.mem[f.hold_ptr] = c & 255


@CORE_TEXT.static("HOLDS", 2, 0)
def holds(f: "Forth", a: int, n: int) -> None:
    for c in reversed(f.bytes_at(a, n)):
        hold(f, c)


@CORE_TEXT.static("<#", 0, 0)
def less_sharp(f: "Forth") -> None:
    f.hold_ptr = HOLD_END


@CORE_TEXT.static("#", 2, 2)
def sharp(f: "Forth", lo: int, hi: int) -> Tuple[int, int]:
    ud = (lo & MASK) | ((hi & MASK) << 64)
    ud, d = divmod(ud, base(f))
    hold(f, ord(DIGITS[d]))
    return cell(ud), cell(ud >> 64)


@CORE_TEXT.static("#S", 2, 2)
def sharp_s(f: "Forth", lo: int, hi: int) -> Tuple[int, int]:
    while True:
        lo, hi = sharp(f, lo, hi)
        if not (lo or hi):
            return 0, 0


@CORE_TEXT.static("#>", 2, 2)
def sharp_greater(f: "Forth", lo: int, hi: int) -> Tuple[int, int]:
    return f.hold_ptr, HOLD_END - f.hold_ptr


@CORE_TEXT.static("SIGN", 1, 0)
def sign(f: "Forth", n: int) -> None:
    if cell(n) < 0:
        hold(f, ord("-"))


@CORE_TEXT.static(">NUMBER", 4, 4)
def to_number(f: "Forth", lo: int, hi: int, a: int, n: int) -> Tuple[int, int, int, int]:
    """6.1.0570 ( ud1 c-addr1 u1 -- ud2 c-addr2 u2 ) digits of BASE accumulated until one is not."""
    ud = (lo & MASK) | ((hi & MASK) << 64)
    b = base(f)
    n = cell(n)
    if n > 0:
        check_span(a, n)
    mem = f.mem
    while n > 0:
        d = DIGITS.find(chr(mem[a]).upper())
        if d < 0 or d >= b:
            break
        ud = (ud * b + d) & ((1 << 128) - 1)
        a += 1
        n -= 1
    return cell(ud), cell(ud >> 64), a, n


CORE_TEXT.constant("PAD", PAD_ADDR)

# ----- the input source
CORE_TEXT.constant(">IN", IN_ADDR)


@CORE_TEXT.generic("SOURCE")
def source(f: "Forth") -> None:
    f.S.extend((f.src.addr, f.src.len))


@CORE_TEXT.generic("SOURCE-ID")
def source_id(f: "Forth") -> None:
    s = f.src
    f.S.append(-1 if s.kind == "eval" else (0 if s.kind in ("user", "block") else s.sid))


@CORE_TEXT.generic("REFILL")
def refill(f: "Forth") -> None:
    if f.src.kind == "block":            # BLOCK EXT 7.6.2.2125: the next block
        f.S.append(-1 if f.next_block() else 0)
        return
    f.S.append(-1 if f.refill() else 0)


@CORE_TEXT.generic("SAVE-INPUT")
def save_input(f: "Forth") -> None:
    s = f.src
    f.S.extend((s.pos, f.get_in(), 2))


@CORE_TEXT.generic("RESTORE-INPUT")
def restore_input(f: "Forth") -> None:
    n = f.pop()
    vals = f.popn(n)
    s = f.src
    if n != 2:
        f.S.append(-1)
        return
    pos, i = vals
    if s.kind == "file" and pos != s.pos:
        s.pos = pos - 1
        s.lineno = pos - 1
        f.refill()
    elif s.kind != "eval" and pos != s.pos:
        f.S.append(-1)
        return
    f.set_in(i)
    f.S.append(0)


@CORE_TEXT.generic("PARSE")
def parse(f: "Forth") -> None:
    f.S.extend(f.parse(f.pop() & 255))


@CORE_TEXT.generic("PARSE-NAME")
def parse_name(f: "Forth") -> None:
    f.S.extend(f.parse_name_raw())


@CORE_TEXT.generic("WORD")
def word(f: "Forth") -> None:
    """6.1.2450 ( char "<chars>ccc<char>" -- c-addr ) a counted string in WORD's buffer, a space after it."""
    delim = f.pop() & 255
    f.skip(delim)
    a, n = f.parse(delim)
    n = min(n, 255)
    mem = f.mem
    mem[WORD_BUF] = n
    mem[WORD_BUF + 1:WORD_BUF + 1 + n] = mem[a:a + n]
    mem[WORD_BUF + 1 + n] = 32
    f.S.append(WORD_BUF)


@CORE_TEXT.generic("CHAR")
def char(f: "Forth") -> None:
    f.S.append(ord(f.need_name()[0]))


@CORE_TEXT.generic("[CHAR]", immediate=True, compile_only=True)
def bracket_char(f: "Forth") -> None:
    f.emit_token(("lit", ord(f.need_name()[0])))


@CORE_TEXT.generic("(", immediate=True)
def paren(f: "Forth") -> None:
    """6.1.0080; in a file (FILE 11.6.1.0080) the comment goes on across lines to the )."""
    while True:
        s = f.src
        i = f.get_in()
        _, n = f.parse(ord(")"))
        if i + n < s.len or s.kind != "file" or not f.refill():
            return


@CORE_TEXT.generic("\\", immediate=True)
def backslash(f: "Forth") -> None:
    if f.src.kind == "block":            # BLOCK EXT 7.6.2.2535: to the end of the block's 64-character line
        f.set_in(min(f.src.len, (f.get_in() + 63) // 64 * 64))
    else:
        f.set_in(f.src.len)


@CORE_TEXT.generic(".(", immediate=True)
def dot_paren(f: "Forth") -> None:
    f.emit_text(f.string_at(*f.parse(ord(")"))))


# ----- string literals: compiled ones live in a string space above HERE's reach
def parsed_string(f: "Forth", escaped: bool) -> bytes:
    """The text up to the next ", with the escapes of S\\" when ``escaped``."""
    mem = f.mem
    if not escaped:
        a, n = f.parse(ord('"'))
        return bytes(mem[a:a + n])
    s = f.src
    end = s.addr + s.len
    p = s.addr + f.get_in()
    data: List[bytes] = []
    while p < end and mem[p] != ord('"'):
        c = chr(mem[p])
        if c == "\\" and p + 1 < end:
            e = chr(mem[p + 1])
            if e == "x" and p + 3 < end:
                data.append(bytes([int(bytes(mem[p + 2:p + 4]).decode("latin-1"), 16)]))
                p += 4
                continue
            data.append(ESCAPES.get(e, e.encode("latin-1")))
            p += 2
            continue
        data.append(c.encode("latin-1"))
        p += 1
    f.set_in(p - s.addr + (1 if p < end else 0))
    return b"".join(data)


def transient_string(f: "Forth", data: bytes) -> int:
    """An interpreted string in one of two buffers, used in turn."""
    a = SBUF + TRANSIENT_SIZE * f.sbuf_flip
    f.sbuf_flip ^= 1
    data = data[:TRANSIENT_SIZE - 1]
    f.mem[a:a + len(data)] = data
    return a


def s_quote(f: "Forth", escaped: bool) -> None:
    data = parsed_string(f, escaped)
    if f.state:
        f.emit_token(("lit", f.keep_string(data)))
        f.emit_token(("lit", len(data)))
    else:
        f.S.extend((transient_string(f, data), len(data)))


CORE_TEXT.generic('S"', immediate=True)(lambda f: s_quote(f, False))
CORE_TEXT.generic('S\\"', immediate=True)(lambda f: s_quote(f, True))


@CORE_TEXT.generic('C"', immediate=True)
def c_quote(f: "Forth") -> None:
    data = parsed_string(f, False)
    if f.state:
        f.emit_token(("lit", f.keep_string(data, counted=True)))
    else:
        f.S.append(transient_string(f, bytes([min(len(data), 255)]) + data))


@CORE_TEXT.generic('."', immediate=True)
def dot_quote(f: "Forth") -> None:
    data = parsed_string(f, False)
    if f.state:
        f.emit_token(("lit", f.keep_string(data)))
        f.emit_token(("lit", len(data)))
        f.compile_call(f.word_named("TYPE"))
    else:
        f.emit_text(data.decode("latin-1"))


@CORE_TEXT.static('(ABORT")', 3, 0)
def abort_quote_runtime(f: "Forth", flag: int, a: int, n: int) -> None:
    if cell(flag):
        raise ForthError(-2, f.string_at(a, n))


@CORE_TEXT.generic('ABORT"', immediate=True, compile_only=True)
def abort_quote(f: "Forth") -> None:
    data = parsed_string(f, False)
    f.emit_token(("lit", f.keep_string(data)))
    f.emit_token(("lit", len(data)))
    f.compile_call(f.word_named('(ABORT")'))


# ----- the terminal
@CORE_TEXT.generic("KEY")
def key(f: "Forth") -> None:
    f.flush_out()
    ch = f.inp.read(1)
    f.S.append(ord(ch) & 255 if ch else 4)


@CORE_TEXT.static("ACCEPT", 2, 1)
def accept(f: "Forth", a: int, n: int) -> int:
    """6.1.0695 ( c-addr +n1 -- +n2 ) a line of the input, without its end, at most n1 characters."""
    f.flush_out()
    line = f.inp.readline()
    data = line.rstrip("\r\n").encode("latin-1", "replace")[:max(0, cell(n))]
    check_span(a, len(data))
    f.mem[a:a + len(data)] = data
    return len(data)
