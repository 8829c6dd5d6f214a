"""Passes over a body's statements once the structurer has built them: what the compiler added
that is no statement of the source (a class body's epilogue, 3.12+'s wrapper of a generator's
body, loop exits copied into breaks), and the copy of a body shared between trial runs."""
from itertools import compress, repeat
from operator import attrgetter
from typing import Any, Dict, List, Optional, Set

from antioch.codeobj import CO_ASYNC_GENERATOR, CO_COROUTINE, CO_GENERATOR
from antioch.decompile.dead_ends import LEAVING
from antioch.decompile.expr import Const
from antioch.decompile.stmts import OnHeaderLine, Stmt, text_of
from antioch.ir import Label
from antioch.opcodes import table_for

#: what the compiler stores at the end of a class body (Python/compile.c, compiler_class_body)
CLASS_EPILOGUE = ("__classcell__", "__static_attributes__", "__classdictcell__")
#: a statement's bodies (an empty list for a simple statement), read at C speed
_BODIES = attrgetter("bodies")


def has_clauses(stmts: List[Stmt]) -> bool:
    """Some statement of ``stmts`` but a definition holds a body: the passes that mend the clauses of
    compound statements (the copies of exits 3.10+ leave in them) have something to look at.  A body
    of one block, most of them, has none: no branch, loop or handler made one."""
    # (the statements that hold a body found at C speed: most of those are definitions)
    return any(s.kind != "def" for s in compress(stmts, map(_BODIES, stmts)))


def copied_body(stmts: List[Stmt]) -> List[Stmt]:
    """A copy of a body as far as the passes over the code around it edit it: its lists (a finally
    clause's copies are dropped from every body inside it) and its compound statements (the
    clauses of an except are rebuilt); every other pass stops at a ``def``, so a simple statement
    of a body is not edited once the body is made, and is shared."""
    return [Stmt(s.kind, s.text, s.line, s.data, [(header, copied_body(body)) for header, body in s.bodies])
            if s.bodies else s for s in stmts]


def bare_returns(stmts: List[Stmt]) -> None:
    """``return None`` written ``return``: an asynchronous generator may not return a value, not
    even None (Python/compile.c, compiler_return)."""
    for st in stmts:
        if st.kind == "return_none":
            st.text = "return"
        if st.kind != "def":
            for _, body in st.bodies:
                bare_returns(body)


def stop_iteration_wrappers(ir: Any) -> List[Any]:
    """The try ranges 3.12+ wraps a generator's body in: each one's handler turns a StopIteration
    escaping the body into RuntimeError (PEP 479) and re-raises; no statement of the source."""
    intrinsics = table_for(ir.version).intrinsic1
    if not ir.try_ranges or not intrinsics:
        return []  # (3.11 and before have no CALL_INTRINSIC_1: no walk of the labels)
    if not ir.fields.flags & (CO_GENERATOR | CO_COROUTINE | CO_ASYNC_GENERATOR):
        # (only the body of a generator or coroutine is wrapped, Python/codegen.c, codegen_function_body:
        # a function's try statements need no walk of its labels)
        return []
    items = ir.items
    # (where each label stands, found in one walk: a look-up per range was a walk per range)
    at: Dict[int, int] = {}
    for k in compress(range(len(items)), map(isinstance, items, repeat(Label))):
        at.setdefault(id(items[k]), k)
    return [r for r in ir.try_ranges if _wraps(items, at.get(id(r.handler)), intrinsics)]


def _wraps(items: List[Any], at: Optional[int], intrinsics: Any) -> bool:
    """The items after the label at ``at`` are a handler that turns StopIteration into RuntimeError."""
    if at is None:
        return False
    names = [getattr(i, "name", None) for i in items[at + 1:at + 3]]
    if names != ["CALL_INTRINSIC_1", "RERAISE"]:
        return False
    arg = items[at + 1].arg
    return isinstance(arg, int) and 0 <= arg < len(intrinsics) and intrinsics[arg] == "INTRINSIC_STOPITERATION_ERROR"


