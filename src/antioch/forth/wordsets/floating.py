"""The FLOATING and FLOATING EXT word sets (Forth-2012 12.6.1, 12.6.2): IEEE doubles on a separate stack.

The float stack is a Python list of floats (``Forth.FS``); a word that uses it keeps its data-stack effect, so it
stays a static word when compiled. A float is 8 bytes in memory, little-endian IEEE 754 (DF@ and F@ are the same;
SF@ reads 4 bytes); float alignment is the cell's. Arithmetic follows IEEE 754 as Python's float does: 1E 0E F/
is +inf, -1E FSQRT is nan (as in gforth); an empty float stack is -45. A float literal (12.3.7) is read when BASE is
ten: 1E 1.5E0 -2.5e-3 +1E+2.
"""
import math
import re
import struct
from typing import TYPE_CHECKING, Callable, List, Tuple

from antioch.forth.kernel import BASE_ADDR, MASK, ForthError, cell, check_span, flag
from antioch.forth.ranges import norm
from antioch.forth.registry import WordSet
from antioch.forth.wordsets.facility import offset_word

if TYPE_CHECKING:  # pragma: no cover
    from antioch.forth.codegen import CodeGen
    from antioch.forth.system import Forth

FLOATING = WordSet("FLOATING")
FLOAT_SIZE, SFLOAT_SIZE = 8, 4
DEFAULT_PRECISION = 15
MAX_PRECISION = 17
_D = struct.Struct("<d")
_SF = struct.Struct("<f")
# 12.3.7: <significand><exponent>, the exponent required (the text interpreter's float literal)
LITERAL = re.compile(r"^[+-]?\d+(\.\d*)?[Ee][+-]?\d*$")
# 12.6.1.0558 >FLOAT: the exponent may be missing, or be a sign alone; D or E
TO_FLOAT = re.compile(r"^([+-]?(?:\d+(?:\.\d*)?|\.\d+))(?:(?:[DdEe][+-]?|[+-])(\d*))?$")


def fpop(f: "Forth") -> float:
    try:
        return f.FS.pop()
    except IndexError:
        raise ForthError(-45) from None


def fpopn(f: "Forth", n: int) -> List[float]:
    FS = f.FS
    if len(FS) < n:
        raise ForthError(-45)
    vals = [FS.pop() for _ in range(n)]
    vals.reverse()
    return vals


def to_float(text: str) -> "float | None":
    """The value of a >FLOAT string, or None (a string of blanks is zero)."""
    if not text.strip(" "):
        return 0.0
    m = TO_FLOAT.match(text)
    if m is None:
        return None
    mantissa, exponent = m.group(1), m.group(2)
    sign_exp = text[m.end(1):].lstrip("DdEe")
    if exponent:
        value = float("%se%s%s" % (mantissa, "-" if sign_exp.startswith("-") else "", exponent))
    else:
        value = float(mantissa)
    return value


def safe(fn: Callable[..., float]) -> Callable[..., float]:
    """``fn`` with IEEE results for Python's math errors: nan for a domain error, inf for an overflow."""
    def run(*args: float) -> float:
        try:
            return fn(*args)
        except ValueError:
            return math.nan
        except OverflowError:
            return math.inf
        except ZeroDivisionError:
            return math.copysign(math.inf, args[0]) if args[0] else math.nan
    return run


def install_recognizer(f: "Forth") -> None:
    """Float literals in the text interpreter: pushed, or compiled as FLITERAL; the compiler's helpers."""
    f.precision = DEFAULT_PRECISION  # type: ignore[attr-defined]
    f.G["_fpop"] = f.FS.pop          # an empty deque's IndexError is -45 (Forth.translate)
    f.G["_fextend"] = f.FS.extend

    def recognize(name: str) -> bool:
        if f.fetch(BASE_ADDR) != 10 or not LITERAL.match(name):
            return False
        value = to_float(name)
        if value is None:
            return False
        if f.state:
            compile_float(f, value)
        else:
            f.FS.append(value)
        return True
    f.recognizers.append(recognize)


