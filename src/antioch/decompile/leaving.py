"""The simulator's handlers of what leaves a block or suspends its frame: yields and delegation
(``yield from``, ``await``), the setup of ``with``, exception handlers (3.11+), returns and raises.
A mixin of :class:`~antioch.decompile.simulate.Simulator`."""
from typing import TYPE_CHECKING, Any, Dict, List, NamedTuple, Optional, Set

from antioch.analysis.cfg import Block
from antioch.decompile.async_for import AsyncComprehension
from antioch.decompile.copied_exits import MAX_COPY_SIZE
from antioch.decompile.expr import AWAIT, TEST, TUPLE, YIELD, Const, Expr, Marker, Unsupported, wrap
from antioch.decompile.facts import Facts
from antioch.decompile.instr_index import position_in
from antioch.decompile.lines import mark
from antioch.decompile.stmts import Stmt
from antioch.decompile.values import AssertionName, pop_value
from antioch.ir import Instr

Stack = List[Expr]


class End(NamedTuple):
    """How a block ends: ``fall``/``jump`` (to ``then``), ``cond`` (to ``then`` when ``expr`` holds,
    else to ``other``; ``kept`` stays on the stack on the way to ``other``), ``for`` (``then``: the
    body, ``other``: the exit), ``leave`` (return, raise)."""

    kind: str
    then: Optional[Block] = None
    other: Optional[Block] = None
    expr: Optional[Expr] = None
    kept: Optional[Expr] = None
    #: a truth test: the value tested and whether the flow falls through when it is true
    raw: Optional[Expr] = None
    fall_if_true: bool = True


class ExceptionMatch(Expr):
    """The test of an ``except T:`` clause (CHECK_EXC_MATCH): the exception being handled is a T."""

    __slots__ = ("type",)

    def __init__(self, kind: Expr) -> None:
        Expr.__init__(self, "<exception matches %s>" % kind.text)
        self.type = kind


class Yield(Expr):
    """``yield x`` / ``yield from x``: ``value`` is what a generator expression's element was."""

    __slots__ = ("value",)

    def __init__(self, value: Expr, text: str) -> None:
        Expr.__init__(self, text, YIELD)
        self.value = value


