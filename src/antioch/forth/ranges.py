"""Value ranges of the code generator's items: what a compiled word knows of a value without running it.

Cells are 64-bit two's complement; + - AND OR XOR INVERT NEGATE are exact modulo 2**64, so values may leave the
signed range and are wrapped only where that is observable (comparisons, division, output, stores; DESIGN.md,
"The Forth"). An item's *range* is an interval its Python value is known to lie in, and only intervals inside the
signed cell range are kept (None: unknown, any int congruent to the cell). A value with a range is its own cell,
so comparing it needs no check. Ranges come from constants, from the arguments of compiled static words (signed
cells by convention: the caller wraps what it cannot prove in range, the callee returns exact values), from
interval arithmetic, and from the branches of a comparison with a constant: after ``dup 2 < if exit then`` the
argument of fib is in [2, 2**63-1], so ``1-`` and ``2 -`` of it need no check.

Items are tuples tagged by their kind: ``("const", n)``, ``("local", name, range)``, ``("flag", name)`` (a Python
bool in a local), ``("bin", op, a, b)``, ``("cmp", op, a, b)``, ``("neg", a)``, ``("inv", a)`` and ``("norm", a)``
(a wrapped to its cell).
"""
import operator
from typing import Any, Dict, Optional, Set, Tuple

from antioch.forth.kernel import HALF, MASK, cell

Item = Tuple[Any, ...]
Range = Optional[Tuple[int, int]]
SIGNED: Tuple[int, int] = (-HALF, HALF - 1)

SIMPLE_KINDS = ("const", "local", "flag")
FOLD = {"+": operator.add, "-": operator.sub, "*": operator.mul, "&": operator.and_, "|": operator.or_,
         "^": operator.xor, "<<": operator.lshift, ">>": operator.rshift, "/": operator.truediv}
MIRROR = {"<": ">", ">": "<", "==": "==", "!=": "!=", "<=": ">=", ">=": "<="}
NEGATE = {"<": ">=", ">=": "<", ">": "<=", "<=": ">", "==": "!=", "!=": "=="}
# What the plain comparison of x with an in-range constant leaves to check about x's range, when it was true
# and when it was false: x < c already implies x < 2**63, x == c implies both bounds.
RANGE_CHECKS = {
    "<": ([(">=", -HALF)], [("<", HALF)]), ">": ([("<", HALF)], [(">=", -HALF)]),
    "<=": ([(">=", -HALF)], [("<", HALF)]), ">=": ([("<", HALF)], [(">=", -HALF)]),
    "==": ([], [(">=", -HALF), ("<", HALF)]), "!=": ([(">=", -HALF), ("<", HALF)], []),
}


def bounded(lo: int, hi: int) -> Range:
    """The interval [lo, hi] if it lies inside the signed cell range, else None (unknown)."""
    return (lo, hi) if lo >= -HALF and hi < HALF else None


def _interval(op: str, a: Range, b: Range) -> Range:
    if a is None or b is None:
        return None
    if op == "+":
        return bounded(a[0] + b[0], a[1] + b[1])
    if op == "-":
        return bounded(a[0] - b[1], a[1] - b[0])
    if op == "*":
        ends = [x * y for x in a for y in b]
        return bounded(min(ends), max(ends))
    if op == "<<" and b[0] == b[1] and 0 <= b[0] < 64:
        return bounded(a[0] << b[0], a[1] << b[0])
    return None


def range_of(item: Item) -> Range:
    """The interval the item's value is known to lie in (inside the signed range), or None."""
    kind = item[0]
    if kind == "const":
        return bounded(item[1], item[1])
    if kind == "local":
        return item[2]
    if kind in ("cmp", "flag"):
        return (-1, 0)
    if kind == "norm":
        return SIGNED
    if kind == "bin":
        op, a, b = item[1], item[2], item[3]
        if op == "&":       # x & c with 0 <= c is in [0, c] whatever x's sign, and is x's cell masked
            for y in (b, a):
                r = range_of(y)
                if r is not None and r[0] >= 0:
                    return (0, r[1])
            return None
        return _interval(op, range_of(a), range_of(b))
    if kind == "neg":
        r = range_of(item[1])
        return None if r is None else bounded(-r[1], -r[0])
    if kind == "inv":
        r = range_of(item[1])
        return None if r is None else bounded(-r[1] - 1, -r[0] - 1)
    return None


def hull(a: Range, b: Range) -> Range:
    return None if a is None or b is None else (min(a[0], b[0]), max(a[1], b[1]))


def contains(outer: Range, inner: Range) -> bool:
    return outer is None or (inner is not None and outer[0] <= inner[0] and inner[1] <= outer[1])


