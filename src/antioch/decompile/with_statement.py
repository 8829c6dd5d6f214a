"""``with`` statements (every version): the body the handler that calls ``__exit__`` protects,
whose first statement stores or drops what ``__enter__`` gave, and the statements after it that
only the handler reaches, where ``__exit__`` suppresses the exception of a body that leaves."""
from typing import TYPE_CHECKING, List, NamedTuple, Optional, Set, Tuple

from antioch.analysis.cfg import Block
from antioch.decompile import finally_table
from antioch.decompile.blockstack_ops import AsyncManager
from antioch.decompile.expr import TEST, Marker, Unsupported, wrap
from antioch.decompile.lines import mark
from antioch.decompile.loops import Loop
from antioch.decompile.simulate import Stack
from antioch.decompile.stmts import Stmt
from antioch.decompile.with_exits import (
    after_try_without_else,
    else_after_leaving_if,
    ends_else_arm,
    passes_at_end,
    returns_none_at_end,
    returns_none_in_body,
)

if TYPE_CHECKING:
    from antioch.decompile.structure import Structurer


def with_statement(st: "Structurer", b: Block, handler: Block, stack: Stack, loop: Optional[Loop],
                   out: List[Stmt]) -> Tuple[Optional[Block], Optional[Stack]]:
    """``with m as x:`` (3.11+): BEFORE_WITH, then a body the handler protects whose first statement
    stores or drops what ``__enter__`` gave; the body's way out calls ``__exit__(None, None, None)``."""
    line = st.sim.line
    st.sim.line = None
    body, body_stack, exits = st.protected_body(b, handler, stack, loop, None, len(stack) - 1)
    if not body or body[0].kind not in ("with_as", "with_bare"):
        raise Unsupported("a with statement whose body does not start by taking the entered value")
    first = body.pop(0)
    prefix = "async with " if isinstance(first.data, AsyncManager) else "with "
    items = [wrap(first.data, TEST) + (" as %s" % first.text if first.kind == "with_as" else "")]
    if body_stack is None and _continues_to_exit(st, body, exits, loop):
        body.pop()  # (the jump back after the call of __exit__ is the end of the loop's body: no continue)
        body_stack = list(stack[:-1])
        finally_table.else_after_leaving_arm(body)
    ended = None if body_stack is None else returns_none_at_end(st, exits) or returns_none_in_body(st, body, exits)
    if body_stack is not None and ends_else_arm(st, exits):
        else_after_leaving_if(body)
    elif body_stack is not None and len(set(exits)) == 1:
        after_try_without_else(st, body)
    passed = passes_at_end(st, body, exits) if body_stack is not None else None
    if passed is not None:
        body.append(Stmt("pass", "pass", passed[0]))
        st.sim.line = passed[1]  # (the NOP's line is the pass's: what follows has the with's call's)
    if ended is not None:  # (the body returns: nothing goes on after the statement)
        body.append(Stmt("return_none", "return None", ended, "explicit"))
        body_stack, exits = None, []
        st.sim.line = None
    # where the code after the statement starts when only the handler reaches it (the body leaves)
    suppressed = _suppressed_way_on(st, handler, stack) if (body_stack is None or not exits) else None
    rest: List[Stmt] = []
    dropped = False
    way_on: Tuple[Optional[Block], Optional[Stack]] = (None, None)
    if suppressed is not None:
        # (the statements after it run when __exit__ suppresses the exception, from the stack
        # before BEFORE_WITH: the handler's POP_EXCEPT and POP_TOPs take the rest)
        done_before = set(st.done)
        exits_before = len(st.region_exits[-1]) if st.region_exits else 0
        rest, rest_stack = st.run(suppressed[0], list(stack[:-suppressed[2]]), loop, None, start=suppressed[1])
        exit_block = None
        if rest_stack is not None:
            if not st.region_exits or len(st.region_exits[-1]) != exits_before + 1:
                raise Unsupported("a with statement whose body leaves, followed by statements that go on")
            exit_block = st.region_exits[-1].pop()
        if not rest or (any(r is not None for r in st.regions) and [x.kind for x in rest] == ["return_none"]):
            # (nothing between the with and the end of the protected body around, or the function's end
            # copied there (3.10): the with ends that body, and the way on is the compiler's way out of
            # the handler, placed with it)
            st.done &= done_before
            rest, suppressed = [], None
            dropped = True
        elif exit_block is not None:  # (they reach the end of the protected body around: its way out, met again)
            way_on = (exit_block, rest_stack)
    # the handler's own blocks (only exceptions reach them) and their cleanups; where the way on
    # ends a try body inside a finally's (3.11+), the copy of the finally body that follows and the
    # cleanups of its try statements (a way on dropped elsewhere, an else clause, stays unaccounted:
    # the function is not decompiled)
    into_cleanups = suppressed is not None or (dropped and bool(st.finally_lines))
    seen: Set[Block] = set()
    work = [handler]
    while work:
        x = work.pop()
        if x in seen or x in st.flow.reachable or (suppressed is not None and x is suppressed[0]):
            continue
        seen.add(x)
        cleanup = st.handler_of(x)
        if cleanup is not None and cleanup not in st.handled and into_cleanups:
            # (a try statement in what follows the with when __exit__ suppresses the exception, a
            # copy of a finally body around: its handler's own cleanups too; the handlers of the
            # statements around are accounted for already)
            work.append(cleanup)
        if cleanup is not None:
            st.handled.add(cleanup)
        if x.instrs[-1].name != "END_FINALLY":  # (3.8: what follows it is the code after the with)
            work.extend(st.flow.succs[x])
    inner = body[0] if len(body) == 1 else None
    entered = _entered_line(st, b)
    if inner is not None and inner.kind == "with" and inner.line is not None and line is not None \
            and inner.text.startswith(prefix) and isinstance(inner.data, WithItems) and (
                inner.line == line or (st.facts.with_items_in_parentheses and entered is not None
                                       and inner.data.entered == entered and inner.line > line)):
        # `with a as x, b as y:` is nested with statements on one line (Python/compile.c, compiler_with);
        # an item on a later line is entered, and its __exit__ called, on the statement's first line
        # as the items before it (3.9-3.12), where a with statement nested there has all on its own:
        # the items go in parentheses, which need no backslash to go on to the next line
        later = inner.line > line
        items += [(mark(inner.line) if later else "") + inner.data.items[0]] + inner.data.items[1:]
        broken = later or inner.data.broken
        body = inner.bodies[0][1]
    else:
        broken = False
    header = prefix + ("(%s)" if broken else "%s") % ", ".join(items)
    out.append(Stmt("with", header + ":", line, WithItems(items, entered, broken), [(None, body)]))
    if body_stack is None or not exits:
        out.extend(rest)
        return way_on
    if len(set(exits)) != 1:
        if not _copied_exits(st, exits):
            raise Unsupported("a with statement whose body goes on to different places")
        st.done.update(exits[1:])
    return exits[0], body_stack


