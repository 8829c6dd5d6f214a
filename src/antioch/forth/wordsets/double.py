"""The DOUBLE and DOUBLE EXT word sets (Forth-2012 8.6.1, 8.6.2); 2CONSTANT, 2VARIABLE and D. are with CORE.

A double-cell number is two cells, the low one deeper on the stack (Forth-2012 3.1.4.1).
"""
from typing import TYPE_CHECKING, Tuple

from antioch.forth.kernel import HALF, MASK, ForthError, cell, flag
from antioch.forth.registry import WordSet
from antioch.forth.wordsets.core_text import format_number

if TYPE_CHECKING:  # pragma: no cover
    from antioch.forth.system import Forth

DOUBLE = WordSet("DOUBLE")
DHALF = 1 << 127


def dval(lo: int, hi: int) -> int:
    """The signed value of the double (lo, hi)."""
    return (lo & MASK) | (cell(hi) << 64)


def udval(lo: int, hi: int) -> int:
    return (lo & MASK) | ((hi & MASK) << 64)


def dcells(d: int) -> Tuple[int, int]:
    """A value as a double (lo, hi), modulo 2**128."""
    return cell(d), cell(d >> 64)


@DOUBLE.generic("2LITERAL", immediate=True, compile_only=True)
def two_literal(f: "Forth") -> None:
    """8.6.1.0390 compiling ( x1 x2 -- ); at run time ( -- x1 x2 )."""
    lo, hi = f.popn(2)
    f.emit_token(("lit", lo))
    f.emit_token(("lit", hi))


@DOUBLE.pure("D+", 4, 2)
def d_plus(lo1: int, hi1: int, lo2: int, hi2: int) -> Tuple[int, int]:
    return dcells(dval(lo1, hi1) + dval(lo2, hi2))


@DOUBLE.pure("D-", 4, 2)
def d_minus(lo1: int, hi1: int, lo2: int, hi2: int) -> Tuple[int, int]:
    return dcells(dval(lo1, hi1) - dval(lo2, hi2))


@DOUBLE.static("D.R", 3, 0)
def d_dot_r(f: "Forth", lo: int, hi: int, width: int) -> None:
    f.emit_text(format_number(dval(lo, hi), f.fetch(16)).rjust(cell(width)))


@DOUBLE.pure("D0<", 2, 1)
def d_zero_less(lo: int, hi: int) -> int:
    return flag(cell(hi) < 0)


@DOUBLE.pure("D0=", 2, 1)
def d_zero_equals(lo: int, hi: int) -> int:
    return flag(dval(lo, hi) == 0)


@DOUBLE.pure("D2*", 2, 2)
def d_two_star(lo: int, hi: int) -> Tuple[int, int]:
    return dcells(dval(lo, hi) << 1)


@DOUBLE.pure("D2/", 2, 2)
def d_two_slash(lo: int, hi: int) -> Tuple[int, int]:
    return dcells(dval(lo, hi) >> 1)


@DOUBLE.pure("D<", 4, 1)
def d_less(lo1: int, hi1: int, lo2: int, hi2: int) -> int:
    return flag(dval(lo1, hi1) < dval(lo2, hi2))


@DOUBLE.pure("D=", 4, 1)
def d_equals(lo1: int, hi1: int, lo2: int, hi2: int) -> int:
    return flag(dval(lo1, hi1) == dval(lo2, hi2))


@DOUBLE.pure("D>S", 2, 1)
def d_to_s(lo: int, hi: int) -> int:
    return cell(lo)


@DOUBLE.pure("DABS", 2, 2)
def d_abs(lo: int, hi: int) -> Tuple[int, int]:
    return dcells(abs(dval(lo, hi)))


@DOUBLE.pure("DMAX", 4, 2)
def d_max(lo1: int, hi1: int, lo2: int, hi2: int) -> Tuple[int, int]:
    return dcells(max(dval(lo1, hi1), dval(lo2, hi2)))


@DOUBLE.pure("DMIN", 4, 2)
def d_min(lo1: int, hi1: int, lo2: int, hi2: int) -> Tuple[int, int]:
    return dcells(min(dval(lo1, hi1), dval(lo2, hi2)))


@DOUBLE.pure("DNEGATE", 2, 2)
def d_negate(lo: int, hi: int) -> Tuple[int, int]:
    return dcells(-dval(lo, hi))


@DOUBLE.pure("M*/", 4, 2)
def m_star_slash(lo: int, hi: int, n1: int, n2: int) -> Tuple[int, int]:
    """8.6.1.1820 ( d1 n1 +n2 -- d2 ) through a triple-cell product; the quotient is floored, as in gforth."""
    n2 = cell(n2)
    if n2 == 0:
        raise ForthError(-10)
    q = (dval(lo, hi) * cell(n1)) // n2
    if not -DHALF <= q < DHALF:
        raise ForthError(-11)
    return dcells(q)


@DOUBLE.pure("M+", 3, 2)
def m_plus(lo: int, hi: int, n: int) -> Tuple[int, int]:
    return dcells(dval(lo, hi) + cell(n))


@DOUBLE.generic("2ROT")
def two_rot(f: "Forth") -> None:
    """8.6.2.0420 ( x1 x2 x3 x4 x5 x6 -- x3 x4 x5 x6 x1 x2 )."""
    S = f.S
    if len(S) < 6:
        f.underflow()
    S.extend(S[-6:-4])
    del S[-8:-6]


@DOUBLE.generic("2VALUE")
def two_value(f: "Forth") -> None:
    """8.6.2.0435 ( x1 x2 "name" -- ); name ( -- x1 x2 ); TO name ( x1 x2 -- )."""
    name = f.need_name()
    lo, hi = f.popn(2)
    f.align()
    body = f.here
    f.comma(hi)
    f.comma(lo)
    w = f.new_word(name)
    w.body = body
    w.to_store = "2!"
    fetch = f.word_named("2@")
    S = f.S
    f.set_generic(w, lambda: S.extend(fetch.func(body)))

    def inline(cg: object) -> None:
        cg.push(("const", body))  # type: ignore[attr-defined]
        cg.call_word(fetch)  # type: ignore[attr-defined]
    w.inline = inline


@DOUBLE.pure("DU<", 4, 1)
def d_u_less(lo1: int, hi1: int, lo2: int, hi2: int) -> int:
    return flag(udval(lo1, hi1) < udval(lo2, hi2))


__all__ = ["DOUBLE", "HALF"]
