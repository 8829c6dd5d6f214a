"""``try`` statements with a ``finally`` clause of 3.11+, read from the exception table.

The compiler writes the ``finally`` body twice (``Python/compile.c``, ``compiler_try_finally``):
once as a handler that starts with PUSH_EXC_INFO and ends with ``RERAISE 0`` (no CHECK_EXC_MATCH,
no POP_EXCEPT: the exception stays on the stack through it), and once on each way out of the
protected body, where the flow goes on after it: after the body's last statement, and before
each ``return``, ``break`` or ``continue`` that leaves the statement.

The protected region is every block whose chain of handlers reaches the ``finally`` handler (an
inner ``try``/``except`` is protected through its own handler's cleanup); the statement opens at
the region's one entry in the flow.  Its body is decompiled as usual, the handler gives the
``finally`` body, and each copy on a way out must say the same statements, which are then
dropped; any statement left over that was emitted while a returned value waited on the stack
means the copies did not match, and the function is not decompiled.
"""
from typing import TYPE_CHECKING, Any, Dict, List, Optional, Set, Tuple

from antioch.analysis.cfg import Block
from antioch.decompile.body_ways import handler_placed
from antioch.decompile.dead_ends import always_leaves
from antioch.decompile.exit_hoisting import else_before_exit, hoist_exits
from antioch.decompile.expr import Unsupported
from antioch.decompile.facts import UNCONDITIONAL_JUMPS
from antioch.decompile.regions import before_last_exit
from antioch.decompile.stmts import ONE_LINE, Stmt, text_of

if TYPE_CHECKING:
    from antioch.decompile.structure import Loop, Structurer

Stack = list

#: statements that leave a protected body through the ``finally`` copy written before them
_LEAVING = ("return", "return_none", "break", "continue")


def finally_handler(s: "Structurer", handler: Block) -> bool:
    """``handler`` is a ``finally`` clause's: PUSH_EXC_INFO, then blocks of the flow that neither
    match nor end the exception's handling, until ``RERAISE 0``; or, for a finally body that always
    raises, until each way ends in a raise, the exception left on the stack below (a bare ``except:``
    drops it first: POP_TOP)."""
    if handler.instrs[0].name != "PUSH_EXC_INFO" or (len(handler.instrs) > 1 and \
            handler.instrs[1].name in ("WITH_EXCEPT_START", "POP_TOP")):
        return False
    seen: Set[Block] = set()
    work = [handler]
    reraises = False
    raises = True
    while work:
        b = work.pop()
        if b in seen:
            continue
        seen.add(b)
        for i in b.instrs:
            if i.name in ("CHECK_EXC_MATCH", "CHECK_EG_MATCH", "POP_EXCEPT", "WITH_EXCEPT_START"):
                return False
            if i.name == "RERAISE" and i.arg == 0:
                reraises = True
        if not s.flow.succs[b] and b.instrs[-1].name != "RAISE_VARARGS":
            raises = False
        work.extend(s.flow.succs[b])
    return reraises or raises


def finally_entries(s: "Structurer") -> Dict[Block, List[Block]]:
    """Block where a ``try``/``finally`` opens -> its ``finally`` handlers, the outermost first."""
    if "PUSH_EXC_INFO" not in s.flow.cfg.table:
        return {}  # (3.8-3.10: no handler is a finally handler, see finally_handler)
    if not s.flow.cfg.ir.try_ranges:
        return {}  # (no block has a handler: most code objects, without a walk of their blocks)
    handlers: List[Block] = []
    asked: Set[Block] = set()  # (each handler once, not once per block it protects)
    for _, chain in s.handler_chains():  # (the blocks in a range: any other's handler is None)
        h = chain[0] if chain else None
        if h is not None and h not in asked:
            asked.add(h)
            if finally_handler(s, h):
                handlers.append(h)
    found: List[Tuple[int, Block, Block]] = []
    for h in handlers:
        region = s.protected(h)
        entries = [b for b in region if b in s.flow.analysed and (
            b is s.flow.cfg.blocks[0] or any(p not in region and p in s.flow.analysed for p in s.flow.preds[b]))]
        if len(entries) == 1:
            found.append((len(region), entries[0], h))
    out: Dict[Block, List[Block]] = {}
    for _, entry, h in sorted(found, key=lambda t: -t[0]):
        out.setdefault(entry, []).append(h)
    return out


