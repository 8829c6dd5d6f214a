"""The ``else`` of an ``if`` whose every way leaves, which only dead code shows (3.8-3.9).

``if c: raise a`` followed by ``raise b`` and ``if c: raise a`` / ``else: raise b`` give the same
instructions on 3.8 and 3.9, but for what the compiler writes after the body: the jump over the
``else`` (``compiler_if`` in Python/compile.c).  The peephole optimizer removes dead code only
after a ``return`` and inside a basic block (Python/peephole.c), so that jump stays after a
``raise``, ``break`` or ``continue``, reached by no way.  The block laid out after it is where the
``else`` starts, its target where the ``if`` goes on: the ``if`` whose body leaves and which the
statement on that first line follows takes the statements from there to the target as its ``else``.

After a ``return`` the jump is gone, but its target, the function's implicit ``return None``, still
starts a basic block and stays, dead, when the ``if`` was the last statement: the ``if`` nearest the
end whose arms leave takes the statements after it as its ``else`` (where the source nested other
``if`` statements in that ``else``, either reading compiles alike: only the end was a target).
(From 3.10 the compiler removes unreachable blocks itself.)
"""
from typing import TYPE_CHECKING, Any, Callable, List, Optional, Sequence, Tuple

from antioch.analysis.cfg import Block
from antioch.decompile.graph import FlowGraph
from antioch.decompile.stmts import Stmt

if TYPE_CHECKING:
    from antioch.decompile.structure import Structurer

#: the instructions of a ``raise`` (a bare one re-raises: RERAISE on 3.9)
RAISES = ("RAISE_VARARGS", "RERAISE")

#: statements after which the flow does not go on to the next one
LEAVING = ("return", "return_none", "raise", "reraise", "continue", "break")


def dead_ends(flow: FlowGraph) -> List[int]:
    """The lines of the blocks no way reaches laid out right after a ``return`` (but a lone jump
    forward: :func:`dead_jumps`).  The optimizer removes what follows a ``return`` up to the next
    jump target (Python/peephole.c): such a block (the implicit ``return None``, the end of a try
    statement's body) stayed because a jump over an ``else`` that ended there led to it, and has the
    line of the statement before it.  That is the ``return``'s own line, which its first instruction
    has not when the value starts on a later one (an element of a display spread over lines): the
    later lines of the block before count too."""
    blocks = flow.cfg.blocks
    lines: List[int] = []
    for b in blocks:
        if b in flow.analysed:  # (most blocks: before their neighbours are looked at)
            continue
        before = blocks[b.index - 1].instrs if b.index else []
        line = b.instrs[0].lineno if b.instrs else None
        if line is None or [i.name for i in b.instrs] == ["JUMP_FORWARD"] \
                or not before or before[-1].name != "RETURN_VALUE":
            continue
        lines.append(line)
        lines.extend(sorted({i.lineno for i in before if i.lineno is not None and i.lineno > line}))
    return lines


#: a dead jump forward: the first line of the ``else`` it jumped over, the line of its target (where
#: the ``if`` goes on), whether a ``return`` comes just before it, what that ``else`` is when it is a
#: lone jump whose statement has no line of its own in the output ("continue", a jump back; "break",
#: a dead jump forward that the test before the ``else`` was pointed past; else ""), and whether a
#: jump comes just before it (a ``break`` or ``continue`` that ended the body, not the way back of a
#: loop that ended it)
DeadJump = Tuple[int, Optional[int], bool, str, bool]


