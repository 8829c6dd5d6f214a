"""3.12+: what the order of a code object's constants tells of the source.

From 3.14 the first constant is no longer reserved for the docstring or None (Python/codegen.c,
CO_HAS_DOCSTRING instead), so each constant sits where the code generator first met it
(``_PyCompile_AddConst``), in the order of the source.  Before, a function's first constant is its
docstring, else None (compiler_function in Python/compile.c): one with a docstring has its other
constants, ``None`` among them, in that order too.  Two things move constants after that:

* the flow-graph optimiser folds operations on constants (``1 << 20``, ``1.0 / 3.0``, a list
  display of constants; Python/flowgraph.c, ``fold_const_binop``, ``optimize_lists_and_sets``) and
  appends each result to the pool, after every constant of the code generator;
* ``remove_unused_consts`` then drops the operands nothing loads any more, keeping the order.

So a constant first loaded before others of smaller index was made by folding, and ``None``
tells where the first ``return`` (or ``return None``) was: a function's implicit ``return None``
is the code generator's very last constant, an explicit one comes before those of the statements
after it.  Both are facts only the pool keeps: the instructions are the same either way.
"""
import math
from itertools import compress
from operator import itemgetter
from typing import AbstractSet, Any, Dict, List, Optional, Sequence, Set, Tuple

from antioch.decompile.expr import ARITH, SHIFT, TERM, Const
from antioch.ir import Instr

#: the largest int LOAD_SMALL_INT loads without a constant (Include/internal/pycore_long.h)
_SMALL_INT_LIMIT = 255


#: the instructions whose argument is an index in the pool of constants (3.12's KW_NAMES too)
_CONST_LOADS = ("LOAD_CONST", "RETURN_CONST", "KW_NAMES")
#: the jumps the optimiser makes of ``LOAD_CONST None; IS_OP; POP_JUMP_IF_...`` (Python/flowgraph.c,
#: optimize_basic_block): the ``None`` of ``x is None`` entered the pool there, though no instruction
#: loads it any more
_NONE_TESTS = ("POP_JUMP_IF_NONE", "POP_JUMP_IF_NOT_NONE")
_CONST_LOAD_SET = frozenset(_CONST_LOADS)
#: the instructions that enter a constant in the pool before any later one (3.14+: a small int, and
#: 3.15's None, True, False, ``''`` too, which the optimiser loads another way; the None of ``x is None``)
POOL_ENTRIES = _CONST_LOAD_SET | frozenset({"LOAD_SMALL_INT", "LOAD_COMMON_CONSTANT"}) | frozenset(_NONE_TESTS)
_CONST_LOADS_AND_TESTS = frozenset(_CONST_LOADS + _NONE_TESTS)
#: the instructions that may return a loaded ``None`` (none_returns)
_RETURNS = frozenset({"RETURN_CONST", "RETURN_VALUE"})
#: an instruction's name (its field 0, see ir.INSTR_FIELDS), read at C speed
_NAME = itemgetter(0)


def first_loads(instrs: Sequence[Instr], none_index: Optional[int] = None) -> List[Tuple[int, int]]:
    """(position in ``instrs``, pool index) of the first load of each constant, in order; a test of
    ``is None`` counts as a load of ``None`` (at ``none_index`` in the pool)."""
    seen: Set[int] = set()
    out = []
    # (only the loads and tests are looked at, found at C speed: the loop ran over every instruction)
    wanted = _CONST_LOADS_AND_TESTS if none_index is not None else _CONST_LOAD_SET
    for at in compress(range(len(instrs)), map(wanted.__contains__, map(_NAME, instrs))):
        instr = instrs[at]
        index = instr[5] if instr[0] in _CONST_LOAD_SET else none_index  # (its index and name: ir.INSTR_FIELDS)
        if index is not None and index not in seen:
            seen.add(index)
            out.append((at, index))
    return out


