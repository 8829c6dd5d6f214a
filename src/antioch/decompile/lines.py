"""Lines inside an expression: the items of a call or a display that began on a later line than
the item before them are printed there.

From 3.13 the compiler fuses two LOAD_FAST (or a STORE_FAST and a LOAD_FAST, ...) into one
superinstruction only when both are on the same line (``make_super_instruction`` in
``Python/flowgraph.c``), so ``f(a,`` / ``b)`` on two lines and ``f(a, b)`` on one compile to
different instructions; and the lines of a traceback through the rebuilt program should be the
original's anyway.

Each value on the simulated stack learns where it starts (:func:`note_starts`: the first line of
the values an instruction took, else the instruction's own).  Where the items of a call or a
display are joined, an item that starts on a later line than the one before it gets a mark
(:func:`spread`); the printer turns each mark into a line break inside the brackets
(:func:`expand`), so that the item lands on its line when the statement is on its own, or one
line further when it is not.  A mark is ``\\x00LINE\\x01``: no literal prints a NUL.  Where a line
break cannot go (an f-string's field before 3.12) or the text is compared without its lines,
:func:`plain` drops the marks.

A tuple of constants is folded into one constant, and its items' lines survive only as NOPs
before it (:class:`FoldedTuple`).
"""
import re
from typing import List, Optional, Sequence, Tuple

from antioch.decompile.expr import Const, Expr, Marker, literal, tuple_text
from antioch.decompile.instr_index import position_in
from antioch.ir import Instr, RawArg

_MARK = re.compile("\x00([0-9]+)\x01")


def mark(line: int) -> str:
    return "\x00%d\x01" % line


def plain(text: str) -> str:
    """``text`` without its line marks."""
    return _MARK.sub("", text) if "\x00" in text else text


def leading_mark(text: str) -> str:
    """The line mark ``text`` starts with, else the empty string."""
    found = _MARK.match(text) if text.startswith("\x00") else None
    return found.group(0) if found else ""


def note_starts(before: Sequence[Expr], after: Sequence[Expr], line: Optional[int]) -> None:
    """Give the values an instruction pushed (those of ``after`` past what it left of ``before``)
    the line where they start: that of the first value it took, else ``line``, the instruction's.
    Markers (NULL is one shared object) neither take nor give one."""
    # (run for every instruction simulated: where the instruction took values from the top and
    # pushed some, comparisons of lists find it at C speed; == is identity here, as no Expr
    # defines __eq__)
    n, end = len(before), len(after)
    if end <= n and after == before[:end]:
        return  # it only took values
    if end > n and after[:n] == before:
        i = n  # it only pushed
    elif after[:end - 1] == before[:end - 1]:
        i = end - 1  # it took values and pushed one
    else:
        i, n = 0, min(n, end)
        while i < n and before[i] is after[i]:
            i += 1
    start = None
    for k in range(i, end):
        v = after[k]
        if v.line is None and not isinstance(v, Marker):
            if start is None:
                start = first_line(before, i, line)
            v.line = start


def first_line(values: Sequence[Expr], i: int, line: Optional[int]) -> Optional[int]:
    """The line of the first of ``values[i:]`` that has one (Markers have none), else ``line``."""
    for k in range(i, len(values)):
        v = values[k]
        if v.line is not None and not isinstance(v, Marker):
            return v.line
    return line


def spread(first: Optional[int], items: Sequence[Tuple[Optional[Expr], str]]) -> List[str]:
    """The texts of ``items`` ((the value that starts the item, its text)), each marked with its line
    when it starts on a later line than the item before it (the first: than ``first``)."""
    texts = []
    previous = first
    for value, text in items:
        line = value.line if value is not None and not isinstance(value, Marker) else None
        if line is not None and previous is not None and line > previous:
            text = mark(line) + text
        if line is not None:
            previous = line
        texts.append(text)
    return texts


def target_lines(targets: Sequence[str], lines: Sequence[Optional[int]]) -> List[str]:
    """The targets of an unpacking, each marked with the line its store has where that is a later
    one than the target's before it: 3.13+ fuses two STORE_FAST only on one line."""
    return spread(None, [(_At(line) if line is not None else None, text) for text, line in zip(targets, lines)])