def compile_float(f: "Forth", value: float) -> None:
    """Compile ``value`` as a literal (a constant of the code; a word that pushes it when inf or nan)."""
    if math.isfinite(value):
        f.emit_token(("flit", value))
        return
    FS = f.FS
    w = f.new_word("", hidden=True)
    f.set_static(w, lambda: FS.append(value), 0, 0)
    f.compile_call(w)


# ----- 12.6.1: the stack, arithmetic, memory
@FLOATING.static(">FLOAT", 2, 1)
def to_float_word(f: "Forth", a: int, n: int) -> int:
    """12.6.1.0558 ( c-addr u -- true | false ) (F: -- r | ): the string as a float."""
    value = to_float(f.string_at(a, n))
    if value is None:
        return 0
    f.FS.append(value)
    return -1


@FLOATING.static("D>F", 2, 0)
def d_to_f(f: "Forth", lo: int, hi: int) -> None:
    f.FS.append(float((lo & MASK) | (cell(hi) << 64)))


@FLOATING.static("F!", 1, 0)
def f_store(f: "Forth", a: int) -> None:
    check_span(a, FLOAT_SIZE)
    _D.pack_into(f.mem, a, fpop(f))


@FLOATING.static("F@", 1, 0)
def f_fetch(f: "Forth", a: int) -> None:
    check_span(a, FLOAT_SIZE)
    f.FS.append(_D.unpack_from(f.mem, a)[0])


def binary(name: str, op: Callable[[float, float], float]) -> None:
    def run(f: "Forth") -> None:
        FS = f.FS
        if len(FS) < 2:
            raise ForthError(-45)
        b = FS.pop()
        FS[-1] = op(FS[-1], b)
    FLOATING.static(name, 0, 0)(run)


binary("F*", lambda a, b: a * b)
binary("F+", lambda a, b: a + b)
binary("F-", lambda a, b: a - b)
binary("F/", lambda a, b: a / b)     # by zero: -42 (Python's ZeroDivisionError, as compiled code raises it)


def predicate(name: str, k: int, test: Callable[..., bool]) -> None:
    def run(f: "Forth") -> int:
        return flag(test(*fpopn(f, k)))
    FLOATING.static(name, 0, 1)(run)


predicate("F0<", 1, lambda r: r < 0)
predicate("F0=", 1, lambda r: r == 0)
predicate("F<", 2, lambda a, b: a < b)


@FLOATING.static("F>D", 0, 2)
def f_to_d(f: "Forth") -> Tuple[int, int]:
    r = fpop(f)
    if not math.isfinite(r):
        raise ForthError(-11)
    d = int(r)
    return cell(d), cell(d >> 64)


@FLOATING.generic("FALIGN")
def falign(f: "Forth") -> None:
    f.align()


FLOATING.pure("FALIGNED", 1, 1)(lambda a: (a + 7) & ~7)


@FLOATING.generic("FCONSTANT")
def fconstant(f: "Forth") -> None:
    name = f.need_name()
    value = fpop(f)
    FS = f.FS
    f.static_primitive(name, lambda: FS.append(value), 0, 0)


@FLOATING.static("FDEPTH", 0, 1)
def fdepth(f: "Forth") -> int:
    return len(f.FS)


def shuffle(name: str, k: int, pattern: Tuple[int, ...]) -> None:
    def run(f: "Forth") -> None:
        items = fpopn(f, k)
        f.FS.extend(items[j] for j in pattern)
    FLOATING.static(name, 0, 0)(run)


shuffle("FDROP", 1, ())
shuffle("FDUP", 1, (0, 0))
shuffle("FOVER", 2, (0, 1, 0))
shuffle("FROT", 3, (1, 2, 0))
shuffle("FSWAP", 2, (1, 0))


@FLOATING.generic("FLITERAL", immediate=True, compile_only=True)
def fliteral(f: "Forth") -> None:
    compile_float(f, fpop(f))


