"""3.9-3.10 ``try ... finally``: the finally body is compiled twice (``Python/compile.c``,
compiler_try_finally): once after the protected body, where the normal flow runs it, and once as
the handler, which ends with RERAISE.  The handler's copy gives the clause; the normal flow's copy
must say the same, and the statements after it are what follows the try statement.  A body made of
one try statement with except clauses is the ``try/except/finally`` the compiler nests that way.
"""
from typing import TYPE_CHECKING, List, Optional, Set, Tuple

from antioch.analysis.cfg import Block
from antioch.decompile import finally_table, with_exits
from antioch.decompile.blockstack import handler_entry
from antioch.decompile.copied_exits import MAX_COPY_SIZE
from antioch.decompile.exit_hoisting import else_before_exit, hoist_exits
from antioch.decompile.expr import Marker, Unsupported
from antioch.decompile.stmts import Stmt, render
from antioch.ir import Instr

if TYPE_CHECKING:
    from antioch.decompile.structure import Loop, Stack, Structurer


def is_finally_handler(handler: Block) -> bool:
    """A 3.8-3.10 SETUP_FINALLY handler that is no chain of except clauses: those start by testing
    the exception's type (DUP_TOP) or dropping it (POP_TOP, a bare ``except:``)."""
    return handler.instrs[0].name not in ("DUP_TOP", "POP_TOP")


def finally_statement(self: "Structurer", b: Block, handler: Block, stack: "Stack", loop: "Optional[Loop]",
                      out: List[Stmt], stop: Optional[Block]) -> "Tuple[Optional[Block], Optional[Stack]]":
    line = self.sim.line
    self.sim.line = None
    if self.facts.finally_by_call:
        return _called_finally(self, b, handler, stack, loop, out, stop, line)
    self.regions.append(None)
    self.region_exits.append([])
    try:
        handler_out, _ = self.run(handler, handler_entry(stack, True), loop, None)
    finally:
        self.regions.pop()
        self.region_exits.pop()
    handler_out = hoist_exits(handler_out, True)
    if not handler_out or handler_out[-1].kind not in ("reraise", "raise"):
        raise Unsupported("a finally clause that does not end by raising again")
    # (a finally body that raises keeps its raise: its copies raise too)
    final = handler_out[:-1] if handler_out[-1].kind == "reraise" else handler_out
    # a return, break or continue in the body runs its own copy of the clause first
    self.finally_texts.append(_text(final))
    try:
        body, body_stack, exits = self.protected_body(b, handler, stack, loop, None, len(stack))
    finally:
        self.finally_texts.pop()
    _drop_copies(body, final)
    if not self.finally_texts and finally_table.leftover(body, self.sim.under_value):
        # (a statement run while a returned value waits that is no copy of a finally body around)
        raise Unsupported("a way out of a try body without its copy of the finally body")
    out.append(_try_finally(body, final, line))
    if not exits:
        return None, None
    if body_stack is None:  # an `if` whose other arm leaves ended the body at its exit
        body_stack = list(stack)
    if len(set(exits)) != 1:
        copies = _copied_exits(self, exits) if self.facts.copies_small_exits else None
        if copies is None:
            raise Unsupported("a try body that goes on to different places")
        self.done.update(copies)
    exits_before = len(self.region_exits[-1]) if self.region_exits else 0
    after, after_stack = self.run(exits[-1], list(body_stack), loop, stop)
    if _text(after[:len(final)]) != _text(final):  # (the function's end copied into it: the copy, then that end)
        hoisted = hoist_exits(after, True)
        if len(hoisted) <= len(final) + 1 and _text(hoisted[:len(final)]) == _text(final):
            after = hoisted
    if _text(after[:len(final)]) != _text(final):
        raise Unsupported("a finally clause whose two copies differ")
    out.extend(after[len(final):])
    if after_stack is None:
        return None, None
    return _way_on(self, stop, exits_before), after_stack