def breaks_for_copied_ends(stmts: List[Stmt], copied: Optional[Set[int]],
                           after: Optional[List[Stmt]] = None,
                           lines: Optional[Dict[int, Optional[int]]] = None,
                           break_nops: Optional[Dict[int, int]] = None) -> None:
    """3.12+ copies a loop's small exit into its ``break`` (Python/flowgraph.c,
    inline_small_exit_blocks and duplicate_exits_without_lineno): where the statements that end
    such a break (``copied``: the returns that did, None: any return of a module or class body,
    which has none of its own) are those after the loop, they are the ``break``.  What runs after
    a loop that ends the body of an ``if`` is what follows the ``if`` (``after``, where known).  A copy
    keeps the line of the return it copies (``lines``: of each return instruction, where known), a
    return written in the loop's body the line of its own.  ``break_nops``: the line of the break's
    NOP before a copy, where one was seen (3.11+), which a ``pass`` before the copy stood for."""
    for i, s in enumerate(stmts):
        if not s.bodies or s.kind == "def":
            continue  # (nothing inside to look at: no copy of what follows for it, a slice a statement)
        rest = stmts[i + 1:]
        following = rest if after is None or (rest and rest[-1].kind in LEAVING) else rest + after
        if s.kind in ("for", "while"):
            if copied and _else_before_copied_end(s, rest, copied, lines or {}):
                s.bodies.append(("else:", rest[:-1]))
                del stmts[i + 1:-1]
                rest = stmts[i + 1:]
                following = rest if after is None or rest[-1].kind in LEAVING else rest + after
            if not following and copied and s.text in ("while True:", "while 1:"):
                # a loop left only by breaks whose exit was copied into each (3.10+: the break of an
                # except clause): nothing follows it, its copies say what did
                following = _exit_of_copies(s.bodies[0][1], copied)
                stmts.extend(following)
            for header, body in s.bodies:
                if header == "else:":  # (a break there leaves the loop around, if any)
                    breaks_for_copied_ends(body, copied, following, lines, break_nops)
                else:
                    _break_at_copies(body, following, copied, lines or {}, break_nops or {})
        elif s.kind == "if":
            for _, body in s.bodies:
                breaks_for_copied_ends(body, copied, following, lines, break_nops)
        elif s.kind != "def":
            for _, body in s.bodies:
                breaks_for_copied_ends(body, copied, lines=lines, break_nops=break_nops)


def _else_before_copied_end(loop: Stmt, rest: List[Stmt], copied: Set[int],
                            lines: Dict[int, Optional[int]]) -> bool:
    """``loop`` (with no else clause yet), followed by ``rest``, which ends with a return: its body
    holds copies of that return alone, with its line, after dropping the iterator.  A ``break`` of
    a ``for ... else`` jumps past the else clause to what follows the loop, and 3.10 copies that
    small exit into the jump (Python/compile.c, extend_block): the statements between the loop and
    the return are the else clause, which the breaks skip.  A return written inside the loop has
    a line of its own there; a break that copies the statement before the return too (no else
    clause: the exit it jumps to is both) is left to _break_at_copies.  The line of a return is that
    of its instruction where known (``lines``): a return that follows an inner loop's END_FOR in its
    block starts on that loop's line."""
    if len(loop.bodies) != 1 or len(rest) < 2 or rest[-1].kind not in ("return", "return_none") \
            or rest[-1].line is None:
        return False
    end, before = rest[-1], rest[-2]
    end_line = lines.get(id(end)) or end.line
    found = []

    def walk(body: List[Stmt]) -> None:
        for k, x in enumerate(body):
            if x.kind in ("return", "return_none") and id(x) in copied:
                found.append(x.kind == end.kind and x.text == end.text
                             and (lines.get(id(x)) or x.line) == end_line
                             and not (k > 0 and text_of(body[k - 1:k]) == text_of([before])))
            elif x.kind not in ("def", "class", "for", "while"):
                for _, clause in x.bodies:
                    walk(clause)

    walk(loop.bodies[0][1])
    return bool(found) and all(found)