def dead_jumps(flow: FlowGraph) -> List[DeadJump]:
    """The blocks no way reaches that hold only a jump forward: the block laid out after each is
    where the ``else`` it jumped over starts (``compiler_if`` writes the body, the jump, then the
    ``else``), its target the statement after the ``if``.  (Not a jump back: the end of a loop's
    body after an ``if`` whose body leaves stays too.)"""
    found = []
    blocks = flow.cfg.blocks
    for b in blocks:
        if len(b.instrs) != 1 or (b in flow.analysed and not _reached_by_threaded_breaks(flow, b)):
            continue  # (most blocks: told before their names are listed)
        names = [i.name for i in b.instrs]
        if names not in (["JUMP_FORWARD"], ["JUMP_ABSOLUTE"]) or b.index + 1 >= len(blocks) \
                or _after_try_that_goes_on(flow, b):
            continue
        after = blocks[b.index + 1]
        start = after.instrs[0].lineno if after.instrs else None
        target = next((e.target for e in b.edges if e.kind == "jump"), None)
        before = blocks[b.index - 1].instrs if b.index else []
        if before and before[-1].name == "JUMP_FORWARD":
            # (no statement that leaves ends in a jump forward: the block is one whose ways the
            # optimizer threaded past it, the body of ``if a < b < c: continue`` after the cleanup
            # of the comparison, Python/peephole.c)
            continue
        if names == ["JUMP_ABSOLUTE"]:
            # (the jump over an else that ends a loop's body, pointed at the loop's head by the
            # optimizer: the else, laid out after it, is still in the loop; or one the optimizer
            # turned absolute to thread it past the jump after an enclosing body, which that else
            # ends, forward: Python/peephole.c)
            if target is None or (not _in_loop(flow, target, after) and target.index <= b.index):
                continue
            if target.index <= b.index and before and b.instrs[0].lineno != before[-1].lineno:
                continue  # (a ``continue`` the source wrote, on its line: no jump over an else)
            target = None
        if target is not None and _implicit_return(flow, target):
            # (the else ran to the end of the code: the return the compiler adds there has the line
            # of the last statement, which the else holds too)
            target = None
        if start is not None:
            found.append((start, target.instrs[0].lineno if target is not None and target.instrs else None,
                          bool(before) and before[-1].name == "RETURN_VALUE", _lone_jump(flow, after),
                          bool(before) and before[-1].name in ("JUMP_ABSOLUTE", "JUMP_FORWARD")
                          and not _loop_ended(flow, blocks[b.index - 1])))
    return found


def _reached_by_threaded_breaks(flow: FlowGraph, b: Block) -> bool:
    """``b`` is reached only by tests in a loop that ends before it, none of them that loop's own
    test: the peephole optimizer pointed a test that goes on to a ``break`` (``if x or y: break``)
    at the break's target, the jump over an ``else`` after the loop, which then goes on too, and
    that jump would be dead but for them (Python/peephole.c)."""
    preds = flow.preds[b]
    if not preds or b.instrs[0].name not in ("JUMP_ABSOLUTE", "JUMP_FORWARD"):
        return False
    for p in preds:
        if p.instrs[-1].name not in ("POP_JUMP_IF_FALSE", "POP_JUMP_IF_TRUE") or p in flow.loops:
            return False
        if not any(p in body and max(x.index for x in body) < b.index for body in flow.loops.values()):
            return False
    return True


def _lone_jump(flow: FlowGraph, b: Block) -> str:
    """What the ``else`` at ``b`` is where it is a lone jump: "continue", a jump back; "break", a
    dead jump forward, where the test before the ``else`` was pointed past it to where it goes (so
    the ``break`` keeps no line of its own), else ""."""
    blocks = flow.cfg.blocks
    if b.instrs and b.instrs[0].name == "POP_BLOCK":
        # (3.8: a ``continue`` out of a try body pops its block and runs the finally body by
        # CALL_FINALLY, which comes back to the jump after it: Python/compile.c, compiler_unwind_fblock)
        unwind = b.index
        while unwind < len(blocks) and all(i.name in ("POP_BLOCK", "CALL_FINALLY") for i in blocks[unwind].instrs):
            unwind += 1
        if unwind >= len(blocks):
            return ""
        if any(i.name == "CALL_FINALLY" for x in blocks[b.index:unwind] for i in x.instrs):
            return "continue" if _lone_jump(flow, blocks[unwind]) == "continue" else ""
        # (3.9: the finally body is copied there instead, and the jump back after the copy has the
        # continue's line again, the POP_BLOCK's: compiler_continue)
        jump = blocks[unwind].instrs[-1]
        back = any(e.kind == "jump" and e.target.index < b.index for e in blocks[unwind].edges)
        return "continue" if jump.name == "JUMP_ABSOLUTE" and back and jump.lineno is not None \
            and jump.lineno == b.instrs[0].lineno else ""
    if [i.name for i in b.instrs] != ["JUMP_ABSOLUTE"] or b.index == 0:
        return ""
    if any(e.kind == "jump" and e.target.index < b.index for e in b.edges):
        return "continue"
    return "break" if b not in flow.analysed and not flow.preds[b] else ""