def finally_starts(s: "Structurer", b: Block, stack: Stack) -> Optional[Block]:
    """The ``finally`` handler of a statement opening at ``b`` that is not placed yet."""
    if s.finally_at is None:
        s.finally_at = finally_entries(s)
    for h in s.finally_at.get(b, []):
        if h in s.handled:
            continue
        depths = {r.depth for r in s.ranges_to(h)}
        if depths == {len(stack)}:
            return h
        return None
    return None


def finally_statement(s: "Structurer", b: Block, handler: Block, stack: Stack, loop: Optional["Loop"],
                      out: List[Stmt], stop: Optional[Block]) -> Tuple[Optional[Block], Optional[Stack]]:
    """``try: ... finally: ...`` opening at ``b``; the statements after it too (they start with the
    normal way out's copy of the ``finally`` body).  Returns (None, the stack where those end)."""
    from antioch.decompile.openings import body_line, try_line_kept  # (openings reads this module's handlers)
    one_line = not try_line_kept(s, b)  # (``try: f()``: the try's NOP dropped, its body on its line)
    line = body_line(b) if one_line else s.sim.line
    s.sim.line = None
    final, final_stack = s.run_handler(handler, stack, loop, None)
    final = hoist_exits(final, True)
    if final_stack is not None or not final or final[-1].kind not in ("reraise", "raise"):
        raise Unsupported("a finally handler that does not end by re-raising")
    if final[-1].kind == "reraise":
        final = final[:-1]  # (a finally body that raises keeps its raise: the copies raise too)
    s.sim.line = None
    # a return, break or continue in the body runs its own copy of the finally body first: that
    # way out stays in the body (finally_clause.leaves_through_finally), the copy dropped below
    s.finally_nesting += 1
    s.finally_texts.append(text_of(final))
    s.finally_lines.append({i.lineno for x in s.flow.reach([handler]) for i in x.instrs if i.lineno is not None})
    try:
        body, body_stack, exits = s.protected_body(b, handler, stack, loop, None, len(stack))
    finally:
        s.finally_nesting -= 1
        s.finally_texts.pop()
        s.finally_lines.pop()
    if body_stack is None and _goes_round(s, body, exits, loop):
        body.pop()  # (the arms of an if met at the loop's head: the body's end, no continue)
        body_stack = list(stack)
        else_after_leaving_arm(body)
    body = _drop_copies(body, final, s.sim.under_value)
    rest: List[Stmt] = []
    rest_stack: Optional[Stack] = None
    if body_stack is None and exits:  # (a statement whose other ways leave ended the body at its exit)
        body_stack = list(stack)
    if body_stack is not None and exits:
        if len(set(exits)) != 1:
            raise Unsupported("a try body that goes on to different places")
        exits_before = len(s.region_exits[-1]) if s.region_exits else 0
        rest, rest_stack = s.run(exits[0], list(stack), loop, stop)
        if not _starts_with(rest, final):  # (the function's end copied into it: the copy, then that end)
            hoisted = hoist_exits(rest, True)
            if len(hoisted) <= len(final) + 1 and _starts_with(hoisted, final):
                rest = hoisted
        if not _starts_with(rest, final) and rest_stack is not None and s.region_exits \
                and len(s.region_exits[-1]) > exits_before and _returns_none(s.region_exits[-1][-1]):
            # the copy ends the body of a statement around, whose way out is the function's end, which
            # the compiler copied into the arms of an `if` that ends the copy: `if c: A; return None`
            hoisted = hoist_exits(rest + [Stmt("return_none", "return None", None)])
            if hoisted[-1].kind == "return_none" and _starts_with(hoisted[:-1], final):
                rest = hoisted[:-1]
        if not _starts_with(rest, final):
            raise Unsupported("a finally body not copied after its try body")
        rest = rest[len(final):]
    if not s.finally_nesting and leftover(body, s.sim.under_value):  # (an outer statement drops its copies)
        raise Unsupported("a return through finally whose copies of the finally body differ")
    clauses: List[Tuple[Optional[str], List[Stmt]]] = [(None, body)]
    if len(body) == 1 and body[0].kind == "try" and all(h != "finally:" for h, _ in body[0].bodies):
        clauses = body[0].bodies  # try/except/finally: one statement, whose except clauses the finally protects
    out.append(Stmt("try", "try:", line, ONE_LINE if one_line else None, clauses + [("finally:", final)]))
    out.extend(rest)
    return None, rest_stack


