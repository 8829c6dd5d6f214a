"""Expressions from stack simulation: the instructions of one basic block run on a stack of
:class:`~antioch.decompile.expr.Expr`, emitting a statement wherever a value leaves the stack
for good (a store, a discarded call, a return).

One handler per opcode family (``op_LOAD_FAST`` serves LOAD_FAST; variants say how they
differ); what each version's compiler does differently is in :mod:`antioch.decompile.facts`.
The block's last instruction, when it is a jump, a return or a loop step, is not run here: it
is described by an :class:`~antioch.decompile.leaving.End` for :mod:`antioch.decompile.structure` to place.
"""
from typing import Any, Callable, Dict, FrozenSet, List, Optional, Sequence, Set, Tuple

from antioch.analysis.cfg import Block, ControlFlowGraph
from antioch.decompile import inlined
from antioch.decompile.async_for import AsyncForOps
from antioch.decompile.blockstack_ops import BlockStackOps
from antioch.decompile.body_passes import CLASS_EPILOGUE
from antioch.decompile.displays import DisplayOps
from antioch.decompile.except_star import ExceptStarOps, star_test
from antioch.decompile.expr import Const, Expr, Marker, NoneTest, Unsupported, negate
from antioch.decompile.facts import CONDITIONAL_JUMPS, PASSED_OVER, UNCONDITIONAL_JUMPS, Facts
from antioch.decompile.fstrings import FormatOps
from antioch.decompile.instr_index import position_in
from antioch.decompile.leaving import End, LeavingOps
from antioch.decompile.lines import first_line, note_starts
from antioch.decompile.loads import LoadOps
from antioch.decompile.named_expr import PendingStore, as_named_expression, still_on
from antioch.decompile.recent import RecentOps
from antioch.decompile.stack_ops import StackOps
from antioch.decompile.stmts import Stmt
from antioch.decompile.stores import StoreOps, clears_name
from antioch.decompile.values import ValueOps, pop_value
from antioch.ir import Instr

Stack = List[Expr]