FLOATING.pure("FLOAT+", 1, 1)(lambda a: a + FLOAT_SIZE)
FLOATING.pure("FLOATS", 1, 1)(lambda n: cell(n * FLOAT_SIZE))


def unary(name: str, fn: Callable[[float], float]) -> None:
    fn = safe(fn)

    def run(f: "Forth") -> None:
        FS = f.FS
        if not FS:
            raise ForthError(-45)
        FS[-1] = fn(FS[-1])
    FLOATING.static(name, 0, 0)(run)


def whole(fn: Callable[[float], float]) -> Callable[[float], float]:
    """A rounding function that leaves inf and nan as they are."""
    return lambda r: float(fn(r)) if math.isfinite(r) else r


unary("FLOOR", whole(math.floor))
binary("FMAX", lambda a, b: a if a > b or math.isnan(a) else b)
binary("FMIN", lambda a, b: a if a < b or math.isnan(a) else b)
unary("FNEGATE", lambda r: -r)
unary("FROUND", whole(round))        # to the nearest, ties to even (IEEE 754's default)


@FLOATING.generic("FVARIABLE")
def fvariable(f: "Forth") -> None:
    f.interpret_word("CREATE")
    f.comma(0)


@FLOATING.static("REPRESENT", 2, 3)
def represent(f: "Forth", a: int, u: int) -> Tuple[int, int, int]:
    """12.6.1.2143 ( c-addr u -- n flag1 flag2 ) (F: r -- ): u significant digits, r = 0.digits * 10**n."""
    r = fpop(f)
    u = max(1, min(cell(u), 64))
    check_span(a, u)
    negative = flag(math.copysign(1.0, r) < 0)
    if not math.isfinite(r):
        text = ("inf" if math.isinf(r) else "nan").ljust(u)[:u].encode()
        f.mem[a:a + u] = text
        return 0, negative, 0
    digits, exponent = significant_digits(abs(r), u)
    f.mem[a:a + u] = digits.encode()
    return exponent, negative, -1


def significant_digits(r: float, u: int) -> Tuple[str, int]:
    """(u digits, n) with r = 0.digits * 10**n, rounded to u digits."""
    if r == 0:
        return "0" * u, 1
    text = "%.*e" % (u - 1, r)
    mantissa, exponent = text.split("e")
    return mantissa.replace(".", ""), int(exponent) + 1


# ----- 12.6.2: output, functions, single and double floats in memory, FVALUE, fields
def fixed(r: float, precision: int) -> str:
    """F.: fixed-point, ``precision`` significant digits, trailing zeros dropped, the point always written."""
    if not math.isfinite(r):
        return repr(r)
    digits, n = significant_digits(abs(r), precision)
    sign = "-" if math.copysign(1.0, r) < 0 and r != 0 else ""
    if n <= 0:
        whole_part, frac = "0", "0" * -n + digits
    elif n >= len(digits):
        whole_part, frac = digits + "0" * (n - len(digits)), ""
    else:
        whole_part, frac = digits[:n], digits[n:]
    return "%s%s.%s" % (sign, whole_part, frac.rstrip("0"))


def scientific(r: float, precision: int, engineering: bool) -> str:
    """FS. (one digit before the point) and FE. (an exponent that is a multiple of three)."""
    if not math.isfinite(r):
        return repr(r)
    digits, n = significant_digits(abs(r), precision)
    exponent = n - 1
    lead = 1
    if engineering and r != 0:
        lead = 1 + exponent % 3
        exponent -= exponent % 3
    sign = "-" if math.copysign(1.0, r) < 0 and r != 0 else ""
    digits = digits.ljust(lead, "0")
    return "%s%s.%sE%d" % (sign, digits[:lead], digits[lead:], exponent)


@FLOATING.static("F.", 0, 0)
def f_dot(f: "Forth") -> None:
    f.emit_text(fixed(fpop(f), f.precision) + " ")  # type: ignore[attr-defined]


