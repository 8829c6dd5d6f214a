"""Statements of the rebuilt source, and printing them on the lines they came from.

A :class:`Stmt` is one statement: its header text (``x = 1``, ``if a:``), the source line of
the instructions it came from, and for compound statements its bodies.  Printing puts each
statement on its original line where the lines only grow (blank lines fill the gaps), so that a
traceback through the rebuilt program points where the original's did; where a line is already
taken the statement goes on the next free one.
"""
from typing import Any, Dict, List, Optional, Tuple

from antioch.decompile.expr import Expr
from antioch.decompile.lines import expand, plain

INDENT = "    "

#: the ``data`` of the ``raise NotImplementedError`` ending a body left as a listing
STUB = "stub"

#: the statements whose body may be printed on the header's line when its lines say so
INLINE_BODIES = ("def",)
#: the data of a ``try`` statement whose body was written on its line (try_statement.py)
ONE_LINE = "one line"

#: the statements whose body is printed on the header's line when each of its statements computes
#: a value that starts there (``while i < n: i = i + 1``): from 3.13 a STORE_FAST and the LOAD_FAST
#: after it fuse only on one line (``make_super_instruction`` in ``Python/flowgraph.c``)
VALUE_LINE_BODIES = ("while", "for", "with")

#: the statements a ``with`` body on its header's line may hold: a ``return`` there can have the
#: line of the ``__exit__`` call, the with's, though written on a line of its own
WITH_LINE_KINDS = ("assign", "expr")


class OnHeaderLine(str):
    """The ``data`` of a ``return None`` that the source wrote on its ``if``'s line (found by
    body_passes.return_on_header_line): ``"explicit"`` to every pass, and printed there."""

#: the ``data`` of a ``while`` statement whose test the compiler left out (``while True:``): its line
#: is its body's, so that tells nothing of where the body was written
ENDLESS = "endless"


class Stmt:
    """One statement; ``bodies`` holds (header, statements) for each clause after the first.

    ``kind`` names what later passes look for: ``assign``, ``return``, ``continue``, ``break``,
    ``if``, ``expr``, ``raise``, ``pass`` ... ``data`` keeps what they need (the assigned value,
    an if's condition).
    """

    __slots__ = ("bodies", "data", "kind", "line", "text")

    def __init__(self, kind: str, text: str, line: Optional[int] = None, data: Any = None,
                 bodies: Optional[List[Tuple[Optional[str], List["Stmt"]]]] = None) -> None:
        self.kind = kind
        self.text = text
        self.line = line
        self.data = data
        #: the clauses of a compound statement: (header or None for the first, body)
        self.bodies = bodies if bodies is not None else []

    def __repr__(self) -> str:
        return "<Stmt %s %r @%s>" % (self.kind, self.text, self.line)