def breaks_at_implicit_ends(stmts: List[Stmt]) -> None:
    """A function's last loop whose body holds a ``return None`` that the pool calls the function's
    implicit one (const_order.none_returns: ``None`` entered the pool after a constant loaded
    later): each is a ``break`` to the function's end, a small exit with no line of its own which
    the compiler copied into the jump (Python/compile.c, extend_block; Python/flowgraph.c,
    inline_small_exit_blocks), and the statements after the loop, which it skips, its ``else``
    clause (an endless loop has none: nothing may follow it).  Not in loops inside, whose break
    leaves only them."""
    at = next((k for k in range(len(stmts) - 1, -1, -1) if stmts[k].kind in ("for", "while")), None)
    if at is None or any(s.kind in LEAVING for s in stmts[at + 1:]):
        return
    loop = stmts[at]
    rest = stmts[at + 1:]
    found: List[Stmt] = []
    _implicit_ends(loop.bodies[0][1], found)
    if not found or len(loop.bodies) != 1 or (rest and loop.text in ("while True:", "while 1:")):
        return
    for s in found:
        s.kind, s.text, s.data, s.line = "break", "break", "explicit", None
    if rest:
        loop.bodies.append(("else:", rest))
        del stmts[at + 1:]


def _implicit_ends(stmts: List[Stmt], found: List[Stmt]) -> None:
    for s in stmts:
        if s.kind == "return_none" and s.data == "implicit":
            found.append(s)
        elif s.kind not in ("def", "class", "for", "while"):
            for _, body in s.bodies:
                _implicit_ends(body, found)


def _exit_of_copies(stmts: List[Stmt], copied: Set[int]) -> List[Stmt]:
    """The statement after a loop that nothing follows, when each of its copies in the loop's body
    (not in a loop inside) ends a clause and says the same: a return of a value (a constant is
    returned alike from inside the loop)."""
    found: List[Stmt] = []

    def walk(body: List[Stmt]) -> bool:
        for k, x in enumerate(body):
            if x.kind == "return" and id(x) in copied:
                if k + 1 != len(body):
                    return False
                found.append(x)
            elif x.kind not in ("def", "for", "while") and not all(walk(clause) for _, clause in x.bodies):
                return False
        return True

    if not walk(stmts) or not found or len({x.text for x in found}) != 1:
        return []
    return [Stmt(found[0].kind, found[0].text, found[0].line, found[0].data)]


def _break_at_copies(stmts: List[Stmt], tail: List[Stmt], copied: Optional[Set[int]],
                     lines: Dict[int, Optional[int]], break_nops: Dict[int, int]) -> None:
    ends = bool(tail) and tail[-1].kind in ("return", "return_none")
    for i, s in enumerate(stmts):
        # (a function's ``return None`` that the pool places where it stands is the source's, no
        # break: see const_order.none_returns)
        if s.kind in ("return", "return_none") and (copied is None or (
                id(s) in copied and not (s.kind == "return_none" and s.data == "explicit"))):
            start = i + 1 - len(tail) if ends else i - len(tail)
            # (a return written in the body, on a line of its own, where a copy keeps the exit's)
            moved = ends and None not in (lines.get(id(s)), lines.get(id(tail[-1]))) \
                and lines.get(id(s)) != lines.get(id(tail[-1]))
            if start >= 0 and (ends or s.kind == "return_none") and not moved \
                    and text_of(stmts[start:i + 1 if ends else i]) == text_of(tail):
                del stmts[start:i]
                s.kind, s.text, s.data, s.line = "break", "break", "explicit", None
                nop = break_nops.get(id(s))
                if nop is not None and start > 0 and stmts[start - 1].kind == "pass" and stmts[start - 1].line == nop:
                    s.line = nop  # (the break's NOP, after statements of the arm, read as a ``pass``)
                    del stmts[start - 1]
                return _break_at_copies(stmts, tail, copied, lines, break_nops)
        if s.kind not in ("def", "for", "while"):
            for _, body in s.bodies:
                _break_at_copies(body, tail, copied, lines, break_nops)
    return None


def strip_class_epilogue(stmts: List[Stmt]) -> None:
    """Take out what the compiler adds after a class body: the cells of the class and of its
    namespace, the attributes its methods assign to self (Python/compile.c, compiler_class_body);
    3.12+ copy it, a small exit, into each clause of an if or try statement that ends the body,
    with the ``return None`` after it (no source writes a return in a class body)."""
    while stmts and ((stmts[-1].kind == "return" and stmts[-1].text in ("return __class__", "return __classdict__"))
                     or (stmts[-1].kind == "assign" and stmts[-1].text.split(" = ")[0] in CLASS_EPILOGUE)
                     or (stmts[-1].kind == "return_none" and len(stmts) > 1
                         and stmts[-2].kind == "assign" and stmts[-2].text.split(" = ")[0] in CLASS_EPILOGUE)):
        stmts.pop()
    last = stmts[-1] if stmts else None
    if last is not None and (last.kind == "if"
                             or (last.kind == "try" and all(h != "finally:" for h, _ in last.bodies))):
        for _, clause in last.bodies:
            strip_class_epilogue(clause)
        if last.bodies[-1][0] == "else:" and not last.bodies[-1][1]:
            del last.bodies[-1]