def folded_constants(instrs: Sequence[Instr], consts: Sequence[Any], cold: AbstractSet[int] = frozenset(),
                     folds_displays: bool = False, leads: Optional[Dict[int, int]] = None,
                     operands: Optional[Dict[int, int]] = None, witnessed: Optional[Set[int]] = None) -> Set[int]:
    """Pool indexes of the constants the optimiser appended: the longest tail of the pool whose
    every constant is first loaded before one of smaller index (a constant of the code generator
    that is loaded later; the last of them is usually the implicit ``return None``), the tail's
    own constants first loaded in the order of the pool.  ``cold``: ids of the instructions the
    optimiser moved to the end (exception handlers: Python/flowgraph.c, push_cold_blocks_to_end),
    whose loads tell nothing of the order.  ``folds_displays`` (3.14+): the optimiser, not the code
    generator, makes the constant of a list or set display (:func:`_display_items`), and a fold's
    first operand can be left at index 0 (:func:`_first_constant_fold`): ``leads`` gets the pool
    index of that fold -> the operand its source starts with; ``operands`` the pool index of a fold ->
    an operand the pool kept in its place (:func:`_kept_operands`); ``witnessed`` gets the folds
    that are first loaded before a constant of smaller index that no cold instruction loads (one
    that does, ``None`` of ``raise ... from None``, may have entered the pool there, before them;
    so may a bool, as a dead test)."""
    n_consts = len(consts)
    if not n_consts:
        return set()
    none_index = _none_index(consts)
    in_cold: Set[int] = set()
    if cold:
        in_cold = {index for _, index in first_loads([i for i in instrs if id(i) in cold], none_index)}
        instrs = [i for i in instrs if id(i) not in cold]
    loads = first_loads(instrs, none_index)
    if not loads:
        return set()  # (nothing loaded: nothing out of order)
    out_of_order: Set[int] = set()
    sure: Set[int] = set()
    smallest_after = smallest_sure = n_consts
    for _, index in reversed(loads):
        if index > smallest_after:
            out_of_order.add(index)
        if index > smallest_sure:
            sure.add(index)
        smallest_after = min(smallest_after, index)
        if index not in in_cold and type(consts[index]) is not bool:
            # (nor a True or False, which may have entered first as the test of a ``while True:``)
            smallest_sure = min(smallest_sure, index)
    where = {index: at for at, index in loads}
    lead = _first_constant_fold(instrs, consts, loads) if folds_displays else None
    if lead is not None:
        # (the constants after it were appended after it: folded too, when loaded in their order)
        tail = [where.get(index) for index in range(lead, n_consts)]
        if all(at is not None for at in tail) and tail == sorted(tail):  # type: ignore[type-var]
            out_of_order.update(range(lead, n_consts))
            if leads is not None:
                leads[lead] = consts[0]
    folded: Set[int] = set()
    #: constants only handlers load, above the folds found so far (see below)
    handlers_only: List[int] = []
    next_load = len(instrs)
    for index in range(n_consts - 1, -1, -1):
        if folds_displays and index not in where and index in in_cold:
            handlers_only.append(index)
            continue
        # (the optimiser appends in the order it folds, which is the order of the code: a constant
        # of the code generator first loaded late, its first load optimised away, is no sign)
        made = index in out_of_order or (folds_displays and _display_items(instrs, where.get(index)))
        if not made or where[index] > next_load:
            break
        folded.add(index)
        next_load = where[index]
    if folds_displays and operands is not None and folded:
        operands.update(_kept_operands(consts, folded, where, leads or {}))
    if handlers_only and folded:
        # 3.14+: the optimiser folds before it moves the handlers to the end (Python/flowgraph.c,
        # optimize_cfg before push_cold_blocks_to_end), so a constant only a handler loads, above one
        # surely appended (a display's, or one loaded before a constant of smaller index), was
        # appended too: folded in the handler
        surely = [i for i in folded if i in sure or _display_items(instrs, where[i])]
        if surely:
            made_in_handlers = {i for i in handlers_only if i > min(surely)}
            folded |= made_in_handlers
            if witnessed is not None:
                witnessed |= made_in_handlers
    if witnessed is not None:
        witnessed.update(i for i in folded if i in sure)
    return folded