@FLOATING.static("FE.", 0, 0)
def f_e_dot(f: "Forth") -> None:
    f.emit_text(scientific(fpop(f), f.precision, True) + " ")  # type: ignore[attr-defined]


@FLOATING.static("FS.", 0, 0)
def f_s_dot(f: "Forth") -> None:
    f.emit_text(scientific(fpop(f), f.precision, False) + " ")  # type: ignore[attr-defined]


@FLOATING.static("F>S", 0, 1)
def f_to_s(f: "Forth") -> int:
    r = fpop(f)
    if not math.isfinite(r):
        raise ForthError(-11)
    return cell(int(r))


@FLOATING.static("S>F", 1, 0)
def s_to_f(f: "Forth", n: int) -> None:
    f.FS.append(float(cell(n)))


binary("F**", safe(lambda a, b: a ** b if not (a < 0 and b != int(b)) else math.nan))
unary("FABS", abs)
for _name, _fn in [("FACOS", math.acos), ("FACOSH", math.acosh), ("FASIN", math.asin), ("FASINH", math.asinh),
                   ("FATAN", math.atan), ("FATANH", math.atanh), ("FCOS", math.cos), ("FCOSH", math.cosh),
                   ("FEXP", math.exp), ("FEXPM1", math.expm1), ("FLNP1", math.log1p), ("FSIN", math.sin),
                   ("FSINH", math.sinh), ("FSQRT", math.sqrt), ("FTAN", math.tan), ("FTANH", math.tanh),
                   ("FALOG", lambda r: 10.0 ** r), ("FTRUNC", whole(math.trunc))]:
    unary(_name, _fn)
unary("FLN", lambda r: math.log(r) if r > 0 else (-math.inf if r == 0 else math.nan))
unary("FLOG", lambda r: math.log10(r) if r > 0 else (-math.inf if r == 0 else math.nan))
binary("FATAN2", math.atan2)


@FLOATING.static("FSINCOS", 0, 0)
def fsincos(f: "Forth") -> None:
    r = fpop(f)
    f.FS.extend((math.sin(r), math.cos(r)) if math.isfinite(r) else (math.nan, math.nan))


@FLOATING.static("F~", 0, 1)
def f_proximate(f: "Forth") -> int:
    """12.6.2.1640 ( -- flag ) (F: r1 r2 r3 -- ): r3 > 0 absolute, r3 = 0 exact (bits), r3 < 0 relative."""
    r1, r2, r3 = fpopn(f, 3)
    if r3 > 0:
        return flag(abs(r1 - r2) < r3)
    if r3 == 0:
        return flag(_D.pack(r1) == _D.pack(r2))
    return flag(abs(r1 - r2) < abs(r3) * (abs(r1) + abs(r2)))


@FLOATING.static("PRECISION", 0, 1)
def precision(f: "Forth") -> int:
    return f.precision  # type: ignore[attr-defined]


@FLOATING.static("SET-PRECISION", 1, 0)
def set_precision(f: "Forth", u: int) -> None:
    f.precision = max(1, min(cell(u), MAX_PRECISION))  # type: ignore[attr-defined]


@FLOATING.static("SF!", 1, 0)
def sf_store(f: "Forth", a: int) -> None:
    check_span(a, SFLOAT_SIZE)
    r = fpop(f)
    try:
        _SF.pack_into(f.mem, a, r)
    except OverflowError:
        _SF.pack_into(f.mem, a, math.copysign(math.inf, r))


@FLOATING.static("SF@", 1, 0)
def sf_fetch(f: "Forth", a: int) -> None:
    check_span(a, SFLOAT_SIZE)
    f.FS.append(_SF.unpack_from(f.mem, a)[0])


@FLOATING.static("DF!", 1, 0)
def df_store(f: "Forth", a: int) -> None:
    f_store(f, a)


@FLOATING.static("DF@", 1, 0)
def df_fetch(f: "Forth", a: int) -> None:
    f_fetch(f, a)