def _narrow(op: str, c: int, outcome: bool) -> Tuple[int, int]:
    """The values x of a signed cell for which ``x op c`` is ``outcome``, as an interval (!= gives none)."""
    if not outcome:
        op = NEGATE[op]
    lo, hi = SIGNED
    if op == "<":
        return (lo, c - 1)
    if op == "<=":
        return (lo, c)
    if op == ">":
        return (c + 1, hi)
    if op == ">=":
        return (c, hi)
    if op == "==":
        return (c, c)
    return (lo, hi)


def refinement(flag: Item, outcome: bool, pinned: Set[str]) -> Dict[str, Tuple[int, int]]:
    """What a flag being ``outcome`` tells about the locals it compares with a constant.

    A comparison of a local with a known range is exact; one of a wrapped local (``norm``) is compiled by
    :meth:`CodeGen.fused_test`, which leaves that local wrapped in place: either way, past the test the local is
    a signed cell on the side of the constant that the outcome says (unless it is ``pinned``: a loop index,
    whose exact value counts, is wrapped into a copy).
    """
    if flag[0] != "cmp":
        return {}
    op, a, b = flag[1], flag[2], flag[3]
    if a[0] == "const":
        op, a, b = MIRROR[op], b, a
    if b[0] != "const" or not -HALF <= b[1] < HALF:
        return {}
    if a[0] == "norm" and a[1][0] == "local" and a[1][1] not in pinned:
        a = a[1]
    elif not (a[0] == "local" and a[2] is not None):
        return {}
    lo, hi = _narrow(op, b[1], outcome)
    return {a[1]: (lo, hi)}


def is_norm(item: Item) -> bool:
    return range_of(item) is not None


def norm(item: Item) -> Item:
    if item[0] == "const":
        return ("const", ((item[1] + HALF) & MASK) - HALF)
    return item if is_norm(item) else ("norm", item)


def refs(item: Item, out: Set[str]) -> Set[str]:
    """The locals an item reads."""
    kind = item[0]
    if kind in ("local", "flag"):
        out.add(item[1])
    elif kind in ("bin", "cmp"):
        refs(item[2], out)
        refs(item[3], out)
    elif kind != "const":
        refs(item[1], out)
    return out


def linear(item: Item) -> Optional[Dict[str, int]]:
    """The item as a sum of locals times integers plus an integer (key ""), where it is one: ``x + 1`` and
    ``e - x - 1`` are {"x": 1, "": 1} and {"e": 1, "x": -1, "": -1}; None for anything else (a wrapped value,
    a product, a comparison). Exact as Python ints are: the sum of two such items is the sum of their forms."""
    kind = item[0]
    if kind == "const":
        return {"": item[1]} if isinstance(item[1], int) and not isinstance(item[1], bool) else None
    if kind == "local":
        return {item[1]: 1}
    if kind == "neg":
        inner = linear(item[1])
        return None if inner is None else {name: -n for name, n in inner.items()}
    if kind == "bin" and item[1] in ("+", "-"):
        a, b = linear(item[2]), linear(item[3])
        if a is None or b is None:
            return None
        return add_linear(a, b, 1 if item[1] == "+" else -1)
    return None


def add_linear(a: Dict[str, int], b: Dict[str, int], sign: int = 1) -> Dict[str, int]:
    """``a + sign * b`` of two linear forms, without the terms that cancel."""
    out = dict(a)
    for name, n in b.items():
        out[name] = out.get(name, 0) + sign * n
    return {name: n for name, n in out.items() if n}


COMPARISONS = {"<": operator.lt, ">": operator.gt, "<=": operator.le, ">=": operator.ge, "==": operator.eq,
               "!=": operator.ne}


def value_of_item(item: Tuple[Any, ...], env: Dict[str, Any]) -> int:
    """The value of a code generator's item (compiler.range_of's kinds) in a frame's locals ``env``."""
    kind = item[0]
    if kind == "const":
        return int(item[1])
    if kind == "local":
        value = env.get(item[1])
        return value if isinstance(value, int) else 0
    if kind == "flag":
        return -1 if env.get(item[1]) else 0
    if kind == "norm":
        return cell(value_of_item(item[1], env))
    if kind == "neg":
        return -value_of_item(item[1], env)
    if kind == "inv":
        return ~value_of_item(item[1], env)
    a, b = value_of_item(item[2], env), value_of_item(item[3], env)
    if kind == "cmp":
        return -1 if COMPARISONS[item[1]](a, b) else 0
    if item[1] == "<<":
        return cell(a << min(b, 64))
    return int(FOLD[item[1]](a, b))