def _copied_exits(self: "Structurer", exits: List[Block]) -> Optional[List[Block]]:
    """The ways out of the body are copies of one run of blocks that leaves: 3.10 copies an exit
    without a line number (the POP_BLOCK that closes the try, the finally body's normal copy and
    the implicit ``return None``) into each jump to it (Python/compile.c,
    duplicate_exits_without_lineno).  The blocks of all the copies but the last; else None."""
    if any(_own_line(b.instrs, k) for x in exits for b in [x, *self.flow.preds[x]]
           for k, i in enumerate(b.instrs) if i.name == "POP_EXCEPT"):
        # (an except clause's way out: a return written there runs the clause the same way, but its
        # POP_EXCEPT has the return's line; the clause's own end, that of its last statement)
        return None
    chains = [_leaving_chain(self, x) for x in exits]
    texts = [[(i.name, repr(i.arg)) for b in chain for i in b.instrs if i.name not in ("NOP", "POP_BLOCK")]
             for chain in chains if chain is not None]
    if len(texts) != len(exits) or any(t != texts[0] for t in texts):
        return None
    return [b for chain in chains[:-1] if chain is not None for b in chain]


def _own_line(instrs: List[Instr], k: int) -> bool:
    """The instruction at ``k`` has a line other than the one before it (or no instruction before)."""
    return k == 0 or instrs[k].lineno != instrs[k - 1].lineno


def _leaving_chain(self: "Structurer", b: Block) -> Optional[List[Block]]:
    """``b`` and the blocks it falls or jumps to, one way each, up to one that leaves."""
    chain = [b]
    while self.flow.succs[b]:
        if len(self.flow.succs[b]) != 1 or len(chain) >= 8:
            return None
        b = self.flow.succs[b][0]
        chain.append(b)
    return chain


def _try_finally(body: List[Stmt], final: List[Stmt], line: Optional[int]) -> Stmt:
    if len(body) == 1 and body[0].kind == "try" and not any(h == "finally:" for h, _ in body[0].bodies):
        body[0].bodies.append(("finally:", final))  # try/except/finally: a try/except in a try/finally
        body[0].line = line if line is not None else body[0].line
        return body[0]
    return Stmt("try", "try:", line, None, [(None, body), ("finally:", final)])


def _called_finally(self: "Structurer", b: Block, handler: Block, stack: "Stack", loop: "Optional[Loop]",
                    out: List[Stmt], stop: Optional[Block],
                    line: Optional[int]) -> "Tuple[Optional[Block], Optional[Stack]]":
    """3.8: one copy of the finally body, which the body's end reaches through BEGIN_FINALLY (and a
    return, break or continue through CALL_FINALLY, which runs it and comes back); it ends with
    END_FINALLY, where the statements after the try statement start."""
    self.finally_texts.append(_text([]))  # a return, break or continue calls the one copy (CALL_FINALLY)
    try:
        body, body_stack, exits = self.protected_body(b, handler, stack, loop, None, len(stack))
    finally:
        self.finally_texts.pop()
    if exits and body_stack is None:
        body_stack = list(stack)
    exits_before = len(self.region_exits[-1]) if self.region_exits else 0
    if exits:
        if len(set(exits)) != 1 or [i.name for i in exits[0].instrs] != ["BEGIN_FINALLY"]:
            raise Unsupported("a try body that goes on to different places")
        rest, rest_stack = self.run(exits[0], list(body_stack or stack), loop, stop)
    else:  # only exceptions reach the finally body
        self.regions.append(None)
        self.region_exits.append([])
        try:
            rest, rest_stack = self.run(handler, list(stack) + [Marker("begin_finally")], loop, stop)
        finally:
            self.regions.pop()
            self.region_exits.pop()
        rest_stack = None
    at = next((i for i, s in enumerate(rest) if s.kind == "end_finally"), None)
    if at is None and rest and rest[-1].kind == "raise" and rest_stack is None:
        at = len(rest)  # (a finally body that raises: nothing goes on after it)
    if at is None:
        raise Unsupported("a finally body that does not end with END_FINALLY")
    out.append(_try_finally(body, rest[:at], line))
    if not exits:
        return None, None
    out.extend(rest[at + 1:])
    if rest_stack is None:
        return None, None
    return _way_on(self, stop, exits_before), rest_stack


