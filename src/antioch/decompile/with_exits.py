"""Leaving a with body: on 3.8-3.10 a ``return``, ``break`` or ``continue`` inside a with body calls
``__exit__(None, None, None)`` before it leaves (compiler_unwind_fblock in Python/compile.c), and the
statement stays in the body; 3.10+ copy the return after a with or try statement to the end of its
body, which is the statement after, not one of the body.  From 3.11 a ``return None`` or a ``pass``
that ends a with body leaves only a NOP of its line before that call, inside the range the with's
handler protects or after it."""
from typing import TYPE_CHECKING, List, Optional, Tuple

from antioch.analysis.cfg import Block
from antioch.decompile import body_ways, finally_table
from antioch.decompile.dead_ends import always_leaves
from antioch.decompile.expr import Marker, Unsupported
from antioch.decompile.loops import Loop
from antioch.decompile.regions import before_last_exit
from antioch.decompile.simulate import Stack
from antioch.decompile.stmts import Stmt, lines_of
from antioch.ir import Instr

if TYPE_CHECKING:
    from antioch.decompile.structure import Structurer


def leaves_with(st: "Structurer", b: Block, stack: Stack, loop: Optional[Loop]) -> bool:
    """``b`` calls ``__exit__(None, None, None)`` and then returns, breaks or continues: the
    ``return``/``break``/``continue`` of a with body, which stays in the body (3.8-3.10).  A
    return of a value that is no constant computes it first and keeps it under the exit's
    call (compiler_unwind_fblock's ROT_TWO in Python/compile.c): a value computed after the
    call is returned by a statement after the with (3.10 copies a small one to its end)."""
    if st.facts.structures_exception_table or b in st.done or not any(
            isinstance(v, Marker) and v.kind == "with_exit" for v in stack[-2:]) or not _may_leave(st, b, loop):
        return False
    trial_stack = list(stack)
    trial: List[Stmt] = []
    saved = st.sim.line
    handler = body_ways.handler_placed(st)
    x: Optional[Block] = b
    ran: List[Block] = []
    try:
        for _ in range(_TRIAL_BLOCKS):
            assert x is not None
            if x is handler:
                return False  # (3.8: the body's own end, which falls into the handler that calls __exit__)
            ran.append(x)
            end = st.sim.run_block(x, trial_stack, trial)
            if end.kind == "leave":
                if b.instrs[0].name != "ROT_TWO" and _returns_computed(ran):
                    return False  # (the value is computed after __exit__: the return follows the with)
                # (`return None` reads as the function's end copied, unless the body ends after it)
                return all(s.kind in ("return", "return_none") for s in trial) and not (
                    st.facts.copies_small_exits and copied_return(st, trial, ran) and not (
                        trial and trial[-1].kind == "return_none" and _unwinds(st, b)
                        and before_last_exit(st.regions[-1] if st.regions else None, st.flow, b)))
            if end.kind not in ("fall", "jump") or end.then is None:
                return False
            x = end.then
            if (loop is None or x not in (loop.header, loop.exit)) and any(
                    p not in ran and any(i.name == "POP_EXCEPT" for i in p.instrs) for p in st.flow.preds[x]):
                return False  # (where the handler goes on when __exit__ swallowed the exception: the end)
            if loop is not None and st.through_jumps(x) in (loop.header, loop.exit):
                return not trial and not any(
                    isinstance(v, Marker) and v.kind == "with_exit" for v in trial_stack[-2:])
        return False
    except Unsupported:
        return False
    finally:
        st.sim.line = saved


def _may_leave(st: "Structurer", b: Block, loop: Optional[Loop]) -> bool:
    """The blocks :func:`leaves_with` would run from ``b`` (each the next one's fall or jump) may end
    by leaving (:meth:`~antioch.decompile.simulate.Simulator.finish`'s ``leave``) or, in a loop, go on
    to its head or exit: the only ways its answer is yes.  Asked of the graph alone, before a
    trial run of each way out of each with body, which most often says no."""
    level = [b]
    for _ in range(_TRIAL_BLOCKS):
        for x in level:
            name = x.instrs[-1].name
            if name in _LEAVING or (name == "END_FINALLY" and not any(e.kind == "fall" for e in x.edges)):
                return True
        level = [e.target for x in level for e in x.edges if e.kind in ("fall", "jump")]
        if loop is not None and any(st.through_jumps(x) in (loop.header, loop.exit) for x in level):
            return True
    return False


#: how many blocks :func:`leaves_with` runs at most: a few, each with cleanup of nested with statements
_TRIAL_BLOCKS = 4
#: the last instructions that always end a block's run by leaving (3.8's END_FINALLY where it cannot fall)
_LEAVING = frozenset({"RETURN_VALUE", "RETURN_CONST", "RAISE_VARARGS", "RERAISE"})