def _none_index(consts: Sequence[Any]) -> Optional[int]:
    """The pool index of the first ``None`` (a constant equals None only if it is None)."""
    try:
        return consts.index(None)
    except ValueError:
        return None


def _kept_operands(consts: Sequence[Any], folded: AbstractSet[int], where: Dict[int, int],
                   leads: Dict[int, int]) -> Dict[int, int]:
    """3.14+: pool index of a folded int -> a factor of it the pool kept where the fold was made: an
    int of the code generator first loaded later (``size /= 1024``), whose place in the pool is
    where the fold's first load is in the code (``10 * 1024`` before it): remove_unused_consts kept
    that operand, loaded elsewhere, where the code generator first met it, and dropped the other."""
    out: Dict[int, int] = {}
    made = [i for i in sorted(folded) if type(consts[i]) is int and i not in leads]
    kept = [(i, at) for i, at in sorted(where.items()) if i not in folded]
    for index in made:
        at = where[index]
        for j, later in kept:
            operand = consts[j]
            if later <= at or type(operand) is not int or operand < 2 or consts[index] % operand:
                continue
            other = consts[index] // operand
            if other < 2 or (other != operand and any(type(c) is int and c == other for c in consts)):
                continue  # (the other operand would be in the pool too)
            if all(w < at or _display_item(consts, folded, where, i, at) for i, w in kept if i < j) \
                    and all(w > at for i, w in kept if i > j):
                out[index] = j
                break
    return out


def _first_constant_fold(instrs: Sequence[Instr], consts: Sequence[Any],
                         loads: List[Tuple[int, int]]) -> Optional[int]:
    """3.14+: the pool index of the first constant loaded when it was folded from the pool's first,
    an int that no instruction loads: the code generator met that operand first, and
    remove_unused_consts keeps index 0 (once the place of a docstring) where it drops the other
    operands (``-1``, ``1 << 64``)."""
    first = consts[0]
    # (a ``None`` loaded before is a copy of a return the code generator wrote later: after ``first``)
    at, index = next(((at, i) for at, i in loads if consts[i] is not None), (0, 0))
    value = consts[index]
    if type(value) is tuple and value and type(value[0]) in (str, bytes) and value[0] != first:
        # (a tuple of constants starting with a concatenation, ``b'ab' + b'cd', 'x'``: folded, then
        # the tuple made of it)
        return index if index != 0 and not any(i == 0 for _, i in loads) and _fold_kinds(first, value[0]) \
            and folding_text(value[0], first) is not None else None
    if index == 0 or any(i == 0 for _, i in loads) or _fold_kinds(first, value) is None:
        return None
    if any(i.name == "LOAD_SMALL_INT" and i.arg == first for i in instrs[:at]):
        return None  # (the 1 of ``x = 1`` before it put it there)
    return index if (type(first) is int and value == -first) or folding_text(value, first) is not None else None


def small_int_lead(instrs: Sequence[Instr], consts: Sequence[Any]) -> Optional[Tuple[int, int]]:
    """3.14+: (id of a LOAD_SMALL_INT, the int of the pool's first constant) where that constant, an
    int, is loaded by no instruction and the first instruction that enters a constant in the pool
    loads another small int: the optimiser folded it from an expression that started with that
    first constant (``b[4 - 1::-1]``: the code generator entered the 4, Python/flowgraph.c folded
    ``4 - 1`` into LOAD_SMALL_INT 3, and remove_unused_consts kept index 0 where it dropped 1)."""
    if not consts or type(consts[0]) is not int or consts[0] in (0, 1):
        return None  # (0 and 1 enter first as the tests of ``if 0:`` and ``while 1:`` too)
    first = consts[0]
    instr = next((i for i in instrs if i.name in POOL_ENTRIES), None)
    if instr is None or instr.name != "LOAD_SMALL_INT" or type(instr.arg) is not int or instr.arg == first:
        return None
    if any(i.name in _CONST_LOAD_SET and i.index == 0 for i in instrs):
        return None  # (loaded: the code generator's own)
    return (id(instr), first) if folding_text(instr.arg, first) is not None else None