def _way_on(self: "Structurer", stop: Optional[Block], exits_before: int) -> Optional[Block]:
    """Where the statements after a try/finally go on: ``stop``, or the way out of the body of a
    with or try around it that they reached (the caller meets it again and ends that body there)."""
    if stop is None and self.region_exits and len(self.region_exits[-1]) == exits_before + 1:
        return self.region_exits[-1].pop()
    return stop


def leaves_through_finally(self: "Structurer", b: Block, stack: "Stack", loop: "Optional[Loop]",
                           returns_only: bool = False) -> bool:
    """``b``, outside a protected body, runs the innermost finally clause's copy, then returns,
    breaks or continues: that way out stays in the body, the copy dropped from it afterwards."""
    if not self.finally_texts or b in self.done:
        return False
    if b in self.leaving_copies:
        return not returns_only
    # 3.8: the way out calls the finally body (or is where a CALL_FINALLY comes back to)
    called = any(p.instrs[-1].name == "CALL_FINALLY" for p in self.flow.preds[b])
    trial_stack = list(stack)
    trial: List[Stmt] = []
    saved = self.sim.line
    parallel = list(self.sim.parallel)  # (a trial's stores under the waiting value are no assignment yet)
    x: Optional[Block] = b
    ran: List[Block] = []
    self.sim.value_waits = True
    try:
        for _ in range(8):
            assert x is not None
            ran.append(x)
            called = called or x.instrs[-1].name == "CALL_FINALLY"
            if self.facts.finally_by_call and not called and any(i.name != "POP_BLOCK" for i in x.instrs):
                return False
            end = self.sim.run_block(x, trial_stack, trial)
            if end.kind == "leave":
                if _computed_after_copy(self, stack, ran):
                    return False
                if bool(trial) and trial[-1].kind in ("return", "return_none") and \
                        _text(trial[:-1]) == self.finally_texts[-1] and (
                            (_written_leave(self, b) or _clause_returns_constant(self, b, x))
                            if self.facts.structures_exception_table
                            else not (self.facts.copies_small_exits and with_exits.copied_return(self, trial, ran)
                                      and not _unwinds_on_own_line(self, b))):
                    self.finally_exits.update(ran)
                    unwound = self.flow.preds[b][0].instrs[-1].lineno if self.facts.copies_small_exits \
                        and not self.facts.structures_exception_table and _unwinds_on_own_line(self, b) else None
                    if unwound is not None:  # (the return's own line, that of the POP_BLOCK before the copy)
                        self.sim.unwound_returns[id(x.instrs[-1])] = unwound
                    return True
                return False
            if end.kind not in ("fall", "jump") or end.then is None:
                return self.facts.structures_exception_table and not returns_only and _leaves_by_copy(self, b, loop)
            x = end.then
            # (the exit may itself only move on: the NOP of a try statement after the loop)
            # (the head itself too: a NOP of ``while True:`` the jump back goes to, 3.12+)
            if loop is not None and (x is loop.header or self.through_jumps(x) in (loop.header, loop.exit) + (
                    (self.through_jumps(loop.exit),) if loop.exit is not None else ())):
                return not returns_only and _text(trial) == self.finally_texts[-1] and (
                    not self.facts.structures_exception_table or _written_leave(self, b))
            if end.kind == "jump":  # the normal way out, to what follows the try statement
                return False
        return False
    except Unsupported:
        return False
    finally:
        self.sim.line = saved
        self.sim.parallel = parallel
        self.sim.value_waits = False