def _loop_ended(flow: FlowGraph, b: Block) -> bool:
    """``b`` is the way back of a loop that ends there (the last of its body reached), not a
    ``continue`` that ends an arm."""
    head = next((e.target for e in b.edges if e.kind == "jump"), None)
    body = flow.loops.get(head) if head is not None else None
    return body is not None and b in flow.analysed and b.index == max(x.index for x in body)


def _in_loop(flow: FlowGraph, head: Block, b: Block) -> bool:
    """``b`` is in the body of the loop at ``head``: in its natural loop, or (a block that never
    goes back, a ``break``) entered from there and laid out before where the loop's test leaves."""
    body = flow.loops.get(head)
    if body is None:
        return False
    if b in body:
        return True
    if not flow.preds[b] and head.index < b.index < max(x.index for x in body):
        return True  # (dead, laid out among the loop's blocks: the layout keeps the source's order)
    exit_block = next((e.target for e in head.edges if e.kind == "jump" and e.target.index > head.index), None)
    return exit_block is not None and head.index < b.index < exit_block.index \
        and any(p in body for p in flow.preds[b])


def _implicit_return(flow: FlowGraph, b: Block) -> bool:
    """``b`` is the ``return None`` the compiler adds after the last statement (it comes last, and
    has that statement's line: Python/compile.c, compiler_body and assemble)."""
    return b.index == len(flow.cfg.blocks) - 1 and [i.name for i in b.instrs] == ["LOAD_CONST", "RETURN_VALUE"] \
        and b.instrs[0].arg is None


def else_for_dead_jumps(stmts: List[Stmt], jumps: List[DeadJump], ends_loop: bool = False) -> None:
    """Give the ``if`` statements (of ``stmts`` and the bodies inside, innermost first) whose body
    leaves and which the statement on a dead jump's first line follows, the statements from there
    to the jump's target as their ``else``.

    The optimizer removes a jump after a ``return`` unless it starts a basic block, a target of
    other jumps (Python/peephole.c): those of an ``if`` whose ``else`` ends there, with the body the
    jump ends, so that body's last ``if`` takes the statements after it as its ``else`` too.  A dead
    jump that neither accounts for is one whose ways the optimizer threaded past it (a jump to it
    retargeted where it leads): it asks for no ``else``.

    Where ``stmts`` ends a loop's body (``ends_loop``) and the ``if`` given an ``else`` now ends it,
    the ``continue`` that closed its arms was the way on to the loop's end, where the ``else`` goes
    too (:func:`_drop_closing_continues`)."""
    if not jumps:
        return  # (most code: no dead jump, nothing to look for in any body)
    for s in stmts:
        if s.kind == "def":
            continue
        for k, (_, body) in enumerate(s.bodies):
            # (a loop's body ends at its head; the last if of a body that does ends there too)
            else_for_dead_jumps(body, jumps, (s.kind in ("for", "while") and k == 0)
                                or (ends_loop and s.kind == "if" and s is stmts[-1]))
    at = len(stmts) - 2
    while at >= 0 and jumps:
        s, after = stmts[at], stmts[at + 1]
        jump = next((j for j in jumps if j[0] == after.line
                     or (j[3] == after.kind and after.line is None and not after.bodies)), None)
        open_if = _open_if(s) if jump is not None else None
        if jump is not None and open_if is not None:
            jumps.remove(jump)
            start, target, after_return, _, after_jump = jump
            lines = [s.line for s in stmts]
            end = next((k for k in range(at + 2, len(stmts)) if target is not None and target > start
                        and (lines[k] or 0) >= target), len(stmts))
            if ends_loop and end == len(stmts) and not after_jump:
                _drop_closing_continues(open_if)
            if after_return:
                _else_at_end(open_if.bodies[-1][1])
            open_if.bodies.append(("else:", stmts[at + 1:end]))
            del stmts[at + 1:end]
        at -= 1
    for s in stmts:  # (an ``elif`` is an ``if`` alone in an ``else``)
        for (_, body), (header, then) in zip(s.bodies if s.kind == "if" else [], s.bodies[1:]):
            jump = next((j for j in jumps if j[2] and header == "else:" and then and then[0].line == j[0]), None)
            if jump is not None:
                jumps.remove(jump)
                _else_at_end(body)