def _fold_kinds(first: Any, value: Any) -> Optional[type]:
    """The type of ``value`` where an operation on constants starting with ``first`` can make it:
    ints and true divisions of ints (``1 << 64``, ``-1 / 2``), or the concatenation of strings or
    bytes (``'\\n' + '-' * 75``), not empty (3.15's ``''`` kept first is a constant it loads with
    LOAD_COMMON_CONSTANT); None otherwise."""
    if type(first) is int and type(value) in (int, float):
        return type(value)
    if type(first) in (str, bytes) and first and type(value) is type(first):
        return type(value)
    return None


def _display_items(instrs: Sequence[Instr], at: Optional[int]) -> bool:
    """``instrs[at]`` loads the items of a list or set display of constants, which the optimiser
    folded into one constant (Python/flowgraph.c, optimize_lists_and_sets): appended to the pool
    wherever it is loaded, the last load of all too."""
    return at is not None and at + 1 < len(instrs) and instrs[at + 1].name in ("LIST_EXTEND", "SET_UPDATE") \
        and instrs[at].name == "LOAD_CONST"


def none_returns(instrs: Sequence[Instr], consts: Sequence[Any], common_none: Optional[int] = None,
                 common_pooled: AbstractSet[int] = frozenset(),
                 folded: AbstractSet[int] = frozenset(), cold: AbstractSet[int] = frozenset()) -> Dict[int, str]:
    """id of each RETURN_VALUE of a loaded ``None`` -> ``"explicit"`` when ``None`` entered the
    pool after every constant first loaded before it and before every one first loaded after it
    (the source's own ``return`` there), or
    ``"implicit"`` when after one of them (the function's end copied, or a ``None`` of a statement
    further on: ``x is None``, whose constant stays in the pool for the returns).  3.15 loads ``None``
    with LOAD_COMMON_CONSTANT (``common_none``, its argument): the constant only stays where it was
    the first, as do True, False, ``''`` and the 1 of -1 that it loads the same way
    (``common_pooled``, their arguments).  The constants the optimiser appended (``folded``, pool
    indexes) came after every one of the code generator: their places say nothing of ``None``'s.
    ``cold``: ids of the instructions of exception handlers, laid out after the code (see
    :func:`_unpooled_none_returns`)."""
    k = _none_index(consts)
    if k is None:
        return _unpooled_none_returns(instrs, consts, common_none, common_pooled, cold) \
            if common_none is not None else {}
    loads = [(at, index) for at, index in first_loads(instrs) if index not in folded]
    # a small int entered the pool too, where the code generator met it, and left it unless it was
    # the first constant (remove_unused_consts keeps index 0, once the place of a docstring): with
    # None first, each small int loaded came after it
    small_ints = [at for at, instr in enumerate(instrs) if instr.name == "LOAD_SMALL_INT" or (
        instr.name == "LOAD_COMMON_CONSTANT" and instr.arg in common_pooled)] if k == 0 else []
    out: Dict[int, str] = {}
    # (the returns found at C speed: the loop ran over every instruction)
    for at in compress(range(1, len(instrs)), map(_RETURNS.__contains__, map(_NAME, instrs[1:]))):
        instr = instrs[at]
        before = instrs[at - 1]
        if not (instr.name == "RETURN_CONST" and instr.index == k) and (instr.name != "RETURN_VALUE" or not (
                (before.name == "LOAD_CONST" and before.index == k)
                or (k == 0 and before.name == "LOAD_COMMON_CONSTANT" and before.arg == common_none))):
            continue
        later = [index for where, index in loads if where > at and index != k]
        if any(index < k for index in later):  # None came after one of them: not from here
            out[id(instr)] = "implicit"
        elif (later or any(where > at for where in small_ints)) and not any(where < at for where in small_ints) \
                and all(index < k for where, index in loads if where < at and index != k) \
                and not any(i.name in _NONE_TESTS for i in instrs[:at]):
            if "explicit" in out.values():
                continue  # (None entered the pool at the first of them: this one may be a copy)
            out[id(instr)] = "explicit"  # (else None came before: from `x is None`, a default...)
    return out


