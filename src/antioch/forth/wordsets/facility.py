"""The FACILITY and FACILITY EXT word sets (Forth-2012 10.6.1, 10.6.2): the terminal, time, structures.

The terminal is the system's output and input streams; AT-XY and PAGE write ANSI escape sequences. EKEY reads a
character, or an ANSI escape sequence that it turns into one of the K- key codes (FKEY_BASE + a number; the masks
K-SHIFT-MASK, K-CTRL-MASK and K-ALT-MASK are bits above them, from xterm's modifier parameter).
"""
import io
import select
import time
from typing import TYPE_CHECKING, Any, Tuple

from antioch.forth.kernel import cell, flag
from antioch.forth.registry import WordSet

if TYPE_CHECKING:  # pragma: no cover
    from antioch.forth.system import Forth

FACILITY = WordSet("FACILITY")
FKEY_BASE = 1 << 32
KEYS = ["K-LEFT", "K-RIGHT", "K-UP", "K-DOWN", "K-HOME", "K-END", "K-PRIOR", "K-NEXT", "K-INSERT", "K-DELETE"] + \
    ["K-F%d" % n for n in range(1, 13)]
KEY_CODE = {name: FKEY_BASE + n for n, name in enumerate(KEYS)}
MASKS = {"K-SHIFT-MASK": 1 << 40, "K-ALT-MASK": 1 << 41, "K-CTRL-MASK": 1 << 42}
# ANSI/xterm: ESC [ final letter, or ESC [ number ~ (ESC O letter for F1-F4 and, in application mode, arrows)
FINAL_LETTERS = {"D": "K-LEFT", "C": "K-RIGHT", "A": "K-UP", "B": "K-DOWN", "H": "K-HOME", "F": "K-END",
                 "P": "K-F1", "Q": "K-F2", "R": "K-F3", "S": "K-F4"}
TILDE_NUMBERS = {1: "K-HOME", 2: "K-INSERT", 3: "K-DELETE", 4: "K-END", 5: "K-PRIOR", 6: "K-NEXT", 7: "K-HOME",
                 8: "K-END", 15: "K-F5", 17: "K-F6", 18: "K-F7", 19: "K-F8", 20: "K-F9", 21: "K-F10", 23: "K-F11",
                 24: "K-F12"}


def input_ready(inp: Any) -> bool:
    """Whether a character can be read from ``inp`` without waiting."""
    try:
        fd = inp.fileno()
    except (AttributeError, OSError, io.UnsupportedOperation):
        try:                          # an in-memory stream: something is left to read
            pos = inp.tell()
            ready = bool(inp.read(1))
            inp.seek(pos)
            return ready
        except (AttributeError, OSError, ValueError):
            return True
    try:
        return bool(select.select([fd], [], [], 0)[0])
    except (OSError, ValueError):     # a platform where select does not take this stream: KEY would not wait long
        return True


@FACILITY.static("AT-XY", 2, 0)
def at_xy(f: "Forth", col: int, row: int) -> None:
    f.emit_text("\x1b[%d;%dH" % (cell(row) + 1, cell(col) + 1))


@FACILITY.static("KEY?", 0, 1)
def key_question(f: "Forth") -> int:
    f.flush_out()
    return flag(input_ready(f.inp))


@FACILITY.static("PAGE", 0, 0)
def page(f: "Forth") -> None:
    f.emit_text("\x1b[2J\x1b[H")


def read_char(f: "Forth") -> str:
    f.flush_out()
    return f.inp.read(1)


def modifiers(param: int) -> int:
    """xterm's modifier parameter (1 + shift + 2 alt + 4 ctrl) as the K- mask bits."""
    bits = max(0, param - 1)
    return ((MASKS["K-SHIFT-MASK"] if bits & 1 else 0) | (MASKS["K-ALT-MASK"] if bits & 2 else 0)
            | (MASKS["K-CTRL-MASK"] if bits & 4 else 0))