def _drop_closing_continues(open_if: Stmt) -> None:
    """Drop the ``continue`` the compiler wrote (not ``explicit``) after the statements of an arm of
    ``open_if``, which is about to end a loop's body with an ``else``: an ``if`` inside that arm whose test
    fails to the end of the loop's body, a jump to its head read as a ``continue`` before the
    ``else`` was known (only where the dead jump follows what ends the arm, a ``return`` or
    ``raise``: after a jump, it follows a ``continue`` the source wrote).  A ``continue`` alone in an
    arm is one the source wrote (``elif c: continue``): an empty arm would be ``pass``, whose jump
    goes to the end of the ``if``."""
    for _, arm in open_if.bodies:
        if len(arm) >= 2 and arm[-1].kind == "continue" and arm[-1].data != "explicit":
            arm.pop()


def _else_at_end(stmts: List[Stmt]) -> bool:
    """Give the ``if`` (or the try statement whose except clauses return) that ends ``stmts``
    (following the last statement into its last clause) the statements after it as its ``else``
    where they and its arms leave: what a jump to the end of
    ``stmts`` that ``return`` made dead says (an ``else`` ended there)."""
    while stmts:
        if stmts[-1].kind in LEAVING and not stmts[-1].bodies:
            for at in range(len(stmts) - 2, -1, -1):
                open_if = _open_if(stmts[at])
                ends = open_if.bodies if open_if is not None else None
                if open_if is None:
                    open_if = _open_try(stmts[at])
                    ends = open_if.bodies[1:] if open_if is not None else None
                if open_if is not None and ends is not None and all(_ends_returning(body) for _, body in ends):
                    open_if.bodies.append(("else:", stmts[at + 1:]))
                    del stmts[at + 1:]
                    return True
            return False
        if not stmts[-1].bodies or stmts[-1].kind == "def":
            return False
        stmts = stmts[-1].bodies[-1][1]
    return False


def _ends_returning(stmts: List[Stmt]) -> bool:
    """The last instruction of ``stmts`` is a return: the optimizer removes the jump over an ``else``
    after it, where one after a ``raise``, ``break`` or ``continue`` stays, dead (Python/peephole.c),
    and :func:`dead_jumps` would have found it."""
    while stmts:
        last = stmts[-1]
        if last.kind in ("return", "return_none"):
            return True
        if last.kind != "if" or last.bodies[-1][0] != "else:":
            return False
        stmts = last.bodies[-1][1]
    return False


def always_leaves(stmts: List[Stmt]) -> bool:
    """The flow does not go on after ``stmts``: the last leaves, or is an ``if`` whose arms all do."""
    if not stmts:
        return False
    last = stmts[-1]
    if last.kind in LEAVING:
        return True
    if last.kind == "try":  # (the else clause, or the body, and every except clause; or the finally)
        clauses = [body for header, body in last.bodies if header != "finally:"]
        final = [body for header, body in last.bodies if header == "finally:"]
        ways = clauses[1:] if any(h == "else:" for h, _ in last.bodies) else clauses
        return all(always_leaves(body) for body in ways) or any(always_leaves(body) for body in final)
    if last.kind == "while" and last.text in ("while True:", "while 1:") and len(last.bodies) == 1:
        return not _breaks(last.bodies[0][1])  # (an endless loop: nothing after it runs)
    return last.kind == "if" and len(last.bodies) >= 2 and last.bodies[-1][0] == "else:" \
        and all(always_leaves(body) for _, body in last.bodies)


def _breaks(stmts: List[Stmt]) -> bool:
    """A ``break`` among ``stmts`` that leaves the loop whose body they are (not one of a loop inside)."""
    return any(s.kind == "break" or (s.kind not in ("for", "while", "def") and _breaks(
        [x for _, body in s.bodies for x in body])) for s in stmts)


def _after_try_that_goes_on(flow: FlowGraph, b: Block) -> bool:
    """``b``, a dead jump forward, follows the end of a try statement (END_FINALLY, RERAISE) from
    which a way jumps where ``b`` leads: ``if c: <try ...>`` / ``else: ...`` whose body's ways out
    the peephole optimizer threaded past the jump over the ``else``.  That ``if`` goes on, so its
    ``else`` is in the output already: the dead jump asks for none."""
    if b.index == 0 or flow.cfg.blocks[b.index - 1].instrs[-1].name not in ("END_FINALLY", "RERAISE"):
        return False
    target = next((e.target for e in b.edges if e.kind == "jump"), None)
    return target is not None and any(
        e.kind == "jump" and e.target is target for p in flow.cfg.blocks[:b.index]
        if p in flow.analysed and not _past_called_cleanup(flow, p) for e in p.edges)