def _unpooled_none_returns(instrs: Sequence[Instr], consts: Sequence[Any], common_none: int,
                           common_pooled: AbstractSet[int], cold: AbstractSet[int]) -> Dict[int, str]:
    """3.15: ``None`` is not in the pool, so it was not the first constant the code generator met
    (remove_unused_consts keeps index 0): a return of ``None`` that no constant comes before, in the
    order of the code, is the implicit one copied (``if c: f()`` / ``else: raise E('x')``), which the
    code generator wrote last.  Only where the pool's first constant is loaded (no docstring, no
    operand of a fold kept there) and no handler, which the code generator may have met before a
    return but laid out after it, enters a constant."""
    entries = [at for at, instr in enumerate(instrs) if instr.name in POOL_ENTRIES and (
        instr.name != "LOAD_COMMON_CONSTANT" or instr.arg in common_pooled or instr.arg == common_none)]
    if not consts or any(id(instrs[at]) in cold for at in entries) \
            or not any(i.name in _CONST_LOAD_SET and i.index == 0 for i in instrs):
        return {}
    out: Dict[int, str] = {}
    for at in entries:
        load = instrs[at]
        if load.name != "LOAD_COMMON_CONSTANT" or load.arg != common_none or at + 1 >= len(instrs) \
                or instrs[at + 1].name != "RETURN_VALUE":
            break  # (a constant before: a return after it may have been written)
        out[id(instrs[at + 1])] = "implicit"
    return out


def _display_item(consts: Sequence[Any], folded: AbstractSet[int], where: Dict[int, int], index: int,
                  at: int) -> bool:
    """``consts[index]`` is an item of a display the optimiser folded (``for unit in ('B', 'KiB')``),
    loaded before ``at``: the code generator met it there, first loaded later or not."""
    value = consts[index]
    return any(isinstance(consts[d], (tuple, frozenset)) and where.get(d, at) < at
               and any(type(v) is type(value) and v == value for v in consts[d]) for d in folded)


