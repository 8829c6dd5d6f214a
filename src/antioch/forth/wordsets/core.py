"""CORE and CORE EXT, the primitives: stack, arithmetic, comparison, memory (Forth-2012 6.1, 6.2).

Each primitive has a run-time behaviour on the shared stack (used by the interpreter and EXECUTE) and, where it
can, a compile-time expansion on the compiler's item stack (:class:`antioch.forth.codegen.CodeGen`), so that
``DUP 1-`` in a definition is ``x - 1`` in the code object and not two calls.
"""
import operator
import struct
from typing import TYPE_CHECKING, Any, Callable, List, Sequence, Tuple

from antioch.forth.kernel import HALF, MASK, ForthError, address, cell, check_span, flag
from antioch.forth.ranges import Item, norm
from antioch.forth.registry import WordSet

if TYPE_CHECKING:  # pragma: no cover
    from antioch.forth.codegen import CodeGen
    from antioch.forth.system import Forth

CORE = WordSet("CORE")
_Q = struct.Struct("<q")
SIMPLE_KINDS = ("const", "local", "flag")

# ----- stack shuffles: (name, how many items they take, the items they leave, by index of those taken)
SHUFFLES: List[Tuple[str, int, Sequence[int]]] = [
    ("DUP", 1, (0, 0)), ("DROP", 1, ()), ("SWAP", 2, (1, 0)), ("OVER", 2, (0, 1, 0)), ("ROT", 3, (1, 2, 0)),
    ("NIP", 2, (1,)), ("TUCK", 2, (1, 0, 1)), ("2DUP", 2, (0, 1, 0, 1)), ("2DROP", 2, ()),
    ("2SWAP", 4, (2, 3, 0, 1)), ("2OVER", 4, (0, 1, 2, 3, 0, 1)),
]


def shuffle(name: str, k: int, pattern: Sequence[int]) -> None:
    def run(f: "Forth") -> None:
        S = f.S
        if len(S) < k:
            f.underflow()
        items = S[len(S) - k:]
        del S[len(S) - k:]
        S.extend([items[j] for j in pattern])

    def gen(f: "Forth", cg: "CodeGen") -> None:
        items = cg.popn(k)
        for j in range(k):
            if pattern.count(j) > 1 and items[j][0] not in SIMPLE_KINDS:
                items[j] = cg.materialize(items[j])
        for j in pattern:
            cg.push(items[j])
    CORE.generic(name)(run)
    CORE.inline(name)(gen)


for _name, _k, _pattern in SHUFFLES:
    shuffle(_name, _k, _pattern)


# ----- binary operators exact modulo 2**64 on unwrapped Python ints (docs/forth-implementation.md)
def binary(name: str, op: str, fn: Callable[[int, int], int], wrap: bool = False) -> None:
    def run(f: "Forth") -> None:
        S = f.S
        if len(S) < 2:
            f.underflow()
        b = S.pop()
        S[-1] = fn(S[-1], b)

    def gen(f: "Forth", cg: "CodeGen") -> None:
        a, b = cg.popn(2)
        it: Item = ("bin", op, a, b)
        cg.push(norm(it) if wrap else it)
    CORE.generic(name)(run)
    CORE.inline(name)(gen)


binary("+", "+", operator.add)
binary("-", "-", operator.sub)
binary("AND", "&", operator.and_)
binary("OR", "|", operator.or_)
binary("XOR", "^", operator.xor)
binary("*", "*", lambda a, b: cell(a * b), wrap=True)


def unary(name: str, fn: Callable[[int], int], gen: Callable[["CodeGen"], None]) -> None:
    def run(f: "Forth") -> None:
        S = f.S
        if not S:
            f.underflow()
        S[-1] = fn(S[-1])
    CORE.generic(name)(run)
    CORE.inline(name)(lambda f, cg: gen(cg))


def push_kind(kind: str) -> Callable[["CodeGen"], None]:
    return lambda cg: cg.push((kind, cg.pop()))


