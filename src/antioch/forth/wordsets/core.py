"""The primitive words: stack, arithmetic, comparison, memory (Forth-2012 6.1, 6.2).

Each primitive has a run-time behaviour on the shared stack (used by the interpreter and EXECUTE) and, where it
can, a compile-time expansion on the compiler's item stack (:class:`antioch.forth.compiler.CodeGen`), so that
``DUP 1-`` in a definition is ``x - 1`` in the code object and not two calls.
"""
import struct
from typing import TYPE_CHECKING, Any, Callable, List, Sequence, Tuple

from antioch.forth.codegen import CodeGen
from antioch.forth.kernel import HALF, MASK, address, cell, check_span, flag
from antioch.forth.ranges import Item, norm

if TYPE_CHECKING:  # pragma: no cover
    from antioch.forth.system import Forth


_Q = struct.Struct("<q")


# ----- stack shuffles: (name, how many items they take, the items they leave, by index of those taken)
SHUFFLES: List[Tuple[str, int, Sequence[int]]] = [
    ("DUP", 1, (0, 0)), ("DROP", 1, ()), ("SWAP", 2, (1, 0)), ("OVER", 2, (0, 1, 0)), ("ROT", 3, (1, 2, 0)),
    ("NIP", 2, (1,)), ("TUCK", 2, (1, 0, 1)), ("2DUP", 2, (0, 1, 0, 1)), ("2DROP", 2, ()),
    ("2SWAP", 4, (2, 3, 0, 1)), ("2OVER", 4, (0, 1, 2, 3, 0, 1)),
]

# ----- binary operators exact modulo 2**64 on unwrapped Python ints (DESIGN.md "The Forth")
EXACT_OPS = [("+", "+"), ("-", "-"), ("AND", "&"), ("OR", "|"), ("XOR", "^")]

# ----- comparisons of signed cells
SIGNED_CMPS = [("=", "=="), ("<>", "!="), ("<", "<"), (">", ">")]
ZERO_CMPS = [("0=", "=="), ("0<>", "!="), ("0<", "<"), ("0>", ">")]


def _shuffle_inline(k: int, pattern: Sequence[int]) -> Callable[[CodeGen], None]:
    def gen(cg: CodeGen) -> None:
        items = cg.popn(k)
        for j in range(k):
            if pattern.count(j) > 1 and items[j][0] not in ("const", "local", "flag"):
                items[j] = cg.materialize(items[j])
        for j in pattern:
            cg.push(items[j])
    return gen


def _shuffle_run(f: "Forth", k: int, pattern: Sequence[int]) -> Callable[[], None]:
    S = f.S

    def run() -> None:
        if len(S) < k:
            f.underflow()
        items = S[len(S) - k:]
        del S[len(S) - k:]
        S.extend([items[j] for j in pattern])
    return run


def _bin_inline(op: str, wrap: bool = False) -> Callable[[CodeGen], None]:
    def gen(cg: CodeGen) -> None:
        a, b = cg.popn(2)
        it: Item = ("bin", op, a, b)
        cg.push(norm(it) if wrap else it)
    return gen


def _cmp_inline(op: str, zero: bool = False, unsigned: bool = False) -> Callable[[CodeGen], None]:
    def gen(cg: CodeGen) -> None:
        if zero:
            a, b = cg.pop(), ("const", 0)
        else:
            a, b = cg.popn(2)
        if unsigned:
            cg.push(("cmp", op, ("bin", "&", a, ("const", MASK)), ("bin", "&", b, ("const", MASK))))
        else:
            cg.push(("cmp", op, norm(a), norm(b)))
    return gen


def _unary_inline(kind: str) -> Callable[[CodeGen], None]:
    def gen(cg: CodeGen) -> None:
        cg.push((kind, cg.pop()))
    return gen