def copied_return(st: "Structurer", trial: List[Stmt], blocks: List[Block]) -> bool:
    """3.10+: the return after a with or try statement, copied to the end of its body: ``return
    None``, or a return on a line after every line of the body and of the finally clause's copy
    (one inside the body is on the with's line, or on the finally clause's last)."""
    if not trial or trial[-1].kind == "return_none":
        return True
    region = st.regions[-1] if st.regions else None
    ran = [i for blk in blocks for i in blk.instrs]
    # the lines of the body, and of what runs before the return's own value and RETURN_VALUE
    lines = [i.lineno for blk in (region or ()) for i in blk.instrs if i.lineno is not None]
    lines += [i.lineno for i in ran[:-2] if i.lineno is not None]
    line = ran[-1].lineno if ran else None
    return line is not None and bool(lines) and line > max(lines)


def _returns_computed(blocks: List[Block]) -> bool:
    """The blocks end by returning a value that is no constant (LOAD_CONST right before
    RETURN_VALUE is one)."""
    instrs = [i for b in blocks for i in b.instrs if i.name != "NOP"]
    return len(instrs) >= 2 and instrs[-1].name == "RETURN_VALUE" and instrs[-2].name != "LOAD_CONST"


def _unwinds(st: "Structurer", b: Block) -> bool:
    """3.10: the POP_BLOCK before ``b`` (``__exit__``'s call) is on the with's line, as a ``return``
    in the body writes it (compiler_unwind_fblock sets the with's location before it); the body's
    own end has a POP_BLOCK without a line of its own (compiler_with), which takes the line of the
    statement before it, and the compiler copies that end into each way to it (extend_block)."""
    call_line = b.instrs[0].lineno
    pops = [b.instrs[0]] if b.instrs[0].name == "POP_BLOCK" else [
        p.instrs[-1] for p in st.flow.preds[b] if p.instrs and p.instrs[-1].name == "POP_BLOCK"]
    return not pops or any(i.lineno == call_line for i in pops)


#: a with statement's way out when its body ends normally (3.9-3.10: ``__exit__(None, None, None)``),
#: then ``return None``
_EXIT_THEN_NONE = [("LOAD_CONST", None), ("DUP_TOP", None), ("DUP_TOP", None), ("CALL_FUNCTION", 3),
                   ("POP_TOP", None), ("LOAD_CONST", None), ("RETURN_VALUE", None)]


def returns_none_at_end(st: "Structurer", exits: List[Block]) -> Optional[int]:
    """3.10: the line of a ``return None`` that ends a with body, else None.  compiler_return in
    Python/compile.c writes a NOP on the line of the returned constant, then unwinds the with on its
    own position (POP_BLOCK, the call of ``__exit__``) and returns; a body that ends otherwise
    gives its POP_BLOCK the line of its last statement, the function's implicit return after the
    with is the same instructions (the NOP left alone on a line of its own is the only trace)."""
    if not st.facts.copies_small_exits or st.facts.structures_exception_table or len(set(exits)) != 1:
        return None
    way_out = exits[0]
    preds = st.flow.preds[way_out]
    if st.flow.succs[way_out] or len(preds) != 1 or len(preds[0].instrs) < 2 \
            or [(i.name, i.arg) for i in way_out.instrs] != _EXIT_THEN_NONE:
        return None
    nop, pop = preds[0].instrs[-2:]
    lines = {i.lineno for i in way_out.instrs}
    if nop.name != "NOP" or pop.name != "POP_BLOCK" or nop.lineno is None or lines != {pop.lineno} \
            or nop.lineno == pop.lineno:
        return None
    st.done.add(way_out)
    return nop.lineno


def returns_none_in_body(st: "Structurer", body: List[Stmt], exits: List[Block]) -> Optional[int]:
    """3.11+: the line of a ``return None`` (or ``return``) that ends a with body, else None.
    compiler_return in Python/compile.c writes a NOP on the return's line, inside the range the
    with's handler protects, then unwinds the with (the call of ``__exit__`` on the with's line) and
    returns None with no line of its own: the body's one way out is that call and return, entered
    from the NOP.  A body that falls off the end of a with ending the function leaves no NOP there,
    a ``pass`` that ends it a NOP outside the range, first in the call's block.  The NOP's line
    comes after every line of the ``body`` before it (the end of a try statement that ends the
    body leaves one on the line of its last statement)."""
    if not st.facts.structures_exception_table or len(set(exits)) != 1:
        return None
    way_out = exits[0]
    called = finally_table.exit_call(st, way_out)
    if called is None or called[0] is not way_out or st.flow.succs[way_out]:
        return None
    k = way_out.instrs.index(called[1]) + 2  # (after the CALL and the POP_TOP of its result)
    if [(i.name, i.arg) for i in way_out.instrs[k:]] not in _RETURNS_NONE:
        return None
    preds = st.flow.preds[way_out]
    nop = preds[0].instrs[-1] if len(preds) == 1 else None
    if nop is None or nop.name != "NOP" or not _own_line(nop, body) or nop.lineno == called[1].lineno \
            or st.handler_of(preds[0]) is None or st.handler_of(preds[0]) is st.handler_of(way_out):
        return None
    st.done.add(way_out)
    return nop.lineno


#: ``return None`` after the call of ``__exit__`` (3.12-3.13: RETURN_CONST)
_RETURNS_NONE = [[("LOAD_CONST", None), ("RETURN_VALUE", None)], [("RETURN_CONST", None)]]