def _unwinds_on_own_line(self: "Structurer", b: Block) -> bool:
    """3.10: ``b`` opens by the POP_BLOCK of a ``return`` written in the body, on the return's own
    line (compiler_return sets it before compiler_unwind_fblock; the copy of the finally body and the
    ``return None`` after it take the finally body's last line), which nothing before it has: the
    body's own end closes the try by a POP_BLOCK on the line of its last statement (compiler_try_finally),
    and the function's end, copied after that end's copy of the finally body, returns the same way."""
    preds = self.flow.preds[b]
    return bool(preds) and all(_pop_block_on_own_line(self, p) for p in preds)


def _pop_block_on_own_line(self: "Structurer", p: Block) -> bool:
    """``p`` ends by a POP_BLOCK on a line that no instruction before it has (in its block, or at the
    end of each block that goes on to it)."""
    pop = p.instrs[-1] if p.instrs else None
    if pop is None or pop.name != "POP_BLOCK" or pop.lineno is None:
        return False
    if len(p.instrs) > 1:
        return p.instrs[-2].lineno != pop.lineno
    before = self.flow.preds[p]
    return bool(before) and all(q.instrs and q.instrs[-1].lineno != pop.lineno for q in before)


def _computed_after_copy(self: "Structurer", stack: "Stack", ran: List[Block]) -> bool:
    """3.9-3.10: the blocks ``ran`` from a way out of a try body return a value that is no constant,
    and no value waited on the stack when they began: it was computed after the finally body's
    copy, by a return statement after the try.  A ``return`` written in the body computes its value
    first and keeps it under the copy (compiler_return in Python/compile.c, preserve_tos); only a
    constant is loaded after it."""
    if self.facts.structures_exception_table or self.facts.finally_by_call or not self.regions:
        return False
    entry = self.region_entries.get(id(self.regions[-1]))
    instrs = [i for x in ran for i in x.instrs if i.name != "NOP"]
    # (a value on top, even at the depth the body began with: one a with around left there)
    waits = entry is None or len(stack) > entry[0] or (bool(stack) and not isinstance(stack[-1], Marker))
    return not waits and len(instrs) >= 2 \
        and instrs[-1].name == "RETURN_VALUE" and instrs[-2].name != "LOAD_CONST"


def _written_leave(self: "Structurer", b: Block) -> bool:
    """3.11+: ``b`` opens a return, break or continue statement that leaves through a finally
    clause, not the body's normal way out (a copy of the finally body, then what follows the
    statement, the function's end or the loop's next turn maybe): compiler_return, compiler_break
    and compiler_continue in Python/compile.c write a NOP on the statement's line before they unwind,
    the copy of the finally body and the jump or return after it take the finally body's lines.  A NOP
    without a line of its own (the end of a nested try statement) takes the line of the one block
    that goes on to it (propagate_line_numbers): not the return's, unless ``if c: return`` is one
    line, which is left undecided; nor one on a line of the finally body."""
    first = b.instrs[0]
    # (not the NOP of a statement that opens the finally body: ``finally: try: ...``)
    return first.name == "NOP" and first.lineno is not None and first.lineno not in self.finally_lines[-1] and (
        len(b.instrs) == 1 or b.instrs[1].lineno != first.lineno) and all(
        p.instrs[-1].lineno != first.lineno for p in self.flow.preds[b])


#: what a return of no constant returns, for _clause_returns_constant
_NO_CONSTANT = object()