for _prefix, _size in (("SF", SFLOAT_SIZE), ("DF", FLOAT_SIZE)):
    FLOATING.generic(_prefix + "ALIGN")(falign)
    FLOATING.pure(_prefix + "ALIGNED", 1, 1)(lambda a, s=_size: (a + s - 1) & ~(s - 1))
    FLOATING.pure(_prefix + "LOAT+", 1, 1)(lambda a, s=_size: a + s)
    FLOATING.pure(_prefix + "LOATS", 1, 1)(lambda n, s=_size: cell(n * s))


@FLOATING.generic("FVALUE")
def fvalue(f: "Forth") -> None:
    """12.6.2.1628 ( "name" -- ) (F: r -- ); name (F: -- r); TO name (F: r -- )."""
    name = f.need_name()
    value = fpop(f)
    f.align()
    body = f.here
    f.allot(FLOAT_SIZE)
    _D.pack_into(f.mem, body, value)
    w = f.new_word(name)
    w.body = body
    w.to_store = "F!"
    FS, mem = f.FS, f.mem
    f.set_static(w, lambda: FS.append(_D.unpack_from(mem, body)[0]), 0, 0)


def field(f: "Forth", size: int) -> None:
    n1 = (f.pop() + size - 1) & ~(size - 1)
    offset_word(f, f.need_name(), n1)
    f.S.append(n1 + size)


FLOATING.generic("FFIELD:")(lambda f: field(f, FLOAT_SIZE))
FLOATING.generic("DFFIELD:")(lambda f: field(f, FLOAT_SIZE))
FLOATING.generic("SFFIELD:")(lambda f: field(f, SFLOAT_SIZE))


# ----- compiled forms: the floats of a definition as items of the code generator (CodeGen.fstack)
def inline_binary(name: str, op: str) -> None:
    def gen(f: "Forth", cg: "CodeGen") -> None:
        a, b = cg.fpopn(2)
        # an integer beside a float converts as float() would (Python's mixed arithmetic): no conversion needed
        if a[0] == "tofloat" and b[0] != "tofloat":
            a = a[1]
        elif b[0] == "tofloat" and a[0] != "tofloat":
            b = b[1]
        cg.fstack.append(("bin", op, a, b))
    FLOATING.inline(name)(gen)


for _name, _op in (("F+", "+"), ("F-", "-"), ("F*", "*"), ("F/", "/")):
    inline_binary(_name, _op)


@FLOATING.inline("FNEGATE")
def fnegate_inline(f: "Forth", cg: "CodeGen") -> None:
    cg.fstack.append(("neg", cg.fpopn(1)[0]))


def inline_shuffle(name: str, k: int, pattern: Tuple[int, ...]) -> None:
    def gen(f: "Forth", cg: "CodeGen") -> None:
        items = cg.fpopn(k)
        for j in range(k):
            if pattern.count(j) > 1:
                items[j] = cg.materialize(items[j])
        cg.fstack.extend(items[j] for j in pattern)
    FLOATING.inline(name)(gen)


for _name, _k, _pattern in (("FDROP", 1, ()), ("FDUP", 1, (0, 0)), ("FOVER", 2, (0, 1, 0)),
                            ("FROT", 3, (1, 2, 0)), ("FSWAP", 2, (1, 0))):
    inline_shuffle(_name, _k, _pattern)


@FLOATING.inline("S>F")
def s_to_f_inline(f: "Forth", cg: "CodeGen") -> None:
    """The cell as an item "tofloat": x + 0.0 where it must be a float, x itself beside a float."""
    cg.fstack.append(("tofloat", norm(cg.pop())))


def inline_compare(name: str, op: str, k: int) -> None:
    def gen(f: "Forth", cg: "CodeGen") -> None:
        items = cg.fpopn(k)
        a, b = (items[0], ("const", 0.0)) if k == 1 else items
        cg.push(cg.materialize(("cmp", op, a, b)))
    FLOATING.inline(name)(gen)


inline_compare("F0<", "<", 1)
inline_compare("F0=", "==", 1)
inline_compare("F<", "<", 2)