def expand(text: str, lines: List[str], indent: str, shift: int) -> None:
    """``text`` added to the end of ``lines``, each marked piece on its line moved by ``shift``
    (where the statement landed less where it was) when that line is still to come, else where
    the piece before it ends."""
    if "\x00" not in text:  # (most statements: one line, nothing to split)
        lines[-1] += text
        return
    pieces = _MARK.split(text)
    lines[-1] += pieces[0]
    for k in range(1, len(pieces), 2):
        target = int(pieces[k]) + shift
        if target > len(lines):
            lines[-1] = lines[-1].rstrip(" ")
            if len(lines) + 1 < target:
                lines += [""] * (target - 1 - len(lines))  # a blank line inside brackets is allowed
            lines.append(indent + pieces[k + 1])
        else:
            lines[-1] += pieces[k + 1]


class FoldedTuple(Const):
    """A tuple constant folded from a display whose items began on later lines than the display.

    The compiler turns each item's LOAD_CONST into a NOP on the item's line and the BUILD_TUPLE into
    the LOAD_CONST of the tuple, on the display's line (Python/flowgraph.c, fold_tuple_on_constants);
    of those NOPs, it keeps the last of each run on one line unless the instruction before or after
    has that line (remove_redundant_nops).  Written with the items after the first of each kept
    line on the last one, the display gives back the same NOPs."""

    __slots__ = ("items",)

    def __init__(self, value: tuple, line: Optional[int], lines: Sequence[int]) -> None:
        Const.__init__(self, value)
        #: each item's text, marked with the line it starts on where that is a later one
        self.items = spread(line, [(_At(start), literal(v)[0]) for v, start in zip(value, lines)])
        self.text = tuple_text(self.items)


def folded_item_lines(instrs: Sequence[Instr], at: Instr, consts: Sequence[object] = ()) -> Optional[List[int]]:
    """The line of each item of the tuple constant ``at`` (in ``instrs``, its block) loads, from
    the NOPs its folding left just before it; None when it left none on a later line.

    3.10-3.11 leave each NOP the argument of the LOAD_CONST it replaced (``fold_tuple_on_constants``
    sets the opcode alone): the index in ``consts`` of the last item on its line, which says where
    each line's items end.  Else the kept NOPs are the first items', the rest on the last line."""
    line = at.lineno
    if line is None or not isinstance(at.arg, tuple):
        return None  # (before the search for it: a step per instruction before it in the block)
    k = position_in(instrs, at)
    if k is None:
        return None
    kept: List[int] = []
    nops: List[Instr] = []
    while k > 0 and instrs[k - 1].name == "NOP" and (instrs[k - 1].lineno or 0) >= line:
        k -= 1
        kept.insert(0, instrs[k].lineno or line)
        nops.insert(0, instrs[k])
    n = len(at.arg)
    if not kept or max(kept) == line or len(kept) > n:
        return None
    return _lines_by_index(at.arg, nops, consts) or kept[:-1] + [kept[-1]] * (n - len(kept) + 1)


def _lines_by_index(items: tuple, nops: List[Instr], consts: Sequence[object]) -> Optional[List[int]]:
    """Each item's line where every NOP names the constant of the last item on its line (in order,
    the last NOP the last item's); else None."""
    lines: List[int] = []
    for k, nop in enumerate(nops):
        index = nop.arg
        if not isinstance(index, RawArg) or not 0 < index < len(consts) or nop.lineno is None:
            return None
        value = consts[index]
        # (items equal to it load the same constant: where one of them ends its line, the NOPs are
        # the same; the last NOP is the last item's)
        j = next((j for j in (range(len(lines), len(items)) if k + 1 < len(nops) else [len(items) - 1])
                  if type(items[j]) is type(value) and items[j] == value), None)
        if j is None:
            return None
        lines += [nop.lineno] * (j + 1 - len(lines))
    return lines if len(lines) == len(items) else None


class _At(Expr):
    """Where an item of a folded tuple starts (for :func:`spread`)."""

    __slots__ = ()

    def __init__(self, line: int) -> None:
        Expr.__init__(self, "")
        self.line = line