def _goes_round(s: "Structurer", body: List[Stmt], exits: List[Block], loop: Optional["Loop"]) -> bool:
    """3.11+: the body ends with a ``continue`` the walk found where the arms of an ``if`` that ends
    it went round the loop around, each through its own copy of the finally body: the normal way
    out's copy jumps back to the head itself (no block of the loop's end is left to meet at), so
    that continue is the body's one way out (``exits``), not a statement."""
    if loop is None or len(set(exits)) != 1 or not body or body[-1].kind != "continue" \
            or body[-1].data == "explicit":
        return False
    x = exits[0]
    for _ in range(4):
        succs = s.flow.succs[x]
        if len(succs) != 1:
            return False
        if s.through_jumps(succs[0]) is loop.header:
            return x.instrs[-1].name in ("JUMP_BACKWARD", "JUMP_ABSOLUTE", "JUMP")
        x = succs[0]
    return False


def else_after_leaving_arm(body: List[Stmt]) -> None:
    """``if c: A`` / ``else: B`` ending ``body``, where ``A`` leaves and the arms were read as meeting at
    the head of the loop around (see :func:`_goes_round`): they meet at the body's end, so ``B``
    follows the ``if``, which is how the compiler lays out what the source wrote."""
    last = body[-1] if body else None
    if last is not None and last.kind == "if" and len(last.bodies) == 2 and last.bodies[1][0] == "else:" \
            and always_leaves(last.bodies[0][1]):
        body.extend(last.bodies.pop()[1])


def _returns_none(b: Block) -> bool:
    """``b`` only returns None (the function's implicit end)."""
    plain = [(i.name, i.arg) for i in b.instrs if i.name != "NOP"]
    return plain in ([("RETURN_CONST", None)], [("LOAD_CONST", None), ("RETURN_VALUE", None)])


def leaves_through_cleanup(s: "Structurer", b: Block, loop: Optional["Loop"]) -> bool:
    """``b``, outside the protected body being placed, is a way out of the statement around it:
    ``break`` after a copy of the ``finally`` body, or a ``with`` body's ``break`` or ``return``
    after its call of ``__exit__(None, None, None)`` (Python/compile.c, compiler_unwind_fblock).
    Those statements stay in the body (the copies of a finally body are dropped when it is placed).
    A return leaves the body when it has the position of the ``__exit__`` call (the body's normal
    way out, followed by a ``return`` statement of its own, has that statement's position)."""
    before = _before_send(s, b) if exit_call(s, b) is None else None
    if before is not None:  # the SEND loop of an async with's __aexit__, or where it comes out
        return leaves_through_cleanup(s, before, loop)
    x = b
    called: Optional[Tuple[Block, Any]] = None
    only_exits = True  # (nested with statements: one call of __exit__ after another, then the return)
    handler = handler_placed(s)
    for _ in range(8):
        if x is handler:
            return False  # (3.8: the body's own end, which falls into the handler that calls __exit__)
        found = exit_call(s, x)
        only_exits = only_exits and found is not None
        if found is not None:
            called = found
            x = found[0]
        succs = s.flow.succs[x]
        if not succs:
            if _copied_loop_end(x, loop):
                return True
            if called is None or not only_exits or x.instrs[-1].name not in ("RETURN_VALUE", "RETURN_CONST"):
                return False
            # the return inside the body has the with statement's position, the one after it its own;
            # a function's implicit `return None` after the body may have it too: None is taken only
            # where the body has another way out after it (the end of the body comes last)
            last = x.instrs[-1]
            value = last if last.name == "RETURN_CONST" else x.instrs[-2]
            region = s.regions[-1] if s.regions else None
            if value.name in ("LOAD_CONST", "RETURN_CONST") and value.arg is None and (
                    not before_last_exit(region, s.flow, b)
                    or (s.facts.structures_exception_table and not _return_marked(s, b))) \
                    and not (s.facts.structures_exception_table and _leaves_from_handler(s, region, b)):
                return False
            return bool(last.position == called[1].position)
        if len(succs) != 1 or _meets_suppressed(s, x, succs[0]):
            return False
        if loop is not None and s.through_jumps(succs[0]) is loop.exit:
            return True
        if loop is not None and s.through_jumps(succs[0]) is loop.header and called is not None and only_exits:
            # a continue after __exit__, or the body's end going round the loop: the end comes last
            # (3.12+ lay what only handlers reach after it: a continue from an except clause)
            region = s.regions[-1] if s.regions else None
            return before_last_exit(region, s.flow, b) or (
                s.facts.threads_jumps_back and _leaves_from_handler(s, region, b))
        x = succs[0]
    return False