def passes_at_end(st: "Structurer", body: List[Stmt], exits: List[Block]) -> Optional[Tuple[int, int]]:
    """3.11+: the line of a ``pass`` that ends a with body and that of the call of ``__exit__``
    after it, else None: the pass's NOP, kept for its line (Python/flowgraph.c,
    remove_redundant_nops), falls outside the range the with's handler protects, first in the
    block that calls ``__exit__(None, None, None)`` on the with's line, on a line after every
    line of the ``body`` before it."""
    if not st.facts.structures_exception_table or len(set(exits)) != 1:
        return None
    instrs = exits[0].instrs
    nop = instrs[0]
    if nop.name != "NOP" or not _own_line(nop, body):
        return None
    k = 1
    while k < len(instrs) and (instrs[k].name in ("SWAP", "PRECALL") or (instrs[k].name == "LOAD_CONST"
                                                                          and instrs[k].arg is None)):
        k += 1
    call_line = instrs[k].lineno if k < len(instrs) and instrs[k].name == "CALL" and k >= 4 else None
    if nop.lineno is None or call_line is None or call_line == nop.lineno:
        return None
    return nop.lineno, call_line


def _own_line(nop: Instr, body: List[Stmt]) -> bool:
    """``nop`` is on a line after every line of ``body``: a statement of its own that ends it."""
    lines = lines_of(body)
    return nop.lineno is not None and bool(lines) and nop.lineno > max(lines)


def ends_else_arm(st: "Structurer", exits: List[Block]) -> bool:
    """3.11+: a with body whose way out starts with a NOP on the line of the instruction before
    it, which falls into it: the body ends with the ``else`` of an ``if`` whose body leaves, or
    the ``else`` clause of a try statement whose except clauses all leave.  The with's POP_BLOCK
    (Python/compile.c, compiler_with), a NOP without a line of its own, opens the block where that
    if's arms meet (where the try statement ends: compiler_try_except), which only the else falls
    into: the NOP takes the else's last line and stays, the first of its block
    (Python/flowgraph.c, propagate_line_numbers, remove_redundant_nops); after the statements of
    an if with no else, or of such a try, it would share their block and go."""
    if not st.facts.structures_exception_table or len(set(exits)) != 1:
        return False
    nop = exits[0].instrs[0]
    preds = st.flow.preds[exits[0]]
    last = preds[0].instrs[-1] if len(preds) == 1 else None
    return nop.name == "NOP" and nop.lineno is not None and last is not None and last.lineno == nop.lineno \
        and any(e.kind == "fall" and e.target is exits[0] for e in preds[0].edges) \
        and not any(i.name == "END_FOR" for i in preds[0].instrs)  # (3.12+: a for loop's exit, on its line)


def after_try_without_else(st: "Structurer", body: List[Stmt]) -> None:
    """3.12+: a with body that ends with a try statement whose except clauses all leave and
    whose else clause ends with a simple statement, where the body's way out opens with no NOP
    (:func:`ends_else_arm` says no): the try statement had no else clause, and the statements
    read as one follow it.  The end of a try statement with an else clause, where the with's
    POP_BLOCK goes, is a block of its own that only the else clause falls into, whose NOP takes
    its last line and stays; the statements after a try with no else share the POP_BLOCK's
    block, which then goes (Python/compile.c, compiler_try_except; Python/flowgraph.c,
    remove_redundant_nops).  3.11 lays the handlers out before the statement's end (the else
    clause jumps over them), and says nothing."""
    if not st.facts.structures_exception_table or st.facts.handlers_inline or not body:
        return
    last = body[-1]
    if last.kind != "try" or len(last.bodies) < 3 or last.bodies[-1][0] != "else:" or not all(
            header is not None and header.startswith("except") and always_leaves(clause)
            for header, clause in last.bodies[1:-1]):
        return
    orelse = last.bodies[-1][1]
    if not orelse or orelse[-1].bodies or always_leaves(orelse):
        return  # (a compound statement ends the clause with a label of its own; one that leaves, no fall)
    body.extend(last.bodies.pop()[1])


def else_after_leaving_if(body: List[Stmt]) -> None:
    """The statements after the last ``if`` of ``body`` whose one clause leaves are its ``else``,
    or those after the last try statement with no else or finally whose except clauses all leave,
    when they are simple statements, its else clause (:func:`ends_else_arm`)."""
    for at in range(len(body) - 2, -1, -1):
        s = body[at]
        if s.kind == "if" and len(s.bodies) == 1 and always_leaves(s.bodies[0][1]):
            s.bodies.append(("else:", body[at + 1:]))
            del body[at + 1:]
            return
        if s.kind == "try" and len(s.bodies) > 1 and all(
                header is not None and header.startswith("except") and always_leaves(clause)
                for header, clause in s.bodies[1:]) and not any(x.bodies for x in body[at + 1:]):
            # (not past a compound statement, whose own end may leave that NOP: a try/finally's)
            s.bodies.append(("else:", body[at + 1:]))
            del body[at + 1:]
            return