class Printer:
    """Lines of source with statements placed on their original lines where possible."""

    def __init__(self, place_lines: bool = True) -> None:
        self.lines: List[str] = []
        self.place_lines = place_lines
        #: statements that landed on their own line / that had one
        self.placed = 0
        self.with_line = 0
        #: the depth of the simple statement that ends the last line (None after anything else)
        self.simple_depth: Optional[int] = None
        #: whether the last line holds what was there in the original (the last statement with a
        #: line landed on it): only then may what follows on the same line join it
        self.in_step = True
        #: the line of the statement printed after the one being printed, where it is known (None:
        #: unknown), for a body of no lines of its own to know whether it has a line to itself
        self.following: Optional[int] = None

    def add(self, text: str, depth: int, line: Optional[int] = None) -> None:
        self.simple_depth = None
        if line is not None and self.place_lines:
            self.with_line += 1
            if len(self.lines) + 1 < line:  # (blank lines up to it, at once)
                self.lines += [""] * (line - 1 - len(self.lines))
            self.in_step = len(self.lines) + 1 == line
            if self.in_step:
                self.placed += 1
        if "\x00" not in text:  # (most statements: no line marks, one line; see extend)
            self.lines.append(INDENT * depth + text)
            return
        self.lines.append(INDENT * depth)
        self.extend(text, depth, line)

    def extend(self, text: str, depth: int, line: Optional[int]) -> None:
        """``text`` added to the last line, the parts of it marked with later lines on those."""
        if not self.place_lines:
            self.lines[-1] += plain(text)
            return
        expand(text, self.lines, INDENT * (depth + 1), len(self.lines) - line if line is not None else 0)

    def block(self, stmts: List[Stmt], depth: int, inline: bool = False) -> None:
        if not stmts:
            self.add("pass", depth)
            return
        if inline and self.place_lines and self.in_step and all(_simple(s) for s in stmts) \
                and (all(s.line == len(self.lines) for s in stmts) or self._crowded(stmts)):
            # a body written on its header's line (``if x: y``, ``def f(): return 1``); also a body
            # of no lines of its own (a function's docstring) where the next line is taken
            self.lines[-1] += " " + "; ".join(plain(s.text) for s in stmts)
            with_line = sum(s.line is not None for s in stmts)
            self.with_line += with_line
            self.placed += with_line
            return
        after = self.following
        last = len(stmts) - 1
        for k, s in enumerate(stmts):
            if k < last:
                then = stmts[k + 1]
                # (first_line's answer, without a call where no decorator can come first)
                self.following = then.line if not isinstance(then.data, dict) else first_line(then)
            else:
                self.following = after
            self.stmt(s, depth)
        self.following = after

    def _crowded(self, stmts: List[Stmt]) -> bool:
        """Statements of no line of their own whose header's next line is the next statement's."""
        return all(s.line is None for s in stmts) and self.following is not None \
            and self.following <= len(self.lines) + 1

    def stmt(self, s: Stmt, depth: int) -> None:
        simple = not s.bodies and s.kind != "def"  # (:func:`_simple`, without a call per statement)
        if simple and self.place_lines and self.in_step and s.line is not None and s.line == len(self.lines) \
                and self.simple_depth == depth:
            # joined to the statement before it on its line (``a = 1; b = 2``)
            self.lines[-1] += "; "
            self.extend(s.text, depth, s.line)
            self.with_line += 1
            self.placed += 1
            return
        if simple and not isinstance(s.data, dict):  # (most statements: no decorators, no clauses)
            self.add(s.text, depth, s.line)
            self.simple_depth = depth
            return
        decorators = s.data.get("decorators", []) if isinstance(s.data, dict) else []
        for line, text in decorators:
            self.add("@" + text, depth, line)
        # the header of a decorated definition goes after its decorators (its statement's line is
        # that of the first decorator, which is evaluated first)
        line = None if decorators and decorators[0][0] is not None else s.line
        if s.kind == "def" and len(s.bodies) == 1 and len(s.bodies[0][1]) == 1 and s.bodies[0][1][0].data == STUB:
            # a body left as a listing is one line: on the header's, so that it moves nothing after it
            self.add("%s %s" % (s.text, s.bodies[0][1][0].text), depth, line)
            return
        self.add(s.text, depth, line)
        if simple:
            self.simple_depth = depth
        for header, body in s.bodies:
            if header is None:
                # (the lines of other statements' bodies are less sure: a with statement's `return`
                # can have the line of the `__exit__` call)
                self.block(body, depth + 1, s.kind in INLINE_BODIES or s.data == ONE_LINE
                           or (s.kind == "if" and _if_body_inline(s, body))
                           or (s.kind in VALUE_LINE_BODIES and s.data is not ENDLESS
                               and _values_on_line(body, s.line)
                               and (s.kind != "with" or all(b.kind in WITH_LINE_KINDS for b in body))))
            else:
                self._clause(s, header, body, depth)

    def _clause(self, s: Stmt, header: str, body: List[Stmt], depth: int) -> None:
        if header == "else:" and len(body) == 1 and body[0].kind == "if" and s.kind == "if":
            inner = body[0]
            self.add("el" + inner.text, depth, inner.line)
            for h, b in inner.bodies:
                if h is None:
                    self.block(b, depth + 1, _if_body_inline(inner, b))  # (``elif c: x = 1``, as an if's)
                else:
                    self._clause(inner, h, b, depth)
            return
        self.add(header, depth)
        # (``if c: x = 1`` / ``else: x = 2``: an else clause on its header's line after a body on its own;
        # ``except E: pass`` written on one line, the pass on the line the clause lands on: other
        # statements of a clause may take its line, a break after POP_EXCEPT)
        self.block(body, depth + 1, (s.kind == "if" and header == "else:" and _values_on_line(s.bodies[0][1], s.line)
                                     and _values_on_line(body, len(self.lines)))
                   or (s.kind == "try" and header.startswith("except") and [x.kind for x in body] == ["pass"]))

    def text(self) -> str:
        return "\n".join(self.lines) + "\n"


