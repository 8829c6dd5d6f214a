"""Statements of the rebuilt source, and printing them on the lines they came from.

A :class:`Stmt` is one statement: its header text (``x = 1``, ``if a:``), the source line of
the instructions it came from, and for compound statements its bodies.  Printing puts each
statement on its original line where the lines only grow (blank lines fill the gaps), so that a
traceback through the rebuilt program points where the original's did; where a line is already
taken the statement goes on the next free one.
"""
from typing import Any, List, Optional, Tuple

INDENT = "    "


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

    def add(self, text: str, depth: int, line: Optional[int] = None) -> None:
        if line is not None and self.place_lines:
            self.with_line += 1
            while len(self.lines) + 1 < line:
                self.lines.append("")
            if len(self.lines) + 1 == line:
                self.placed += 1
        self.lines.append(INDENT * depth + text)

    def block(self, stmts: List[Stmt], depth: int) -> None:
        if not stmts:
            self.add("pass", depth)
            return
        for s in stmts:
            self.stmt(s, depth)

    def stmt(self, s: Stmt, depth: int) -> None:
        if s.kind == "raw":  # pre-rendered lines (a function left as a listing)
            for i, text in enumerate(s.text.split("\n")):
                self.add(text, depth, s.line if i == 0 else None)
            return
        for line, text in (s.data.get("decorators", []) if isinstance(s.data, dict) else []):
            self.add("@" + text, depth, line)
        self.add(s.text, depth, s.line)
        for header, body in s.bodies:
            if header is None:
                self.block(body, depth + 1)
            else:
                self._clause(s, header, body, depth)

    def _clause(self, s: Stmt, header: str, body: List[Stmt], depth: int) -> None:
        if header == "else:" and len(body) == 1 and body[0].kind == "if" and s.kind == "if":
            inner = body[0]
            self.add("el" + inner.text, depth, inner.line)
            for h, b in inner.bodies:
                if h is None:
                    self.block(b, depth + 1)
                else:
                    self._clause(inner, h, b, depth)
            return
        self.add(header, depth)
        self.block(body, depth + 1)

    def text(self) -> str:
        return "\n".join(self.lines) + "\n"


def render(stmts: List[Stmt], place_lines: bool = True) -> Tuple[str, Printer]:
    p = Printer(place_lines)
    for s in stmts:
        p.stmt(s, 0)
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


def trim_copied_end(body: List[Stmt]) -> None:
    """:func:`trim_tail` of a function's implicit ``return None`` that 3.10+ copy into each way
    to it (Python/flowgraph.c, duplicate_exits_without_lineno): into the last ``if``, and into
    each clause of a try statement that ends the function when its body or else clause falls
    to that end (``except: return None`` there says the same as ``except: pass``: the source's
    more likely words are chosen)."""
    trim_tail(body, ("return_none",))
    last = body[-1] if body else None
    if last is not None and last.kind == "try" and all(header != "finally:" for header, _ in last.bodies) \
            and any(clause and clause[-1].kind == "return_none" and clause[-1].data != "explicit"
                    for header, clause in last.bodies if header in (None, "else:")):
        for _, clause in last.bodies:
            trim_copied_end(clause)
        if last.bodies[-1][0] == "else:" and not last.bodies[-1][1]:
            del last.bodies[-1]
    elif last is not None and last.kind == "if":
        for _, clause in last.bodies:
            trim_copied_end(clause)