def _leaves_from_handler(s: "Structurer", region: Optional[Set[Block]], b: Block) -> bool:
    """``b``, a way out of ``region`` that calls ``__exit__`` and goes round the loop or returns, is
    reached only through handlers, where the body's own end is reached by the normal flow: a
    ``continue`` or ``return`` written in an except clause of the body (3.12+ lay it out with the
    handlers after everything else: Python/flowgraph.c, push_cold_blocks_to_end).  A ``return None``
    there has no NOP of its own line before the call, the clause's POP_EXCEPT taking that line
    (compiler_unwind_fblock in Python/compile.c), and the function's implicit return after the with
    statement is reached by the normal flow."""
    if region is None or b in s.flow.reachable:
        return False
    exits = {x for r in region for x in s.flow.succs[r] if x not in region}
    return b in exits and any(x in s.flow.reachable for x in exits)


def _return_marked(s: "Structurer", b: Block) -> bool:
    """3.11+: a NOP keeps the line of a return written in a with body before the call of ``__exit__``
    at ``b`` (compiler_return in Python/compile.c; the NOP is protected, the call is not, so it ends
    the block before); the function's end after the body has none."""
    return b.instrs[0].name == "NOP" or any(p.instrs[-1].name == "NOP" for p in s.flow.preds[b])


def _meets_suppressed(s: "Structurer", x: Block, after: Block) -> bool:
    """3.9+: ``after``, where ``x`` goes on, is also where a with statement's handler goes on
    when ``__exit__`` suppressed the exception (3.9-3.10: POP_EXCEPT, then POP_TOP of ``__exit__``:
    compiler_with in Python/compile.c; 3.11+: POP_EXCEPT, then POP_TOP of ``__exit__`` and of the
    value entered, compiler_with_except_finish): the statement after the with, which its body's
    normal way out reaches by a jump; a ``break`` or ``return`` in the body unwinds on its own way,
    reached from nowhere else.  (3.14+ drop ``__exit__``'s self too; the handler jumps back there
    where the statement after the with is laid out before it: 3.12+ put what only handlers reach
    after everything.)"""
    ending = ["POP_EXCEPT"] + ["POP_TOP"] * s.facts.with_suppressed_pops
    # (not the head of a loop, where a continue, or the end of the loop's body, meets that way too;
    # 3.8-3.10's handlers end in their own jumps, which a break out of an except clause shares)
    jumps_back = s.facts.structures_exception_table and after not in s.flow.loops
    return any(p is not x and [i.name for i in _but_jump(p.instrs, jumps_back)[-len(ending):]] == ending
               for p in s.flow.preds[after])


def _but_jump(instrs: List[Any], jumps: bool) -> List[Any]:
    return instrs[:-1] if jumps and instrs and instrs[-1].name in UNCONDITIONAL_JUMPS else instrs


def exit_call(s: "Structurer", b: Block) -> Optional[Tuple[Block, Any]]:
    """When ``b`` calls a with statement's ``__exit__(None, None, None)`` (a value to return kept
    below by SWAP): the block that drops its result, and the CALL; an async with's ``__aexit__``
    result is awaited first, in a SEND loop (Python/compile.c, compiler_call_exit_with_nones)."""
    names = [i.name for i in b.instrs]
    k = 0
    while k < len(names) and (names[k] in ("SWAP", "PRECALL")
                              or (names[k] == "LOAD_CONST" and b.instrs[k].arg is None)):
        k += 1
    if names[:k].count("LOAD_CONST") < 3:
        return None
    if names[k:k + 2] == ["CALL", "POP_TOP"]:
        return b, b.instrs[k]
    if names[k:k + 3] == ["CALL", "GET_AWAITABLE", "LOAD_CONST"]:
        ends = _after_send(s, b)
        after = [i.name for i in ends.instrs]
        if ends is not b and after[after[:1] == ["END_SEND"]:][:1] == ["POP_TOP"]:
            return ends, b.instrs[k]
    return None


def _after_send(s: "Structurer", b: Block) -> Block:
    """Where the SEND loop that ``b`` ends with, or goes on to, comes out (``b`` when it does not)."""
    x = b
    for _ in range(2):
        if x.instrs[-1].name == "SEND":
            return s.flow.succs[x][0] if len(s.flow.succs[x]) == 1 else b
        if len(s.flow.succs[x]) != 1:
            return b
        x = s.flow.succs[x][0]
    return b