def first_line(s: Stmt) -> Optional[int]:
    """The line a statement starts on: its first decorator's, else its own (None: not known)."""
    decorators = s.data.get("decorators") if isinstance(s.data, dict) else None
    return decorators[0][0] if decorators else s.line


def _if_body_inline(s: Stmt, body: List[Stmt]) -> bool:
    """The body of the ``if`` (or ``elif``) ``s`` may be printed on its header's line: its lines say
    it was written there."""
    return bool(body) and (_leaves_on_its_line(body[-1]) or _values_on_line(body, s.line)
                           or _passes_on_line(body, s.line))


def _leaves_on_its_line(s: Stmt) -> bool:
    """``s``, which ends an ``if`` body, leaves and has a line of its own (``if c: break``); a
    ``return`` or ``raise`` whose value starts on its line too (``if a < b < c: return x``): the
    statement's line can come from a jump of the test the body starts with (3.11's chained
    comparison), its value's never does."""
    if s.kind == "break":
        return s.line is not None
    if s.kind == "return_none":
        return isinstance(s.data, OnHeaderLine)
    return s.kind in ("return", "raise") and s.line is not None and getattr(s.data, "line", None) == s.line


def _values_on_line(body: List[Stmt], line: Optional[int]) -> bool:
    """Every statement of an ``if`` body computes a value that starts on the header's line
    (``if c: x = 1; y = 2``): no jump of the test gave it that line."""
    return line is not None and bool(body) and all(
        s.line == line and isinstance(s.data, Expr) and s.data.line == line for s in body)


def _passes_on_line(body: List[Stmt], line: Optional[int]) -> bool:
    """An ``if`` body of nothing but a ``pass`` on the header's line (``if __debug__: pass``): a
    line of its own would keep a NOP of its own."""
    return line is not None and len(body) == 1 and body[0].kind == "pass" and body[0].line == line


def _simple(s: Stmt) -> bool:
    """A statement that can share its line with others: no body, no decorators, not a stub's ``def``."""
    return not s.bodies and s.kind != "def"


def render(stmts: List[Stmt], place_lines: bool = True) -> Tuple[str, Printer]:
    p = Printer(place_lines)
    if stmts:
        p.block(stmts, 0)
    return p.text(), p


def text_of(stmts: List[Stmt]) -> str:
    """The source of ``stmts`` without their lines: what two copies of the same statements share."""
    return render(stmts, place_lines=False)[0]


def trim_tail(body: List[Stmt], kinds: Tuple[str, ...]) -> None:
    """Drop statements at the very end of ``body`` that the compiler adds by itself: the implicit
    ``return None`` of a function, the ``continue`` that closes a loop body; into the last ``if``."""
    while body and body[-1].kind in kinds and body[-1].data != "explicit":
        body.pop()
    if body and body[-1].kind == "if":
        for _, clause in body[-1].bodies:
            trim_tail(clause, kinds)
        bodies = body[-1].bodies
        if len(bodies) == 2 and not bodies[1][1]:
            del bodies[1]
    elif body and body[-1].kind in ("try", "with") and kinds == ("continue",):
        # a try or with statement that ends a loop's body: each of its clauses falls to the loop's head
        for _, clause in body[-1].bodies:
            trim_tail(clause, kinds)


def trim_copied_end(body: List[Stmt], lines: Dict[int, Optional[int]], pass_keeps_nop: bool = False) -> None:
    """:func:`trim_tail` of a function's implicit ``return None`` that 3.10+ copy into each way
    to it (Python/flowgraph.c, duplicate_exits_without_lineno): into the last ``if``, and into
    each clause of a try statement that ends the function when its body or else clause falls
    to that end, or an except clause does (:func:`fell_to_end`; ``except: return None`` there
    says the same as ``except: pass``: the source's more likely words are chosen).  With
    ``pass_keeps_nop`` (Facts.else_pass_keeps_nop) a lone ``return None`` ending the last ``else``
    was written: a ``pass`` there would have left its NOP."""
    _else_passes(body, lines, keeps_nop=pass_keeps_nop)
    trim_tail(body, ("return_none",))
    last = body[-1] if body else None
    if last is not None and last.kind == "try" and all(header != "finally:" for header, _ in last.bodies) \
            and any(_ends_with_copy(clause) if header in (None, "else:") else fell_to_end(clause, lines)
                    for header, clause in last.bodies):
        for _, clause in last.bodies:
            trim_copied_end(clause, lines, pass_keeps_nop)
        if last.bodies[-1][0] == "else:" and not last.bodies[-1][1]:
            del last.bodies[-1]
    elif last is not None and last.kind == "if":
        for _, clause in last.bodies:
            trim_copied_end(clause, lines, pass_keeps_nop)
    elif last is not None and last.kind == "match":
        for case in last.bodies[0][1]:
            trim_copied_end(case.bodies[0][1], lines, pass_keeps_nop)