@FACILITY.static("EKEY", 0, 1)
def ekey(f: "Forth") -> int:
    """10.6.2.1305 ( -- x ): a character, or the code of a special key read as an escape sequence."""
    ch = read_char(f)
    if not ch:
        return 4                       # end of input reads as Ctrl-D
    if ch != "\x1b" or not input_ready(f.inp):
        return ord(ch) & 255
    second = read_char(f)
    if second not in ("[", "O"):
        return 27 if not second else ord(second) & 255 | MASKS["K-ALT-MASK"]
    params = ""
    final = read_char(f)
    while final and (final.isdigit() or final == ";"):
        params += final
        final = read_char(f)
    numbers = [int(p) for p in params.split(";") if p.isdigit()]
    mods = modifiers(numbers[1]) if len(numbers) > 1 else 0
    if final == "~" and numbers and numbers[0] in TILDE_NUMBERS:
        return KEY_CODE[TILDE_NUMBERS[numbers[0]]] | mods
    if final in FINAL_LETTERS:
        return KEY_CODE[FINAL_LETTERS[final]] | mods
    return 27


@FACILITY.pure("EKEY>CHAR", 1, 2)
def ekey_to_char(x: int) -> Tuple[int, int]:
    """10.6.2.1306 ( x -- char flag )."""
    return (x, -1) if 0 <= cell(x) < 256 else (x, 0)


@FACILITY.pure("EKEY>FKEY", 1, 2)
def ekey_to_fkey(x: int) -> Tuple[int, int]:
    """10.6.2.1306.40 ( x -- u flag ): flag true for a special key (with its modifier bits in u)."""
    return x, flag(cell(x) >= FKEY_BASE)


@FACILITY.static("EKEY?", 0, 1)
def ekey_question(f: "Forth") -> int:
    return key_question(f)


FACILITY.pure("EMIT?", 0, 1)(lambda: -1)


@FACILITY.pure("MS", 1, 0)
def ms(u: int) -> None:
    """10.6.2.1905 ( u -- ) wait at least u milliseconds."""
    time.sleep(max(0, cell(u)) / 1000.0)


@FACILITY.pure("TIME&DATE", 0, 6)
def time_and_date() -> Tuple[int, int, int, int, int, int]:
    """10.6.2.2292 ( -- +n1 +n2 +n3 +n4 +n5 +n6 ) second minute hour day month year, local time."""
    t = time.localtime()
    return t.tm_sec, t.tm_min, t.tm_hour, t.tm_mday, t.tm_mon, t.tm_year


def key_constant(name: str, value: int) -> None:
    FACILITY.pure(name, 0, 1)(lambda: value)


for _name, _value in list(KEY_CODE.items()) + list(MASKS.items()):
    key_constant(_name, _value)


# ----- structures (10.6.2.0763 BEGIN-STRUCTURE, 10.6.2.0135 +FIELD, 10.6.2.1518 FIELD:, 10.6.2.0893 CFIELD:)
def offset_word(f: "Forth", name: str, offset: int) -> None:
    """A field: name ( addr1 -- addr2 ) adds ``offset``, inline in compiled words."""
    S = f.S

    def run() -> None:
        if not S:
            f.underflow()
        S[-1] += offset
    w = f.primitive(name, run)
    w.inline = lambda cg: cg.push(("bin", "+", cg.pop(), ("const", offset)))


@FACILITY.generic("+FIELD")
def plus_field(f: "Forth") -> None:
    """( n1 n2 "name" -- n3 ): name adds n1; n3 = n1 + n2."""
    n1, n2 = f.popn(2)
    offset_word(f, f.need_name(), n1)
    f.S.append(n1 + n2)


@FACILITY.generic("FIELD:")
def field_colon(f: "Forth") -> None:
    n1 = (f.pop() + 7) & ~7
    offset_word(f, f.need_name(), n1)
    f.S.append(n1 + 8)


@FACILITY.generic("CFIELD:")
def cfield_colon(f: "Forth") -> None:
    n1 = f.pop()
    offset_word(f, f.need_name(), n1)
    f.S.append(n1 + 1)


@FACILITY.generic("BEGIN-STRUCTURE")
def begin_structure(f: "Forth") -> None:
    """( "name" -- struct-sys 0 ): name ( -- +n ) the size END-STRUCTURE gives it."""
    w = f.new_cell_word(f.need_name())
    body = w.body
    S = f.S
    f.set_generic(w, lambda: S.append(f.fetch(body)))
    w.inline = lambda cg: cg.push(("const", f.fetch(body)))
    f.S.extend((body, 0))


@FACILITY.generic("END-STRUCTURE")
def end_structure(f: "Forth") -> None:
    body, n = f.popn(2)
    f.store(n, body)