def push_with_constant(op: str, c: int, wrap: bool = False) -> Callable[["CodeGen"], None]:
    def gen(cg: "CodeGen") -> None:
        it: Item = ("bin", op, cg.pop(), ("const", c))
        cg.push(norm(it) if wrap else it)
    return gen


unary("NEGATE", operator.neg, push_kind("neg"))
unary("INVERT", operator.invert, push_kind("inv"))
unary("1+", lambda a: a + 1, push_with_constant("+", 1))
unary("1-", lambda a: a - 1, push_with_constant("-", 1))
unary("2*", lambda a: cell(a << 1), push_with_constant("<<", 1, wrap=True))
unary("CELL+", lambda a: a + 8, push_with_constant("+", 8))
unary("CELLS", lambda a: cell(a << 3), push_with_constant("<<", 3, wrap=True))
unary("CHAR+", lambda a: a + 1, push_with_constant("+", 1))
unary("CHARS", lambda a: a, lambda cg: None)


# ----- comparisons of signed cells (unsigned ones on the cells' bit patterns)
def comparison(name: str, op: str, fn: Callable[[int, int], bool], zero: bool = False,
               unsigned: bool = False) -> None:
    def run(f: "Forth") -> None:
        S = f.S
        if zero:
            if not S:
                f.underflow()
            S[-1] = flag(fn(cell(S[-1]), 0))
        else:
            if len(S) < 2:
                f.underflow()
            b = S.pop()
            S[-1] = flag(fn(cell(S[-1]), cell(b)))

    def gen(f: "Forth", cg: "CodeGen") -> None:
        if zero:
            a, b = cg.pop(), ("const", 0)
        else:
            a, b = cg.popn(2)
        if unsigned:
            cg.push(("cmp", op, ("bin", "&", a, ("const", MASK)), ("bin", "&", b, ("const", MASK))))
        else:
            cg.push(("cmp", op, norm(a), norm(b)))
    CORE.generic(name)(run)
    CORE.inline(name)(gen)


_OPS = {"==": operator.eq, "!=": operator.ne, "<": operator.lt, ">": operator.gt}
for _name, _op in [("=", "=="), ("<>", "!="), ("<", "<"), (">", ">")]:
    comparison(_name, _op, _OPS[_op])
for _name, _op in [("0=", "=="), ("0<>", "!="), ("0<", "<"), ("0>", ">")]:
    comparison(_name, _op, _OPS[_op], zero=True)
comparison("U<", "<", lambda a, b: (a & MASK) < (b & MASK), unsigned=True)
comparison("U>", ">", lambda a, b: (a & MASK) > (b & MASK), unsigned=True)


# ----- division and the rest of the arithmetic (static words: arguments in, results out)
def divide(a: int, b: int) -> Tuple[int, int]:
    """Symmetric division of the exact ``a`` (our choice for / MOD /MOD */ */MOD; Forth-2012 3.2.2.1)."""
    b = cell(b)
    if b == 0:
        raise ForthError(-10)
    q = abs(a) // abs(b)
    if (a < 0) != (b < 0):
        q = -q
    return a - q * b, q


@CORE.pure("/", 2, 1)
def slash(a: int, b: int) -> int:
    return cell(divide(cell(a), b)[1])


@CORE.pure("MOD", 2, 1)
def mod(a: int, b: int) -> int:
    return divide(cell(a), b)[0]


@CORE.pure("/MOD", 2, 2)
def slash_mod(a: int, b: int) -> Tuple[int, int]:
    r, q = divide(cell(a), b)
    return r, cell(q)


@CORE.pure("*/MOD", 3, 2)
def star_slash_mod(a: int, b: int, c: int) -> Tuple[int, int]:
    r, q = divide(cell(a) * cell(b), c)
    if not -HALF <= q < HALF:
        raise ForthError(-11)
    return r, q


@CORE.pure("*/", 3, 1)
def star_slash(a: int, b: int, c: int) -> int:
    return star_slash_mod(a, b, c)[1]