def _else_passes(body: List[Stmt], lines: Dict[int, Optional[int]], nested: bool = False,
                 keeps_nop: bool = False) -> None:
    """:func:`_else_pass` at each end of the function that the last ``if`` leads to: in its clauses,
    and in those of the ``if`` ending each of them (before :func:`trim_tail` drops their returns).
    ``nested``: ``body`` is a clause, whose end jumps to the function's; there a NOP of ``else: pass``
    stays, before the copy of the return that replaced the jump: the return was written."""
    _else_pass(body, lines, nested, keeps_nop)
    k = len(body) - 1
    if k > 0 and body[k].kind == "return_none" and body[k].data != "explicit":
        k -= 1
    if k >= 0 and body[k].kind == "if":
        for _, clause in body[k].bodies:
            _else_passes(clause, lines, nested=True, keeps_nop=keeps_nop)


def _else_pass(body: List[Stmt], lines: Dict[int, Optional[int]], nested: bool = False,
               keeps_nop: bool = False) -> None:
    """``else: pass`` ending the function: its NOP goes, the copy of the implicit ``return None``
    after it taking its line (Python/flowgraph.c, remove_redundant_nops), where a copy in a clause
    that the test's jump reaches directly would have the test's: a clause of that return alone, on
    a line after every other of the ``if``, is a ``pass`` (or a ``return``, which is the same)."""
    k = len(body) - 1
    if k > 0 and body[k].kind == "return_none" and body[k].data != "explicit":
        k -= 1  # (the implicit end after it)
    last = body[k] if k >= 0 else None
    if last is None or last.kind != "if" or len(last.bodies) != 2 or last.bodies[1][0] != "else:":
        return
    clause = last.bodies[1][1]
    if len(clause) == 1 and clause[0].kind == "if":
        _else_pass(clause, lines, keeps_nop=keeps_nop)  # (an elif)
        return
    end = clause[0] if len(clause) == 1 and clause[0].kind == "return_none" and clause[0].data != "explicit" \
        else None
    line = line_of(end, lines) if end is not None else None
    before = lines_of(last.bodies[0][1]) + ([last.line] if last.line is not None else [])
    if end is not None and line is not None and before and line > max(before):
        if nested or keeps_nop:
            end.data = "explicit"
        else:
            clause[0] = Stmt("pass", "pass", line)


def _ends_with_copy(clause: List[Stmt]) -> bool:
    """``clause`` ends with the function's implicit ``return None`` copied, or with an ``if`` one of
    whose clauses does."""
    last = clause[-1] if clause else None
    if last is not None and last.kind == "if":
        return any(_ends_with_copy(body) for _, body in last.bodies)
    return last is not None and last.kind == "return_none" and last.data != "explicit"


def fell_to_end(clause: List[Stmt], lines: Dict[int, Optional[int]]) -> bool:
    """``clause`` ends with ``return None`` on the line of a statement before it (``lines``: of each
    return's instruction; a written return has a line of its own, after theirs; one on the same line
    as the last says the same): the function's implicit end, copied into the end of a clause that
    fell to it, with the position of the instruction before it (Python/compile.c,
    duplicate_exits_without_lineno, propagate_line_numbers)."""
    last = clause[-1] if len(clause) > 1 else None
    line = line_of(last, lines) if last is not None else None
    if last is None or last.kind != "return_none" or line is None:
        return False
    before = lines_of(clause[:-1])
    return bool(before) and (line < max(before) or (line == max(before) and last.data != "explicit"))


def line_of(s: Stmt, lines: Dict[int, Optional[int]]) -> Optional[int]:
    """A statement's line; a return's, that of its return instruction (``lines``, by the id of each
    return statement: a copy may be read on the line of the statement it was copied after)."""
    return lines.get(id(s), s.line)


def lines_of(stmts: List[Stmt]) -> List[int]:
    """The lines of ``stmts`` and of everything in them."""
    out: List[int] = []
    for s in stmts:
        if s.line is not None:
            out.append(s.line)
        for _, clause in s.bodies:
            out.extend(lines_of(clause))
    return out