def _suppressed_way_on(st: "Structurer", handler: Block, stack: Stack) -> Optional[Tuple[Block, int, int]]:
    """Where a with statement's handler goes on when ``__exit__`` suppressed the exception, as
    (block, instruction, how many values of the with it drops), when the body never ends normally:
    the statements after the with follow in the same block, or in the one it goes on to.  The
    handler ends (Python/compile.c, compiler_with_except_finish; 3.8-3.10 compiler_with) with:

    - 3.11+: POP_EXCEPT, then POP_TOP of ``__exit__`` (3.14+: and its self) and of the value entered;
    - 3.9-3.10: POP_TOP of the exception's three values, POP_EXCEPT, POP_TOP of ``__exit__``;
    - 3.8: WITH_CLEANUP_FINISH and END_FINALLY, which go on to what follows when nothing is re-raised."""
    kinds = [v.kind if isinstance(v, Marker) else None for v in stack[-3:]]
    at = next((k for k in (2, 3) if len(kinds) >= k and kinds[-k] == "with_exit"), None)
    if at is None:
        return None
    if st.facts.structures_exception_table:
        ending = ["POP_EXCEPT"] + ["POP_TOP"] * at
    elif st.facts.finally_by_call:
        ending = ["WITH_CLEANUP_START", "WITH_CLEANUP_FINISH", "END_FINALLY"]
    else:
        ending = ["POP_TOP"] * 3 + ["POP_EXCEPT"] + ["POP_TOP"] * (at - 1)
    found: List[Tuple[Block, int]] = []
    seen: Set[Block] = set()
    work = [handler]
    while work and len(seen) < 8:
        x = work.pop()
        if x in seen or x in st.flow.reachable:
            continue
        seen.add(x)
        names = [i.name for i in x.instrs]
        if names[:len(ending)] == ending:
            if len(names) > len(ending) and names[len(ending)] != "POP_TOP":
                found.append((x, len(ending)))
            elif len(names) == len(ending) and len(st.flow.succs[x]) == 1 \
                    and st.flow.succs[x][0].instrs[0].name != "POP_TOP":
                found.append((st.flow.succs[x][0], 0))
            else:
                return None  # (the with drops more values than the stack says it has)
            continue
        work.extend(st.flow.succs[x])
    if len(found) != 1 or found[0][0] in st.flow.reachable:
        return None
    return found[0] + (at,)


