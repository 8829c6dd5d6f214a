"""``async for`` loops, read from the exception table (3.11+; 3.8-3.10 alike, through the block stack).

The compiler (Python/compile.c, compiler_async_for) writes GET_AITER before the loop; the loop's
head is GET_ANEXT and the await of what ``__anext__`` gave (a SEND loop from 3.11), whose result the
target stores.  The loop never leaves through its head: StopAsyncIteration, raised by the await,
goes to the handler the head's range names, END_ASYNC_FOR, which drops the exception and the
iterator and goes on after the loop.  A ``break`` drops the iterator and jumps past END_ASYNC_FOR.
"""
from typing import TYPE_CHECKING, List, Optional, Tuple

from antioch.analysis.cfg import Block
from antioch.decompile.expr import TEST, Expr, Marker, Name, Unsupported, wrap
from antioch.decompile.stmts import Stmt, trim_tail
from antioch.decompile.values import pop_value
from antioch.ir import Instr

if TYPE_CHECKING:
    from antioch.decompile.structure import Loop, Structurer

Stack = list


class AsyncComprehension(Expr):
    """A list, set or dict comprehension with ``async for`` or ``await`` in it (3.8-3.11): its
    function is a coroutine, which the code around awaits at once (Python/compile.c,
    compiler_comprehension); that await is the expression's own, not one of the source."""


class AsyncForOps:
    """The opcodes of an async for loop, mixed into the simulator."""

    line: Optional[int]

    def op_GET_AITER(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        stack.append(Marker("iter", pop_value(stack)))  # (the loop's header says ``async``)

    def op_GET_ANEXT(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        top = stack[-1] if stack else None
        if not (isinstance(top, Marker) and top.kind == "iter"):
            raise Unsupported("GET_ANEXT without an iterator from GET_AITER")
        stack.append(Marker("awaitable", Marker("anext")))  # awaited, it gives the loop's next value

    def op_END_ASYNC_FOR(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        exc, iterator = pop_value(stack), pop_value(stack)
        if not (isinstance(exc, Marker) and exc.kind == "exception" and isinstance(iterator, Marker)
                and iterator.kind == "iter"):
            raise Unsupported("END_ASYNC_FOR outside the end of an async for loop")
        self.line = None


def opens_async_for(h: Block, exception_table: bool) -> bool:
    """``h`` is the head of an async for loop: GET_ANEXT (3.11+, ``exception_table``), or the
    SETUP_FINALLY before it that protects the await of ``__anext__`` (3.8-3.10, alone in its
    block: it jumps)."""
    first = h.instrs[0]
    if first.name == "GET_ANEXT":
        return exception_table
    if first.name != "SETUP_FINALLY" or len(h.instrs) != 1:
        return False
    after = next((e.target for e in h.edges if e.kind == "fall"), None)
    return after is not None and after.instrs[0].name == "GET_ANEXT"


def async_for_exit(s: "Structurer", h: Block, stack: Stack) -> Tuple[Block, Block]:
    """The END_ASYNC_FOR handler of the loop whose head is ``h`` (see :func:`opens_async_for`), and
    where its breaks go."""
    top = stack[-1] if stack else None
    if s.sim.comprehension and isinstance(top, Name) and top.text == ".0":
        # an async comprehension's function loops over its argument, already an async iterator
        stack[-1] = top = Marker("iter", top)
    if h.instrs[0].name == "SETUP_FINALLY":
        handler = next((e.target for e in h.edges if e.kind == "setup"), None)
    else:
        handler = s.handler_of(h)
    if not (isinstance(top, Marker) and top.kind == "iter") or handler is None \
            or handler.instrs[0].name != "END_ASYNC_FOR":
        raise Unsupported("an async for loop of an unusual shape")
    after = s.flow.succs[handler]
    return handler, (s.through_jumps(after[0]) if len(handler.instrs) == 1 and len(after) == 1 else handler)


def async_for_loop(s: "Structurer", loop: "Loop", handler: Block, past_else: Optional[Block], stack: Stack,
                   out: List[Stmt], line: Optional[int],
                   outer: Optional["Loop"]) -> Tuple[Optional[Block], Optional[Stack]]:
    """``async for`` at ``loop``'s head: where the flow goes on after the loop and the stack there.
    ``past_else``: where the breaks go past an else clause, which starts at the END_ASYNC_FOR
    ``handler`` (None: no else clause)."""
    s.handled.add(handler)
    body, _ = s.run(loop.header, list(stack), loop, None, entering=True)
    if not body or body[0].kind != "for_target":
        raise Unsupported("an async for loop whose target is not stored first")
    target = body.pop(0).text
    trim_tail(body, ("continue",))
    iterator = stack[-1].data
    bodies: List[Tuple[Optional[str], List[Stmt]]] = [(None, body)]
    if past_else is not None:  # END_ASYNC_FOR drops the iterator, then the clause
        else_out, _ = s.run(handler, stack + [Marker("exception")], outer, past_else)
        bodies.append(("else:", else_out))
    out.append(Stmt("for", "async for %s in %s:" % (target, wrap(iterator, TEST)),
                    line or loop.header.instrs[0].lineno, (target, iterator), bodies))
    if past_else is not None:
        return past_else, stack[:-1]
    return handler, stack + [Marker("exception")]