def _before_send(s: "Structurer", b: Block) -> Optional[Block]:
    """The block that goes on to ``b`` when ``b`` is a lone SEND or where one comes out (the flow
    leaves out the loop that yields, and the CLEANUP_THROW that comes back from a throw)."""
    if b.instrs[0].name == "SEND":
        preds = [p for p in s.flow.preds[b] if p.instrs[-1].name == "LOAD_CONST"]
        return preds[0] if len(preds) == 1 and preds[0].instrs[-2].name == "GET_AWAITABLE" else None
    preds = [p for p in s.flow.preds[b] if p.instrs[-1].name == "SEND"]
    return preds[0] if len(preds) == 1 else None


def _copied_loop_end(b: Block, loop: Optional["Loop"]) -> bool:
    """``b`` ends a ``break`` out of a for loop whose exit returns: 3.12+ copies that small exit into
    the break, after the POP_TOP of the iterator (Python/flowgraph.c, duplicate_exits_without_lineno)."""
    if loop is None or loop.exit is None or loop.header.instrs[0].name != "FOR_ITER":
        return False
    end = loop.exit.instrs
    if end[0].name != "END_FOR" or len(end) < 2 or end[-1].name not in ("RETURN_VALUE", "RETURN_CONST"):
        return False
    tail = [copy_form(i) for i in b.instrs[-len(end):]]
    return tail == [("POP_TOP", "None")] + [copy_form(i) for i in end[1:]]


def copy_form(instr: Any) -> Tuple[str, str]:
    """An instruction as a copy of it reads: the exit after a loop or try statement checks a variable
    that may be unbound (LOAD_FAST_CHECK), its copy in a break or except clause, where it is bound,
    does not; 3.14+'s exit drops
    the iterator with POP_ITER, the break with POP_TOP (and may borrow what it loads)."""
    return _COPY_READS.get(instr.name, instr.name), repr(instr.arg)


#: an instruction of a loop's exit -> how its copy in a break reads
_COPY_READS = {"LOAD_FAST_CHECK": "LOAD_FAST", "LOAD_FAST_BORROW": "LOAD_FAST", "POP_ITER": "POP_TOP"}


def _starts_with(stmts: List[Stmt], prefix: List[Stmt]) -> bool:
    return len(stmts) >= len(prefix) and text_of(stmts[:len(prefix)]) == text_of(prefix)


def _drop_copies(stmts: List[Stmt], final: List[Stmt], marked: Set[int], loops: int = 0) -> List[Stmt]:
    """``stmts`` without the copy of ``final`` before each statement that leaves them.  Before a
    return whose value waits, the copies (``marked``) of nested finally bodies come innermost first:
    this statement's copy opens that run of copies.  Every return, and every break or continue
    outside the loops nested in the body (``loops``), runs the copy first: one without it was read
    wrong."""
    out: List[Stmt] = []
    for st in else_before_exit(hoist_exits(stmts), text_of(final), len(final)):
        if st.kind in _LEAVING and final and (loops == 0 or st.kind in ("return", "return_none")):
            start = len(out) - len(final)
            if start >= 0 and text_of(out[start:]) != text_of(final):
                start = len(out)
                while start > 0 and id(out[start - 1]) in marked:
                    start -= 1
                if text_of(out[start:start + len(final)]) != text_of(final):
                    start = -1
            if start < 0:
                raise Unsupported("a way out of a try body without its copy of the finally body")
            del out[start:start + len(final)]
            st.line = None  # its instruction comes after the copy, on the finally body's last line
        if st.bodies and st.kind not in ("def", "class"):
            inner = loops + (st.kind in ("for", "while"))
            st.bodies = [(h, _drop_copies(b, final, marked, inner if h is None or h != "else:" else loops))
                         for h, b in st.bodies]
        out.append(st)
    return out


def run_return(s: "Structurer", b: Block, stack: Stack, out: List[Stmt], loop: Optional["Loop"]) -> None:
    """Run the way out of a body that returns a value computed inside it, from ``b``: the copies
    of the finally bodies around (split by their ranges, with their own statements) and the return."""
    s.regions.append(None)  # (the copies are outside the bodies they leave)
    s.region_exits.append([])
    try:
        stmts, end = s.run(b, stack, loop, None)
    finally:
        s.regions.pop()
        s.region_exits.pop()
    if end is not None:
        raise Unsupported("a protected body that ends with a value on the stack")
    out.extend(stmts)


def leftover(stmts: List[Stmt], marked: Set[int]) -> bool:
    return any(id(st) in marked or leftover([x for _, b in st.bodies for x in b], marked) for st in stmts)
