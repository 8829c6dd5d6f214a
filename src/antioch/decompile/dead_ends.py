"""The ``else`` of an ``if`` whose every way leaves, which only dead code shows (3.8-3.9).

``if c: return a`` followed by ``return b`` and ``if c: return a`` / ``else: return b`` give the
same instructions on 3.8 and 3.9, but for what comes after the statement: the compiler still writes
the jump over the ``else`` (or the function's implicit ``return None``) after the last arm, and the
peephole optimizer removes dead code only inside a basic block, so where the ``else`` ended (a jump
target) that jump or return stays, reached by no way (Python/compile.c, compiler_if and assemble;
Python/peephole.c).  Each such dead block is an ``else`` to write back: the ``if`` statements whose
body leaves and whose following statements leave too take the statements after them as their
``else``, in the order of the source, as many as there are dead blocks.  (From 3.10 the compiler
removes unreachable blocks itself.)

The same dead jump follows an ``if`` whose body leaves and whose ``else`` runs on to the end of the
statements around it (``elif c: break`` / ``else: f()`` as the last arm of an ``if``): there the
jump's target, the statement after the ``if`` around, says that every statement after the inner
``if`` up to it was its ``else``.
"""
from typing import List, Optional, Tuple

from antioch.analysis.cfg import Block
from antioch.decompile.graph import FlowGraph
from antioch.decompile.stmts import Stmt

#: statements after which the flow does not go on to the next one
LEAVING = ("return", "return_none", "raise", "reraise", "continue", "break")


def dead_ends(flow: FlowGraph) -> int:
    """How many blocks no way reaches hold only a jump forward or ``return None``."""
    n = 0
    for b in flow.cfg.blocks:
        if b in flow.analysed:
            continue
        names = [i.name for i in b.instrs]
        if names == ["JUMP_FORWARD"] and _after_try_that_goes_on(flow, b):
            continue
        # (not a jump back: the end of a loop's body after an `if` whose body leaves stays too)
        if names == ["JUMP_FORWARD"] or (
                names == ["LOAD_CONST", "RETURN_VALUE"] and b.instrs[0].arg is None):
            n += 1
    return n


def _after_try_that_goes_on(flow: FlowGraph, b: Block) -> bool:
    """``b``, a dead jump forward, follows the end of a try statement (END_FINALLY, RERAISE) from
    which a way jumps where ``b`` leads: ``if c: <try ...>`` / ``else: ...`` whose body's ways out
    the peephole optimizer threaded past the jump over the ``else``.  That ``if`` goes on, so its
    ``else`` is in the output already: the dead jump asks for none."""
    if b.index == 0 or flow.cfg.blocks[b.index - 1].instrs[-1].name not in ("END_FINALLY", "RERAISE"):
        return False
    target = next((e.target for e in b.edges if e.kind == "jump"), None)
    return target is not None and any(
        e.kind == "jump" and e.target is target for p in flow.cfg.blocks[:b.index] if p in flow.analysed
        for e in p.edges)


def else_for_leaving_tails(stmts: List[Stmt], budget: int) -> int:
    """Give up to ``budget`` ``if`` statements of ``stmts`` (and the bodies inside) the statements
    after them as their ``else``, where both leave; returns what is left of the budget."""
    if budget <= 0:
        return budget
    if len(stmts) >= 2 and stmts[-1].kind in LEAVING and not stmts[-1].bodies:
        for at in range(len(stmts) - 2, -1, -1):
            s = stmts[at]
            if _leaving_if(s, LEAVING):
                s.bodies.append(("else:", stmts[at + 1:]))
                del stmts[at + 1:]
                budget -= 1
                break
    for body in _inner_bodies(stmts):
        budget = else_for_leaving_tails(body, budget)
    return budget


def dead_jump_lines(flow: FlowGraph) -> List[int]:
    """The lines where the dead jumps forward lead: where the ``else`` they jumped over ends."""
    lines = []
    for b in flow.cfg.blocks:
        if b in flow.analysed or [i.name for i in b.instrs] != ["JUMP_FORWARD"]:
            continue
        target = next((e.target for e in b.edges if e.kind == "jump"), None)
        if target is not None and target.instrs[0].lineno is not None:
            lines.append(target.instrs[0].lineno)
    return lines


def else_to_the_end(stmts: List[Stmt], budget: int, lines: List[int]) -> int:
    """Give up to ``budget`` ``if`` statements whose body leaves the statements after them, to the
    end of ``stmts``, as their ``else``, where a dead jump leads to the line just after them (and
    after all the lines of the ``if``): what is left of the budget."""
    if budget <= 0:
        return budget
    for at in range(len(stmts) - 2, -1, -1):
        s = stmts[at]
        # (not a continue: the jump back that ends a loop's body reads as one too)
        if not _leaving_if(s, tuple(k for k in LEAVING if k != "continue")):
            continue
        last = _last_line(stmts[at:])
        after = [n for n in lines if last is not None and n > last]
        if stmts[-1].kind not in LEAVING and after:
            lines.remove(min(after))
            s.bodies.append(("else:", stmts[at + 1:]))
            del stmts[at + 1:]
            budget -= 1
        break
    for body in _inner_bodies(stmts):
        budget = else_to_the_end(body, budget, lines)
    return budget


def _leaving_if(s: Stmt, kinds: Tuple[str, ...]) -> bool:
    """``s`` is an ``if`` without ``else`` whose body ends with a statement of one of ``kinds``."""
    return s.kind == "if" and len(s.bodies) == 1 and bool(s.bodies[0][1]) and s.bodies[0][1][-1].kind in kinds


def _inner_bodies(stmts: List[Stmt]) -> List[List[Stmt]]:
    """The bodies of the statements of ``stmts`` (not those of the functions defined there)."""
    return [body for s in stmts if s.kind != "def" for _, body in s.bodies]


def _last_line(stmts: List[Stmt]) -> Optional[int]:
    found = [n for n in (s.line for s in stmts) if n is not None]
    found += [n for n in (_last_line(body) for s in stmts for _, body in s.bodies) if n is not None]
    return max(found) if found else None