def never_reached(flow: FlowGraph, b: Block, depth: int = 3) -> bool:
    """No way reaches ``b``: it is outside every flow, or only follows the cleanup of a named except
    clause that no way enters by falling (:func:`_past_called_cleanup`), or only such blocks lead to
    it (a few steps back: the jump past the end of a try body whose except clause raises)."""
    if b not in flow.analysed or _past_called_cleanup(flow, b):
        return True
    if depth == 0 or b in flow.roots or not flow.preds[b]:
        return False
    return all(never_reached(flow, p, depth - 1) for p in flow.preds[b])


def _past_called_cleanup(flow: FlowGraph, b: Block) -> bool:
    """3.8: ``b`` only follows the cleanup of ``except E as name:`` (``name = None; del name``,
    END_FINALLY) which no way enters by falling from the clause's end (its POP_BLOCK and
    BEGIN_FINALLY are dead: the clause returns or leaves through CALL_FINALLY), so the cleanup's
    END_FINALLY goes back to the call or re-raises, and never on into ``b``."""
    preds = flow.preds[b]
    if len(preds) != 1 or preds[0].instrs[-1].name != "END_FINALLY" or b.index != preds[0].index + 1:
        return False
    cleanup = preds[0]
    names = [(i.name, i.arg) for i in cleanup.instrs]
    if len(names) != 4 or names[0] != ("LOAD_CONST", None) or not names[1][0].startswith("STORE_") \
            or not names[2][0].startswith("DELETE_"):
        return False
    return all(p not in flow.analysed for p in flow.preds[cleanup])


def dead_try_else(flow: FlowGraph, handler: Block, end: Optional[Block]) -> Optional[Block]:
    """Where the else clause of a try statement whose body never reaches its end (it raises or
    returns) starts: ``compiler_try_except`` writes the body's POP_BLOCK and jump to the else clause
    before the handler, and the else clause after the handlers; the peephole optimizer leaves both,
    dead, after a ``raise`` (Python/peephole.c), which only the jump still leads to.  None when the
    block before the handler is no such jump, or its target no dead block between the handlers and
    where they go on (``end``), or where the clauses jump too (then it is the statement's end), or
    the function's implicit ``return None`` (the end too, where the clauses return)."""
    blocks = flow.cfg.blocks
    if handler.index == 0:
        return None
    jump = blocks[handler.index - 1]
    if not never_reached(flow, jump) or [i.name for i in jump.instrs] != ["POP_BLOCK", "JUMP_FORWARD"]:
        return None
    target = next((e.target for e in jump.edges if e.kind == "jump"), None)
    if target is None or not never_reached(flow, target) or target.index <= handler.index \
            or _implicit_return(flow, target) \
            or (end is not None and target.index >= end.index) \
            or any(e.kind == "jump" and e.target is target
                   for b in blocks[handler.index:target.index] for e in b.edges):
        return None
    return target


def else_for_dead_ends(stmts: List[Stmt], lines: List[int]) -> None:
    """Give the ``if`` before the last statement of ``stmts`` (or of a body inside) that leaves on
    one of ``lines`` (:func:`dead_ends`) the statements after it as its ``else``."""
    if not lines:
        return
    for body in _inner_bodies(stmts):
        else_for_dead_ends(body, lines)
    line = stmts[-1].line if stmts else None
    if line in lines and stmts[-1].kind in LEAVING and not stmts[-1].bodies and _else_at_end(stmts):
        lines.remove(line)


def _open_if(s: Stmt) -> Optional[Stmt]:
    """The ``if`` without ``else`` that ends ``s`` (itself, or the last ``elif`` of its chain, which
    is an ``if`` alone in an ``else``) when every arm of the chain leaves; else None."""
    while s.kind == "if" and all(always_leaves(body) for _, body in s.bodies[:-1]):
        header, last = s.bodies[-1]
        if header != "else:":
            return s if always_leaves(last) else None
        if len(last) != 1:
            return None
        s = last[0]
    return None


def _open_try(s: Stmt) -> Optional[Stmt]:
    """``s`` when it is a try statement without ``else`` or ``finally`` whose except clauses all
    leave: its body's jump over them goes to the ``else`` (``compiler_try_except``), theirs, dead,
    to the end, which keeps what follows there."""
    if s.kind != "try" or len(s.bodies) < 2 or any(not (h or "").startswith("except") for h, _ in s.bodies[1:]):
        return None
    return s if all(always_leaves(body) for _, body in s.bodies[1:]) else None