def _const_op_inline(op: str, c: int) -> Callable[[CodeGen], None]:
    def gen(cg: CodeGen) -> None:
        cg.push(("bin", op, cg.pop(), ("const", c)))
    return gen


def install_primitives(f: "Forth") -> None:
    S = f.S
    for name, k, pattern in SHUFFLES:
        w = f.primitive(name, _shuffle_run(f, k, pattern))
        w.inline = _shuffle_inline(k, pattern)

    def binary(name: str, op: str, fn: Callable[[int, int], int], wrap: bool = False) -> None:
        def run() -> None:
            if len(S) < 2:
                f.underflow()
            b = S.pop()
            S[-1] = fn(S[-1], b)
        w = f.primitive(name, run)
        w.inline = _bin_inline(op, wrap)

    binary("+", "+", lambda a, b: a + b)
    binary("-", "-", lambda a, b: a - b)
    binary("AND", "&", lambda a, b: a & b)
    binary("OR", "|", lambda a, b: a | b)
    binary("XOR", "^", lambda a, b: a ^ b)
    binary("*", "*", lambda a, b: cell(a * b), wrap=True)

    def unary(name: str, fn: Callable[[int], int], inline: Callable[[CodeGen], None]) -> None:
        def run() -> None:
            if not S:
                f.underflow()
            S[-1] = fn(S[-1])
        f.primitive(name, run).inline = inline

    unary("NEGATE", lambda a: -a, _unary_inline("neg"))
    unary("INVERT", lambda a: ~a, _unary_inline("inv"))
    unary("1+", lambda a: a + 1, _const_op_inline("+", 1))
    unary("1-", lambda a: a - 1, _const_op_inline("-", 1))
    unary("2*", lambda a: cell(a << 1), lambda cg: cg.push(norm(("bin", "<<", cg.pop(), ("const", 1)))))
    unary("CELL+", lambda a: a + 8, _const_op_inline("+", 8))
    unary("CELLS", lambda a: cell(a << 3), lambda cg: cg.push(norm(("bin", "<<", cg.pop(), ("const", 3)))))
    unary("CHAR+", lambda a: a + 1, _const_op_inline("+", 1))
    unary("CHARS", lambda a: a, lambda cg: None)

    def compare(name: str, op: str, fn: Callable[[int, int], bool], **kw: bool) -> None:
        zero = kw.get("zero", False)

        def run() -> None:
            if zero:
                if not S:
                    f.underflow()
                S[-1] = flag(fn(cell(S[-1]), 0))
            else:
                if len(S) < 2:
                    f.underflow()
                b = S.pop()
                S[-1] = flag(fn(cell(S[-1]), cell(b)))
        f.primitive(name, run).inline = _cmp_inline(op, **kw)

    import operator
    ops = {"==": operator.eq, "!=": operator.ne, "<": operator.lt, ">": operator.gt}
    for name, op in SIGNED_CMPS:
        compare(name, op, ops[op])
    for name, op in ZERO_CMPS:
        compare(name, op, ops[op], zero=True)
    compare("U<", "<", lambda a, b: (a & MASK) < (b & MASK), unsigned=True)
    compare("U>", ">", lambda a, b: (a & MASK) > (b & MASK), unsigned=True)

    # words with a fixed stack effect, run as Python functions (static convention: arguments in, results out)
    def static(name: str, k: int, m: int) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        def deco(fn: Callable[..., Any]) -> Callable[..., Any]:
            f.static_primitive(name, fn, k, m)
            return fn
        return deco

    def divide(a: int, b: int) -> Tuple[int, int]:
        """Symmetric division of the exact ``a`` (our choice for / MOD /MOD */ */MOD; Forth-2012 3.2.2.1)."""
        b = cell(b)
        if b == 0:
            f.throw(-10)
        q = abs(a) // abs(b)
        if (a < 0) != (b < 0):
            q = -q
        return a - q * b, q

    @static("/", 2, 1)
    def div_(a: int, b: int) -> int:
        return cell(divide(cell(a), b)[1])

    @static("MOD", 2, 1)
    def mod_(a: int, b: int) -> int:
        return divide(cell(a), b)[0]

    @static("/MOD", 2, 2)
    def divmod_(a: int, b: int) -> Tuple[int, int]:
        r, q = divide(cell(a), b)
        return r, cell(q)

    @static("*/MOD", 3, 2)
    def starslashmod(a: int, b: int, c: int) -> Tuple[int, int]:
        r, q = divide(cell(a) * cell(b), c)
        if not -HALF <= q < HALF:
            f.throw(-11)
        return r, q

    @static("*/", 3, 1)
    def starslash(a: int, b: int, c: int) -> int:
        return starslashmod(a, b, c)[1]

    @static("ABS", 1, 1)
    def abs_(a: int) -> int:
        return cell(abs(cell(a)))

    @static("MIN", 2, 1)
    def min_(a: int, b: int) -> int:
        return min(cell(a), cell(b))

    @static("MAX", 2, 1)
    def max_(a: int, b: int) -> int:
        return max(cell(a), cell(b))

    @static("LSHIFT", 2, 1)
    def lshift(a: int, n: int) -> int:
        n &= MASK
        return cell(a << n) if n < 64 else 0

    @static("RSHIFT", 2, 1)
    def rshift(a: int, n: int) -> int:
        n &= MASK
        return cell((a & MASK) >> n) if n < 64 else 0

    @static("2/", 1, 1)
    def twoslash(a: int) -> int:
        return cell(a) >> 1

    @static("WITHIN", 3, 1)
    def within(n: int, lo: int, hi: int) -> int:
        # Forth-2012 6.2.2440: (n - lo) U< (hi - lo)
        return flag(((n - lo) & MASK) < ((hi - lo) & MASK))

    # double cells: low cell deeper on the stack (Forth-2012 3.1.4.1)
    def dpush(d: int) -> Tuple[int, int]:
        return cell(d), cell(d >> 64)

    def dval(lo: int, hi: int) -> int:
        return (lo & MASK) | (cell(hi) << 64)

    @static("S>D", 1, 2)
    def s_to_d(a: int) -> Tuple[int, int]:
        return dpush(cell(a))

    @static("M*", 2, 2)
    def mstar(a: int, b: int) -> Tuple[int, int]:
        return dpush(cell(a) * cell(b))

    @static("UM*", 2, 2)
    def umstar(a: int, b: int) -> Tuple[int, int]:
        return dpush((a & MASK) * (b & MASK))

    @static("UM/MOD", 3, 2)
    def um_slash_mod(lo: int, hi: int, u: int) -> Tuple[int, int]:
        d = (lo & MASK) | ((hi & MASK) << 64)
        u &= MASK
        if u == 0:
            f.throw(-10)
        q, r = divmod(d, u)
        if q > MASK:
            f.throw(-11)
        return r, cell(q)

    @static("FM/MOD", 3, 2)
    def fm_slash_mod(lo: int, hi: int, n: int) -> Tuple[int, int]:
        d, n = dval(lo, hi), cell(n)
        if n == 0:
            f.throw(-10)
        q, r = divmod(d, n)          # Python's divmod is floored
        if not -HALF <= q < HALF:
            f.throw(-11)
        return r, q

    @static("SM/REM", 3, 2)
    def sm_slash_rem(lo: int, hi: int, n: int) -> Tuple[int, int]:
        d, n = dval(lo, hi), cell(n)
        if n == 0:
            f.throw(-10)
        q = abs(d) // abs(n)
        if (d < 0) != (n < 0):
            q = -q
        if not -HALF <= q < HALF:
            f.throw(-11)
        return d - q * n, q

    # memory: a flat bytearray, cells little-endian 64-bit (Forth-2012 3.3.3)
    mem = f.mem

    # an address below zero must not count from the end of the bytearray: -9 (struct and indexing raise
    # the same for one past the end)
    @static("@", 1, 1)
    def fetch(a: int) -> int:
        return _Q.unpack_from(mem, a if a >= 0 else address(a))[0]

    @static("!", 2, 0)
    def store(x: int, a: int) -> None:
        _Q.pack_into(mem, a if a >= 0 else address(a), cell(x))

    @static("+!", 2, 0)
    def plus_store(x: int, a: int) -> None:
        a = a if a >= 0 else address(a)
        _Q.pack_into(mem, a, cell(_Q.unpack_from(mem, a)[0] + x))

    @static("C@", 1, 1)
    def cfetch(a: int) -> int:
        return mem[a if a >= 0 else address(a)]

    @static("C!", 2, 0)
    def cstore(x: int, a: int) -> None:
        mem[a if a >= 0 else address(a)] = x & 255

    f.word_named("C@").inline = lambda cg: cg.subscript("_M", cg.pop())
    f.word_named("C!").inline = _cstore_inline

    @static("2@", 1, 2)
    def two_fetch(a: int) -> Tuple[int, int]:
        a = a if a >= 0 else address(a)
        return _Q.unpack_from(mem, a + 8)[0], _Q.unpack_from(mem, a)[0]

    @static("2!", 3, 0)
    def two_store(lo: int, hi: int, a: int) -> None:
        a = a if a >= 0 else address(a)
        _Q.pack_into(mem, a, cell(hi))
        _Q.pack_into(mem, a + 8, cell(lo))

    @static("ALIGNED", 1, 1)
    def aligned(a: int) -> int:
        return (a + 7) & ~7

    @static("FILL", 3, 0)
    def fill(a: int, n: int, c: int) -> None:
        n = cell(n)
        if n > 0:
            check_span(cell(a), n)
            mem[a:a + n] = bytes([c & 255]) * n

    @static("ERASE", 2, 0)
    def erase(a: int, n: int) -> None:
        fill(a, n, 0)

    @static("MOVE", 3, 0)
    def move(src: int, dst: int, n: int) -> None:
        n = cell(n)
        if n > 0:
            check_span(cell(src), n)
            check_span(cell(dst), n)
            mem[dst:dst + n] = mem[src:src + n]

    @static("COUNT", 1, 2)
    def count(a: int) -> Tuple[int, int]:
        return a + 1, mem[a if a >= 0 else address(a)]

    f.constant("TRUE", -1)
    f.constant("FALSE", 0)
    f.constant("BL", 32)

    def qdup() -> None:
        if not S:
            f.underflow()
        if cell(S[-1]):
            S.append(S[-1])
    f.primitive("?DUP", qdup)

    def depth() -> None:
        S.append(len(S))
    f.primitive("DEPTH", depth)

    def pick() -> None:
        n = f.pop()
        if not 0 <= n < len(S):
            f.underflow()
        S.append(S[-1 - n])
    pick_word = f.primitive("PICK", pick)
    pick_word.inline = lambda cg: _pick_inline(cg, pick_word.gname)

    def roll() -> None:
        n = f.pop()
        if not 0 <= n < len(S):
            f.underflow()
        if n:
            S.append(S.pop(-1 - n))
    f.primitive("ROLL", roll)


def _cstore_inline(cg: CodeGen) -> None:
    x, a = cg.popn(2)
    cg.store_subscript("_M", ("bin", "&", x, ("const", 255)), a)


def _pick_inline(cg: CodeGen, generic: str) -> None:
    n = cg.stack[-1] if cg.stack else None
    if n is not None and n[0] == "const" and 0 <= n[1] < 16:
        cg.pop()
        cg.need(n[1] + 1)
        it = cg.stack[-1 - n[1]]
        if it[0] not in ("const", "local", "flag"):
            it = cg.stack[-1 - n[1]] = cg.materialize(it)
        cg.push(it)
    else:
        cg.call_generic(generic)