def _clause_returns_constant(self: "Structurer", b: Block, last: Block) -> bool:
    """3.11+: ``b``, after an except clause's POP_EXCEPT, runs the finally body's copy and returns
    a constant on a line of the finally body: ``return 1`` written in the clause, whose NOP the
    POP_EXCEPT on its line made redundant (the copy and the return take the finally body's lines,
    see _written_leave); the statements after the try statement return on lines of their own.  The
    function's end returns None too, but the clause reaches it by a jump to the body's normal way
    out, which opens with the NOP of the try body's end (POP_BLOCK) on the line before the finally
    body's (3.11; 3.12+ copy the function's end into the clause, after its POP_EXCEPT, where that end
    is a block of at most MAX_COPY_SIZE instructions: Python/flowgraph.c,
    inline_small_or_no_lineno_blocks; a longer way is the clause's own)."""
    ret = last.instrs[-1]
    value = ret.arg if ret.name == "RETURN_CONST" else last.instrs[-2].arg if len(last.instrs) > 1 and \
        last.instrs[-2].name == "LOAD_CONST" and ret.name == "RETURN_VALUE" else _NO_CONSTANT
    if value is None and (b.instrs[0].name == "NOP" or (
            self.facts.copies_into_handlers and _way_length(self, b, last) <= MAX_COPY_SIZE)):
        return False
    ends = [_clause_end(p) for p in self.flow.preds[b]]
    return value is not _NO_CONSTANT and bool(self.finally_lines) \
        and ret.lineno in self.finally_lines[-1] and bool(ends) \
        and all(end is not None and end.lineno not in self.finally_lines[-1] for end in ends)


def _way_length(self: "Structurer", b: Block, last: Block) -> int:
    """The instructions from ``b`` on to ``last``, each block going on to one other; a large number
    where the way branches."""
    n = 0
    x = b
    for _ in range(8):
        n += len(x.instrs)
        if x is last:
            return n
        succs = self.flow.succs[x]
        if len(succs) != 1:
            break
        x = succs[0]
    return 1 << 30


def _clause_end(b: Block) -> Optional[Instr]:
    """The POP_EXCEPT that ends ``b``, an except clause, where a named clause's cleanup may follow it
    (``name = None; del name``: compiler_try_except in Python/compile.c); None if there is none."""
    instrs = b.instrs
    if len(instrs) >= 4 and [i.name for i in instrs[-4:-2]] == ["POP_EXCEPT", "LOAD_CONST"] \
            and instrs[-3].arg is None and instrs[-2].name.startswith("STORE_") \
            and instrs[-1].name.startswith("DELETE_") and instrs[-2].arg == instrs[-1].arg:
        return instrs[-4]
    return instrs[-1] if instrs and instrs[-1].name == "POP_EXCEPT" else None


def _leaves_by_copy(self: "Structurer", b: Block, loop: "Optional[Loop]") -> bool:
    """3.11+: ``b`` opens a return, break or continue written in a protected body whose copy of the
    finally body branches: every way from it returns or reaches the loop's head or exit, through
    blocks of their own.  The body's run places those blocks; the copy is then checked against the
    finally body and dropped (finally_table._drop_copies), or the statement is not decompiled."""
    if not _written_leave(self, b):
        return False
    stop: Set[Block] = {x for x in (loop.header, loop.exit) if x is not None} if loop is not None else set()
    seen = self.flow.reach([b], stop=stop)
    region = self.regions[-1] if self.regions else None
    if len(seen) > 16 or any(x in self.done or (region is not None and x in region) for x in seen):
        return False
    if not all(self.flow.succs[x] or x.instrs[-1].name in ("RETURN_VALUE", "RETURN_CONST") for x in seen):
        return False
    self.leaving_copies.update(seen)
    return True


def _drop_copies(stmts: List[Stmt], final: List[Stmt]) -> None:
    """Take the finally clause's copy off before each return, break and continue of ``stmts``."""
    n = len(final)
    text = _text(final)
    stmts[:] = else_before_exit(hoist_exits(stmts), text, n)
    i = 0
    while i < len(stmts):
        s = stmts[i]
        if s.kind in ("return", "return_none", "break", "continue") and i >= n and n and \
                _text(stmts[i - n:i]) == text:
            del stmts[i - n:i]
            i -= n
        for _, clause in s.bodies:
            _drop_copies(clause, final)
        i += 1


def _text(stmts: List[Stmt]) -> str:
    return render(stmts, place_lines=False)[0]