def _copied_exits(st: "Structurer", exits: List[Block]) -> bool:
    """3.10: the ways out of a with body are copies of one block that leaves, ``__exit__``'s call
    and the return after the statement, the same instructions on the same lines (each arm of an
    ``if`` that ends the body jumps to that small exit, which the compiler copies into the jump:
    extend_block in Python/compile.c)."""
    if not st.facts.copies_small_exits or st.facts.structures_exception_table:
        return False
    forms = {tuple((i.name, repr(i.arg), i.lineno) for i in x.instrs) for x in exits if not st.flow.succs[x]}
    return len(forms) == 1 and all(not st.flow.succs[x] for x in exits)


def _continues_to_exit(st: "Structurer", body: List[Stmt], exits: List[Block], loop: Optional[Loop]) -> bool:
    """3.12+: the body's one way out calls ``__exit__(None, None, None)`` then jumps back to the head of
    the loop around, as the end of the loop's body: the compiler copies that jump, which has no line
    of its own, into the call's block (Python/flowgraph.c, inline_small_or_no_lineno_blocks), so the
    arms of an ``if`` that ends the body meet at the loop's head, read as a ``continue`` after it,
    where they meet at the call in the source.  A ``continue`` written in the body calls ``__exit__``
    on a way of its own, laid out before (finally_table.leaves_through_cleanup)."""
    if loop is None or len(set(exits)) != 1 or not body or body[-1].kind != "continue" \
            or body[-1].data == "explicit" or not st.facts.threads_jumps_back:
        return False
    called = finally_table.exit_call(st, exits[0])
    if called is None:
        return False
    after = st.flow.succs[called[0]]
    return len(after) == 1 and st.through_jumps(after[0]) is loop.header


class WithItems(NamedTuple):
    """What a with statement's header holds: the text of each item, the line where the first is
    entered (BEFORE_WITH, SETUP_WITH; None where not known), and whether an item starts on a later
    line than the one before it (the items are then in parentheses)."""

    items: List[str]
    entered: Optional[int]
    broken: bool


def _entered_line(st: "Structurer", b: Block) -> Optional[int]:
    """The line of the instruction that enters the manager of the with statement whose body
    starts at ``b`` (the last of the block before it)."""
    preds = [p for p in st.flow.preds[b] if p.instrs and p.instrs[-1].name in ("BEFORE_WITH", "SETUP_WITH")]
    return preds[0].instrs[-1].lineno if len(preds) == 1 else None