class Simulator(LoadOps, RecentOps, AsyncForOps, ExceptStarOps, BlockStackOps, StoreOps, LeavingOps,
                DisplayOps, FormatOps, ValueOps, StackOps):
    """Runs the instructions of the blocks of one code object on a symbolic stack."""

    # (what does not change, or is replaced rather than changed, starts as a class attribute: the
    # simulator is made for every code object, most of them one block, and each attribute set in
    # __init__ is work there and in freeing it)
    kw_names: Optional[tuple] = None
    #: SETUP_ANNOTATIONS ran: stores into __annotations__ are annotations
    annotations = False
    #: the code is a comprehension's function (3.8-3.11): its hidden .0 and its result are allowed
    comprehension = False
    #: the class whose name mangles private attribute names here (private_names.py)
    owner: Optional[str] = None
    #: the block being run
    block: Optional[Block] = None
    #: a NOP between two statements of a block is a statement of its own (a module's or a
    #: class's body, where no loop or try statement puts one there)
    bare_nops = False
    #: the same for a NOP that starts a function's body (``if __debug__:`` or ``if True:``
    #: around its first statements, ``pass``), where no loop or try statement puts one; for
    #: any NOP between two statements where the facts say so (``nops_are_statements``)
    leading_nop = False
    #: NOPs (by id) that are statements opening an ``if``'s body (kept_nops.py)
    statement_nops: FrozenSet[int] = frozenset()
    #: statements may be emitted while a value waits (a finally clause's copy before `return x`)
    value_waits = False
    #: an assignment of a copy whose value is still on the stack: an assignment expression if an
    #: instruction other than a store or POP_TOP takes that value (named_expr.py)
    pending_store: Optional[PendingStore] = None
    #: running the copy of a finally body before a return: statements may come while the returned
    #: value waits (``under_value``)
    finally_depth = 0
    #: a for loop's iterator was dropped in this block with no value waiting (a break: see op_POP_TOP)
    left_loop = False
    #: a POP_EXCEPT with no value waiting above it ran in this block (see op_POP_EXCEPT)
    left_handler = False
    #: 3.14+: (id of a LOAD_SMALL_INT, the int its value was folded from), const_order.small_int_lead
    small_int_lead: Optional[Tuple[int, int]] = None
    #: the code is a function's, whose ``return`` statements may be the source's (a module's or
    #: class body's returns are all the compiler's)
    in_function = False
    #: the test of an endless ``while`` loop: ``True``, or ``1`` where the pool says so (Facts)
    endless_test = "True"
    #: 3.10-3.11: the test of the endless loop starting at an instruction, where the pool says
    #: (kept_tests.loop_tests)
    endless_tests: Optional[Callable[[Instr], Optional[str]]] = None
    #: the test of an ``assert`` that always fails: ``False``, or ``0`` where the pool says so
    failing_test = "False"
    #: 3.14+: the first line that loads the small int 1, whose constant entered the pool there: an
    #: endless loop below it leaves no trace in the pool, and says ``True``
    first_one_line: Optional[int] = None
    #: the code's pool of constants (a folded tuple's NOPs may name its items by their index;
    #: 3.14+: the order of a set display's items, const_order.py)
    consts: Sequence[Any] = ()

    def __init__(self, cfg: ControlFlowGraph, facts: Facts, nested: Callable[[Any, "Simulator"], Any]) -> None:
        self.cfg = cfg
        self.facts = facts
        self.nested = nested  # MAKE_FUNCTION's code -> an object the function renderer understands
        self.table = cfg.table
        self.line: Optional[int] = None  # line of the first instruction of the statement being built
        self.stack: Stack = []
        #: (target, value) of `a, b = b, a` while its values are still being stored
        self.parallel: List[Any] = []
        #: values DUP_TOP or COPY duplicated, by id
        self.copies: Dict[int, Expr] = {}
        self.globals_declared: List[str] = []
        #: the statements that came while a returned value waits (see finally_depth): their ids, kept
        #: alive in ``kept``
        self.under_value: Set[int] = set()
        self.kept: List[Stmt] = []
        #: returns that are a loop's exit copied into a break (ids, kept alive in ``kept``)
        self.copied_exits: Set[int] = set()
        #: of those, the ones a ``break``'s NOP comes right before (3.11+): the line of that NOP
        self.break_nop_lines: Dict[int, int] = {}
        #: id of each return statement (kept alive in ``kept``) -> the line of its return instruction
        self.return_lines: Dict[int, Optional[int]] = {}
        #: id of a return instruction -> the line of the return statement that ran a finally body's copy
        #: before it (3.10, finally_clause._unwinds_on_own_line): the copy and the return take the finally's
        self.unwound_returns: Dict[int, int] = {}
        self.nonlocals_declared: List[str] = []
        #: opcode name -> its handler, unbound (found once per class: a lookup per code object was slow)
        self.handlers = _handlers_of(type(self))
        #: the code's last instruction (where 3.8-3.9 put the implicit ``return None``)
        self.final_instr = cfg.blocks[-1].instrs[-1] if cfg.blocks and cfg.blocks[-1].instrs else None
        #: 3.10+ (const_order.py): pool indexes of folded constants; the RETURN_VALUEs of ``None``
        #: (by id) the pool shows "explicit" or "implicit"
        self.folded: Set[int] = set()
        #: the folded constant (pool index) whose first operand the pool kept -> that operand
        self.fold_leads: Dict[int, int] = {}
        #: the indexes of ``folded`` that a constant no handler loads shows folded (const_order.folded_constants)
        self.folds_witnessed: Set[int] = set()
        #: the folded constant (pool index) one of whose factors the pool kept -> that factor's index
        self.fold_operands: Dict[int, int] = {}
        self.none_returns: Dict[int, str] = {}
        #: what the pool alone says of them (none_returns adds what the flow says)
        self.pool_returns: Dict[int, str] = {}
        #: the names op_LOAD_FAST found to be the source's (no hidden local, no raw slot)
        self.plain_names: Set[Any] = set()

    # -- running a block ---------------------------------------------------------------------

    def run_block(self, block: Block, stack: Stack, out: List[Stmt], start: int = 0) -> End:
        """Runs ``block`` (from its instruction ``start``: a match statement's case resumes there)."""
        self.stack = stack
        self.left_loop = self.left_handler = False
        self.block = block
        instrs = block.instrs
        self.steps(instrs[start:-1], stack, out)
        return self.finish(block, instrs[-1], stack, out)

    def step(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.steps((instr,), stack, out)

    def steps(self, instrs: Sequence[Instr], stack: Stack, out: List[Stmt]) -> None:
        """Runs ``instrs`` in turn (the one loop over every instruction of every block: what it does
        per instruction is written out here rather than in a method called for each)."""
        handlers = self.handlers
        push_only, own_lines = _PUSH_ONLY, _OWN_LINES
        name = ""
        try:
            for instr in instrs:
                name, position = instr[0], instr[2]  # (its name and position: ir.INSTR_FIELDS)
                lineno = position[0] if position else None
                if self.line is None and lineno is not None and name not in ("RESUME", "POP_BLOCK"):
                    self.line = lineno
                    if name == "NOP" and (((self.bare_nops or self.leading_nop) and not stack
                                           and bare_statement(self.block, instr,
                                                              self.bare_nops or self.facts.nops_are_statements))
                                          or id(instr) in self.statement_nops):
                        # a statement of its own that compiled to nothing but its line (``pass``, a
                        # string or other constant alone: Python/compile.c, compiler_visit_stmt_expr)
                        self.emit(out, "pass", "pass")
                        self.line = None
                handler = handlers.get(name)
                if handler is None:
                    if name in PASSED_OVER:  # (no handler has a prologue's name: one look-up for the others)
                        continue
                    raise Unsupported("%s is not decompiled yet" % name)
                pending = self.pending_store
                if pending is not None:
                    self._step_pending(handler, instr, stack, out, lineno, pending)
                    continue
                if name in push_only:
                    # (the value it pushes starts on its line: what note_starts finds, without the copy)
                    handler(self, instr, stack, out)
                    pushed = stack[-1]
                    if pushed.line is None and not isinstance(pushed, Marker):
                        pushed.line = lineno
                    continue
                if name in own_lines:
                    handler(self, instr, stack, out)
                    continue
                before = stack[:]
                handler(self, instr, stack, out)
                end = len(stack)
                # (note_starts' most frequent cases written out, told apart by the depths first: an
                # emptied stack, where a statement ends, has nothing to note)
                if not end:
                    pass
                elif end <= len(before):
                    k = end - 1
                    if k and stack[:k] != before[:k]:
                        note_starts(before, stack, lineno)
                    else:
                        # values taken, and one pushed in their place (or none): it starts where they did
                        pushed, taken = stack[k], before[k]
                        if pushed is not taken and pushed.line is None and not isinstance(pushed, Marker):
                            # (the first value taken has a line, most often: first_line's first step)
                            pushed.line = taken.line if taken.line is not None and not isinstance(taken, Marker) \
                                else first_line(before, k, lineno)
                elif end == len(before) + 1:
                    n = end - 1
                    if stack[:n] == before:
                        # one value pushed on the stack as it was: it starts on the instruction's line
                        pushed = stack[n]
                        if pushed.line is None and not isinstance(pushed, Marker):
                            pushed.line = lineno
                    elif n and stack[:n - 1] == before[:n - 1]:
                        # the top value taken, two pushed in its place (a method load: the method and
                        # NULL, a Marker): they start where it did
                        taken = before[n - 1]
                        start = taken.line if taken.line is not None and not isinstance(taken, Marker) \
                            else first_line(before, n - 1, lineno)
                        for pushed in stack[n - 1:]:
                            if pushed.line is None and not isinstance(pushed, Marker):
                                pushed.line = start
                    else:
                        note_starts(before, stack, lineno)
                else:
                    note_starts(before, stack, lineno)
        except IndexError:
            raise Unsupported("%s finds the stack too shallow" % name) from None

    def _step_pending(self, handler: Callable[..., None], instr: Instr, stack: Stack, out: List[Stmt],
                      lineno: Optional[int], pending: PendingStore) -> None:
        """One step of :meth:`steps` while an assignment waits to be read as ``target := value``
        (named_expr.py): if the instruction takes that value into an expression, it runs again on
        the assignment expression."""
        before, written = stack[:], len(out)
        handler(self, instr, stack, out)
        note_starts(before, stack, lineno)
        if self.pending_store is pending and not still_on(stack, pending.value):
            self.pending_store = None
            stack[:] = before
            del out[written:]
            as_named_expression(pending, stack, out)
            handler(self, instr, stack, out)

    def finish(self, block: Block, last: Instr, stack: Stack, out: List[Stmt]) -> End:
        name = last.name
        pending, self.pending_store = self.pending_store, None
        if pending is not None and still_on(stack, pending.value):  # `if (e := g()):`, `return (e := g())`
            as_named_expression(pending, stack, out)
        if self.line is None and last.lineno is not None and id(last) not in self.statement_nops:
            self.line = last.lineno  # (a statement's NOP alone in its block is stepped below: `else: pass`)
        jump = fall = None
        for e in block.edges:  # (the first of each kind)
            if e.kind == "jump" and jump is None:
                jump = e.target
            elif e.kind == "fall" and fall is None:
                fall = e.target
        if name == "JUMP_IF_NOT_EXC_MATCH":  # 3.9-3.10: pops the type's copy and T, jumps if no match
            stack.append(self.exc_type_matches(stack))
            name = "POP_JUMP_IF_FALSE"
        if name in CONDITIONAL_JUMPS:
            test, keep = CONDITIONAL_JUMPS[name]
            star = None if keep else star_test(stack, test)  # except*: what a clause matched, what is left
            value = star or (stack[-1] if keep else pop_value(stack))
            if star is not None:
                cond = star
            elif test == "false":
                cond = value
            elif test == "true":
                cond = negate(value)
            elif test == "none":
                cond = NoneTest([value, Const(None)], ["is not"])
            else:
                cond = NoneTest([value, Const(None)], ["is"])
            if keep:
                stack.pop()
            if fall is None or jump is None:
                raise Unsupported("a conditional jump without two ways out")
            truth = test in ("true", "false")
            return End("cond", fall, jump, cond, value if keep else None, value if truth else None,
                       test == "false")
        if name in UNCONDITIONAL_JUMPS:
            if jump is None:
                raise Unsupported("a jump to no block")
            return End("jump", jump)
        if name == "FOR_ITER":
            return End("for", fall, jump)
        if name in ("RETURN_VALUE", "RETURN_CONST", "RAISE_VARARGS", "RERAISE") or (
                name == "END_FINALLY" and fall is None):  # 3.8: the re-raise after the last except test
            self.step(last, stack, out)
            return End("leave")
        if name == "CALL_FINALLY":
            self.call_finally(block, out)
            if fall is None:
                raise Unsupported("CALL_FINALLY falls off the end of the code")
            return End("fall", fall)
        if name == "SEND":
            return self.send(block, stack, jump)
        self.step(last, stack, out)
        if fall is None:
            raise Unsupported("%s falls off the end of the code" % name)
        return End("fall", fall)

    def emit(self, out: List[Stmt], kind: str, text: str, data: Any = None) -> Stmt:
        if out and (out[-1].kind == "pop_except" or (len(out) > 1 and out[-2].kind == "pop_except")) \
                and clears_name(out, text):  # (only after a POP_EXCEPT: asked at every statement)
            # `return name` in an `except T as name:` clause: the value waits while the compiler's
            # `name = None; del name` runs after POP_EXCEPT (the except clause drops both)
            s = Stmt(kind, text, None, data)
            out.append(s)
            return s
        waiting = False
        for value in reversed(self.stack) if not self.value_waits else []:
            if inlined.is_inlined_accumulator(value):
                break  # a clause of an inlined comprehension: what waits below is around the expression
            if not isinstance(value, Marker) and id(value) not in self.copies:
                if self.finally_depth:  # a copy of a finally body before a return: checked when placed
                    waiting = True
                    break
                # it would be evaluated after this statement in the output, before it in the original
                raise Unsupported("a statement while a value waits on the stack")
        s = Stmt(kind, text, self.line, data)
        if waiting:
            self.under_value.add(id(s))
            self.kept.append(s)
        out.append(s)
        self.line = None
        return s

    # -- functions and classes -----------------------------------------------------------------

    def op_MAKE_FUNCTION(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        if self.facts.qualname_on_stack:
            pop_value(stack)
        code = pop_value(stack)
        if not isinstance(code, Marker) or code.kind != "code":
            raise Unsupported("MAKE_FUNCTION of a code object that is not a constant")
        data: Dict[str, Any] = {"code": code.data}
        flags = instr.arg or 0
        for bit, key in ((8, "closure"), (4, "annotations"), (2, "kwdefaults"), (1, "defaults")):
            if flags & bit:
                data[key] = pop_value(stack)
        stack.append(self.nested(("function", data), self))

    def op_SET_FUNCTION_ATTRIBUTE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        func, value = pop_value(stack), pop_value(stack)
        key = {1: "defaults", 2: "kwdefaults", 4: "annotations", 8: "closure", 16: "annotate"}.get(instr.arg)
        data = func.data if isinstance(func, Marker) and func.kind == "function" else getattr(func, "data", None)
        if not isinstance(data, dict) or "code" not in data or key is None:
            raise Unsupported("SET_FUNCTION_ATTRIBUTE of something else than a new function")
        data[key] = value
        stack.append(self.nested(("function", data), self))

_HANDLERS: Dict[type, Dict[str, Callable[..., None]]] = {}


def bare_statement(block: Optional[Block], nop: Instr, anywhere: bool = True) -> bool:
    """Whether ``nop`` sits between two statements of ``block``: neither first nor last in it (where
    a loop's head, a try statement or a break leave theirs), and on a line before the next
    instruction's (the NOPs a folded tuple leaves have later lines than the tuple: lines.py);
    unless ``anywhere``, right after the RESUME that starts the code. A NOP that starts the code is
    first in its block where no RESUME comes before it (3.10)."""
    instrs = block.instrs if block is not None else []
    k = position_in(instrs, nop) or 0
    if k == 0:
        if not (anywhere and block is not None and block.first == 0 and instrs and instrs[0] is nop):
            return False
    elif not (anywhere or (instrs[k - 1].name == "RESUME" and instrs[k - 1].arg == 0)):
        return False
    at = next((j for j in range(k + 1, len(instrs) - 1) if instrs[j].name != "NOP"), None)
    line, after_line = nop.lineno, instrs[at].lineno if at is not None else None
    if at is None or line is None or after_line is None:
        return False
    if after_line > line:
        return True
    # (3.14+: a class whose annotations it defers ends on its first line, before the NOP's:
    # Python/codegen.c writes its epilogue with the location of the class statement)
    stores = [i.arg for i in instrs[at:] if i.name == "STORE_NAME"]
    return instrs[-1].name == "RETURN_VALUE" and bool(stores) and all(a in CLASS_EPILOGUE for a in stores)


def _handlers_of(cls: type) -> Dict[str, Callable[..., None]]:
    """The ``op_*`` methods of a simulator class by opcode name, as plain functions (none for the
    names of :data:`~antioch.decompile.facts.PASSED_OVER`, which the simulation passes over)."""
    handlers = _HANDLERS.get(cls)
    if handlers is None:
        handlers = _HANDLERS[cls] = {name[3:]: getattr(cls, name) for name in dir(cls)
                                     if name.startswith("op_") and name[3:] not in PASSED_OVER}
    return handlers


#: opcodes whose handlers only push values onto the stack as it was, the last of them the only one
#: that may need a line (LOAD_GLOBAL's NULL below the name is a Marker): the line of what they push
#: needs no copy of the stack to compare with (the two loads of LOAD_FAST_LOAD_FAST, and KW_NAMES,
#: which pushes nothing, take the general way)
_PUSH_ONLY = frozenset({
    "LOAD_FAST", "LOAD_NAME", "LOAD_DEREF", "LOAD_CLASSDEREF", "LOAD_FAST_CHECK", "LOAD_CLOSURE", "LOAD_CONST",
    "LOAD_GLOBAL", "LOAD_FAST_AND_CLEAR", "PUSH_NULL", "LOAD_ASSERTION_ERROR", "LOAD_BUILD_CLASS", "LOAD_LOCALS",
    "LOAD_SMALL_INT", "LOAD_FAST_BORROW", "LOAD_COMMON_CONSTANT"})

#: opcodes whose handlers only take values off the stack, or give what they push its line
#: themselves (op_LOAD_ATTR): no copy of the stack to find what they pushed.  A handler here must
#: not change what it leaves below the values it takes.
_OWN_LINES = frozenset({
    "LOAD_ATTR", "LOAD_METHOD", "POP_TOP", "STORE_FAST", "STORE_NAME", "STORE_DEREF", "STORE_GLOBAL",
    "STORE_ATTR", "STORE_SUBSCR", "RETURN_VALUE", "RETURN_CONST"})


__all__ = ["Simulator", "Stack", "bare_statement", "same_stack"]


def same_stack(a: Stack, b: Stack) -> bool:
    """The same values (not only equal ones) in the same places."""
    return len(a) == len(b) and all(x is y for x, y in zip(a, b))