class LeavingOps:
    """Handlers of yields, awaits, ``with``, handlers, returns and raises (a mixin of the simulator)."""

    facts: Facts
    final_instr: Optional[Instr]
    left_loop: bool
    left_handler: bool
    copied_exits: Set[int]
    break_nop_lines: Dict[int, int]
    return_lines: Dict[int, Optional[int]]
    unwound_returns: Dict[int, int]
    kept: List[Stmt]
    none_returns: Dict[int, str]
    failing_test: str
    in_function: bool
    line: Optional[int]
    block: Optional[Block]

    if TYPE_CHECKING:
        def emit(self, out: List[Stmt], kind: str, text: str, data: Any = None) -> Stmt: ...

        def awaited(self, value: Marker) -> Expr: ...

        def before_async_with(self, stack: Stack) -> None: ...

        def reraise(self, stack: Stack, out: List[Stmt]) -> None: ...

    # -- generators ----------------------------------------------------------------------------

    def op_YIELD_VALUE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        value = pop_value(stack)
        stack.append(Yield(value, "yield" if isinstance(value, Const) and value.value is None
                           else "yield %s" % wrap(value, TUPLE)))

    def op_GET_YIELD_FROM_ITER(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        stack.append(Marker("yield_from", pop_value(stack)))

    def op_YIELD_FROM(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        pop_value(stack)  # the None sent first
        stack.append(self.delegated(pop_value(stack)))

    def delegated(self, source: Expr) -> Expr:
        """``yield from x`` or ``await x``: what YIELD_FROM (3.8-3.10) or the SEND loop (3.11+) gives."""
        if isinstance(source, Marker) and source.kind == "awaitable":
            if isinstance(source.data, AsyncComprehension):
                return Expr(source.data.text, source.data.prec)  # (the comprehension's own await)
            if isinstance(source.data, Marker) and source.data.kind in ("async_enter", "nothing", "anext"):
                return self.awaited(source.data)  # 3.8-3.10: __aenter__ and __aexit__ of async with
            return Expr("await %s" % wrap(source.data, AWAIT + 1), AWAIT)
        if not isinstance(source, Marker) or source.kind != "yield_from":
            raise Unsupported("a delegation to a value not made ready by GET_YIELD_FROM_ITER or GET_AWAITABLE")
        return Yield(source.data, "yield from %s" % wrap(source.data, TEST))

    def send(self, block: Block, stack: Stack, exhausted: Optional[Block]) -> End:
        """SEND (3.11+) opens the loop that delegates to an awaitable or iterator; its exit has the
        result (3.12+: under the receiver, which END_SEND drops).  The loop itself (YIELD_VALUE,
        RESUME, a jump back) is left out of the flow (:class:`~antioch.decompile.graph.FlowGraph`)."""
        if exhausted is None:
            raise Unsupported("SEND without its exit")
        pop_value(stack)  # the None sent first
        result = self.delegated(pop_value(stack))
        if exhausted.instrs[0].name == "END_SEND":
            stack.append(Marker("receiver"))
        stack.append(result)
        return End("jump", exhausted)

    def op_END_SEND(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        value = pop_value(stack)
        receiver = pop_value(stack)
        if not isinstance(receiver, Marker) or receiver.kind != "receiver":
            raise Unsupported("END_SEND outside the exit of a SEND loop")
        stack.append(value)

    def op_GET_AWAITABLE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        value = pop_value(stack)
        # 1 and 2: the awaits of `async with`'s __aenter__ and __aexit__ (Python/compile.c, compiler_async_with)
        if instr.arg and not (isinstance(value, Marker) and value.kind in ("async_enter", "nothing")):
            raise Unsupported("GET_AWAITABLE %d of something else than an async with's __aenter__ or __aexit__"
                              % instr.arg)
        stack.append(Marker("awaitable", value))

    def op_RETURN_GENERATOR(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        stack.append(Marker("nothing"))  # 3.11+: the generator's first send, popped at once

    def op_BEFORE_WITH(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        manager = pop_value(stack)
        stack.append(Marker("with_exit", manager))  # __exit__, called with three Nones at the end
        stack.append(Marker("with_value", manager))  # what __enter__ returned: stored by `as`, or dropped

    def op_BEFORE_ASYNC_WITH(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.before_async_with(stack)

    # -- handlers (3.11+) ----------------------------------------------------------------------

    def op_PUSH_EXC_INFO(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        exc = pop_value(stack)
        stack.append(Marker("previous_exception"))
        stack.append(exc)

    def exception_match(self, kind: Expr) -> Expr:
        return ExceptionMatch(kind)

    def op_CHECK_EXC_MATCH(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        kind = pop_value(stack)
        if not isinstance(stack[-1], Marker) or stack[-1].kind != "exception":
            raise Unsupported("CHECK_EXC_MATCH outside a handler")
        stack.append(ExceptionMatch(kind))

    def op_POP_EXCEPT(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        # the previous exception: one value on 3.11+, its traceback, value and type before
        for _ in range(1 if self.facts.structures_exception_table else 3):
            previous = pop_value(stack)
            if not isinstance(previous, Marker) or previous.kind != "previous_exception":
                raise Unsupported("POP_EXCEPT outside a handler")
        # no statement of the source (and `return x` loads x before it): no check of the stack here;
        # its line, kept aside, is that of the ``pass`` of a clause that does nothing else (3.11+:
        # it has no position of its own and takes the pass's, Python/flowgraph.c propagate_line_numbers)
        out.append(Stmt("pop_except", "<pop except>", None,
                        instr.lineno if self.facts.structures_exception_table else None))
        # (3.10+: a value returned after it was not loaded by a return in the clause, which keeps it
        # below the exception until POP_EXCEPT, but by the loop's exit copied into a break)
        self.left_handler = not (stack and isinstance(stack[-1], Expr) and not isinstance(stack[-1], Marker))

    def op_RERAISE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        if not self.facts.structures_exception_table:  # 3.9-3.10: the type, value and traceback
            exc_type = pop_value(stack)
            if not isinstance(exc_type, Marker) or exc_type.kind != "exc_type":
                raise Unsupported("RERAISE of something else than the exception being handled")
            self.reraise(stack, out)
            return
        exc = pop_value(stack)
        if not isinstance(exc, Marker) or exc.kind != "exception" or instr.arg:
            raise Unsupported("RERAISE of something else than the exception being handled")
        self.emit(out, "reraise", "raise")

    # -- leaving -------------------------------------------------------------------------------

    def op_RETURN_VALUE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        value = pop_value(stack)
        if isinstance(value, Marker) and value.kind == "accumulator":
            self.emit(out, "return_acc", "return")
            return
        own = self.unwound_returns.get(id(instr)) or self._after_nops(instr)
        if own is not None and own != self.line:
            # (a statement of its own: the NOP before it on another line is a `pass` or the header
            # of a compound statement, and the copy of a return keeps the return's line)
            self.line = own
        # 3.12+ writes RETURN_CONST for a constant; a loaded one was copied from a shared return
        loaded = "loaded" if instr.name == "RETURN_VALUE" and isinstance(value, Const) else None
        if isinstance(value, Const) and value.value is None:
            if not self.facts.copies_small_exits and instr is not self.final_instr:
                # 3.8-3.9 write the implicit `return None` once, at the very end (compiler_function,
                # assemble in Python/compile.c): any other is the source's own
                loaded = "explicit"
            loaded = self.none_returns.get(id(instr), loaded)
            if self._own_line(instr):
                loaded = "explicit"
            s = self.emit(out, "return_none", "return None", loaded)
        else:
            # (``return (yield x)``: a yield expression needs its parentheses there, a tuple does not)
            text = wrap(value, YIELD + 1) if value.prec == YIELD else wrap(value, TUPLE)
            later = self._constant_line(instr)
            if later is not None:
                text = "(%s%s)" % (mark(later), text)
            # (before 3.12 and from 3.14 every constant is loaded: its value tells the line it starts on)
            s = self.emit(out, "return", "return %s" % text,
                          (loaded if self.facts.has_return_const else None) or value)
        # (keyed by id, so kept alive: a statement made after a trial run's returns are freed could
        # take one's id, and with it that return's line)
        self.return_lines[id(s)] = instr.lineno
        self.kept.append(s)
        nop = self._break_nop_line(instr)
        if nop is not None:
            self.break_nop_lines[id(s)] = nop
        if self.left_loop or (self.left_handler and not isinstance(value, Const)) or nop is not None:
            # the loop's exit, copied into a break (Python/flowgraph.c, inline_small_exit_blocks)
            self.copied_exits.add(id(s))

    def _constant_line(self, instr: Instr) -> Optional[int]:
        """The line of the constant a RETURN_CONST returns, where it is later than the return's:
        LOAD_CONST and RETURN_VALUE become one instruction of the return's position, and the load
        leaves a NOP of its own line just before it (3.12-3.13, Python/flowgraph.c; ``return (`` /
        ``'text')``); before and after, the code generator writes that NOP itself and loads the
        constant on the return's line (Facts.return_constant_nop).  None: on the return's line."""
        block = self.block
        loaded = instr.name == "RETURN_VALUE" and self.facts.return_constant_nop
        if (instr.name != "RETURN_CONST" and not loaded) or block is None or instr.lineno is None:
            return None
        at = position_in(block.instrs, instr) or 0
        if loaded:
            # (the LOAD_CONST has the return's line, the NOP the constant's, before it)
            load = block.instrs[at - 1] if at > 0 else None
            if load is None or load.name != "LOAD_CONST" or load.lineno != instr.lineno:
                return None
            at -= 1
        before = block.instrs[at - 1] if at > 0 else None
        if before is None or before.name != "NOP" or before.lineno is None or before.lineno <= instr.lineno:
            return None
        return before.lineno

    def _own_line(self, instr: Instr) -> bool:
        """Whether a return of None (3.10+) follows a NOP on another line in its block: the NOP of
        a jump to a return the compiler copied in its place (Python/flowgraph.c,
        inline_small_or_no_lineno_blocks).  The function's implicit ``return None`` has no line,
        and there the copy takes the NOP's (propagate_line_numbers), which then goes as redundant
        (remove_redundant_nops): one on a line of its own is the source's."""
        block = self.block
        if block is None or not self.facts.copies_small_exits or not self.in_function:
            return False
        at = position_in(block.instrs, instr) or 0
        if instr.name == "RETURN_VALUE" and at > 0 and block.instrs[at - 1].name == "LOAD_CONST":
            at -= 1
        elif instr.name != "RETURN_CONST":
            return False
        if at == 0 or block.instrs[at - 1].name != "NOP":
            return False
        line, before = block.instrs[at].lineno, block.instrs[at - 1].lineno
        return line is not None and before is not None and line > 0 and before > 0 and line != before

    def _break_nop_line(self, instr: Instr) -> Optional[int]:
        """3.11+: the return ``instr`` ends a small run of instructions (a copy of an exit) right
        after a NOP on a line before all of theirs: the NOP a ``break`` leaves (compiler_break in
        Python/compile.c), into whose jump the compiler copied the exit after a ``while`` loop,
        which drops nothing (Python/flowgraph.c, inline_small_or_no_lineno_blocks).  A ``return``
        written in the loop has a line inside it, which the copy's line after the loop tells apart
        (body_passes.breaks_for_copied_ends).  The NOP's line; None: no such NOP."""
        block = self.block
        if block is None or not self.facts.break_keeps_nop:
            return None
        at = position_in(block.instrs, instr)
        if at is None:
            return None
        start = at
        while start > 0 and at - start < MAX_COPY_SIZE and block.instrs[start - 1].name != "NOP":
            start -= 1
        if start == 0 or block.instrs[start - 1].name != "NOP":
            return None
        nop = block.instrs[start - 1].lineno
        lines = [i.lineno for i in block.instrs[start:at + 1] if i.lineno is not None]
        if nop is None or len(lines) != at + 1 - start or not nop < min(lines):
            return None
        return nop

    def _after_nops(self, instr: Instr) -> Optional[int]:
        """The line of a return of a constant (RETURN_CONST, or LOAD_CONST and RETURN_VALUE) that
        follows only NOPs in its block (at least one); None otherwise."""
        block = self.block
        if block is None or not self.facts.copies_small_exits:
            return None
        at = position_in(block.instrs, instr) or 0
        if instr.name == "RETURN_VALUE" and at > 0 and block.instrs[at - 1].name in ("LOAD_CONST", "LOAD_SMALL_INT"):
            at -= 1
        elif instr.name == "RETURN_VALUE" and at == len(block.instrs) - 1 and block.instrs[0].name == "NOP":
            # a small exit copied in place of the jump to it, which leaves a NOP of the jump's
            # position (3.12+, Python/flowgraph.c: basicblock_inline_small_or_no_lineno_blocks): the
            # return (``return []``) is all that follows the NOPs, on its own line
            at = next(k for k, i in enumerate(block.instrs) if i.name != "NOP")
            if len(block.instrs) - at > MAX_COPY_SIZE or any(i.lineno != instr.lineno for i in block.instrs[at:]):
                return None
        elif instr.name != "RETURN_CONST":
            return None
        if at == 0 or block.instrs[0].name != "NOP" or not all(i.name == "NOP" for i in block.instrs[:at]):
            return None  # (the first told apart before a copy of the block up to the return)
        return block.instrs[at].lineno

    def op_RAISE_VARARGS(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        if instr.arg == 0:
            self.emit(out, "raise", "raise")
            return
        cause = pop_value(stack) if instr.arg == 2 else None
        exc = pop_value(stack)
        if isinstance(exc, AssertionName):
            self.emit(out, "raise", "raise AssertionError", ("assert", None))
            return
        # (3.9+ loads the AssertionError of an assert statement by an opcode of its own, never a raise's:
        # one left alone, not the body of a test, is ``assert False``, whose test the compiler dropped)
        if isinstance(exc, Marker) and exc.kind == "assertion":
            self.emit(out, "raise", "assert %s" % self.failing_test, ("assert", None))
            return
        if isinstance(exc, Marker) and exc.kind == "assertion_call":
            # (3.8 keeps the test of `assert False, x`: a call of the global alone is a raise)
            text = "raise AssertionError(%s)" if self.facts.assert_loads_global else \
                "assert " + self.failing_test + ", %s"
            self.emit(out, "raise", text % exc.data, ("assert", exc.data))
            return
        text = "raise %s" % wrap(exc, TEST)
        if cause is not None:
            text += " from %s" % wrap(cause, TEST)
        self.emit(out, "raise", text, exc)