def else_for_module_end(stmts: List[Stmt]) -> None:
    """A try statement of a module body whose except clauses end with ``return None`` and leave,
    followed by statements: no ``return`` can be written there, so each is the module's end that
    3.10 copied into the clause (an exit without a line), which the statement reached, being the
    last: the statements after it are its ``else`` clause (``try: import m`` / ``except E: pass`` /
    ``else: ...`` ending a module)."""
    for s in stmts:
        if s.kind not in ("def", "class"):
            for _, body in s.bodies:
                else_for_module_end(body)
    for at, s in enumerate(stmts[:-1]):
        clauses = s.bodies[1:] if s.kind == "try" else []
        if clauses and all((h or "").startswith("except") and body and body[-1].kind in LEAVING
                           for h, body in clauses) and any(body[-1].kind == "return_none" for _, body in clauses):
            for _, body in clauses:
                if body[-1].kind == "return_none":
                    body[-1:] = [] if len(body) > 1 else [Stmt("pass", "pass", body[-1].line)]
            s.bodies.append(("else:", stmts[at + 1:]))
            del stmts[at + 1:]
            return


def else_for_module_end_ifs(stmts: List[Stmt]) -> None:
    """An ``if`` of a module body (not inside another statement) whose body ends with ``return
    None``, followed by statements: the return is the module's end that 3.10+ copied into the body
    (an exit without a line), so the body skips all that follows, which is its ``else`` (the
    ``if`` / ``elif`` / ``else: raise`` that ends a module).  Each ``if`` of the new ``else`` is
    looked at in turn: it was an ``elif``."""
    for at, s in enumerate(stmts[:-1]):
        body = s.bodies[0][1] if s.kind == "if" and len(s.bodies) == 1 else []
        if body and body[-1].kind == "return_none":
            body[-1:] = [] if len(body) > 1 else [Stmt("pass", "pass", body[-1].line)]
            rest = stmts[at + 1:]
            del stmts[at + 1:]
            s.bodies.append(("else:", rest))
            else_for_module_end_ifs(rest)
            return


def has_returns(stmts: List[Stmt]) -> bool:
    return any(s.kind in ("return", "return_none") or any(has_returns(body) for _, body in s.bodies)
               for s in stmts if s.kind != "def")


def docstring_from_store(stmts: List[Stmt]) -> List[Stmt]:
    if stmts and stmts[0].kind == "assign" and stmts[0].text.startswith("__doc__ = ") \
            and isinstance(stmts[0].data, Const) and isinstance(stmts[0].data.value, str):
        first = stmts[0]
        return [Stmt("docstring", first.data.text, first.line)] + stmts[1:]
    return stmts


def return_on_header_line(stmts: List[Stmt]) -> None:
    """``if c: return`` on one line ending a function's flow, the statements after it on the next
    line: the structurer reads them as the ``if``'s ``else`` clause, both clauses ending in a copy
    of the implicit ``return None`` (3.10+ copy a small exit into each jump to it:
    duplicate_exits_without_lineno in Python/flowgraph.c).  A clause of that copy alone on the
    header's line was the return written there: ``if c: pass`` / ``else:`` would leave no line
    for the statements after it.  The return stays, the ``else`` clause's statements follow the
    ``if`` (the same instructions)."""
    while stmts and stmts[-1].kind == "if" and len(stmts[-1].bodies) == 2 and stmts[-1].bodies[1][0] == "else:":
        s = stmts[-1]
        body, rest = s.bodies[0][1], s.bodies[1][1]
        if len(body) != 1 or body[0].kind != "return_none" or body[0].data == "explicit" or s.line is None \
                or body[0].line != s.line or not rest or rest[0].line != s.line + 1 or isinstance(rest[0].data, dict):
            return
        body[0].data = OnHeaderLine("explicit")
        del s.bodies[1]
        stmts.extend(rest)