CORE.pure("ABS", 1, 1)(lambda a: cell(abs(cell(a))))
CORE.pure("MIN", 2, 1)(lambda a, b: min(cell(a), cell(b)))
CORE.pure("MAX", 2, 1)(lambda a, b: max(cell(a), cell(b)))


@CORE.pure("LSHIFT", 2, 1)
def lshift(a: int, n: int) -> int:
    n &= MASK
    return cell(a << n) if n < 64 else 0


@CORE.pure("RSHIFT", 2, 1)
def rshift(a: int, n: int) -> int:
    n &= MASK
    return cell((a & MASK) >> n) if n < 64 else 0


CORE.pure("2/", 1, 1)(lambda a: cell(a) >> 1)


@CORE.pure("WITHIN", 3, 1)
def within(n: int, lo: int, hi: int) -> int:
    """6.2.2440: (n - lo) U< (hi - lo)."""
    return flag(((n - lo) & MASK) < ((hi - lo) & MASK))


# double cells: low cell deeper on the stack (Forth-2012 3.1.4.1)
def dpush(d: int) -> Tuple[int, int]:
    return cell(d), cell(d >> 64)


def dval(lo: int, hi: int) -> int:
    return (lo & MASK) | (cell(hi) << 64)


CORE.pure("S>D", 1, 2)(lambda a: dpush(cell(a)))
CORE.pure("M*", 2, 2)(lambda a, b: dpush(cell(a) * cell(b)))
CORE.pure("UM*", 2, 2)(lambda a, b: dpush((a & MASK) * (b & MASK)))


@CORE.pure("UM/MOD", 3, 2)
def um_slash_mod(lo: int, hi: int, u: int) -> Tuple[int, int]:
    d = (lo & MASK) | ((hi & MASK) << 64)
    u &= MASK
    if u == 0:
        raise ForthError(-10)
    q, r = divmod(d, u)
    if q > MASK:
        raise ForthError(-11)
    return r, cell(q)


@CORE.pure("FM/MOD", 3, 2)
def fm_slash_mod(lo: int, hi: int, n: int) -> Tuple[int, int]:
    d, n = dval(lo, hi), cell(n)
    if n == 0:
        raise ForthError(-10)
    q, r = divmod(d, n)          # Python's divmod is floored
    if not -HALF <= q < HALF:
        raise ForthError(-11)
    return r, q


@CORE.pure("SM/REM", 3, 2)
def sm_slash_rem(lo: int, hi: int, n: int) -> Tuple[int, int]:
    d, n = dval(lo, hi), cell(n)
    if n == 0:
        raise ForthError(-10)
    q = abs(d) // abs(n)
    if (d < 0) != (n < 0):
        q = -q
    if not -HALF <= q < HALF:
        raise ForthError(-11)
    return d - q * n, q


# ----- memory: a flat bytearray, cells little-endian 64-bit (Forth-2012 3.3.3). An address below zero must not
# count from the end of the bytearray: -9 (struct and indexing raise the same for one past the end)
@CORE.factory("@", 1, 1)
def fetch(f: "Forth") -> Callable[..., Any]:
    mem = f.mem

    def run(a: int) -> int:
        return int(_Q.unpack_from(mem, a if a >= 0 else address(a))[0])
    return run


@CORE.factory("!", 2, 0)
def store(f: "Forth") -> Callable[..., Any]:
    mem = f.mem

    def run(x: int, a: int) -> None:
        _Q.pack_into(mem, a if a >= 0 else address(a), cell(x))
    return run


@CORE.factory("+!", 2, 0)
def plus_store(f: "Forth") -> Callable[..., Any]:
    mem = f.mem

    def run(x: int, a: int) -> None:
        a = a if a >= 0 else address(a)
        _Q.pack_into(mem, a, cell(_Q.unpack_from(mem, a)[0] + x))
    return run


