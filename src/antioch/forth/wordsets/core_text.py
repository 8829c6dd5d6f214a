"""Text: the input source and parsing, strings, numeric and pictured output, the terminal (Forth-2012 6.1, 6.2)."""
from typing import TYPE_CHECKING, Callable, List, Tuple

from antioch.forth.kernel import BASE_ADDR, HOLD_END, IN_ADDR, MASK, PAD_ADDR, SBUF, WORD_BUF, ForthError, Word, cell

if TYPE_CHECKING:  # pragma: no cover
    from antioch.forth.system import Forth

DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
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


def install(f: "Forth") -> None:
    S = f.S
    mem = f.mem

    def word(name: str, immediate: bool = False) -> Callable[[Callable[[], None]], Word]:
        def deco(run: Callable[[], None]) -> Word:
            return f.primitive(name, run, immediate)
        return deco

    def base() -> int:
        return f.fetch(BASE_ADDR)

    def out(text: str) -> None:
        f.emit_text(text)

    # ----- output
    def dot(n: int) -> None:
        out(format_number(cell(n), base()) + " ")
    f.static_primitive(".", dot, 1, 0)

    def u_dot(n: int) -> None:
        out(format_number(n & MASK, base()) + " ")
    f.static_primitive("U.", u_dot, 1, 0)

    def dot_r(n: int, width: int) -> None:
        out(format_number(cell(n), base()).rjust(cell(width)))
    f.static_primitive(".R", dot_r, 2, 0)

    def u_dot_r(n: int, width: int) -> None:
        out(format_number(n & MASK, base()).rjust(cell(width)))
    f.static_primitive("U.R", u_dot_r, 2, 0)

    def d_dot(lo: int, hi: int) -> None:
        out(format_number((lo & MASK) | (cell(hi) << 64), base()) + " ")
    f.static_primitive("D.", d_dot, 2, 0)

    f.static_primitive("CR", lambda: out("\n"), 0, 0)
    f.static_primitive("SPACE", lambda: out(" "), 0, 0)
    f.static_primitive("EMIT", lambda c: out(chr(c & 255)), 1, 0)

    def spaces(n: int) -> None:
        out(" " * max(0, cell(n)))
    f.static_primitive("SPACES", spaces, 1, 0)

    def type_(a: int, n: int) -> None:
        n = cell(n)
        if n > 0:
            out(f.string_at(a, n))
    type_word = f.static_primitive("TYPE", type_, 2, 0)

    def question(a: int) -> None:     # TOOLS 15.6.1.0600 ?
        dot(f.fetch(a))
    f.static_primitive("?", question, 1, 0)

    @word(".S")
    def dot_s() -> None:
        out("<%d> " % len(S) + "".join(format_number(cell(x), base()) + " " for x in S))

    # ----- pictured numeric output (Forth-2012 3.3.3.6): a buffer growing down from HOLD_END
    def hold(c: int) -> None:
        if f.hold_ptr <= HOLD_END - 1024:
            raise ForthError(-17, "Pictured numeric output string overflow")
        f.hold_ptr -= 1
        mem[f.hold_ptr] = c & 255
    f.static_primitive("HOLD", hold, 1, 0)

    def holds(a: int, n: int) -> None:
        for c in reversed(bytes(mem[a:a + max(0, cell(n))])):
            hold(c)
    f.static_primitive("HOLDS", holds, 2, 0)

    def lt_sharp() -> None:
        f.hold_ptr = HOLD_END
    f.static_primitive("<#", lt_sharp, 0, 0)

    def sharp(lo: int, hi: int) -> Tuple[int, int]:
        ud = (lo & MASK) | ((hi & MASK) << 64)
        ud, d = divmod(ud, base())
        hold(ord(DIGITS[d]))
        return cell(ud), cell(ud >> 64)
    f.static_primitive("#", sharp, 2, 2)

    def sharp_s(lo: int, hi: int) -> Tuple[int, int]:
        while True:
            lo, hi = sharp(lo, hi)
            if not (lo or hi):
                return 0, 0
    f.static_primitive("#S", sharp_s, 2, 2)

    def sharp_gt(lo: int, hi: int) -> Tuple[int, int]:
        return f.hold_ptr, HOLD_END - f.hold_ptr
    f.static_primitive("#>", sharp_gt, 2, 2)

    def sign(n: int) -> None:
        if cell(n) < 0:
            hold(ord("-"))
    f.static_primitive("SIGN", sign, 1, 0)

    def to_number(lo: int, hi: int, a: int, n: int) -> Tuple[int, int, int, int]:
        ud = (lo & MASK) | ((hi & MASK) << 64)
        b = base()
        n = cell(n)
        while n > 0:
            ch = chr(mem[a]).upper()
            d = DIGITS.find(ch)
            if d < 0 or d >= b:
                break
            ud = (ud * b + d) & ((1 << 128) - 1)
            a += 1
            n -= 1
        return cell(ud), cell(ud >> 64), a, n
    f.static_primitive(">NUMBER", to_number, 4, 4)

    f.constant("PAD", PAD_ADDR)

    # ----- the input source
    f.constant(">IN", IN_ADDR)

    @word("SOURCE")
    def source() -> None:
        S.extend((f.src.addr, f.src.len))

    @word("SOURCE-ID")
    def source_id() -> None:
        s = f.src
        S.append(-1 if s.kind == "eval" else (0 if s.kind in ("user", "block") else s.sid))

    @word("REFILL")
    def refill() -> None:
        if f.src.kind == "block":        # BLOCK EXT 7.6.2.2125: the next block
            S.append(-1 if f.next_block() else 0)
            return
        S.append(-1 if f.refill() else 0)

    @word("SAVE-INPUT")
    def save_input() -> None:
        s = f.src
        S.extend((s.pos, f.get_in(), 2))

    @word("RESTORE-INPUT")
    def restore_input() -> None:
        n = f.pop()
        vals = f.popn(n)
        s = f.src
        if n != 2:
            S.append(-1)
            return
        pos, i = vals
        if s.kind == "file" and pos != s.pos:
            s.pos = pos - 1
            s.lineno = pos - 1
            f.refill()
        elif s.kind != "eval" and pos != s.pos:
            S.append(-1)
            return
        f.set_in(i)
        S.append(0)

    @word("PARSE")
    def parse() -> None:
        S.extend(f.parse(f.pop() & 255))

    @word("PARSE-NAME")
    def parse_name() -> None:
        S.extend(f.parse_name_raw())

    @word("WORD")
    def word_() -> None:
        delim = f.pop() & 255
        f.skip(delim)
        a, n = f.parse(delim)
        n = min(n, 255)
        mem[WORD_BUF] = n
        mem[WORD_BUF + 1:WORD_BUF + 1 + n] = mem[a:a + n]
        mem[WORD_BUF + 1 + n] = 32
        S.append(WORD_BUF)

    @word("CHAR")
    def char() -> None:
        name = f.need_name()
        S.append(ord(name[0]))

    @word("[CHAR]", immediate=True)
    def bracket_char() -> None:
        f.emit_token(("lit", ord(f.need_name()[0])))
    f.word_named("[CHAR]").compile_only = True

    @word("(", immediate=True)
    def paren() -> None:
        while True:
            s = f.src
            i = f.get_in()
            _, n = f.parse(ord(")"))
            if i + n < s.len or s.kind not in ("file",) or not f.refill():
                return

    @word("\\", immediate=True)
    def backslash() -> None:
        if f.src.kind == "block":        # BLOCK EXT 7.6.2.2535: to the end of the block's 64-character line
            f.set_in(min(f.src.len, (f.get_in() + 63) // 64 * 64))
        else:
            f.set_in(f.src.len)

    @word(".(", immediate=True)
    def dot_paren() -> None:
        out(f.string_at(*f.parse(ord(")"))))

    # ----- string literals: compiled ones live in a string space above HERE's reach
    def parsed_string(escaped: bool) -> bytes:
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

    keep_string = f.keep_string

    def transient_string(data: bytes) -> int:
        a = SBUF + 4096 * f.sbuf_flip
        f.sbuf_flip ^= 1
        data = data[:4095]
        mem[a:a + len(data)] = data
        return a

    def s_quote(escaped: bool) -> None:
        data = parsed_string(escaped)
        if f.state:
            f.emit_token(("lit", keep_string(data)))
            f.emit_token(("lit", len(data)))
        else:
            S.extend((transient_string(data), len(data)))

    word('S"', immediate=True)(lambda: s_quote(False))
    word('S\\"', immediate=True)(lambda: s_quote(True))

    @word('C"', immediate=True)
    def c_quote() -> None:
        data = parsed_string(False)
        if f.state:
            f.emit_token(("lit", keep_string(data, counted=True)))
        else:
            S.append(transient_string(bytes([min(len(data), 255)]) + data))

    @word('."', immediate=True)
    def dot_quote() -> None:
        data = parsed_string(False)
        if f.state:
            f.emit_token(("lit", keep_string(data)))
            f.emit_token(("lit", len(data)))
            f.compile_call(type_word)
        else:
            out(data.decode("latin-1"))

    def abort_quote_runtime(flag: int, a: int, n: int) -> None:
        if cell(flag):
            raise ForthError(-2, f.string_at(a, n))
    abort_rt = f.static_primitive('(ABORT")', abort_quote_runtime, 3, 0)

    @word('ABORT"', immediate=True)
    def abort_quote() -> None:
        data = parsed_string(False)
        f.emit_token(("lit", keep_string(data)))
        f.emit_token(("lit", len(data)))
        f.compile_call(abort_rt)
    f.word_named('ABORT"').compile_only = True

    # ----- the terminal
    @word("KEY")
    def key() -> None:
        ch = f.inp.read(1)
        S.append(ord(ch) & 255 if ch else 4)

    def accept(a: int, n: int) -> int:
        line = f.inp.readline()
        data = line.rstrip("\r\n").encode("latin-1", "replace")[:max(0, cell(n))]
        mem[a:a + len(data)] = data
        return len(data)
    f.static_primitive("ACCEPT", accept, 2, 1)