def _inner_bodies(stmts: List[Stmt]) -> List[List[Stmt]]:
    """The bodies of the statements of ``stmts`` (not those of the functions defined there)."""
    return [body for s in stmts if s.kind != "def" for _, body in s.bodies]


#: the instructions of a ``yield`` (3.8-3.9: of ``yield from`` too)
YIELDS = frozenset(("YIELD_VALUE", "YIELD_FROM"))


def dead_yield(stmts: List[Stmt], dead_test: Optional[Stmt] = None) -> None:
    """A generator none of whose instructions yields: its ``yield`` was dead code, after a
    ``return`` (Python/peephole.c, 3.8-3.9) or a ``raise`` (Python/flowgraph.c, 3.10+), which the
    compiler removed and only the code's flags remember.  One more after the last statement, when
    that leaves, makes the function a generator again, and goes the same way; after a simple
    statement, a ``return`` written before it compiles as the implicit one did.  ``dead_test``
    (3.14+, debug_tests.dead_false_test): the ``if False:`` whose body held the yield, written back
    around it at the end instead."""
    if not stmts or stmts[-1].kind not in ("return", "return_none", "raise"):
        if stmts and stmts[-1].bodies:
            return  # (a compound statement's end: its implicit return may be copied into its arms)
        if dead_test is not None:
            dead_test.bodies = [(None, [Stmt("expr", "yield", None)])]
            stmts.append(dead_test)
            return
        stmts.append(Stmt("return_none", "return", None))
    stmts.append(Stmt("expr", "yield", None))




def dead_tail(st: "Structurer", stmts: List[Stmt]) -> List[Stmt]:
    """The statements the source wrote after the ``raise`` that ends the code, to the end (3.8-3.9):
    the compiler goes on writing into the raise's basic block, and the optimizer removes dead code
    only after a ``return`` (Python/peephole.c), so they stay, reached by no way, up to the implicit
    ``return None``.  Only such a tail that nothing jumps into and that jumps nowhere out of itself
    (``while True: ...; raise`` leaves a dead jump back to the loop's head: not this)."""
    flow = st.flow
    blocks = flow.cfg.blocks
    out: List[Stmt] = []
    while (out or stmts) and (out or stmts)[-1].kind == "raise":
        end = max(b.index for b in blocks if b in flow.analysed or b in st.done)
        dead = blocks[end + 1:]
        last = blocks[end].instrs
        if not dead or not last or last[-1].name not in RAISES or any(
                b in flow.analysed or not b.instrs or any(s not in dead for s in flow.succs[b])
                or any(e.kind == "exception" for e in b.edges) for b in dead) \
                or dead[-1].instrs[-1].name != "RETURN_VALUE":
            break
        more, _ = st.run(dead[0], [], None, None)
        if not more:
            break
        out += more
    return out


def else_for_unloaded_none(stmts: List[Stmt], consts: Sequence[Any], instructions: Callable[[], List[Any]]) -> None:
    """Give the last loop of a function the statements after it as its ``else`` where they end in a
    ``return`` and the pool holds a ``None`` no instruction loads (past the docstring's place).  The
    compiler adds ``return None`` where the last block does not end in a return (Python/compile.c,
    compiler_function): after a loop's ``else`` it does, though the ``else`` returned, and the peephole
    optimizer drops that dead code but not its constant (Python/peephole.c); a ``return`` after the
    loop ends the last block and adds none.  (Not a loop with a ``break``: that jumps to the end, and
    the ``return None`` stays.)  ``instructions``: gives the function's instructions, read only where
    the statements and the pool leave the question open."""
    if not stmts or stmts[-1].kind != "return" or not any(c is None for c in consts[1:]) \
            or any(i.name == "LOAD_CONST" and i.arg is None for i in instructions()):
        return
    at = next((k for k in range(len(stmts) - 1, -1, -1) if stmts[k].bodies), None)
    if at is None or stmts[at].kind not in ("for", "while") or len(stmts[at].bodies) != 1 \
            or at == len(stmts) - 1 or _breaks(stmts[at].bodies[0][1]):
        return
    stmts[at].bodies.append(("else:", stmts[at + 1:]))
    del stmts[at + 1:]