@CORE.factory("C@", 1, 1)
def c_fetch(f: "Forth") -> Callable[..., Any]:
    mem = f.mem
    return lambda a: mem[a if a >= 0 else address(a)]


@CORE.inline("C@")
def c_fetch_inline(f: "Forth", cg: "CodeGen") -> None:
    cg.subscript("_M", cg.pop())


@CORE.factory("C!", 2, 0)
def c_store(f: "Forth") -> Callable[..., Any]:
    mem = f.mem

    def run(x: int, a: int) -> None:
        mem[a if a >= 0 else address(a)] = x & 255
    return run


@CORE.inline("C!")
def c_store_inline(f: "Forth", cg: "CodeGen") -> None:
    x, a = cg.popn(2)
    cg.store_subscript("_M", ("bin", "&", x, ("const", 255)), a)


@CORE.factory("2@", 1, 2)
def two_fetch(f: "Forth") -> Callable[..., Any]:
    mem = f.mem

    def run(a: int) -> Tuple[int, int]:
        a = a if a >= 0 else address(a)
        return _Q.unpack_from(mem, a + 8)[0], _Q.unpack_from(mem, a)[0]
    return run


@CORE.factory("2!", 3, 0)
def two_store(f: "Forth") -> Callable[..., Any]:
    mem = f.mem

    def run(lo: int, hi: int, a: int) -> None:
        a = a if a >= 0 else address(a)
        _Q.pack_into(mem, a, cell(hi))
        _Q.pack_into(mem, a + 8, cell(lo))
    return run


CORE.pure("ALIGNED", 1, 1)(lambda a: (a + 7) & ~7)


@CORE.static("FILL", 3, 0)
def fill(f: "Forth", a: int, n: int, c: int) -> None:
    n = cell(n)
    if n > 0:
        check_span(cell(a), n)
        f.mem[a:a + n] = bytes([c & 255]) * n


@CORE.static("ERASE", 2, 0)
def erase(f: "Forth", a: int, n: int) -> None:
    fill(f, a, n, 0)


@CORE.static("MOVE", 3, 0)
def move(f: "Forth", src: int, dst: int, n: int) -> None:
    n = cell(n)
    if n > 0:
        check_span(cell(src), n)
        check_span(cell(dst), n)
        f.mem[dst:dst + n] = f.mem[src:src + n]


@CORE.static("COUNT", 1, 2)
def count(f: "Forth", a: int) -> Tuple[int, int]:
    return a + 1, f.mem[a if a >= 0 else address(a)]


CORE.constant("TRUE", -1)
CORE.constant("FALSE", 0)
CORE.constant("BL", 32)


# ----- words whose stack effect depends on the data: generic
@CORE.generic("?DUP")
def question_dup(f: "Forth") -> None:
    S = f.S
    if not S:
        f.underflow()
    if cell(S[-1]):
        S.append(S[-1])


CORE.generic("DEPTH")(lambda f: f.S.append(len(f.S)))


@CORE.generic("PICK")
def pick(f: "Forth") -> None:
    S = f.S
    n = f.pop()
    if not 0 <= n < len(S):
        f.underflow()
    S.append(S[-1 - n])


@CORE.inline("PICK")
def pick_inline(f: "Forth", cg: "CodeGen") -> None:
    """A constant index below 16 picks an item of the compile-time stack; another index is a generic call."""
    n = cg.stack[-1] if cg.stack else None
    if n is not None and n[0] == "const" and 0 <= n[1] < 16:
        cg.pop()
        cg.need(n[1] + 1)
        it = cg.stack[-1 - n[1]]
        if it[0] not in SIMPLE_KINDS:
            it = cg.stack[-1 - n[1]] = cg.materialize(it)
        cg.push(it)
    else:
        cg.call_generic(f.word_named("PICK").gname)


@CORE.generic("ROLL")
def roll(f: "Forth") -> None:
    S = f.S
    n = f.pop()
    if not 0 <= n < len(S):
        f.underflow()
    if n:
        S.append(S.pop(-1 - n))