def folding_text(value: Any, first: Optional[int] = None, kept: Optional[int] = None,
                 pool: Optional[Sequence[Any]] = None) -> Optional[Tuple[str, int]]:
    """Source that the optimiser folds into ``value`` from operands it then drops (none of them
    ``value`` itself, which would take the code generator's place in the pool), with its
    precedence; None when no such simple expression is known.  ``first``: the operand the source
    must start with (the one the pool kept at index 0), None when any will do; ``kept``: a factor
    the pool kept as a constant (loaded elsewhere too), which the product must name; ``pool``: the
    code's constants, which a concatenation's operands must not be (one loaded elsewhere too would
    stay in the pool, where the concatenation met it), None where ``value`` is not surely folded
    (no concatenation then: a string the code generator wrote would be written as one)."""
    if kept is not None:
        return "%d * %d" % (value // kept, kept), TERM
    if isinstance(value, bool):
        return None
    if first is not None:
        if isinstance(first, (str, bytes)):
            # (a concatenation: the rest is one more constant the optimiser drops after folding)
            if type(value) is type(first) and len(value) > len(first) and value.startswith(first):
                return "%s + %s" % (Const(first).text, Const(value[len(first):]).text), ARITH
            return None
        text = folding_text(value)
        if text is None and isinstance(value, float) and value < 0:
            text = folding_text(-value)
            text = None if text is None or text[1] != TERM else ("-" + text[0], TERM)
        if text is not None and text[0].lstrip("(-").startswith("%d " % first):
            return text
        if isinstance(value, int) and first > 1 and value % first == 0 and value // first > 1:
            return "%d * %d" % (first, value // first), TERM
        if type(value) is int and type(first) is int and 0 <= value <= _SMALL_INT_LIMIT:
            # (a small difference: ``4 - 1``, the other operand a small int, never left in the pool)
            return "%d %s %d" % (first, "-" if value < first else "+", abs(value - first)), ARITH
        return None
    if isinstance(value, int) and value > _SMALL_INT_LIMIT:
        shift = (value & -value).bit_length() - 1
        odd = value >> shift
        if odd == 1:
            return "1 << %d" % shift, SHIFT
        if value & (value + 1) == 0:  # 2**k - 1
            return "(1 << %d) - 1" % ((value + 1).bit_length() - 1), ARITH
        if odd <= _SMALL_INT_LIMIT and shift:
            return "%d << %d" % (odd, shift), SHIFT
        factors = _small_factors(value)
        if factors:  # (``24 * 60 * 60``)
            return " * ".join(map(str, factors)), TERM
        if shift:
            return "%d << %d" % (odd, shift), SHIFT
        return "%d + 1" % (value - 1), ARITH  # (an operand the pool drops as well as any other)
    if isinstance(value, float) and math.isfinite(value) and value > 0 and not value.is_integer():
        for denominator in range(2, 1001):
            numerator = round(value * denominator)
            if 0 < numerator <= 10 ** 6 and numerator / denominator == value:
                return "%d / %d" % (numerator, denominator), TERM
        return None
    if isinstance(value, (str, bytes)) and len(value) > 1:
        for size in range(1, len(value) // 2 + 1):
            unit = value[:size]
            if len(value) % size == 0 and unit * (len(value) // size) == value:
                return "%r * %d" % (unit, len(value) // size), TERM
        return concatenation(value, pool) if pool is not None else None
    return None


def concatenation(value: Any, pool: Sequence[Any]) -> Optional[Tuple[str, int]]:
    """``value`` (a str or bytes of two items or more) as the sum of two halves that the pool does
    not hold (``"SUPPRESS" + "HELP"``: Python/flowgraph.c folds it, then drops both operands); the
    split nearest the middle."""
    middle = len(value) // 2
    for size in sorted(range(1, len(value)), key=lambda k: abs(k - middle)):
        left, right = value[:size], value[size:]
        if not any(type(c) is type(value) and c in (left, right) for c in pool):
            return "%s + %s" % (Const(left).text, Const(right).text), ARITH
    return None


def _small_factors(value: int) -> List[int]:
    """``value`` as a product of ints of 2..255, the largest divisor taken first and the factors
    written from the smallest (``86400``: ``2 * 180 * 240``); [] when a prime factor is larger."""
    factors = []
    rest = value
    while rest > _SMALL_INT_LIMIT:
        factor = next((d for d in range(_SMALL_INT_LIMIT, 1, -1) if rest % d == 0), None)
        if factor is None:
            return []
        factors.append(factor)
        rest //= factor
    if rest > 1:
        factors.append(rest)
    return sorted(factors)


def set_display_order(value: frozenset, consts: Sequence[Any]) -> List[Any]:
    """The items of a set display the optimiser folded into the frozenset ``value`` (3.14+: ``x in
    {a, b}``, Python/flowgraph.c, ``optimize_lists_and_sets``), in an order that puts them into the
    pool as the source did: the code generator added each item as it met it, and of those the pool
    keeps the first constant and any loaded elsewhere, in their order; the others are dropped."""
    pooled = [c for c in consts if any(type(c) is type(v) and c == v for v in value)]
    rest = sorted((v for v in value if not any(type(c) is type(v) and c == v for c in pooled)), key=repr)
    return pooled + rest
