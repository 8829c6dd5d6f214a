"""The instructions of 3.8-3.10 try and with statements, run on the symbolic stack.

A handler of the block stack starts with six values (see :func:`~antioch.decompile.blockstack.handler_entry`):
``except T as e:`` drops the type, stores the exception and drops the traceback; a bare or unnamed
clause drops all three; POP_EXCEPT takes the previous exception's three.  3.8 ends a ``finally``
body and a ``with`` with END_FINALLY, reached from the body through BEGIN_FINALLY (a NULL on the
stack) or from a failed ``except`` test (the exception on top, which it re-raises).
Semantics from ``Python/ceval.c`` of 3.8-3.10.
"""
from typing import List, Optional

from antioch.analysis.cfg import Block
from antioch.decompile.expr import Expr, Marker, Unsupported
from antioch.decompile.stmts import Stmt
from antioch.decompile.values import pop_value
from antioch.ir import Instr

Stack = List[Expr]


class AsyncManager(Expr):
    """The context manager of an ``async with`` (the statement's header says ``async``)."""

    __slots__ = ()

    def __init__(self, manager: Expr) -> None:
        Expr.__init__(self, manager.text, manager.prec)


class BlockStackOps:
    """Opcodes of the block stack; mixed into the simulator (which gives ``emit``, ``exception_match``)."""

    line: Optional[int]

    def op_SETUP_FINALLY(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        """Opens a protected region: nothing on the stack, nothing in the source by itself."""

    def op_POP_BLOCK(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        """Closes it."""

    def op_SETUP_WITH(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        manager = pop_value(stack)
        stack.append(Marker("with_exit", manager))
        stack.append(Marker("with_value", manager))

    def awaited(self, value: Marker) -> Expr:
        """What YIELD_FROM leaves of an ``async with``'s awaited ``__aenter__`` (the value entered)
        and ``__aexit__`` (nothing)."""
        if value.kind == "async_enter":
            return Marker("with_value", AsyncManager(value.data))
        if value.kind == "anext":  # an async for loop's next value, which its target stores
            return Marker("next")
        return value

    def before_async_with(self, stack: Stack) -> None:
        manager = pop_value(stack)
        stack.append(Marker("with_exit", manager))
        stack.append(Marker("async_enter", manager))

    def op_SETUP_ASYNC_WITH(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        """The block below what ``__aenter__`` gave: nothing changes on the stack."""

    def op_BEGIN_FINALLY(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        stack.append(Marker("begin_finally"))  # 3.8: the NULL END_FINALLY finds when no exception came

    def op_WITH_CLEANUP_START(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        # 3.8, the normal way out of a with body: __exit__(None, None, None) below the NULL
        top = pop_value(stack)
        exit_ = pop_value(stack)
        if not (isinstance(top, Marker) and top.kind == "begin_finally" and isinstance(exit_, Marker)
                and exit_.kind == "with_exit"):
            raise Unsupported("WITH_CLEANUP_START outside the end of a with body")
        stack.append(Marker("with_null"))
        stack.append(Marker("nothing"))  # what __exit__ returned (async with: awaited before the finish)

    def op_WITH_CLEANUP_FINISH(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        result = pop_value(stack)
        if not (isinstance(result, Marker) and result.kind == "nothing"):
            raise Unsupported("WITH_CLEANUP_FINISH outside the end of a with body")
        top = stack[-1] if stack else None
        if not (isinstance(top, Marker) and top.kind == "with_null"):
            raise Unsupported("WITH_CLEANUP_FINISH outside the end of a with body")

    def op_POP_FINALLY(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        # 3.8: the NULL of BEGIN_FINALLY leaves (from below the value a return keeps, for arg 1)
        kept = pop_value(stack) if instr.arg else None
        top = pop_value(stack)
        if not (isinstance(top, Marker) and top.kind in ("begin_finally", "with_null")):
            raise Unsupported("POP_FINALLY of something else than BEGIN_FINALLY's NULL")
        if kept is not None:
            stack.append(kept)

    def call_finally(self, block: Block, out: List[Stmt]) -> None:
        """3.8's CALL_FINALLY: the finally body runs here and comes back (a return or break out of a
        try statement).  Read for the cleanup of ``except T as name:``, ``name = None; del name``."""
        target = next((e.target for e in block.edges if e.kind == "call"), None)
        names = [(i.name, i.arg) for i in target.instrs] if target is not None else []
        if len(names) != 4 or names[0] != ("LOAD_CONST", None) or not names[1][0].startswith("STORE_") \
                or names[2][0] != names[1][0].replace("STORE_", "DELETE_") or names[3][0] != "END_FINALLY":
            return  # a finally clause: the try statement around says it runs
        self.emit(out, "assign", "%s = None" % names[1][1])  # type: ignore[attr-defined]
        self.emit(out, "del", "del %s" % names[1][1])  # type: ignore[attr-defined]

    def op_END_FINALLY(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        top = pop_value(stack)
        if isinstance(top, Marker) and top.kind == "with_null":
            self.line = None
            return
        if isinstance(top, Marker) and top.kind == "begin_finally":
            self.line = None
            if not (len(out) > 1 and out[-1].text == "del " + out[-2].text[:-len(" = None")]):
                # the end of a finally body (not of an except clause's `name = None; del name`): the try
                # statement splits its statements here
                out.append(Stmt("end_finally", "<end finally>", None))
            return
        if isinstance(top, Marker) and top.kind == "exc_type":
            self.reraise(stack, out)
            return
        raise Unsupported("END_FINALLY of something else than a finally's NULL or an exception")

    def reraise(self, stack: Stack, out: List[Stmt]) -> None:
        """The exception being handled raised again: its value and traceback leave the stack too."""
        for kind in ("exception", "exc_traceback"):
            value = pop_value(stack)
            if not isinstance(value, Marker) or value.kind != kind:
                raise Unsupported("a re-raise of something else than the exception being handled")
        self.emit(out, "reraise", "raise")  # type: ignore[attr-defined]

    def exc_type_matches(self, stack: Stack) -> Expr:
        """``except T:``'s test: the copy of the exception's type and T leave the stack (3.8's
        COMPARE_OP 'exception match', 3.9-3.10's JUMP_IF_NOT_EXC_MATCH)."""
        kind = pop_value(stack)
        copied = pop_value(stack)
        top = stack[-1] if stack else None
        if not (isinstance(copied, Marker) and copied.kind == "exc_type" and copied is top):
            raise Unsupported("an exception match outside a handler")
        return self.exception_match(kind)  # type: ignore[attr-defined]
